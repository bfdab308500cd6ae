/**
 * The player app's languages: English (the spec's words, kept in each screen's code next to its markup, so they load
 * with that screen) and Hindi (one dictionary, fetched only when a player reads Hindi). Built on @nanostores/i18n.
 *
 * A screen declares its texts once, at module level, and reads them in render:
 *
 *   const messages = i18n('home', { markets: 'Markets', balance: params<{ points: string }>('Balance: {points}') });
 *   function Home() { const t = useMessages(messages); return <h2>{t.markets}</h2>; }
 *
 * Every text of `en` needs the same key in `hi` (web/src/i18n/hi/*.ts): tests/web/i18n-keys.test.ts fails otherwise.
 * The choice is kept on the device (`language`); without one the browser's language decides (hi* gives Hindi).
 */
import { count, createI18n, params, type ComponentsJSON } from '@nanostores/i18n';
import { atom, type ReadableAtom } from 'nanostores';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';

export { count, params };

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

const STORAGE_KEY = 'language';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The device's saved choice, else the browser's first language: any Hindi variant (hi, hi-IN) gives Hindi. */
export function detectLanguage(): Language {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // Storage can be off (private mode): fall back to the browser's language.
  }
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return preferred[0]?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

const current = atom<Language>(typeof window === 'undefined' ? 'en' : detectLanguage());

/** The language the app shows now. */
export const language: ReadableAtom<Language> = current;

let hindi: Promise<ComponentsJSON> | undefined;
function loadHindi(): Promise<ComponentsJSON> {
  hindi ??= import('./hi/index.ts').then((module) => module.default);
  return hindi;
}

export const i18n = createI18n(current, {
  baseLocale: 'en',
  get: (code) => (code === 'hi' ? loadHindi() : Promise.resolve({})),
});

/** Screens in English whatever the app's language (the operator console) are shown now. */
let englishOnly = 0;

function applyDocumentLanguage(code: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = englishOnly > 0 ? 'en' : code;
}
current.subscribe(applyDocumentLanguage);

/**
 * For screens written in English only (the operator console): while one is shown the app's language is English (the
 * shared pieces, an error state's "Try again", a refusal's message, are then English too, not the player app's Hindi
 * of this device) and so is the document's, so a screen reader reads its words as English. The device's choice is
 * kept, and the player app is back in it once the console is left.
 */
export function useEnglishDocument(): void {
  // Before the first paint, so the console never shows a word of Hindi.
  useLayoutEffect(() => {
    englishOnly += 1;
    if (current.get() !== 'en') current.set('en');
    applyDocumentLanguage(current.get());
    return () => {
      englishOnly -= 1;
      applyDocumentLanguage(current.get());
      void backToChosenLanguage();
    };
  }, []);
}

/** Once no English-only screen is shown (and stays so while the texts load: a remount), the device's own choice. */
async function backToChosenLanguage(): Promise<void> {
  const chosen = detectLanguage();
  if (englishOnly > 0 || chosen === current.get()) return;
  if (chosen === 'hi') i18n.cache.hi = { ...(await loadHindi()), ...i18n.cache.hi } as (typeof i18n.cache)['hi'];
  if (englishOnly === 0) current.set(chosen);
}

/**
 * Switches the app to `code` once its texts are here (so no screen shows half of each), and keeps the choice on the
 * device unless `remember` is false.
 */
export async function setLanguage(code: Language, { remember = true } = {}): Promise<void> {
  if (code === 'hi') i18n.cache.hi = { ...(await loadHindi()), ...i18n.cache.hi } as (typeof i18n.cache)['hi'];
  if (remember) {
    try {
      window.localStorage.setItem(STORAGE_KEY, code);
    } catch {
      // Without storage the choice lasts for this visit only.
    }
  }
  current.set(code);
}

/** Before the first render: fetches the texts of the language the device starts in, so the first screen is whole. */
export function loadStartLanguage(): Promise<void> {
  return setLanguage(current.get(), { remember: false });
}

/** A store's value, kept current in a component (the screen's texts, the language). */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  const read = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The texts a screen declared with `i18n(...)`, in the current language. */
export const useMessages = useStore;

export function useLanguage(): Language {
  return useStore(language);
}
