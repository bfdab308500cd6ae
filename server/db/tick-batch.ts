/**
 * Calls made in the same turn of the event loop reach the database together: `run` receives every input queued
 * since the last batch started and answers one outcome per input, in order (an input's own failure does not fail
 * the others). `concurrency` bounds the batches under way at once: calls made while that many are under way wait for
 * the next one, so batches grow with the load instead of the round trips.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

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
    private readonly run: (inputs: I[]) => Promise<Outcome<O>[]>,
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
    try {
      const outcomes = await this.run(batch.map((w) => w.input));
      batch.forEach((w, i) => {
        const outcome = outcomes[i];
        if (!outcome) w.reject(new Error('a batched call got no answer'));
        else if (outcome.ok) w.resolve(outcome.value);
        else w.reject(outcome.error);
      });
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      this.running -= 1;
      this.schedule();
    }
  }
}
