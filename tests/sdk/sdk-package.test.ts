/**
 * The SDK as other clients get it: packed with `npm pack` (which builds it), installed from the tarball into an empty
 * project, run by plain Node against the real server, and compiled by a strict TypeScript consumer under node16,
 * nodenext and bundler resolution, where a wrong path or body must not compile.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, startTestApp, type TestApp } from '../helpers/test-app.ts';

const root = resolve(import.meta.dirname, '../..');
const modules = join(root, 'node_modules');
const run = async (args: string[], cwd: string) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd, encoding: 'utf8', timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
};
const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const script = `
import { createApiClient, findPanna, multipart, PANNAS } from '@matka-platform/sdk';
import { createApiQueryBindings } from '@matka-platform/sdk/react-query';
const [baseUrl, token] = process.argv.slice(2);
const api = createApiClient({ baseUrl, token });
const profile = await api.POST('/api-get-profile', { body: {} });
// A fund request with its receipt image, as the README shows it (a 1x1 PNG).
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const receipt = new Blob([png], { type: 'image/png' });
const upload = await api.POST('/api-fund-request-add', {
  body: { request_amount: '500', request_description: 'Paid by UPI', request_number: '412345678901', fund_payment_receipt: receipt },
  bodySerializer: multipart,
});
const visitor = await createApiClient({ baseUrl }).POST('/api-get-profile', { body: {} });
const bindings = createApiQueryBindings(api);
console.log(JSON.stringify({
  mobile: profile.data?.profile?.[0]?.mobile ?? null,
  profileStatus: profile.response.status,
  visitorStatus: visitor.response.status,
  visitorCode: visitor.error?.code,
  pannas: PANNAS.length,
  panna: findPanna('123')?.cls,
  upload: [upload.response.status, upload.data?.status],
  queryKey: bindings.queryOptions('post', '/api-get-profile', { body: {} }).queryKey,
}));
`;

const goodConsumer = `
import { createApiClient, multipart, type Schemas } from '@matka-platform/sdk';
import { PANNAS } from '@matka-platform/sdk/pannas';
declare const env: Record<string, string | undefined>;
const api = createApiClient({ baseUrl: 'http://127.0.0.1:3000/api', token: env.MATKA_TOKEN, fetch: (request: Request) => fetch(request) });
export async function deposit(receipt: Blob) {
  const form: Schemas['FundRequestForm'] = { request_amount: '500', request_description: 'UPI', request_number: '412345678901', fund_payment_receipt: receipt };
  return api.POST('/api-fund-request-add', { body: form, bodySerializer: multipart });
}
export async function balance(): Promise<number | undefined> {
  const { data } = await api.POST('/api-get-profile', { body: {} });
  return data?.profile?.[0]?.wallet_balance;
}
export async function login(mobile: string, password: string): Promise<string | undefined> {
  const { data, error } = await api.POST('/api-user-login', { body: { mobile, password } });
  if (error) return error.code;
  return data?.token;
}
export const first: string | undefined = PANNAS[0]?.panna;
// An image, read as the README says.
export async function qrImage(): Promise<Blob | undefined> {
  const { data } = await api.GET('/settings/qr-image', { parseAs: 'blob' });
  return data;
}
export type Refusal = Schemas['Error'];
`;

const badConsumer = `
import { createApiClient } from '@matka-platform/sdk';
const api = createApiClient({ baseUrl: '/api' });
export const wrongPath = api.POST('/api-no-such-call', { body: {} });
export const wrongBody = api.POST('/api-user-login', { body: { mobile: 9876543210, password: 'x' } });
`;

/** The SDK README's panna helpers example, as a consumer would paste it. */
const readmePannas = () => {
  const blocks = [...readFileSync(join(root, 'sdk', 'README.md'), 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  const block = blocks.find((b) => b.includes('pannasByAnk'));
  if (!block) throw new Error('the SDK README has no panna helpers example');
  return `${block}export {};\n`;
};

function tsconfig(module: string, moduleResolution: string) {
  const compilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    module,
    moduleResolution,
    target: 'ES2022',
    lib: ['ES2023', 'DOM'],
    noEmit: true,
    types: [],
  };
  return JSON.stringify({ compilerOptions, files: ['good.ts', 'bad.ts', 'readme.ts'] });
}

describe('the SDK package', () => {
  let t: TestApp;
  let project: string;
  beforeAll(async () => {
    project = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
    npm(['pack', '--silent', '--pack-destination', project], join(root, 'sdk'));
    const tarball = readdirSync(project).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack made no tarball');
    const link = (name: string) => `file:${join(modules, name)}`;
    const pkg = {
      name: 'sdk-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@matka-platform/sdk': `file:./${tarball}`,
        'openapi-fetch': link('openapi-fetch'),
        'openapi-react-query': link('openapi-react-query'),
        '@tanstack/react-query': link('@tanstack/react-query'),
        typescript: link('typescript'),
      },
    };
    writeFileSync(join(project, 'package.json'), JSON.stringify(pkg));
    npm(['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps'], project);
    t = await startTestApp('sqlite');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  it('ships its licence with it', () => {
    const shipped = readFileSync(join(project, 'node_modules', '@matka-platform', 'sdk', 'LICENSE'), 'utf8');
    expect(shipped).toMatch(/^MIT License/);
    const pkg = JSON.parse(readFileSync(join(project, 'node_modules', '@matka-platform', 'sdk', 'package.json'), 'utf8')) as { license: string };
    expect(pkg.license).toBe('MIT');
  });

  it('runs in plain Node (.mjs) against the real server', async () => {
    const player = await registerAndLogin(t);
    writeFileSync(join(project, 'call.mjs'), script);
    const result = await run(['call.mjs', t.baseUrl, player.token], project);
    expect(result.stderr).toBe('');
    const out = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(out).toMatchObject({ mobile: player.mobile, profileStatus: 200, visitorStatus: 401, visitorCode: 'UNAUTHENTICATED', pannas: 220, panna: 'SP' });
    expect(out.upload).toEqual([200, true]);
    expect(out.queryKey).toEqual(['post', '/api-get-profile', { body: {} }]);
  });

  it("compiles a strict TypeScript consumer and the README's panna example under node16, nodenext and bundler resolution; a wrong path or body fails", async () => {
    writeFileSync(join(project, 'good.ts'), goodConsumer);
    writeFileSync(join(project, 'bad.ts'), badConsumer);
    writeFileSync(join(project, 'readme.ts'), readmePannas());
    const tsc = join(project, 'node_modules', 'typescript', 'bin', 'tsc');
    const cases = [
      ['Node16', 'Node16'],
      ['NodeNext', 'NodeNext'],
      ['ESNext', 'Bundler'],
    ] as const;
    const results = await Promise.all(
      cases.map(async ([module, resolution]) => {
        writeFileSync(join(project, `tsconfig.${resolution}.json`), tsconfig(module, resolution));
        return { resolution, ...(await run([tsc, '-p', `tsconfig.${resolution}.json`], project)) };
      }),
    );
    for (const result of results) {
      const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
      expect(
        errors.filter((line) => !line.startsWith('bad.ts')),
        result.resolution,
      ).toEqual([]);
      expect(
        errors.some((line) => /^bad\.ts\(4,[0-9]+\): error TS2345/.test(line)),
        `${result.resolution}: wrong path`,
      ).toBe(true);
      expect(
        errors.some((line) => /^bad\.ts\(5,[0-9]+\): error TS2322/.test(line)),
        `${result.resolution}: wrong body`,
      ).toBe(true);
    }
  }, 240_000);
});
