/**
 * Calls made in the same turn of the event loop reach the database together: `run` receives every input queued
 * since the last batch started and answers one outcome per input, in order (an input's own failure does not fail
 * the others). `concurrency` bounds the batches under way at once: calls made while that many are under way wait for
 * the next one, so batches grow with the load instead of the round trips. Through its second argument a batch can
 * answer an input before the batch has finished (`answer`), and let the next batch start once it has done the part
 * that needs bounding (`release`).
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The outcome of running `work` now: its value, or what it threw. */
export function settle<T>(work: () => T): Outcome<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    return { ok: false, error };
  }
}

export interface BatchControl<O> {
  /** Answers input `i` now; the batch's own outcome for it is then ignored. */
  answer(i: number, outcome: Outcome<O>): void;
  release(): void;
}

interface Waiting<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export class TickBatch<I, O> {
  private queue: Waiting<I, O>[] = [];
  private scheduled = false;
  private running = 0;

  constructor(
    private readonly run: (inputs: I[], control: BatchControl<O>) => Promise<Outcome<O>[]>,
    private readonly options: { concurrency?: number; max?: number } = {},
  ) {}

  call(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0 || this.running >= (this.options.concurrency ?? Infinity)) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, this.options.max ?? 1000);
    if (batch.length === 0) return;
    this.running += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.schedule();
    };
    const answered = new Set<number>();
    const answer = (i: number, outcome: Outcome<O> | undefined) => {
      const w = batch[i];
      if (!w || answered.has(i)) return;
      answered.add(i);
      if (!outcome) w.reject(new Error('a batched call got no answer'));
      else if (outcome.ok) w.resolve(outcome.value);
      else w.reject(outcome.error);
    };
    try {
      const outcomes = await this.run(
        batch.map((w) => w.input),
        { answer, release },
      );
      batch.forEach((_, i) => answer(i, outcomes[i]));
    } catch (error) {
      batch.forEach((_, i) => answer(i, { ok: false, error }));
    } finally {
      release();
    }
  }
}
