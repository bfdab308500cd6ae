/** Win rates as pairs, one row per bid type, shown as first - second (e.g. Single Digit 10 - 95). */
import { DataList } from '@chakra-ui/react';
import { formatPoints } from '../lib/format.ts';

export interface RatePair {
  label: string;
  first: number;
  second: number;
}

export function RatePairs({ rows, label }: { rows: readonly RatePair[]; label?: string }) {
  return (
    <DataList.Root orientation="horizontal" divideY="1px" gap="0" aria-label={label}>
      {rows.map((row) => (
        <DataList.Item key={row.label} py="3" justifyContent="space-between">
          <DataList.ItemLabel fontWeight="medium" color="fg">
            {row.label}
          </DataList.ItemLabel>
          <DataList.ItemValue justifyContent="flex-end" fontWeight="semibold" color="brand.fg">
            {formatPoints(row.first)} - {formatPoints(row.second)}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
