/**
 * A name as typed or pasted, without the characters the server refuses in names: controls and format characters
 * (direction marks and overrides, zero-width spaces, tags: a name copied from a chat app often carries a direction
 * mark) and blank fillers. The joiners Indian scripts use (U+200C, U+200D) stay. Trimmed.
 */
const HIDDEN = /\p{Cc}|(?![\u200C\u200D])\p{Cf}|[\u115F\u1160\u2800\u3164\uFFA0]/gu;

export function plainName(text: string): string {
  return text.replace(HIDDEN, '').trim();
}
