/** Game Win Ratio For All Bids: each bid type's pair of values, shown as first - second. */
import { DataList } from '@chakra-ui/react';
import { Empty } from '../../components/query-states.tsx';
import type { GameRates } from './queries.ts';

const ROWS: Array<{ label: string; first: keyof GameRates; second: keyof GameRates }> = [
  { label: 'Single Digit', first: 'single_digit_val_1', second: 'single_digit_val_2' },
  { label: 'Jodi Digit', first: 'jodi_digit_val_1', second: 'jodi_digit_val_2' },
  { label: 'Single Pana', first: 'single_pana_val_1', second: 'single_pana_val_2' },
  { label: 'Double Pana', first: 'double_pana_val_1', second: 'double_pana_val_2' },
  { label: 'Triple Pana', first: 'tripple_pana_val_1', second: 'tripple_pana_val_2' },
  { label: 'Half Sangam', first: 'half_sangam_val_1', second: 'half_sangam_val_2' },
  { label: 'Full Sangam', first: 'full_sangam_val_1', second: 'full_sangam_val_2' },
];

export function GameRatesList({ rates }: { rates: GameRates | null }) {
  if (!rates) return <Empty text="No rates yet" description="The operator has not published the rates yet." />;
  return (
    <DataList.Root orientation="horizontal" divideY="1px" gap="0">
      {ROWS.map((row) => (
        <DataList.Item key={row.label} py="3" justifyContent="space-between">
          <DataList.ItemLabel fontWeight="medium" color="fg">
            {row.label}
          </DataList.ItemLabel>
          <DataList.ItemValue justifyContent="flex-end" fontWeight="semibold" color="brand.fg">
            {rates[row.first]} - {rates[row.second]}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
