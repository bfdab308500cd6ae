/** Bank details the withdrawals are paid to, with a chat link to the operator. */
import { Input, Link } from '@chakra-ui/react';
import { Button } from '../../components/busy-button.tsx';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, serverText, serverWords, useApi } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { mapServerProblems, useForm } from '../../lib/use-form.ts';
import { contactDetailsQueryOptions } from '../content/queries.ts';
import { type BankDetails, useSaveBankDetails } from './queries.ts';
import { type BankForm, bankProblems, bankRuleMessages } from './validation.ts';
import { plainName } from '../../lib/plain-name.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const EMPTY: BankForm = { ac_holder_name: '', ac_number: '', ifsc_code: '', bank_name: '', branch_address: '' };
const messages = i18n('bankForm', {
  saved: 'Bank Details Update Successfully !!!',
  form: 'Bank Details',
  ifscHint: '11 characters, e.g. SBIN0001234',
  submit: 'Submit',
  contactAdmin: 'Contact Admin',
});

export function BankDetailsForm({ saved }: { saved: BankDetails | null }) {
  const t = useMessages(messages);
  const rules = useMessages(bankRuleMessages);
  const api = useApi();
  const form = useForm<BankForm>(saved ? { ...saved } : EMPTY);
  const save = useSaveBankDetails();
  const contacts = useQuery(contactDetailsQueryOptions(api));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = bankProblems(form.values, rules);
    form.setProblems(problems);
    if (Object.keys(problems).length > 0) return;
    const trimmed = Object.fromEntries(Object.entries(form.values).map(([key, value]) => [key, value.trim()])) as unknown as BankForm;
    save.mutate(
      { ...trimmed, ac_holder_name: plainName(form.values.ac_holder_name), ifsc_code: trimmed.ifsc_code.toUpperCase() },
      {
        onSuccess: (reply) => (reply.status ? toastSuccess(serverWords(reply.msg, t.saved)) : showAlert(serverText(reply))),
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
    <Form label={t.form} onSubmit={submit}>
      <FormField label={rules.ac_holder_name} required error={form.problems.ac_holder_name}>
        <Input {...form.field('ac_holder_name')} autoComplete="name" maxLength={50} bg="bg" />
      </FormField>
      <FormField label={rules.ac_number} required error={form.problems.ac_number}>
        <Input {...form.field('ac_number')} inputMode="numeric" maxLength={25} bg="bg" />
      </FormField>
      <FormField label={rules.ifsc_code} required helper={t.ifscHint} error={form.problems.ifsc_code}>
        <Input {...form.field('ifsc_code')} maxLength={11} textTransform="uppercase" bg="bg" />
      </FormField>
      <FormField label={rules.bank_name} required error={form.problems.bank_name}>
        <Input {...form.field('bank_name')} maxLength={25} bg="bg" />
      </FormField>
      <FormField label={rules.branch_address} required error={form.problems.branch_address}>
        <Input {...form.field('branch_address')} maxLength={25} bg="bg" />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={save.isPending}>
        {t.submit}
      </Button>
      {chat && (
        <Link href={chat} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold" alignSelf="center">
          {t.contactAdmin}
        </Link>
      )}
    </Form>
  );
}
