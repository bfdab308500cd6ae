/**
 * The ways players may be paid a withdrawal (the Withdraw screen's choices): names, each paying to the player's bank
 * account or their number on a UPI app, one of them the default (type 1, chosen for the player at first), at most
 * ten, each name once. Saved together; requests already made keep the name and the payee they were made with.
 */
import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../../components/busy-button.tsx';
import { ChoiceSelect } from '../../../components/choice-select.tsx';
import { type FormEvent, useState } from 'react';
import { reportFailure, reportSuccess } from '../outcome.ts';
import type { Schemas } from '../../../api/client.ts';
import { type Settings, useUpdateSettings } from './queries.ts';

const MAX_METHODS = 10;

type PaysTo = Schemas['PaysTo'];
const PAYS_TO: Array<[PaysTo, string]> = [
  ['bank', 'Bank account'],
  ['paytm', 'PayTM number'],
  ['google_pay', 'Google Pay number'],
  ['phonepe', 'PhonePe number'],
];

interface Row {
  name: string;
  preferred: boolean;
  paysTo: PaysTo;
}

/** What is wrong with the list, if anything. */
function problemOf(rows: Row[]): string | undefined {
  const names = rows.map((row) => row.name.trim());
  if (names.length === 0) return 'Keep at least one payment method';
  if (names.some((name) => name.length === 0 || name.length > 50)) return 'Each name is 1 to 50 characters';
  if (new Set(names.map((name) => name.toLowerCase())).size !== names.length) return 'Payment method names must differ';
  return undefined;
}

export function PaymentMethodsForm({ settings }: { settings: Settings }) {
  const save = useUpdateSettings();
  const [rows, setRows] = useState<Row[]>(() => settings.payment_methods.map((m) => ({ name: m.name, preferred: m.type === 1, paysTo: m.pays_to ?? 'bank' })));
  const [problem, setProblem] = useState<string>();
  const change = (index: number, next: Partial<Row>) => setRows((all) => all.map((row, i) => (i === index ? { ...row, ...next } : row)));
  const prefer = (index: number) => setRows((all) => all.map((row, i) => ({ ...row, preferred: i === index })));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(rows);
    setProblem(found);
    if (found) return;
    const preferredAt = Math.max(
      0,
      rows.findIndex((row) => row.preferred),
    );
    const payment_methods = rows.map((row, i) => ({ name: row.name.trim(), type: i === preferredAt ? 1 : 2, pays_to: row.paysTo }));
    save.mutate({ payment_methods }, { onSuccess: () => reportSuccess('Payment methods saved.'), onError: (error) => reportFailure(error) });
  };
  return (
    <form aria-label="Payment methods" onSubmit={submit} noValidate>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          The choices on the player's Withdraw screen, each paid to the player's bank account or their number on a UPI app (the player saves it on Add UPI
          Details); the default is chosen for the player at first.
        </Text>
        <Stack as="ul" gap="2" ps="0" listStyleType="none">
          {rows.map((row, index) => (
            <HStack as="li" key={index} gap="2" wrap="wrap">
              <Input
                aria-label={`Payment method ${index + 1}`}
                maxLength={50}
                value={row.name}
                onChange={(e) => change(index, { name: e.target.value })}
                flex="1"
                minW="40"
              />
              <ChoiceSelect
                size="sm"
                width="auto"
                choices={PAYS_TO}
                aria-label={`Payment method ${index + 1} pays to`}
                value={row.paysTo}
                onChange={(e) => change(index, { paysTo: e.target.value as PaysTo })}
              />
              <label>
                <input type="radio" name="preferred-method" checked={row.preferred} onChange={() => prefer(index)} /> Default
              </label>
              <Button size="sm" variant="outline" disabled={rows.length === 1} onClick={() => setRows((all) => all.filter((_, i) => i !== index))}>
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
        {problem && (
          <Text color="red.700" role="alert">
            {problem}
          </Text>
        )}
        <HStack gap="2">
          <Button
            variant="outline"
            disabled={rows.length >= MAX_METHODS}
            onClick={() => setRows((all) => [...all, { name: '', preferred: all.length === 0, paysTo: 'bank' }])}
          >
            Add a method
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            Save payment methods
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
