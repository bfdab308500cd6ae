/**
 * A name as typed or pasted, without the characters the server refuses in names: controls, direction marks and
 * overrides, zero-width spaces (a name copied from a chat app often carries a direction mark). The joiners Indian
 * scripts use (U+200C, U+200D) stay. Trimmed.
 */
const HIDDEN = /[\p{Cc}\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u061C]/gu;

export function plainName(text: string): string {
  return text.replace(HIDDEN, '').trim();
}
