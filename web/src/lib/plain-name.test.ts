import { describe, expect, it } from 'vitest';
import { plainName } from './plain-name.ts';

describe('names as typed or pasted', () => {
  it('drops direction marks, overrides, zero-width spaces and controls, and trims', () => {
    expect(plainName('\u200ERavi Kumar\u200E ')).toBe('Ravi Kumar');
    expect(plainName('Ravi\u202Erepus')).toBe('Ravirepus');
    expect(plainName('A\u001b[2Jbc')).toBe('A[2Jbc');
    expect(plainName('\u200b\u200b\u200b\u200b')).toBe('');
    expect(plainName('Ravi\u180eKumar\u{E0041}\u{E0042}')).toBe('RaviKumar');
    expect(plainName('\u3164\u2800\u3164\u2800')).toBe('');
  });

  it('keeps the joiners of Indian scripts', () => {
    expect(plainName('क्\u200Dष राम')).toBe('क्\u200Dष राम');
  });
});
