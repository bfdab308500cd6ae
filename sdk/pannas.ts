/**
 * Pannas (pattis) and anks: the one source of the 220 canonical pannas, used by the server's rules and by clients
 * that draw panna grids. A panna is three digits in ascending order with 0 ranked highest ("012" is "120").
 */
export type PannaClass = 'SP' | 'DP' | 'TP';

export interface Panna {
  panna: string;
  cls: PannaClass;
  ank: number;
}

const rank = (d: number) => (d === 0 ? 10 : d);

/** Anything but three digits is refused: read as digits, " 12" or "1a2" would pass for another number. */
function threeDigits(digits: string): string {
  if (!/^[0-9]{3}$/.test(digits)) throw new RangeError(`A panna is three digits 0-9; got ${JSON.stringify(digits)}`);
  return digits;
}

/** The canonical spelling of three digits, e.g. "012" -> "120", "005" -> "500"; anything else throws a RangeError. */
export function canonicalPanna(digits: string): string {
  return [...threeDigits(digits)]
    .map(Number)
    .sort((a, b) => rank(a) - rank(b))
    .join('');
}

/** SP, DP or TP by how many digits repeat; anything but three digits throws a RangeError. */
export function classOf(panna: string): PannaClass {
  const [a, b, c] = threeDigits(panna);
  if (a === b && b === c) return 'TP';
  if (a === b || b === c || a === c) return 'DP';
  return 'SP';
}

/** The last digit of the sum of the digits; anything but digits throws a RangeError. */
export function ankOf(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError(`An ank is taken of digits 0-9; got ${JSON.stringify(digits)}`);
  return [...digits].reduce((sum, d) => sum + Number(d), 0) % 10;
}

// Pure: a bundle that never reads the table (the web app's first screen) does not compute it.
export const PANNAS: readonly Panna[] = /* @__PURE__ */ (() => {
  const out: Panna[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 1000; i += 1) {
    const panna = canonicalPanna(String(i).padStart(3, '0'));
    if (seen.has(panna)) continue;
    seen.add(panna);
    out.push({ panna, cls: classOf(panna), ank: ankOf(panna) });
  }
  return out.sort((x, y) => x.ank - y.ank || x.cls.localeCompare(y.cls) || compare(x.panna, y.panna));
})();

function compare(a: string, b: string): number {
  for (let i = 0; i < 3; i += 1) {
    const d = rank(Number(a[i])) - rank(Number(b[i]));
    if (d !== 0) return d;
  }
  return 0;
}

const BY_PANNA = /* @__PURE__ */ new Map(PANNAS.map((p) => [p.panna, p]));

/** The panna if `s` is one of the 220, written canonically; undefined otherwise (never normalised). */
export function findPanna(s: string): Panna | undefined {
  return /^[0-9]{3}$/.test(s) ? BY_PANNA.get(s) : undefined;
}

/** Pannas of one class grouped by ank 0..9, each group in canonical order (the bid screens' grids). */
export function pannasByAnk(cls: PannaClass): string[][] {
  return Array.from({ length: 10 }, (_, ank) => PANNAS.filter((p) => p.cls === cls && p.ank === ank).map((p) => p.panna));
}
