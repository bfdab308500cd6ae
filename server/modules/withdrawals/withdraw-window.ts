/** When withdrawals may be requested: operator hours in IST, never on closed weekdays or closed dates. */
import { displayTime, istParts, minutesOf } from '../../lib/ist.ts';
import { maintenanceNotice, type StoredSettings } from '../settings/settings.ts';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type HoursSettings = Pick<StoredSettings, 'withdraw_open_time' | 'withdraw_close_time' | 'withdraw_closed_weekdays' | 'withdraw_closed_dates'>;
type WindowSettings = HoursSettings & Pick<StoredSettings, 'maintenance_mode' | 'maintenance_message'>;

export function windowText(s: HoursSettings): string {
  const closedDays = [...s.withdraw_closed_weekdays].sort().map((d) => DAY_NAMES[d]);
  const days = closedDays.length ? `, closed on ${closedDays.join(', ')}` : '';
  return `Withdrawals are open ${displayTime(s.withdraw_open_time)} to ${displayTime(s.withdraw_close_time)}${days}`;
}

/**
 * Whether a withdrawal may be requested at `now`; if not, `why` (one sentence, for a screen that shows the hours
 * beside it) and `reason` (the refusal: why, then the hours). Maintenance closes it too, in the operator's words.
 */
export function withdrawWindow(s: WindowSettings, now: number): { open: boolean; why: string; reason: string } {
  const maintenance = maintenanceNotice(s);
  if (maintenance) return { open: false, why: maintenance, reason: maintenance };
  const { date, weekday, minutes } = istParts(now);
  const closed = (why: string) => ({ open: false, why, reason: why ? `${why} ${windowText(s)}.` : `${windowText(s)}.` });
  if (s.withdraw_closed_weekdays.includes(weekday)) return closed(`Withdrawals are closed on ${DAY_NAMES[weekday]}.`);
  if (s.withdraw_closed_dates.includes(date)) return closed('Withdrawals are closed today.');
  if (minutes < minutesOf(s.withdraw_open_time) || minutes >= minutesOf(s.withdraw_close_time)) return closed('');
  return { open: true, why: '', reason: '' };
}
