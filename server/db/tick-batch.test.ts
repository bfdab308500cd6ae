import { describe, expect, it } from 'vitest';
import { TickBatch } from './tick-batch.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('tick batch', () => {
  it('batches the calls of one turn, answers each its own outcome, and holds the next batch while one is under way', async () => {
    const batches: number[][] = [];
    let finish: (() => void) | undefined;
    const batch = new TickBatch<number, number>(
      async (inputs) => {
        batches.push(inputs);
        await new Promise<void>((resolve) => (finish = resolve));
        return inputs.map((n) => (n < 0 ? { ok: false, error: new Error(`refused ${n}`) } : { ok: true, value: n * 10 }));
      },
      { concurrency: 1 },
    );
    const first = [batch.call(1), batch.call(-2)];
    await turn();
    const second = batch.call(3);
    await turn();
    expect(batches).toEqual([[1, -2]]);
    finish!();
    expect(await first[0]).toBe(10);
    await expect(first[1]).rejects.toThrow('refused -2');
    await turn();
    expect(batches).toEqual([[1, -2], [3]]);
    finish!();
    expect(await second).toBe(30);
  });

  it("answers an input early when the batch says so, and ignores the batch's own outcome for it", async () => {
    let finish: (() => void) | undefined;
    const batch = new TickBatch<number, string>(async (inputs, { answer }) => {
      answer(0, { ok: true, value: 'early' });
      await new Promise<void>((resolve) => (finish = resolve));
      return inputs.map(() => ({ ok: true, value: 'late' }));
    });
    const early = batch.call(1);
    const late = batch.call(2);
    expect(await early).toBe('early');
    finish!();
    expect(await late).toBe('late');
    expect(await early).toBe('early');
  });

  it('starts the next batch once the one under way releases its place, before that one has finished', async () => {
    const started: number[][] = [];
    const finishers: (() => void)[] = [];
    const batch = new TickBatch<number, number>(
      async (inputs, { release }) => {
        started.push(inputs);
        release();
        await new Promise<void>((resolve) => finishers.push(resolve));
        return inputs.map((n) => ({ ok: true, value: n }));
      },
      { concurrency: 1 },
    );
    const a = batch.call(1);
    await turn();
    const b = batch.call(2);
    await turn();
    expect(started).toEqual([[1], [2]]);
    finishers.forEach((f) => f());
    expect(await Promise.all([a, b])).toEqual([1, 2]);
  });
});
