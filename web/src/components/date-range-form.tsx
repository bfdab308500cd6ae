/** From and To date pickers with SUBMIT (history screens). */
import { Button, HStack, Input } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormField } from './form-field.tsx';
import { i18n, useMessages } from '../i18n/index.ts';

const messages = i18n('dateRange', { range: 'Date range', from: 'From', to: 'To', submit: 'SUBMIT' });

interface DateRangeFormProps {
  from: string;
  to: string;
  /** The dates chosen, in order; a date neither chosen nor shown (a chart opened without dates) is left out. */
  onSubmit: (range: { from?: string; to?: string }) => void;
}

export function DateRangeForm({ from, to, onSubmit }: DateRangeFormProps) {
  const t = useMessages(messages);
  const [draft, setDraft] = useState({ from, to });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A cleared date keeps the one shown now (the server takes no empty date), and the field shows it again; two dates
    // picked the wrong way round are the same days (the server refuses a range that ends before it starts).
    const [first, last] = [draft.from || from, draft.to || to];
    const next = first && last && first > last ? { from: last, to: first } : { from: first, to: last };
    setDraft(next);
    onSubmit({ ...(next.from ? { from: next.from } : {}), ...(next.to ? { to: next.to } : {}) });
  };
  return (
    <form onSubmit={submit} aria-label={t.range} noValidate>
      <HStack align="flex-end" gap="3" flexWrap="wrap" mb="4">
        <FormField label={t.from} flex="1" minW="36">
          <Input type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} bg="bg" />
        </FormField>
        <FormField label={t.to} flex="1" minW="36">
          <Input type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} bg="bg" />
        </FormField>
        <Button type="submit" colorPalette="brand" minW="28">
          {t.submit}
        </Button>
      </HStack>
    </form>
  );
}
