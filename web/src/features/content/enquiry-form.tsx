/** Enquiry: the player's name, mobile and username (read-only) and the message; success only when the server took it. */
import { Box, Button, Input, Text, Textarea } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, serverText } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { useForm } from '../../lib/use-form.ts';
import type { Player } from '../auth/session.ts';
import { useSubmitEnquiry } from './queries.ts';

export const ENQUIRY_REQUIRED = 'Please write your enquiry (up to 2000 characters)';

export function EnquiryForm({ player }: { player: Player }) {
  const form = useForm({ enquiry: '' });
  const submitEnquiry = useSubmitEnquiry();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const enquiry = form.values.enquiry.trim();
    if (!enquiry || enquiry.length > 2000) {
      form.setProblems({ enquiry: ENQUIRY_REQUIRED });
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
          toastSuccess(reply.msg);
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
    <Form label="Send an enquiry" onSubmit={submit}>
      <FormField label="Name" readOnly>
        <Input value={player.user_name} readOnly bg="bg.muted" />
      </FormField>
      <FormField label="Mobile Number" readOnly>
        <Input value={player.mobile} readOnly bg="bg.muted" />
      </FormField>
      <FormField label="Username" readOnly>
        <Input value={player.email} readOnly bg="bg.muted" />
      </FormField>
      <FormField label="Enquiry" required error={form.problems.enquiry}>
        <Textarea {...form.field('enquiry')} rows={5} maxLength={2000} bg="bg" />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={submitEnquiry.isPending}>
        Submit
      </Button>
      {player.enquiry && (
        <Box bg="bg.muted" rounded="md" p="3">
          <Text fontWeight="semibold" fontSize="sm">
            Your last enquiry
          </Text>
          <Text whiteSpace="pre-wrap">{player.enquiry}</Text>
        </Box>
      )}
    </Form>
  );
}
