/** Sign in with mobile and password; the server sets the session cookie. */
import { Alert, Button, Input, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { MobileInput } from '../../components/mobile-input.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { mapServerProblems, useForm } from '../../lib/use-form.ts';
import { CHANGE_PASSWORD_PATH } from './password-change.ts';
import { useLogin } from './queries.ts';
import { hasProblems, loginProblems, MESSAGES } from './validation.ts';

/** Only same-app paths are followed after login. */
function safeRedirect(redirect: string | undefined): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}

export function LoginForm({ redirect }: { redirect?: string }) {
  const form = useForm({ mobile: '', password: '' });
  const login = useLogin();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = loginProblems(form.values);
    form.setProblems(problems);
    if (hasProblems(problems)) return;
    login.mutate(
      { mobile: form.values.mobile, password: form.values.password },
      {
        onSuccess: async (reply) => {
          if (reply.status !== 1) {
            showAlert(reply.msg || MESSAGES.invalidLogin);
            return;
          }
          toastSuccess(MESSAGES.loginOk);
          form.reset();
          if (reply.password_change_required) await navigate({ to: CHANGE_PASSWORD_PATH });
          else await navigate({ href: safeRedirect(redirect) });
        },
        onError: (error) => {
          form.setProblems(mapServerProblems(fieldErrorsOf(error), { mobile: 'mobile', password: 'password' }));
          showAlert(messageOf(error));
        },
      },
    );
  };

  return (
    <Form label="Sign in" onSubmit={submit}>
      {redirect && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>{MESSAGES.notLoggedIn}</Alert.Title>
        </Alert.Root>
      )}
      <FormField label="Mobile Number" required error={form.problems.mobile}>
        <MobileInput {...form.field('mobile')} bg="bg" />
      </FormField>
      <FormField label="Password" required error={form.problems.password}>
        <Input {...form.field('password')} type="password" autoComplete="current-password" maxLength={64} bg="bg" />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={login.isPending} loadingText="Logging in">
        Login
      </Button>
      <Text textAlign="center">
        New here?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/register">Create an account</RouterLink>
        </Link>
      </Text>
    </Form>
  );
}
