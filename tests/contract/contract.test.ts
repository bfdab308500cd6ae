/** The contract is complete, self-consistent and served: every spec call is in it, in the SDK and routed. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../server/contract/load-contract.ts';
import { createAjv } from '../../server/contract/validator.ts';

const contract = loadContract();
const byPath = new Map(contract.operations.map((op) => [op.path, op]));
const sdkTypes = readFileSync(new URL('../../sdk/schema.d.ts', import.meta.url), 'utf8');

/** Section 7 of the product spec: the 21 documented calls and the 3 defined but unused. */
const SPEC_PATHS = [
  '/api-get-dashboard-data',
  '/api-user-login',
  '/api-user-registration',
  '/api-get-profile',
  '/api-profile-update',
  '/api-get-user-payment-details',
  '/api-add-user-bank-details',
  '/api-admin-bank-details',
  '/api-fund-request-add',
  '/api-get-current-date',
  '/api-submit-bid',
  '/api-starline-submit-bid',
  '/api-bid-history-data',
  '/api-starline-bid-history-data',
  '/api-wining-history-data',
  '/api-game-rates',
  '/api-get-notification',
  '/api-starline-game',
  '/api-user-payment-method-list',
  '/api-user-withdraw-fund-request',
  '/api-submit-contact-us',
  '/api-wallet-transaction-history',
  '/api-check-game-status',
  '/api-user-withdraw-transaction-history',
];
/** Calls the spec uses without showing a path, and the ones a real product needs, by their homes in the contract. */
const OTHER_CALLS: Record<string, string> = {
  'game status and time': '/api-check-game-status',
  'bid date': '/api-get-current-date',
  'withdraw info': '/api-user-withdraw-transaction-history',
  passbook: '/api-wallet-transaction-history',
  'profile for enquiry': '/api-get-profile',
  logout: '/api-user-logout',
  'change password': '/api-change-password',
  'fund request history': '/api-fund-request-history',
  'notifications list': '/api-get-notification',
  'market chart': '/api-game-chart-data',
  'Starline chart': '/api-starline-chart-data',
  'top winners': '/api-top-winner-list',
  'Starline winning history': '/api-starline-wining-history-data',
  'Starline rates': '/api-starline-game-rates',
  'Starline slot status': '/api-check-starline-game-status',
  'support contacts': '/api-get-contact-details',
  'app download link': '/api-get-app-version-details',
};

describe('contract coverage', () => {
  it.each(SPEC_PATHS)('%s is a POST in the contract and typed in the SDK', (path) => {
    expect(byPath.get(path)?.method).toBe('POST');
    expect(sdkTypes).toContain(`"${path}": {`);
  });

  it.each(Object.entries(OTHER_CALLS))('%s has a home (%s)', (_name, path) => {
    expect(byPath.has(path)).toBe(true);
    expect(sdkTypes).toContain(`"${path}": {`);
  });

  it('keeps the spec field names', () => {
    const schemas = (contract.document.components as { schemas: Record<string, { properties?: Record<string, unknown> }> }).schemas;
    expect(Object.keys(schemas.BidSlip?.properties ?? {})).toEqual(
      expect.arrayContaining(['bid_date', 'gameid', 'user_id', 'Gamename', 'totalbit', 'pana', 'session', 'result']),
    );
    expect(Object.keys(schemas.GameRates?.properties ?? {})).toContain('tripple_pana_val_1');
    expect(Object.keys(schemas.BidRow?.properties ?? {})).toEqual(
      expect.arrayContaining(['game_name', 'pana', 'digits', 'session', 'points', 'bid_tx_id', 'bid_date']),
    );
    expect(Object.keys(schemas.PassbookReply?.properties ?? {})).toEqual(expect.arrayContaining(['transaction_history', 'in_history', 'out_history']));
  });
});

describe.each(contract.operations.map((op) => [op.operationId, op] as const))('operation %s', (_id, op) => {
  it('is documented with a summary, a tag and its error replies', () => {
    const raw = (contract.document.paths as Record<string, Record<string, { summary?: string; tags?: string[] }>>)[op.path]?.[op.method.toLowerCase()];
    expect(raw?.summary).toBeTruthy();
    expect(raw?.tags?.length).toBe(1);
    const statuses = Object.keys(op.responses);
    expect(statuses).toContain('200');
    if (op.operationId !== 'getHealth') expect(statuses.some((s) => s.startsWith('4'))).toBe(true);
    if (op.access === 'player' || op.access === 'operator') expect(statuses).toContain('401');
    if (op.access === 'operator' || op.body) expect(statuses).toContain('403');
    if (op.body) expect(statuses).toContain('422');
  });
});

const jsonOps = contract.operations.filter((op) => op.bodyContentType === 'application/json');
describe.each(jsonOps.map((op) => [op.operationId, op] as const))('request body of %s', (_id, op) => {
  const ajv = createAjv();

  it('accepts its own request examples and refuses unknown fields', () => {
    const validate = ajv.compile(op.body ?? {});
    const examples = Object.entries(op.requestExamples);
    expect(examples.length).toBeGreaterThan(0);
    for (const [name, value] of examples) expect(validate(value), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    const withExtra = { ...(examples[0]?.[1] as object), not_in_contract: 1 };
    expect(validate(withExtra)).toBe(false);
  });
});

describe('the reply check', () => {
  it('turns a reply that breaks the contract into a 500 naming the problem', async () => {
    const Fastify = (await import('fastify')).default;
    const { checkRepliesAgainstContract } = await import('../../server/contract/response-check.ts');
    const app = Fastify();
    checkRepliesAgainstContract(app, contract);
    app.get('/health', { config: { operationId: 'getHealth' } }, async () => ({ status: 'ok', database: 'mysql', version: '1' }));
    app.get('/teapot', { config: { operationId: 'getHealth' } }, async (_req, reply) =>
      reply.code(418).send({ status: 'ok', database: 'sqlite', version: '1' }),
    );
    const bad = await app.inject({ url: '/health' });
    expect(bad.statusCode).toBe(500);
    expect(bad.json()).toMatchObject({ code: 'CONTRACT_VIOLATION' });
    expect(bad.json().msg).toContain('database');
    const undocumented = await app.inject({ url: '/teapot' });
    expect(undocumented.statusCode).toBe(500);
    await app.close();
  });
});
