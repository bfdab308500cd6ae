/** The numbers of each bid screen. Panna grids come from the SDK's canonical pannas, the list the server checks against. */
import { PANNAS, type PannaClass, pannasByAnk } from '../../../../sdk/index.ts';
import type { EntryGroup } from './entry-grid.tsx';

const range = (count: number, width: number) => Array.from({ length: count }, (_, n) => String(n).padStart(width, '0'));

/** Single Ank: 0 to 9. */
export const DIGITS: readonly EntryGroup[] = [{ digits: range(10, 1) }];

/** Jodi: 00 to 99. */
export const JODIS: readonly EntryGroup[] = [{ digits: range(100, 2) }];

/** Single or Double Pana grouped by ank 0..9 (Double Pana, ank 0: 118 226 244 299 334 488 550 668 677). */
export function pannaGroups(cls: Exclude<PannaClass, 'TP'>): readonly EntryGroup[] {
  return pannasByAnk(cls).map((digits, ank) => ({ ank, digits }));
}

/** Triple Pana: the ten boxes 000, 111 ... 999. */
export const TRIPLES: readonly EntryGroup[] = [
  {
    digits: PANNAS.filter((panna) => panna.cls === 'TP')
      .map((panna) => panna.panna)
      .sort(),
  },
];
