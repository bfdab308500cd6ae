/**
 * Password hashing with scrypt (node:crypto). The default cost is OWASP's recommendation for scrypt
 * (N=2^17, r=8, p=1). Each hash records its own parameters, so the cost can be raised later.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** At most this many hashes run at once (each takes 128 MiB and a worker thread); the rest wait their turn. */
const MAX_PARALLEL_HASHES = 2;

let running = 0;
const waiting: Array<() => void> = [];

async function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  if (running >= MAX_PARALLEL_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  const maxmem = 128 * cost.N * cost.r * cost.p + 32 * 1024 * 1024;
  try {
    return await new Promise((resolve, reject) => {
      scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
    });
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `stored`. Pass `undefined` for an unknown account: it costs the same and is false. */
  verify(password: string, stored: string | undefined): Promise<boolean>;
  /** True when `stored` was made with a lower cost than the current one. */
  needsRehash(stored: string): boolean;
}

export function createPasswordHasher(cost: PasswordCost = OWASP_SCRYPT): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, cost);
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
  };
  const parse = (stored: string) => {
    const [alg, N, r, p, salt, key] = stored.split('$');
    if (alg !== 'scrypt' || !salt || !key) return undefined;
    return { cost: { N: Number(N), r: Number(r), p: Number(p) }, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
  };
  return {
    hash,
    async verify(password, stored) {
      // An unknown account is checked against a hash made once, so it costs what a known one does.
      const parsed = parse(stored ?? (await (dummy ??= hash('unknown-account-placeholder'))));
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed.cost);
      return stored !== undefined && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
    },
  };
}
