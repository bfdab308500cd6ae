/**
 * A market's name, family, the four IST times (HH:MM; a Starline slot has one) and weekdays, for create and edit.
 * The server checks everything again; its field messages are shown beside the fields.
 */
import { Checkbox, CheckboxGroup, Fieldset, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Button } from '../../../components/busy-button.tsx';
import { ChoiceSelect } from '../../../components/choice-select.tsx';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../../api/client.ts';
import { FormField } from '../../../components/form-field.tsx';
import type { Market, MarketInput } from './queries.ts';
import { WEEKDAYS } from './weekdays.ts';

const KINDS = [
  ['daily', 'Daily market'],
  ['starline', 'Starline slot'],
] as const;
const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const TIMES = [
  { key: 'open_time', label: 'Open bids end' },
  { key: 'open_result_time', label: 'Open result' },
  { key: 'close_time', label: 'Close bids end' },
  { key: 'close_result_time', label: 'Close result' },
] as const;

type Values = Required<Pick<MarketInput, 'family' | 'name' | 'open_time' | 'open_result_time' | 'close_time' | 'close_result_time' | 'weekdays'>>;

export function initialValues(market?: Market): Values {
  return {
    family: market?.family ?? 'daily',
    name: market?.name ?? '',
    open_time: market?.open_time ?? '',
    open_result_time: market?.open_result_time ?? '',
    close_time: market?.close_time ?? '',
    close_result_time: market?.close_result_time ?? '',
    weekdays: market?.weekdays ?? [1, 2, 3, 4, 5, 6],
  };
}

interface MarketFormProps {
  market?: Market;
  submitLabel: string;
  busy: boolean;
  serverError?: unknown;
  onSubmit: (values: Values) => void;
}

export function MarketForm({ market, submitLabel, busy, serverError, onSubmit }: MarketFormProps) {
  const [values, setValues] = useState<Values>(() => initialValues(market));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const server = fieldErrorsOf(serverError);
  const starline = values.family === 'starline';
  const times = starline ? TIMES.slice(0, 1) : TIMES;
  const set = (key: keyof Values, value: Values[keyof Values]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: '' }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (values.name.trim().length < 2) found.name = 'The name must be 2 to 40 characters';
    for (const time of times) if (!HH_MM.test(values[time.key])) found[time.key] = 'Times are written HH:MM (24-hour)';
    if (values.weekdays.length === 0) found.weekdays = 'Choose at least one weekday';
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    const slot = starline ? { open_result_time: values.open_time, close_time: values.open_time, close_result_time: values.open_time } : {};
    onSubmit({ ...values, name: values.name.trim(), ...slot });
  };
  const problem = (key: string) => problems[key] || server[key];
  return (
    <form aria-label={submitLabel} onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Name" required error={problem('name')}>
            <Input value={values.name} maxLength={40} onChange={(e) => set('name', e.target.value)} />
          </FormField>
          <FormField label="Kind" disabled={Boolean(market)}>
            <ChoiceSelect choices={KINDS} value={values.family} onChange={(e) => set('family', e.target.value === 'starline' ? 'starline' : 'daily')} />
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {times.map((time) => (
            <FormField key={time.key} label={starline ? 'Draw time (IST)' : `${time.label} (IST)`} required error={problem(time.key)}>
              <Input type="time" value={values[time.key]} onChange={(e) => set(time.key, e.target.value)} />
            </FormField>
          ))}
        </SimpleGrid>
        <Fieldset.Root invalid={Boolean(problem('weekdays'))}>
          <Fieldset.Legend>Runs on</Fieldset.Legend>
          <CheckboxGroup value={values.weekdays.map(String)} onValueChange={(days) => set('weekdays', days.map(Number).sort())}>
            <HStack wrap="wrap" gap="4">
              {[1, 2, 3, 4, 5, 6, 0].map((day) => (
                <Checkbox.Root key={day} value={String(day)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{WEEKDAYS[day]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </CheckboxGroup>
          {problem('weekdays') && <Fieldset.ErrorText color="red.700">{problem('weekdays')}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
