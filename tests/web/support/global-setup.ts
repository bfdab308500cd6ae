/**
 * Once per run of the web suites: the real server (temporary data directory, demo data, an operator, the clock at a
 * Monday noon IST so the withdraw window is open, client addresses from X-Forwarded-For) and the Prism mock of the contract, each on a free port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, type Proc, start, waitFor } from '../../helpers/processes.ts';

export const OPERATOR = { mobile: '9000000099', password: 'operator-pass-1' };
/** Monday 23 November 2026, 12:00 IST. */
export const MONDAY_NOON_IST = '2026-11-23T06:30:00.000Z';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    mockUrl: string;
  }
}

/**
 * The server clock runs on from noon, so a demo market's hour of Close bids can end while the suites run on a slow
 * machine: one more market takes Close bids from 11:50 until 23:40 IST, so a game in that phase is always there.
 */
async function addLongCloseMarket(serverUrl: string) {
  const login = await fetch(`${serverUrl}/api/api-user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: OPERATOR.mobile, password: OPERATOR.password }),
  });
  const token = ((await login.json()) as { token?: string }).token;
  if (!token) throw new Error('operator login failed in the web suites set-up');
  const market = {
    family: 'daily',
    name: 'LATE CLOSE',
    open_time: '11:50',
    open_result_time: '12:00',
    close_time: '23:40',
    close_result_time: '23:50',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    sort_order: 100,
  };
  const created = await fetch(`${serverUrl}/api/admin/markets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(market),
  });
  if (!created.ok) throw new Error(`could not add the long Close market: ${created.status} ${await created.text()}`);
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'matka-web-'));
  const [serverPort, mockPort] = [await freePort(), await freePort()];
  const server: Proc = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    // Results come from the operator in these runs, at the times the tests choose.
    DEMO_RESULTS: '0',
    ADMIN_MOBILE: OPERATOR.mobile,
    ADMIN_PASSWORD: OPERATOR.password,
    CLOCK_START: MONDAY_NOON_IST,
    WEB_DIST: join(dataDir, 'no-web-app'),
    LOG_LEVEL: 'warn',
    // Each simulated browser sends its own X-Forwarded-For address (see api.ts), as clients behind a local proxy do.
    TRUST_PROXY: '127.0.0.1',
  });
  const mock: Proc = start('npm', ['run', '--silent', 'mock'], { MOCK_PORT: String(mockPort) });
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  const mockUrl = `http://127.0.0.1:${mockPort}`;
  try {
    await Promise.all([waitFor(`${serverUrl}/api/health`, server, 90_000), waitFor(`${mockUrl}/health`, mock, 60_000)]);
  } catch (error) {
    await Promise.all([server.stop(), mock.stop()]);
    throw error;
  }
  try {
    await addLongCloseMarket(serverUrl);
  } catch (error) {
    await Promise.all([server.stop(), mock.stop()]);
    throw error;
  }
  project.provide('serverUrl', serverUrl);
  project.provide('mockUrl', mockUrl);
  return async () => {
    await Promise.all([server.stop(), mock.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
