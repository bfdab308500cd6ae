/**
 * What a corrected result or a cancelled day tells each player: the change to their wallet, once. A player whose
 * wins came out the same hears nothing more (the first win notice stands); a win taken back is always told.
 */
import type { Transaction } from 'kysely';
import type { DB, Family } from '../../db/schema.ts';
import { toPoints } from '../../lib/money.ts';
import { notifyEach, type PlayerNotice } from '../notifications/notify.ts';
import { type DayKey, labelOf, type Moved } from './settle.ts';

/** Per player, in order of id: what each step moved (0 where it moved nothing). */
function perPlayer(...steps: Moved[]): Array<[number, number[]]> {
  const players = new Map<number, number[]>();
  steps.forEach((moved, step) => {
    for (const { userId, total } of moved) {
      const row = players.get(userId) ?? steps.map(() => 0);
      row[step] = (row[step] ?? 0) + total;
      players.set(userId, row);
    }
  });
  return [...players].sort(([a], [b]) => a - b);
}

/** After a correction: each player whose wins changed hears by how much, and why. */
export async function tellCorrection(
  trx: Transaction<DB>,
  k: DayKey,
  c: { session: 'open' | 'close'; panna: string; family: Family },
  reversed: Moved,
  paid: Moved,
): Promise<void> {
  const label = labelOf(c.family, k.marketName, c.session);
  const notices: PlayerNotice[] = [];
  for (const [userId, [taken = 0, won = 0]] of perPlayer(reversed, paid)) {
    const change = won - taken;
    if (change === 0) continue;
    const points = toPoints(Math.abs(change));
    const said = `The result of ${label} (${k.date}) was corrected to ${c.panna}:`;
    notices.push({
      userId,
      title: 'Result corrected',
      message: change > 0 ? `${said} ${points} more points were added to your wallet.` : `${said} ${points} points of your win were taken back.`,
      facts: {
        market: k.marketName,
        ...(c.family === 'starline' ? {} : { session: c.session }),
        market_date: k.date,
        panna: c.panna,
        ...(change > 0 ? { points } : { taken_back: points }),
      },
    });
  }
  await notifyEach(trx, 'result_corrected', notices, k.now);
}

/** After a cancellation: each player hears what was refunded, and what was taken back of the day's wins. */
export async function tellCancellation(trx: Transaction<DB>, k: DayKey, reversed: Moved, refunded: Moved): Promise<void> {
  const notices: PlayerNotice[] = [];
  for (const [userId, [taken = 0, back = 0]] of perPlayer(reversed, refunded)) {
    const words = [`${k.marketName} (${k.date}) was cancelled:`];
    if (back > 0) words.push(`${toPoints(back)} points of stakes were refunded to your wallet.`);
    if (taken > 0) words.push(`${toPoints(taken)} points of its wins were taken back.`);
    notices.push({
      userId,
      title: 'Market day cancelled',
      message: words.join(' '),
      facts: {
        market: k.marketName,
        market_date: k.date,
        ...(back > 0 ? { points: toPoints(back) } : {}),
        ...(taken > 0 ? { taken_back: toPoints(taken) } : {}),
      },
    });
  }
  await notifyEach(trx, 'day_cancelled', notices, k.now);
}
