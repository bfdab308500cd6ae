/** The Starline win rates (their own, set by the operator apart from the daily games'): each bid type's pair. */
import { Empty } from '../../components/query-states.tsx';
import { RatePairs } from '../../components/rate-pairs.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';
import type { StarlineRates } from './queries.ts';

const messages = i18n('starlineRates', {
  singleDigit: 'Single Digit',
  singlePana: 'Single Pana',
  doublePana: 'Double Pana',
  triplePana: 'Triple Pana',
  noRates: 'No Starline rates yet',
  notPublished: 'The operator has not published the Starline rates yet.',
});

export function StarlineRatesList({ rates, label }: { rates: StarlineRates | null; label: string }) {
  const t = useMessages(messages);
  if (!rates) return <Empty text={t.noRates} description={t.notPublished} />;
  const rows = [
    { label: t.singleDigit, first: rates.single_digit_val_1, second: rates.single_digit_val_2 },
    { label: t.singlePana, first: rates.single_pana_val_1, second: rates.single_pana_val_2 },
    { label: t.doublePana, first: rates.double_pana_val_1, second: rates.double_pana_val_2 },
    { label: t.triplePana, first: rates.tripple_pana_val_1, second: rates.tripple_pana_val_2 },
  ];
  return <RatePairs rows={rows} label={label} />;
}
