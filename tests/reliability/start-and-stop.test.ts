/**
 * Start-up and shutdown of the real entry point: settings that clash are refused clearly or worked around, and
 * SIGTERM stops the server within 10 s even when its stdout is closed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import * as http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { createUser } from '../../server/modules/auth/users.ts';
import { freePort, start, waitFor } from '../helpers/processes.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'matka-start-'));
  dirs.push(dir);
  return dir;
};

async function launch(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const proc = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env });
  return { proc, base: `http://127.0.0.1:${port}/api` };
}

describe('start and stop', () => {
  it('stops on SIGTERM within 10 s when its stdout is no longer read', async () => {
    const { proc, base } = await launch(newDataDir(), { LOG_LEVEL: 'debug' });
    await waitFor(`${base}/health`, proc);
    // The parent stops reading: the pipe fills up (64 KB) with the log lines of these requests.
    proc.child.stdout?.pause();
    proc.child.stdout?.removeAllListeners('data');
    for (let i = 0; i < 400; i += 1) await fetch(`${base}/health?padding=${'x'.repeat(500)}`);
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    proc.child.kill('SIGTERM');
    const exited = await Promise.race([proc.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
    if (!exited) await proc.stop('SIGKILL');
    expect(exited).toBe(true);
    expect(Date.now() - t0).toBeLessThan(10_000);
  }, 90_000);

  it('stops on SIGTERM within 10 s when its stdout is closed', async () => {
    const { proc, base } = await launch(newDataDir());
    await waitFor(`${base}/health`, proc);
    proc.child.stdout?.destroy();
    for (let i = 0; i < 20; i += 1) expect((await fetch(`${base}/health`)).status).toBe(200);
    proc.child.kill('SIGTERM');
    const exited = await Promise.race([proc.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
    if (!exited) await proc.stop('SIGKILL');
    expect(exited).toBe(true);
  }, 60_000);

  it('answers a request under way at SIGTERM, then closes its keep-alive connection and exits 0 at once', async () => {
    const { proc, base } = await launch(newDataDir());
    await waitFor(`${base}/health`, proc);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ mobile: '9000000000', password: 'not-the-password' });
    const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = http.request(
        `${base}/api-user-login`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      // Half the body now, the rest after the signal: the request is under way when the close begins.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        proc.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const t0 = Date.now();
    expect((await answer).status).toBe(200);
    const code = await Promise.race([proc.exited, new Promise((r) => setTimeout(() => r('still running'), 5_000))]);
    if (code === 'still running') await proc.stop('SIGKILL');
    expect(code).toBe(0);
    expect(Date.now() - t0).toBeLessThan(5_000);
    agent.destroy();
  }, 60_000);

  it('refuses DEMO_DATA with ADMIN_MOBILE equal to the demo mobile with a clear message', async () => {
    const { proc } = await launch(newDataDir(), { DEMO_DATA: '1', ADMIN_MOBILE: '9000000001', ADMIN_PASSWORD: 'operator-pass-1' });
    expect(await proc.exited).toBe(2);
    expect(proc.output()).toContain("ADMIN_MOBILE must differ from the demo player's mobile 9000000001 when DEMO_DATA=1");
  }, 60_000);

  it('starts when a player already took the generated operator username', async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ dataDir });
    await createUser(database.db, { name: 'Squatter', username: 'operator0099', mobile: '9123450001', passwordHash: 'x', role: 'player' }, Date.now());
    await database.close();
    const { proc, base } = await launch(dataDir, { ADMIN_MOBILE: '9000000099', ADMIN_PASSWORD: 'operator-pass-1' });
    await waitFor(`${base}/health`, proc);
    const login = await fetch(`${base}/api-user-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '9000000099', password: 'operator-pass-1' }),
    });
    expect(await login.json()).toMatchObject({ status: 1, role: 'operator' });
    expect(await proc.stop('SIGTERM')).toBe(0);
  }, 60_000);

  it('`npm start` stops on a SIGTERM sent to npm alone, as a supervisor sends it, logging its shutdown', async () => {
    const port = await freePort();
    const proc = start('npm', ['start'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: newDataDir() });
    const base = `http://127.0.0.1:${port}/api`;
    await waitFor(`${base}/health`, proc);
    process.kill(proc.child.pid!, 'SIGTERM');
    const exited = await Promise.race([proc.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
    // Nothing may still answer: the server did not outlive npm.
    const stillUp = await fetch(`${base}/health`).then(
      () => true,
      () => false,
    );
    if (!exited || stillUp) await proc.stop('SIGKILL');
    expect(exited).toBe(true);
    expect(stillUp).toBe(false);
    expect(proc.output()).toContain('shutting down');
  }, 60_000);

  it('refuses to start on a data directory another server process is using, and starts once it has stopped', async () => {
    const dataDir = newDataDir();
    const first = await launch(dataDir);
    await waitFor(`${first.base}/health`, first.proc);
    const second = await launch(dataDir);
    expect(await second.proc.exited).toBe(2);
    expect(second.proc.output()).toContain('configuration error: another server process is using the database');
    expect((await fetch(`${first.base}/health`)).status).toBe(200);
    expect(await first.proc.stop('SIGTERM')).toBe(0);
    const third = await launch(dataDir);
    await waitFor(`${third.base}/health`, third.proc);
    expect(await third.proc.stop('SIGTERM')).toBe(0);
  }, 90_000);
});
