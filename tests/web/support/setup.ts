/** jsdom lacks a few browser APIs the UI kit measures with; these stand-ins do nothing, as a headless page would. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { toaster } from '../../../web/src/components/toaster.tsx';
import { setLanguage } from '../../../web/src/i18n/index.ts';

// The real server hashes passwords at full strength: give answers that involve it time to arrive.
configure({ asyncUtilTimeout: 8000 });

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const g = globalThis as Record<string, unknown>;
// Suites that declare the node environment (no window) need none of this.
const browserLike = typeof window !== 'undefined';
if (browserLike) {
  g.ResizeObserver ??= NoopObserver;
  g.IntersectionObserver ??= NoopObserver;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.scrollTo ??= function scrollTo() {};
}

// Every suite starts in English (the spec's words); a Hindi test switches with setLanguage('hi') or the drawer.
beforeEach(async () => {
  if (browserLike) await setLanguage('en', { remember: false });
});

afterEach(() => {
  if (!browserLike) return;
  cleanup();
  toaster.remove();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
