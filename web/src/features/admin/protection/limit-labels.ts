/** The console's (English) names of the limits a player can set. */
import type { Limit } from '../../protection/queries.ts';

export const LIMIT_LABELS: Record<Limit['kind'], string> = {
  deposit_day: 'Daily deposit limit',
  deposit_week: 'Weekly deposit limit',
  deposit_month: 'Monthly deposit limit',
  loss_day: 'Daily loss limit',
  loss_week: 'Weekly loss limit',
};
