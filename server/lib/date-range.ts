/** A range of days (YYYY-MM-DD, both ends included) asked of a list. */
import { invalid } from '../errors.ts';

/** A range that ends before it starts matches nothing: it is refused (422, naming its first field) rather than answered empty. */
export function assertRangeOrder(from: string | undefined, to: string | undefined, field = 'from'): void {
  if (from !== undefined && to !== undefined && from > to) throw invalid(field, 'The range must start on or before its end');
}
