/** Change Password: old, new and confirm, sent to the server (which ends the player's other sessions). */
import { Alert, Button, Input } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, messageOf, serverText } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { mapServerProblems, useForm } from '../../lib/use-form.ts';
import { forgetPasswordChange, mustChangePassword, PASSWORD_TOO_SHORT_MESSAGE } from './password-change.ts';
import { useChangePassword } from './queries.ts';
import { useSession } from './session.ts';
import { hasProblems, PASSWORD_MIN_LENGTH, passwordProblems } from './validation.ts';

export function ChangePasswordForm() {
  const form = useForm({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const change = useChangePassword();
  const navigate = useNavigate();
  const { player } = useSession();
  const [changed, setChanged] = useState(false);
  const required = !changed && mustChangePassword(player?.user_id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordProblems(form.values);
    form.setProblems(problems);
    if (hasProblems(problems)) return;
    const { oldPassword, newPassword, confirmPassword } = form.values;
    change.mutate(
      { old_password: oldPassword, new_password: newPassword, confirm_password: confirmPassword },
      {
        onSuccess: (reply) => {
          if (!reply.status) {
            form.setProblems({ oldPassword: reply.msg });
            showAlert(serverText(reply));
            return;
          }
          toastSuccess(reply.msg);
          form.reset();
          if (required) {
            forgetPasswordChange();
            setChanged(true);
            void navigate({ to: '/' });
          }
        },
        onError: (error) => {
          form.setProblems(
            mapServerProblems(fieldErrorsOf(error), { old_password: 'oldPassword', new_password: 'newPassword', confirm_password: 'confirmPassword' }),
          );
          showAlert(messageOf(error));
        },
      },
    );
  };

  return (
    <Form label="Change Password" onSubmit={submit}>
      {required && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{PASSWORD_TOO_SHORT_MESSAGE}</Alert.Title>
        </Alert.Root>
      )}
      <FormField label="Old Password" required error={form.problems.oldPassword}>
        <Input {...form.field('oldPassword')} type="password" autoComplete="current-password" maxLength={50} bg="bg" />
      </FormField>
      <FormField label="New Password" required helper={`At least ${PASSWORD_MIN_LENGTH} characters`} error={form.problems.newPassword}>
        <Input {...form.field('newPassword')} type="password" autoComplete="new-password" maxLength={50} bg="bg" />
      </FormField>
      <FormField label="Confirm Password" required error={form.problems.confirmPassword}>
        <Input {...form.field('confirmPassword')} type="password" autoComplete="new-password" maxLength={50} bg="bg" />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={change.isPending}>
        Submit
      </Button>
    </Form>
  );
}
