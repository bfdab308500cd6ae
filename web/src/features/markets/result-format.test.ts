import { describe, expect, it } from 'vitest';
import { formatResult } from './result-format.ts';

describe('game result display', () => {
  it('follows the spec for each combination of declared results', () => {
    expect(formatResult('', '')).toBe('***_**_***');
    expect(formatResult('128-1', '')).toBe('128-1*_***');
    expect(formatResult('', '0-370')).toBe('***_*0-370');
    expect(formatResult('128-1', '0-370')).toBe('128-10-370');
  });
});
