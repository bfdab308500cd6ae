/** Compare-and-set for operator edits of a market: an edit applies only over the row it was made from. */
import type { Selectable } from 'kysely';
import type { MarketsTable } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';

type Column = 'name' | 'open_time' | 'open_result_time' | 'close_time' | 'close_result_time' | 'weekdays' | 'active' | 'sort_order' | 'updated_at';

/** Every editable column with the value it had when read. */
export function unchanged(row: Selectable<MarketsTable>): Array<[Column, string | number]> {
  return [
    ['name', row.name],
    ['open_time', row.open_time],
    ['open_result_time', row.open_result_time],
    ['close_time', row.close_time],
    ['close_result_time', row.close_result_time],
    ['weekdays', row.weekdays],
    ['active', row.active],
    ['sort_order', row.sort_order],
    ['updated_at', row.updated_at],
  ];
}

export const editConflict = () => new ApiError(409, 'EDIT_CONFLICT', 'This was changed by someone else meanwhile. Reload it and try again.');
