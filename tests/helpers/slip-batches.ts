/** Shared by the slip-batch suites: money checks, a player's slips, a second server process over one database. */
import { sql } from 'kysely';
import { expect } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Player, TestApp } from './betting.ts';
import { TEST_APP_KEY, TEST_PASSWORD_COST } from './test-app.ts';

export const MONDAY = '2026-11-23';
export const TUESDAY = '2026-11-24';
export const TIMES: [string, string, string, string] = ['15:45', '16:00', '17:45', '18:00'];
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every wallet equals its ledger, and the stakes taken equal the points of the stored bids. */
export async function moneyAddsUp(t: TestApp) {
  const off = await sql<{ n: number }>`select count(*) as n from wallets w
    where w.balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.user_id = w.user_id)`.execute(t.database.db);
  const stakes = await sql<{ s: number }>`select coalesce(-sum(amount), 0) as s from ledger_entries where entry_type = 'bid_stake'`.execute(t.database.db);
  const bids = await sql<{ s: number }>`select coalesce(sum(points), 0) as s from bids`.execute(t.database.db);
  expect(Number(off.rows[0]!.n)).toBe(0);
  expect(Number(stakes.rows[0]!.s)).toBe(Number(bids.rows[0]!.s));
}

export const slipsOf = async (t: TestApp, p: Player) =>
  Number((await sql<{ n: number }>`select count(*) as n from bid_slips where user_id = ${Number(p.userId)}`.execute(t.database.db)).rows[0]!.n);

/** Sets a wallet to `hundredths` with a matching ledger entry, so the money still adds up. */
export async function setBalance(t: TestApp, p: Player, hundredths: number) {
  const userId = Number(p.userId);
  const { balance } = await t.database.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow();
  if (balance === hundredths) return;
  await t.database.db.updateTable('wallets').set({ balance: hundredths }).where('user_id', '=', userId).execute();
  await t.database.db
    .insertInto('ledger_entries')
    .values({
      user_id: userId,
      entry_type: 'adjustment',
      amount: hundredths - Number(balance),
      balance_after: hundredths,
      ref_type: 'adjustment',
      ref_id: 'test',
      note: 'test balance',
      created_at: Date.now(),
    })
    .execute();
}

/** A second server process over the same database (its own slip batches), listening on a loopback port. */
export async function secondProcess(t: TestApp) {
  const config = loadConfig({ APP_KEY: TEST_APP_KEY, WEB_DIST: '/nonexistent', DATA_DIR: t.dataDir });
  const app = await buildApp({ config, database: t.database, clock: t.clock, passwordCost: TEST_PASSWORD_COST, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api` };
}
