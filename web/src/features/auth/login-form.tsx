/** Sign in with mobile and password; the server sets the session cookie. Plain elements (no Chakra UI). */
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, serverText } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { PlainAlert } from '../../components/plain-alert.tsx';
import { MobileNumberInput, PlainButton, TextInput } from '../../components/plain-controls.tsx';
import { PlainField, PlainForm } from '../../components/plain-field.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { mapServerProblems, useForm } from '../../lib/use-form.ts';
import { ForgotPassword } from './forgot-password.tsx';
import { CHANGE_PASSWORD_PATH } from './password-change.ts';
import { useLogin } from './queries.ts';
import { accountRuleMessages, hasProblems, loginProblems } from './validation.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('loginForm', {
  form: 'Sign in',
  mobile: 'Mobile Number',
  password: 'Password',
  loggingIn: 'Logging in',
  login: 'Login',
  newHere: 'New here?',
  createAccount: 'Create an account',
});

/** Only same-app paths are followed after login. */
function safeRedirect(redirect: string | undefined): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}

export function LoginForm({ redirect }: { redirect?: string }) {
  const t = useMessages(messages);
  const rules = useMessages(accountRuleMessages);
  const form = useForm({ mobile: '', password: '' });
  const login = useLogin();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = loginProblems(form.values, rules);
    form.setProblems(problems);
    if (hasProblems(problems)) return;
    login.mutate(
      { mobile: form.values.mobile, password: form.values.password },
      {
        onSuccess: async (reply) => {
          if (reply.status !== 1) {
            showAlert(reply.msg ? serverText(reply) : rules.invalidLogin);
            return;
          }
          toastSuccess(rules.loginOk);
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
    <PlainForm label={t.form} onSubmit={submit}>
      {redirect && <PlainAlert status="warning" role="status" title={rules.notLoggedIn} />}
      <PlainField label={t.mobile} required error={form.problems.mobile}>
        <MobileNumberInput {...form.field('mobile')} />
      </PlainField>
      <PlainField label={t.password} required error={form.problems.password}>
        <TextInput {...form.field('password')} type="password" autoComplete="current-password" maxLength={64} />
      </PlainField>
      <PlainButton type="submit" loading={login.isPending} loadingText={t.loggingIn}>
        {t.login}
      </PlainButton>
      <ForgotPassword />
      <p className="f-text-center">
        {t.newHere}{' '}
        <RouterLink to="/register" className="f-link f-link-brand">
          {t.createAccount}
        </RouterLink>
      </p>
    </PlainForm>
  );
}
