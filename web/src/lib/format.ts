/**
 * Dates in India Standard Time (the server's market time) and points as players read them, in the app's language:
 * Indian digit grouping (1,05,800) and day/month/year in both English and Hindi.
 */
import { type Language, language } from '../i18n/index.ts';
import { serverNow } from './server-clock.ts';

const IST = 'Asia/Kolkata';

/** Each language's Intl locale; Latin digits in Hindi too, as Indian apps write amounts. */
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

/** Made on first use: building a formatter costs a phone tens of milliseconds, too much to spend while a screen loads. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const isoDay = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: IST, year: 'numeric', month: '2-digit', day: '2-digit' }));
/** One formatter per language, each made on first use. */
function perLanguage<T>(make: (locale: string) => T): () => T {
  const made: Partial<Record<Language, T>> = {};
  return () => {
    const code = language.get();
    return (made[code] ??= make(LOCALES[code]));
  };
}

const dateTime = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: IST,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    }),
);
const weekday = perLanguage((locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }));
const weekdayName = perLanguage((locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long' }));
const list = perLanguage((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));
const points = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

/** Today's date in IST by the server's clock as YYYY-MM-DD (optionally `daysBack` days earlier). */
export function istDate(daysBack = 0, now: number = serverNow()): string {
  return isoDay().format(new Date(now - daysBack * 86_400_000));
}

/** YYYY-MM-DD as DD/MM/YYYY. */
export function formatDay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** YYYY-MM-DD as DD/MM/YY (the Starline chart's date column, as the product spec writes it). */
export function formatShortDay(iso: string): string {
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** YYYY-MM-DD's weekday, short, in the app's language (Mon / सोम). */
export function formatWeekday(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? weekday().format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : '';
}

/** A weekday by number (0 Sunday ... 6 Saturday), in full, in the app's language (Sunday / रविवार). */
export function formatWeekdayName(day: number): string {
  // 2026-11-22 was a Sunday.
  return weekdayName().format(new Date(Date.UTC(2026, 10, 22 + day)));
}

/** Words joined as a list in the app's language ("Saturday and Sunday" / "शनिवार और रविवार"). */
export function formatList(items: string[]): string {
  return list().format(items);
}

/** A timestamp as DD/MM/YYYY, hh:mm AM in IST: AM and PM in capitals, as every other time of the app writes them. */
export function formatDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return dateTime()
    .formatToParts(date)
    .map((part) => (part.type === 'dayPeriod' ? part.value.toUpperCase() : part.value))
    .join('');
}

export function formatPoints(value: number): string {
  return points().format(value);
}

/** A count with its English noun, singular for one: "1 bid", "3 bids" (the operator console is in English). */
export function countOf(n: number, noun: string): string {
  return `${points().format(n)} ${n === 1 ? noun : `${noun}s`}`;
}

/** The fund request's client date, yyyy/mm/dd. */
export function slashDate(now: number = serverNow()): string {
  return istDate(0, now).replaceAll('-', '/');
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Capitalised status word (pending -> Pending). */
export function titleCase(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}
