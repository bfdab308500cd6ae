import { describe, expect, it } from 'vitest';
import { rangeOf, validateDateRange } from './date-range-search.ts';

describe('rangeOf', () => {
  it('puts dates given the wrong way round in order (the server refuses a reversed range)', () => {
    expect(rangeOf({ from: '2026-11-20', to: '2026-11-10' }, 7)).toEqual({ from: '2026-11-10', to: '2026-11-20' });
    expect(rangeOf({ from: '2026-11-10', to: '2026-11-20' }, 7)).toEqual({ from: '2026-11-10', to: '2026-11-20' });
  });

  it('keeps only real YYYY-MM-DD dates from the address', () => {
    expect(validateDateRange({ from: '20/11/2026', to: '2026-11-20', other: 'x' })).toEqual({ to: '2026-11-20' });
  });
});
