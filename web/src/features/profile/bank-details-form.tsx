/** Bank details the withdrawals are paid to, with a chat link to the operator. */
import { Button, Input, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, serverText, useApi } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { mapServerProblems, useForm } from '../../lib/use-form.ts';
import { contactDetailsQueryOptions } from '../content/queries.ts';
import { type BankDetails, useSaveBankDetails } from './queries.ts';
import { BANK_LABELS, type BankForm, bankProblems } from './validation.ts';

const EMPTY: BankForm = { ac_holder_name: '', ac_number: '', ifsc_code: '', bank_name: '', branch_address: '' };
const SAVED_MESSAGE = 'Bank Details Update Successfully !!!';

export function BankDetailsForm({ saved }: { saved: BankDetails | null }) {
  const api = useApi();
  const form = useForm<BankForm>(saved ? { ...saved } : EMPTY);
  const save = useSaveBankDetails();
  const contacts = useQuery(contactDetailsQueryOptions(api));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = bankProblems(form.values);
    form.setProblems(problems);
    if (Object.keys(problems).length > 0) return;
    const trimmed = Object.fromEntries(Object.entries(form.values).map(([key, value]) => [key, value.trim()])) as unknown as BankForm;
    save.mutate(
      { ...trimmed, ifsc_code: trimmed.ifsc_code.toUpperCase() },
      {
        onSuccess: (reply) => (reply.status ? toastSuccess(SAVED_MESSAGE) : showAlert(serverText(reply))),
        onError: (error) => {
          form.setProblems(
            mapServerProblems<BankForm>(fieldErrorsOf(error), Object.fromEntries(Object.keys(EMPTY).map((key) => [key, key as keyof BankForm]))),
          );
          showAlert(messageOf(error));
        },
      },
    );
  };

  const chat = contacts.data?.whatsapp_support_url || contacts.data?.telegram_url;
  return (
    <Form label="Bank Details" onSubmit={submit}>
      <FormField label={BANK_LABELS.ac_holder_name} required error={form.problems.ac_holder_name}>
        <Input {...form.field('ac_holder_name')} autoComplete="name" maxLength={50} bg="bg" />
      </FormField>
      <FormField label={BANK_LABELS.ac_number} required error={form.problems.ac_number}>
        <Input {...form.field('ac_number')} inputMode="numeric" maxLength={25} bg="bg" />
      </FormField>
      <FormField label={BANK_LABELS.ifsc_code} required helper="11 characters, e.g. SBIN0001234" error={form.problems.ifsc_code}>
        <Input {...form.field('ifsc_code')} maxLength={11} textTransform="uppercase" bg="bg" />
      </FormField>
      <FormField label={BANK_LABELS.bank_name} required error={form.problems.bank_name}>
        <Input {...form.field('bank_name')} maxLength={25} bg="bg" />
      </FormField>
      <FormField label={BANK_LABELS.branch_address} required error={form.problems.branch_address}>
        <Input {...form.field('branch_address')} maxLength={25} bg="bg" />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={save.isPending}>
        Submit
      </Button>
      {chat && (
        <Link href={chat} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold" alignSelf="center">
          Contact Admin
        </Link>
      )}
    </Form>
  );
}
