/**
 * Lenient readings of single values the family's apps send, each accepted only where it has one meaning:
 * numeric strings, sessions in any case (and `closed`), dates written M/D/YYYY or D-M-YYYY.
 */

// Spaces and tabs around the figure only: `\s` would also take Unicode spaces and the byte-order mark.
const INTEGER = /^[ \t]*-?[0-9]+[ \t]*$/;
const DECIMAL = /^[ \t]*-?[0-9]+(\.[0-9]+)?[ \t]*$/;

/** "50" -> 50 when the schema wants a number; anything else stays as it is (strict validation then decides). */
export function numberOf(value: string, integer: boolean): number | string {
  return (integer ? INTEGER : DECIMAL).test(value) ? Number(value) : value;
}

/** An enum value matched without regard to case ("OPEN" -> "Open"); "closed" reads as the Close session. */
export function enumOf(value: string, allowed: readonly unknown[]): string {
  if (allowed.includes(value)) return value;
  const wanted = value.trim().toLowerCase() === 'closed' ? 'close' : value.trim().toLowerCase();
  const exact = allowed.find((a) => typeof a === 'string' && a === capitalised(wanted));
  const match = exact ?? allowed.find((a) => typeof a === 'string' && a.toLowerCase() === wanted);
  return typeof match === 'string' ? match : value;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * "11/21/2026" (month first, with slashes) and "21-11-2026" (day first, with dashes) -> "2026-11-21". The family's
 * apps write slashes month first and dashes day first; a date that is not a real calendar day stays as sent.
 */
export function isoDateOf(value: string): string {
  const slash = /^([0-9]{1,2})\/([0-9]{1,2})\/([0-9]{4})$/.exec(value.trim());
  const dash = /^([0-9]{1,2})-([0-9]{1,2})-([0-9]{4})$/.exec(value.trim());
  let parts: [number, number, number] | undefined;
  if (slash) parts = [Number(slash[3]), Number(slash[1]), Number(slash[2])];
  if (dash) parts = [Number(dash[3]), Number(dash[2]), Number(dash[1])];
  if (!parts) return value;
  const [y, m, d] = parts;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return value;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
