/** The player's number on each UPI app: add or replace one, remove one. Withdrawals by that app's method are paid there. */
import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/busy-button.tsx';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, serverText, serverWords } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { useForm } from '../../lib/use-form.ts';
import { type UpiDetails, useSaveUpiNumber } from './queries.ts';
import { UPI_APPS, type UpiApp } from './upi-apps.ts';

const messages = i18n('upiForm', {
  saved: 'UPI Number updated successfully.',
  removed: 'UPI Number removed.',
  savedNumbers: 'Your UPI numbers',
  notAdded: 'Not added',
  remove: params<{ app: string }>('Remove {app} number'),
  form: 'Add UPI Details',
  app: 'UPI App',
  number: 'UPI Mobile Number',
  numberHint: params<{ app: string }>('The 10-digit mobile number of your {app} account'),
  numberRequired: 'UPI mobile number is required',
  numberDigits: 'UPI mobile number must have 10 digits',
  submit: 'Submit',
});

type UpiForm = { app: UpiApp; number: string };

/** The first app without a number, so a second number is the easy next step. */
const firstFree = (saved: UpiDetails): UpiApp => (UPI_APPS.find((a) => !saved[a.saved]) ?? UPI_APPS[0]).app;

export function UpiDetailsForm({ saved }: { saved: UpiDetails }) {
  const t = useMessages(messages);
  const form = useForm<UpiForm>({ app: firstFree(saved), number: '' });
  const save = useSaveUpiNumber();
  const chosen = UPI_APPS.find((a) => a.app === form.values.app) ?? UPI_APPS[0];

  const send = (app: (typeof UPI_APPS)[number], number: string, done: string) =>
    save.mutate({ upi_type: app.upiType, [app.field]: number } as { upi_type: 1 | 2 | 3 }, {
      onSuccess: (reply) => {
        if (!reply.status) return showAlert(serverText(reply));
        toastSuccess(serverWords(reply.msg, done));
        form.reset({ app: firstFree(reply.upi_details), number: '' });
      },
      onError: (error) => {
        const server = fieldErrorsOf(error);
        form.setProblems({ number: server[app.field], app: server.upi_type });
        showAlert(messageOf(error));
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = form.values.number.trim();
    const problem = !number ? t.numberRequired : /^[0-9]{10}$/.test(number) ? undefined : t.numberDigits;
    form.setProblems(problem ? { number: problem } : {});
    if (!problem) send(chosen, number, t.saved);
  };

  return (
    <Stack gap="5">
      <Stack as="section" aria-label={t.savedNumbers} gap="2">
        <Text fontWeight="semibold">{t.savedNumbers}</Text>
        {UPI_APPS.map((app) => (
          <HStack key={app.app} justify="space-between" gap="2" wrap="wrap">
            <Text>
              {app.name}:{' '}
              {saved[app.saved] || (
                <Text as="span" color="fg.muted">
                  {t.notAdded}
                </Text>
              )}
            </Text>
            {saved[app.saved] && (
              <Button size="xs" variant="outline" disabled={save.isPending} onClick={() => send(app, '', t.removed)}>
                {t.remove({ app: app.name })}
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      <Form label={t.form} onSubmit={submit}>
        <FormField label={t.app} required error={form.problems.app}>
          <ChoiceSelect {...form.field('app')} bg="bg" choices={UPI_APPS.map((app) => [app.app, app.name] as const)} />
        </FormField>
        <FormField label={t.number} required helper={t.numberHint({ app: chosen.name })} error={form.problems.number}>
          <Input {...form.field('number')} inputMode="numeric" autoComplete="tel-national" maxLength={10} bg="bg" />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={save.isPending}>
          {t.submit}
        </Button>
      </Form>
    </Stack>
  );
}
