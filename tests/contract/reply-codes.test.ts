/**
 * One list of reply codes: the contract's `Code` enum and the server's list (server/errors.ts) are the same set, the
 * server's source sends no code outside it, and every listed code is one the server's source actually sends.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ERROR_CODES, OUTCOME_CODES, REFUSAL_CODES, REPLY_CODES } from '../../server/errors.ts';

const ROOT = join(import.meta.dirname, '../..');
const CODE = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*';
/** Where a reply's code is written: a reply literal, an ApiError, a Refusal, a 409 conflict, a typed literal. */
const SENT = [
  new RegExp(`\\bcode: \\(?'(${CODE})'`, 'g'),
  new RegExp(`\\bApiError\\(\\s*[^,()]+,\\s*'(${CODE})'`, 'g'),
  new RegExp(`\\bRefusal\\(\\s*'(${CODE})'`, 'g'),
  new RegExp(`\\bconflict\\(\\s*'(${CODE})'`, 'g'),
  new RegExp(`\\('(${CODE})' as const\\)`, 'g'),
  new RegExp(`\\bRefusal\\([^,()]+ \\? '(${CODE})' : '(${CODE})'`, 'g'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path] : [];
  });
}

export function sentCodes(text: string): string[] {
  return SENT.flatMap((re) => [...text.matchAll(re)].flatMap((m) => m.slice(1).filter((code) => code !== undefined)));
}

const contractCodes = (): string[] => {
  const doc = parse(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8')) as { components: { schemas: { Code: { enum?: string[] } } } };
  return doc.components.schemas.Code.enum ?? [];
};

const server = sourceFiles(join(ROOT, 'server')).map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') }));

describe('reply codes', () => {
  it('the contract lists exactly the server’s codes', () => {
    expect([...contractCodes()].sort()).toEqual([...REPLY_CODES].sort());
    expect(new Set(REPLY_CODES).size).toBe(REPLY_CODES.length);
  });

  it('the server’s list is its refusal, error and outcome codes together', () => {
    expect(new Set(REPLY_CODES)).toEqual(new Set([...REFUSAL_CODES, ...ERROR_CODES, ...OUTCOME_CODES]));
  });

  it('the scan recognises every way a code is written', () => {
    expect(sentCodes(`return { status: false, code: 'TOO_MANY_PENDING', msg }`)).toEqual(['TOO_MANY_PENDING']);
    expect(sentCodes(`throw new ApiError(409, 'DAY_HAS_BIDS', 'x')`)).toEqual(['DAY_HAS_BIDS']);
    expect(sentCodes(`new ApiError(error.statusCode, 'BAD_REQUEST', m)`)).toEqual(['BAD_REQUEST']);
    expect(sentCodes(`throw new Refusal('BETTING_CLOSED', 'x')`)).toEqual(['BETTING_CLOSED']);
    expect(sentCodes(`throw conflict('SAME_RESULT', 'x')`)).toEqual(['SAME_RESULT']);
    expect(sentCodes(`throw conflict(\n  'WALLET_IN_DEBT',\n  'x')`)).toEqual(['WALLET_IN_DEBT']);
    expect(sentCodes(`new Refusal(b.kind === 'break' ? 'ON_BREAK' : 'SELF_EXCLUDED', m)`)).toEqual(['ON_BREAK', 'SELF_EXCLUDED']);
    expect(sentCodes(`code: n ? ('OK' as const) : ('UNCHANGED' as const)`)).toEqual(['OK', 'UNCHANGED']);
    expect(sentCodes(`reply.header('X-Frame-Options', 'DENY'); code: 'OK' as const`)).toEqual(['OK']);
  });

  it('the server sends no code outside its list', () => {
    const listed = new Set<string>(REPLY_CODES);
    const unlisted = server.flatMap(({ file, text }) =>
      sentCodes(text)
        .filter((code) => !listed.has(code))
        .map((code) => `${file}: ${code}`),
    );
    expect(unlisted).toEqual([]);
  });

  it('every listed code is one the server sends', () => {
    const sent = new Set(server.flatMap(({ text }) => sentCodes(text)));
    expect(REPLY_CODES.filter((code) => !sent.has(code))).toEqual([]);
  });
});
