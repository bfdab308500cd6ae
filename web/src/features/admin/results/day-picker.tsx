/** Chooses a market (or Starline slot) and a date; the choice lives in the address, so a day can be linked. */
import { Button, HStack, Input } from '@chakra-ui/react';
import { ChoiceSelect } from '../../../components/choice-select.tsx';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../../api/client.ts';
import { FormField } from '../../../components/form-field.tsx';
import { istDate } from '../../../lib/format.ts';
import { marketsOptions } from '../markets/queries.ts';

export interface DayChoice {
  market?: string;
  date?: string;
}

export function DayPicker({ value, onChange, label }: { value: DayChoice; onChange: (next: { market: string; date: string }) => void; label: string }) {
  const markets = useQuery(marketsOptions(useApi()));
  const [market, setMarket] = useState(value.market ?? '');
  const [date, setDate] = useState(value.date ?? istDate());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (market && date) onChange({ market, date });
  };
  return (
    <form aria-label={label} onSubmit={submit} noValidate>
      <HStack align="flex-end" wrap="wrap" gap="3">
        <FormField label="Market" flex="1" minW="48">
          <ChoiceSelect
            disabled={markets.isPending}
            placeholder={markets.isPending ? 'Loading markets' : 'Choose a market'}
            choices={(markets.data ?? []).map((item) => [item.id, `${item.name}${item.family === 'starline' ? ' (Starline)' : ''}`] as const)}
            value={market}
            onChange={(e) => setMarket(e.target.value)}
          />
        </FormField>
        <FormField label="Date" w="auto">
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
        <Button type="submit" colorPalette="brand" disabled={!market || !date}>
          Show
        </Button>
      </HStack>
    </form>
  );
}
