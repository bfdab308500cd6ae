/** The times a market keeps: a Starline slot has one time (its bid end and result); a daily market needs all four. */
import type { Family } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';

export type TimesInput = {
  open_time: string;
  open_result_time?: string | undefined;
  close_time?: string | undefined;
  close_result_time?: string | undefined;
};

export function marketTimes(family: Family, t: TimesInput) {
  if (family === 'starline') return { open_time: t.open_time, open_result_time: t.open_time, close_time: t.open_time, close_result_time: t.open_time };
  const { open_result_time, close_time, close_result_time } = t;
  if (!open_result_time || !close_time || !close_result_time) {
    throw new ApiError(422, 'VALIDATION_FAILED', 'A daily market needs open_time, open_result_time, close_time and close_result_time', {
      errors: [{ field: 'close_time', message: 'A daily market needs all four times' }],
    });
  }
  if (close_time === t.open_time)
    throw new ApiError(422, 'VALIDATION_FAILED', 'Close bids must end after open bids end', {
      errors: [{ field: 'close_time', message: 'Close bids must end after open bids end' }],
    });
  return { open_time: t.open_time, open_result_time, close_time, close_result_time };
}
