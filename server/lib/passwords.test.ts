import { describe, expect, it } from 'vitest';
import { createPasswordHasher, OWASP_SCRYPT } from './passwords.ts';

describe('password hashing', () => {
  const fast = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

  it('defaults to OWASP scrypt strength and records its parameters in the hash', async () => {
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await createPasswordHasher().hash('secret12');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
  });

  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await fast.hash('secret12');
    const b = await fast.hash('secret12');
    expect(a).not.toBe(b);
    expect(await fast.verify('secret12', a)).toBe(true);
    expect(await fast.verify('secret13', a)).toBe(false);
    expect(await fast.verify('', a)).toBe(false);
  });

  it('answers false for an unknown account and for a malformed hash', async () => {
    expect(await fast.verify('secret12', undefined)).toBe(false);
    expect(await fast.verify('secret12', 'md5$abc')).toBe(false);
  });

  it('asks for a rehash when the stored cost is below the current one', async () => {
    const weak = await fast.hash('x1234');
    expect(createPasswordHasher({ N: 2 ** 11, r: 8, p: 1 }).needsRehash(weak)).toBe(true);
    expect(fast.needsRehash(weak)).toBe(false);
  });
});
