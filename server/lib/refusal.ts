import { Refusal } from '../errors.ts';

export { Refusal, type RefusalCode } from '../errors.ts';

/** Runs `work`; a Refusal it throws becomes its reply. */
export async function refusalsAsReplies<T>(work: () => Promise<T>): Promise<T | Refusal['reply']> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return error.reply;
    throw error;
  }
}
