import { describe, expect, it } from 'vitest';
import { readingEveryPage, wholeOnce } from './paging.ts';

describe('a whole list inside an export', () => {
  it('is worked out once for every page of the export, once per different ask, and every time outside one', async () => {
    let worked = 0;
    const work = async () => {
      worked += 1;
      return ['a', 'b'];
    };
    await readingEveryPage(1000, async () => {
      for (let page = 0; page < 5; page += 1) expect(await wholeOnce(['sell', { from: '2026-11-01' }], work)).toEqual(['a', 'b']);
      await wholeOnce(['sell', { from: '2026-11-02' }], work);
    });
    expect(worked).toBe(2);
    await wholeOnce(['sell', { from: '2026-11-01' }], work);
    await wholeOnce(['sell', { from: '2026-11-01' }], work);
    expect(worked).toBe(4);
  });
});
