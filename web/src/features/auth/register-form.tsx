/** Sign Up: name, username, mobile, password and its confirmation, date of birth (18+), with the spec's checks and alerts. */
import { Button, Input, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, serverText } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { MobileInput } from '../../components/mobile-input.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { mapServerProblems, useForm } from '../../lib/use-form.ts';
import { useRegister } from './queries.ts';
import { hasProblems, MESSAGES, PASSWORD_MIN_LENGTH, REGISTER_LABELS, registerProblems } from './validation.ts';

const EMPTY = { name: '', username: '', mobile: '', password: '', confirmPassword: '', dateOfBirth: '' };

/** The server's refusals that name one field of the form. */
const TAKEN_FIELD: Partial<Record<string, 'mobile' | 'username'>> = { MOBILE_TAKEN: 'mobile', USERNAME_TAKEN: 'username' };

export function RegisterForm() {
  const form = useForm(EMPTY);
  const register = useRegister();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { problems, alert } = registerProblems(form.values);
    form.setProblems(problems);
    if (alert) showAlert(alert);
    if (hasProblems(problems)) return;
    const { name, username, mobile, password, confirmPassword, dateOfBirth } = form.values;
    register.mutate(
      { name: name.trim(), email: username.trim(), mobile, password, confirm_password: confirmPassword, date_of_birth: dateOfBirth },
      {
        onSuccess: async (reply) => {
          if (reply.status !== 1) {
            // A mobile or username someone already has is a problem of that field.
            const field = TAKEN_FIELD[reply.code];
            if (field) form.setProblems({ [field]: serverText(reply) });
            else showAlert(serverText(reply));
            return;
          }
          toastSuccess(reply.msg || MESSAGES.registered);
          form.reset();
          // Registered and logged in: Home. (Without a session, e.g. cookies off, the player logs in as before.)
          await navigate({ to: reply.loggedIn ? '/' : '/login' });
        },
        onError: (error) => {
          form.setProblems(
            mapServerProblems(fieldErrorsOf(error), {
              name: 'name',
              email: 'username',
              mobile: 'mobile',
              password: 'password',
              confirm_password: 'confirmPassword',
              date_of_birth: 'dateOfBirth',
            }),
          );
          showAlert(messageOf(error));
        },
      },
    );
  };

  return (
    <Form label="Sign Up" onSubmit={submit}>
      <FormField label={REGISTER_LABELS.name} required helper="4 to 50 characters" error={form.problems.name}>
        <Input {...form.field('name')} autoComplete="name" maxLength={50} bg="bg" />
      </FormField>
      <FormField label={REGISTER_LABELS.username} required helper="4 to 25 characters, must be unique" error={form.problems.username}>
        <Input {...form.field('username')} autoComplete="username" maxLength={25} bg="bg" />
      </FormField>
      <FormField label={REGISTER_LABELS.mobile} required helper="Exactly 10 digits" error={form.problems.mobile}>
        <MobileInput {...form.field('mobile')} bg="bg" />
      </FormField>
      <FormField label={REGISTER_LABELS.password} required helper={`At least ${PASSWORD_MIN_LENGTH} characters`} error={form.problems.password}>
        <Input {...form.field('password')} type="password" autoComplete="new-password" maxLength={64} bg="bg" />
      </FormField>
      <FormField label={REGISTER_LABELS.confirmPassword} required error={form.problems.confirmPassword}>
        <Input {...form.field('confirmPassword')} type="password" autoComplete="new-password" maxLength={64} bg="bg" />
      </FormField>
      <FormField label={REGISTER_LABELS.dateOfBirth} required helper="You must be 18 or older" error={form.problems.dateOfBirth}>
        <Input {...form.field('dateOfBirth')} type="date" autoComplete="bday" bg="bg" />
      </FormField>
      <Text fontSize="sm">
        By signing up you accept the{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/terms">Terms and Conditions</RouterLink>
        </Link>{' '}
        and confirm you are 18 or older. Read about{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/responsible_gaming">Responsible Gaming</RouterLink>
        </Link>
        .
      </Text>
      <Button type="submit" colorPalette="brand" loading={register.isPending} loadingText="Signing up">
        Sign Up
      </Button>
      <Text textAlign="center">
        Already registered?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/login">Login</RouterLink>
        </Link>
      </Text>
    </Form>
  );
}
