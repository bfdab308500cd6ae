/** Change Password: old, new and confirm, sent to the server (which ends the player's other sessions). */
import { Alert, Input } from '@chakra-ui/react';
import { Button } from '../../components/busy-button.tsx';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf, messageOf, serverText, serverWords } from '../../api/client.ts';
import { mayHaveArrived } from '../../api/intent-key.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { mapServerProblems, useForm } from '../../lib/use-form.ts';
import { forgetPasswordChange, mustChangePassword } from './password-change.ts';
import { useChangePassword } from './queries.ts';
import { useSession } from './session.ts';
import { accountRuleMessages, hasProblems, PASSWORD_MIN_LENGTH, passwordProblems } from './validation.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';

const messages = i18n('changePasswordForm', {
  form: 'Change Password',
  changeFirst: params<{ min: string }>(
    'Choose a new password of at least {min} characters before you continue: the one you logged in with is too short, or support gave it to you.',
  ),
  oldPassword: 'Old Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  atLeast: params<{ min: string }>('At least {min} characters'),
  submit: 'Submit',
  changed: 'Your password has been changed.',
  unconfirmed:
    'We could not confirm the change: your password may have been changed. If "Old password is incorrect" comes next, your new password is the one in force.',
});

export function ChangePasswordForm() {
  const t = useMessages(messages);
  const rules = useMessages(accountRuleMessages);
  const form = useForm({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const change = useChangePassword();
  const navigate = useNavigate();
  const { player } = useSession();
  const [changed, setChanged] = useState(false);
  const required = !changed && mustChangePassword(player?.user_id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordProblems(form.values, rules);
    form.setProblems(problems);
    if (hasProblems(problems)) return;
    const { oldPassword, newPassword, confirmPassword } = form.values;
    change.mutate(
      { old_password: oldPassword, new_password: newPassword, confirm_password: confirmPassword },
      {
        onSuccess: (reply) => {
          if (!reply.status) {
            form.setProblems({ oldPassword: serverText(reply) });
            showAlert(serverText(reply));
            return;
          }
          toastSuccess(serverWords(reply.msg, t.changed));
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
          showAlert(mayHaveArrived(error) ? t.unconfirmed : messageOf(error));
        },
      },
    );
  };

  return (
    <Form label={t.form} onSubmit={submit}>
      {required && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t.changeFirst({ min: String(PASSWORD_MIN_LENGTH) })}</Alert.Title>
        </Alert.Root>
      )}
      <FormField label={t.oldPassword} required error={form.problems.oldPassword}>
        <Input {...form.field('oldPassword')} type="password" autoComplete="current-password" maxLength={50} bg="bg" />
      </FormField>
      <FormField label={t.newPassword} required helper={t.atLeast({ min: String(PASSWORD_MIN_LENGTH) })} error={form.problems.newPassword}>
        <Input {...form.field('newPassword')} type="password" autoComplete="new-password" maxLength={50} bg="bg" />
      </FormField>
      <FormField label={t.confirmPassword} required error={form.problems.confirmPassword}>
        <Input {...form.field('confirmPassword')} type="password" autoComplete="new-password" maxLength={50} bg="bg" />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={change.isPending}>
        {t.submit}
      </Button>
    </Form>
  );
}
