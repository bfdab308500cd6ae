const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A chart row's date as dd/mm/yy and its weekday ('2026-11-23' -> ['23/11/26', 'Mon']). */
export function chartDate(iso: string): [string, string] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return [iso, ''];
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const weekday = WEEKDAYS[new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay()] ?? '';
  return [`${day}/${month}/${year.slice(2)}`, weekday];
}
