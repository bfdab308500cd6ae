/** The times a market keeps: a Starline slot has one time (its bid end and result); a daily market needs all four. */
import type { Family } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';

export type TimesInput = {
  open_time: string;
  open_result_time?: string | undefined;
  close_time?: string | undefined;
  close_result_time?: string | undefined;
};

/** A market day's betting starts at its own midnight (IST): open bids that end then could never be placed. */
export function refuseMidnightOpen(family: Family, openTime: string | undefined) {
  if (openTime !== '00:00') return;
  const message =
    family === 'starline'
      ? 'A slot at 12:00 AM could never take a bid: choose 12:01 AM or later'
      : 'Open bids cannot end at 12:00 AM, when the day begins: choose 12:01 AM or later';
  throw new ApiError(422, 'VALIDATION_FAILED', message, { errors: [{ field: 'open_time', message }] });
}

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
