/**
 * kill -9 in the middle of a stream of money writes, then restart: no acknowledged write is lost, and every
 * wallet still equals the sum of its ledger entries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { freePort, type Proc, start, waitFor } from '../helpers/processes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'matka-kill-'));
const procs: Proc[] = [];
afterAll(async () => {
  await Promise.all(procs.map((p) => p.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

const admin = { mobile: '9000000077', password: 'operator-pass-3' };

async function launch() {
  const port = await freePort();
  const proc = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_MOBILE: admin.mobile,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
  });
  procs.push(proc);
  const base = `http://127.0.0.1:${port}/api`;
  await waitFor(`${base}/health`, proc, 90_000);
  return { proc, base };
}

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('kill -9 and restart', () => {
  it('loses no acknowledged write over several cycles', async () => {
    let server = await launch();
    const operatorToken = String((await post(server.base, '/api-user-login', admin)).body.token);
    const player = { name: 'Kill Test', email: 'kill_test', mobile: '9812345671', password: 'kill-test-pass', date_of_birth: '1990-04-12' };
    const playerId = String((await post(server.base, '/api-user-registration', player)).body.user_id);
    const acknowledged: string[] = [];
    for (let cycle = 0; cycle < 2; cycle += 1) {
      let stop = false;
      const writers = [0, 1, 2, 3].map(async (w) => {
        for (let i = 0; !stop; i += 1) {
          const reason = `cycle ${cycle} writer ${w} n ${i}`;
          try {
            const res = await fetch(`${server.base}/admin/users/${playerId}/wallet-adjustments`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
              body: JSON.stringify({ amount: 1, reason }),
            });
            if (res.status === 200) acknowledged.push(reason);
          } catch {
            return; // the server is gone
          }
        }
      });
      await new Promise((r) => setTimeout(r, 1500 + cycle * 300));
      server.proc.child.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      await server.proc.exited;

      const database = await openDatabase({ dataDir });
      const entries = await database.db.selectFrom('ledger_entries').select(['amount', 'note']).where('user_id', '=', Number(playerId)).execute();
      const wallet = await database.db.selectFrom('wallets').select('balance').where('user_id', '=', Number(playerId)).executeTakeFirstOrThrow();
      await database.close();
      const notes = new Set(entries.map((e) => e.note));
      expect(acknowledged.filter((reason) => !notes.has(reason))).toEqual([]);
      expect(wallet.balance).toBe(entries.reduce((sum, e) => sum + Number(e.amount), 0));
      server = await launch();
    }
    expect(acknowledged.length).toBeGreaterThan(10);
    await server.proc.stop('SIGTERM');
  }, 240_000);
});
