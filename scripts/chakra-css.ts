/**
 * Chakra UI's global style sheet (its layer order, the reset, the global styles with the keyframes, and every token as
 * a CSS variable), written from the app's theme (web/src/theme/system.ts) as a static file: the app links it instead of
 * having emotion build and insert it at run time, and the first screen's frame (web/src/theme/frame.css) styles itself
 * with its variables before Chakra UI has loaded. Serialised by emotion itself (its serialiser and, on Node, its cache
 * returns the rules it would insert).
 */
import createCache from '@emotion/cache';
import { type Interpolation, serializeStyles } from '@emotion/serialize';

export async function chakraCss(): Promise<string> {
  const { createAppSystem } = await import('../web/src/theme/system.ts');
  const system = createAppSystem();
  const cache = createCache({ key: 'chakra' });
  const sheets = [system.layers.atRule, ...system._global] as Array<Interpolation<unknown>>;
  const rules = sheets.map((styles) => cache.insert('', serializeStyles([styles]), cache.sheet, false) ?? '');
  return `/* Generated from web/src/theme/system.ts by \`npm run generate\`. Do not edit. */\n${rules.join('\n')}\n`;
}
