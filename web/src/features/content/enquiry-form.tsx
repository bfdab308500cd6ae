/** Enquiry: the player's name, mobile and username (read-only) and the message; success only when the server took it. */
import { Box, Input, Text, Textarea } from '@chakra-ui/react';
import { Button } from '../../components/busy-button.tsx';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, serverText, serverWords } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { useForm } from '../../lib/use-form.ts';
import type { Player } from '../auth/session.ts';
import { useSubmitEnquiry } from './queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('enquiryForm', {
  required: 'Please write your enquiry (up to 2000 characters)',
  sent: 'Your Enquiry Successfully Updated.',
  form: 'Send an enquiry',
  name: 'Name',
  mobile: 'Mobile Number',
  username: 'Username',
  enquiry: 'Enquiry',
  submit: 'Submit',
  lastEnquiry: 'Your last enquiry',
});

export function EnquiryForm({ player }: { player: Player }) {
  const t = useMessages(messages);
  const form = useForm({ enquiry: '' });
  const submitEnquiry = useSubmitEnquiry();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const enquiry = form.values.enquiry.trim();
    if (!enquiry || enquiry.length > 2000) {
      form.setProblems({ enquiry: t.required });
      return;
    }
    submitEnquiry.mutate(
      { enquiry, user_name: player.user_name, mobile: player.mobile, email: player.email },
      {
        onSuccess: (reply) => {
          if (!reply.status) {
            showAlert(serverText(reply));
            return;
          }
          toastSuccess(serverWords(reply.msg, t.sent));
          form.reset();
        },
        onError: (error) => {
          const problem = fieldErrorsOf(error).enquiry;
          if (problem) form.setProblems({ enquiry: problem });
          showAlert(messageOf(error));
        },
      },
    );
  };

  return (
    <Form label={t.form} onSubmit={submit}>
      <FormField label={t.name} readOnly>
        <Input value={player.user_name} readOnly bg="bg.muted" />
      </FormField>
      <FormField label={t.mobile} readOnly>
        <Input value={player.mobile} readOnly bg="bg.muted" />
      </FormField>
      <FormField label={t.username} readOnly>
        <Input value={player.email} readOnly bg="bg.muted" />
      </FormField>
      <FormField label={t.enquiry} required error={form.problems.enquiry}>
        <Textarea {...form.field('enquiry')} rows={5} maxLength={2000} bg="bg" />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={submitEnquiry.isPending}>
        {t.submit}
      </Button>
      {player.enquiry && (
        <Box bg="bg.muted" rounded="md" p="3">
          <Text fontWeight="semibold" fontSize="sm">
            {t.lastEnquiry}
          </Text>
          <Text whiteSpace="pre-wrap">{player.enquiry}</Text>
        </Box>
      )}
    </Form>
  );
}
