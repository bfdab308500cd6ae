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

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Minutes from one time of day to the next `to` at or after it (times may pass midnight). */
const ahead = (from: string, to: string) => (minutes(to) - minutes(from) + 1440) % 1440;

/**
 * A daily market's four times follow one another as its day reads them (phases.ts, dayInstants): the open result and
 * close bids end after open bids end, the close result after close bids end, each at the next such time of day. The
 * open result must come by the time close bids end (the close session's bids wait on it), and the close result within
 * a day of open bids ending (one market day's times never reach the next's).
 */
export function refuseTimesOutOfOrder(family: Family, t: TimesInput) {
  if (family === 'starline' || !t.open_result_time || !t.close_time || !t.close_result_time) return;
  const refuse = (field: string, message: string) => {
    throw new ApiError(422, 'VALIDATION_FAILED', message, { errors: [{ field, message }] });
  };
  const closeBids = ahead(t.open_time, t.close_time);
  if (closeBids === 0) refuse('close_time', 'Close bids must end after open bids end');
  if (ahead(t.open_time, t.open_result_time) > closeBids) refuse('open_result_time', 'The open result must come before close bids end');
  if (closeBids + ahead(t.close_time, t.close_result_time) >= 1440) refuse('close_result_time', 'The close result must come within a day of open bids ending');
}

/**
 * A Starline slot has one time: its bids end and its result comes at `open_time`. Another time sent for it (of those
 * in `sent`) that is not that one is refused, not dropped.
 */
export function refuseStarlineTimes(family: Family, openTime: string, sent: Partial<TimesInput>) {
  if (family !== 'starline') return;
  for (const field of ['open_result_time', 'close_time', 'close_result_time'] as const) {
    const time = sent[field];
    if (time === undefined || time === openTime) continue;
    const message = `A Starline slot has one time, open_time (its bids end and its result comes then): leave ${field} out`;
    throw new ApiError(422, 'VALIDATION_FAILED', message, { errors: [{ field, message }] });
  }
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
