/** India Standard Time (UTC+05:30, no daylight saving): the time zone of every rule. */
export const IST_OFFSET_MS = 330 * 60_000;

export interface IstParts {
  /** YYYY-MM-DD */
  date: string;
  /** 0 = Sunday */
  weekday: number;
  /** Minutes since IST midnight. */
  minutes: number;
}

// The last minute asked for: every request reads the date and minute of now, the same for a whole minute.
let lastMinute = Number.NaN;
let lastParts: IstParts = { date: '', weekday: 0, minutes: 0 };

export function istParts(ms: number): IstParts {
  const minute = Math.floor((ms + IST_OFFSET_MS) / 60_000);
  if (minute === lastMinute) return lastParts;
  const shifted = new Date(minute * 60_000);
  lastParts = Object.freeze({
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  });
  lastMinute = minute;
  return lastParts;
}

/** A pure function of strings, remembered: market rules ask the same few dates and times on every request. */
function remembered<T>(compute: (a: string, b: string) => T): (a: string, b: string) => T {
  const known = new Map<string, T>();
  return (a, b) => {
    const key = `${a}|${b}`;
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= 5000) known.clear();
      value = compute(a, b);
      known.set(key, value);
    }
    return value;
  };
}

/** The instant of an IST wall-clock time on an IST date. */
export const istInstant = remembered((date: string, hhmm: string): number => Date.parse(`${date}T${hhmm}:00+05:30`));

/** "HH:MM" (24-hour) as minutes since midnight. */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** "18:05" as "06:05 PM". */
export function displayTime(hhmm: string): string {
  const h = Number(hhmm.slice(0, 2));
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${hhmm.slice(3, 5)} ${suffix}`;
}

/** "2026-11-21" as "21/11/2026". */
export const displayDate = (isoDate: string): string => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

const DAY_MS = 86_400_000;

const shiftDate = remembered((date: string, n: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + Number(n) * DAY_MS).toISOString().slice(0, 10));

/** The calendar date `n` days after `date` (both YYYY-MM-DD). */
export const addDays = (date: string, n: number): string => shiftDate(date, String(n));

/** The first instant at or after `after` whose IST wall-clock time is `hhmm`, searching from `date`. */
export function nextAt(date: string, hhmm: string, after: number): number {
  let t = istInstant(date, hhmm);
  while (t < after) t += DAY_MS;
  return t;
}

const weekdayOfDate = remembered((date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay());
export const weekdayOf = (date: string): number => weekdayOfDate(date, '');
