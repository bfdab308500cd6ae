/**
 * A business refusal raised inside a transaction: it rolls the transaction back and becomes the 200 reply
 * `{status: false, code, msg}` the API family expects.
 */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
  get reply() {
    return { status: false as const, code: this.code, msg: this.message };
  }
}

/** Runs `work`; a Refusal it throws becomes its reply. */
export async function refusalsAsReplies<T>(work: () => Promise<T>): Promise<T | Refusal['reply']> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return error.reply;
    throw error;
  }
}
