export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Weekday numbers (0 = Sunday) as short names, Monday first as operators read a week. */
export function weekdayNames(days: number[]): string {
  if (days.length === 7) return 'Every day';
  return [1, 2, 3, 4, 5, 6, 0]
    .filter((day) => days.includes(day))
    .map((day) => WEEKDAYS[day])
    .join(', ');
}
