/** Game Win Ratio For All Bids: each bid type's pair of values, shown as first - second. */
import { DataList } from '@chakra-ui/react';
import { Empty } from '../../components/query-states.tsx';
import { formatPoints } from '../../lib/format.ts';
import { i18n, useMessages } from '../../i18n/index.ts';
import type { GameRates } from './queries.ts';

const messages = i18n('gameRates', {
  singleDigit: 'Single Digit',
  jodiDigit: 'Jodi Digit',
  singlePana: 'Single Pana',
  doublePana: 'Double Pana',
  triplePana: 'Triple Pana',
  halfSangam: 'Half Sangam',
  fullSangam: 'Full Sangam',
  noRates: 'No rates yet',
  notPublished: 'The operator has not published the rates yet.',
});

const ROWS: Array<{
  label: 'singleDigit' | 'jodiDigit' | 'singlePana' | 'doublePana' | 'triplePana' | 'halfSangam' | 'fullSangam';
  first: keyof GameRates;
  second: keyof GameRates;
}> = [
  { label: 'singleDigit', first: 'single_digit_val_1', second: 'single_digit_val_2' },
  { label: 'jodiDigit', first: 'jodi_digit_val_1', second: 'jodi_digit_val_2' },
  { label: 'singlePana', first: 'single_pana_val_1', second: 'single_pana_val_2' },
  { label: 'doublePana', first: 'double_pana_val_1', second: 'double_pana_val_2' },
  { label: 'triplePana', first: 'tripple_pana_val_1', second: 'tripple_pana_val_2' },
  { label: 'halfSangam', first: 'half_sangam_val_1', second: 'half_sangam_val_2' },
  { label: 'fullSangam', first: 'full_sangam_val_1', second: 'full_sangam_val_2' },
];

export function GameRatesList({ rates }: { rates: GameRates | null }) {
  const t = useMessages(messages);
  if (!rates) return <Empty text={t.noRates} description={t.notPublished} />;
  return (
    <DataList.Root orientation="horizontal" divideY="1px" gap="0">
      {ROWS.map((row) => (
        <DataList.Item key={row.label} py="3" justifyContent="space-between">
          <DataList.ItemLabel fontWeight="medium" color="fg">
            {t[row.label]}
          </DataList.ItemLabel>
          <DataList.ItemValue justifyContent="flex-end" fontWeight="semibold" color="brand.fg">
            {formatPoints(rates[row.first])} - {formatPoints(rates[row.second])}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
