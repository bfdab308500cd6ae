/**
 * A bounded fuzz pass over every operation of the contract, on both engines: cases made from each operation's
 * example and schema (wrong types, missing fields, huge strings, NUL characters, bad JSON, bad percent-encoding in
 * path parameters). Whatever is sent, the server never answers 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, loadContract } from '../../server/contract/load-contract.ts';
import { dialects, makeOperator, startTestApp, type TestApp } from '../helpers/test-app.ts';

const contract = loadContract();
/** Operations that end the caller's own session are sent without one, so the rest of the pass keeps its session. */
const SESSION_ENDING = new Set(['logoutUser', 'logoutAllSessions', 'changePassword']);
/** The live-events stream answers with an endless event stream, not a reply: tests/server/live-events.test.ts covers it. */
const STREAMS = new Set(['streamLiveEvents']);
const PATH_VALUES = ['1', '999999999', 'abc', '%E0%A4%A', '%00', 'x'.repeat(300), '-1', '2026-11-23'];

function mutations(example: Record<string, unknown>): string[] {
  const out: string[] = ['{}', '[]', 'null', '{"a":', '"text"', JSON.stringify({ ...example, unknown_field: 1 })];
  for (const key of Object.keys(example)) {
    const { [key]: _dropped, ...rest } = example;
    out.push(JSON.stringify(rest));
    for (const value of [12345, 'x'.repeat(20_000), 'nul\u0000here', null, [], {}, true, -1e308, '%E0%A4%A']) {
      out.push(JSON.stringify({ ...example, [key]: value }));
    }
  }
  return out;
}

function pathOf(op: ContractOperation, value: string): string {
  return `/api${op.path.replace(/\{[^}]+\}/g, value)}`;
}

describe.each(dialects())('contract fuzz on $dialect', ({ dialect, skip }) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(dialect, { limits: { loginPerAddress: { limit: 1_000_000, windowMs: 60_000 } } });
    token = (await makeOperator(t)).token;
  });
  afterAll(async () => t?.close());

  it.skipIf(skip)(
    'answers no case of any operation with a 5xx',
    async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const op of contract.operations.filter((o) => !STREAMS.has(o.operationId))) {
        const auth = SESSION_ENDING.has(op.operationId) ? {} : { authorization: `Bearer ${token}` };
        const example = (Object.values(op.requestExamples)[0] ?? {}) as Record<string, unknown>;
        const bodies = op.method === 'GET' || op.method === 'DELETE' ? [undefined] : mutations(example);
        const paths = op.path.includes('{') ? PATH_VALUES.map((v) => pathOf(op, v)) : [pathOf(op, '')];
        const cases = [
          ...paths.map((url) => ({ url, body: bodies[1] ?? bodies[0] })),
          ...bodies.map((body) => ({ url: paths[0]!, body })),
          { url: `${paths[0]}?limit=abc&before=%zz&status=%00`, body: bodies[0] },
        ];
        for (const c of cases) {
          const res = await t.app.inject({
            method: op.method,
            url: c.url,
            headers: { ...auth, host: '127.0.0.1', ...(c.body === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(c.body === undefined ? {} : { payload: c.body }),
          });
          sent += 1;
          if (res.statusCode >= 500)
            failures.push(`${op.operationId} ${op.method} ${c.url.slice(0, 80)} ${String(c.body).slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      expect(sent).toBeGreaterThan(contract.operations.length * 5);
      expect(failures).toEqual([]);
    },
    240_000,
  );
});
