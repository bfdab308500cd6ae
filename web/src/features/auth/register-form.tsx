/** Sign Up: name, username, mobile, password and its confirmation, date of birth (18+), with the spec's checks and alerts. Plain elements (no Chakra UI). */
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, serverText, serverWords } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { MobileNumberInput, PlainButton, TextInput } from '../../components/plain-controls.tsx';
import { PlainField, PlainForm } from '../../components/plain-field.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { mapServerProblems, useForm } from '../../lib/use-form.ts';
import { useRegister } from './queries.ts';
import { accountRuleMessages, hasProblems, PASSWORD_MIN_LENGTH, REGISTER_LABELS, registerProblems } from './validation.ts';
import { plainName } from '../../lib/plain-name.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';

const messages = i18n('registerForm', {
  form: 'Sign Up',
  nameHint: '4 to 50 characters',
  usernameHint: '4 to 25 characters, must be unique',
  mobileHint: 'Exactly 10 digits',
  passwordHint: params<{ min: string }>('At least {min} characters'),
  ageHint: 'You must be 18 or older',
  acceptThe: 'By signing up you accept the',
  terms: 'Terms and Conditions',
  confirmAge: 'and confirm you are 18 or older. Read about',
  responsibleGaming: 'Responsible Gaming',
  signingUp: 'Signing up',
  signUp: 'Sign Up',
  already: 'Already registered?',
  login: 'Login',
});

const EMPTY = { name: '', username: '', mobile: '', password: '', confirmPassword: '', dateOfBirth: '' };

/** The server's refusals that name one field of the form. */
const TAKEN_FIELD: Partial<Record<string, 'mobile' | 'username'>> = { MOBILE_TAKEN: 'mobile', USERNAME_TAKEN: 'username' };

export function RegisterForm() {
  const t = useMessages(messages);
  const rules = useMessages(accountRuleMessages);
  const form = useForm(EMPTY);
  const register = useRegister();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { problems, alert } = registerProblems(form.values, rules);
    form.setProblems(problems);
    if (alert) showAlert(alert);
    if (hasProblems(problems)) return;
    const { name, username, mobile, password, confirmPassword, dateOfBirth } = form.values;
    register.mutate(
      { name: plainName(name), email: username.trim(), mobile, password, confirm_password: confirmPassword, date_of_birth: dateOfBirth },
      {
        onSuccess: async (reply) => {
          if (reply.status !== 1) {
            // A mobile or username someone already has is a problem of that field.
            const field = TAKEN_FIELD[reply.code];
            if (field) form.setProblems({ [field]: serverText(reply) });
            else showAlert(serverText(reply));
            return;
          }
          toastSuccess(serverWords(reply.msg, rules.registered));
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
    <PlainForm label={t.form} onSubmit={submit}>
      <PlainField label={rules[REGISTER_LABELS.name]} required helper={t.nameHint} error={form.problems.name}>
        <TextInput {...form.field('name')} autoComplete="name" maxLength={50} />
      </PlainField>
      <PlainField label={rules[REGISTER_LABELS.username]} required helper={t.usernameHint} error={form.problems.username}>
        <TextInput {...form.field('username')} autoComplete="username" maxLength={25} />
      </PlainField>
      <PlainField label={rules[REGISTER_LABELS.mobile]} required helper={t.mobileHint} error={form.problems.mobile}>
        <MobileNumberInput {...form.field('mobile')} />
      </PlainField>
      <PlainField label={rules[REGISTER_LABELS.password]} required helper={t.passwordHint({ min: String(PASSWORD_MIN_LENGTH) })} error={form.problems.password}>
        <TextInput {...form.field('password')} type="password" autoComplete="new-password" maxLength={64} />
      </PlainField>
      <PlainField label={rules[REGISTER_LABELS.confirmPassword]} required error={form.problems.confirmPassword}>
        <TextInput {...form.field('confirmPassword')} type="password" autoComplete="new-password" maxLength={64} />
      </PlainField>
      <PlainField label={rules[REGISTER_LABELS.dateOfBirth]} required helper={t.ageHint} error={form.problems.dateOfBirth}>
        <TextInput {...form.field('dateOfBirth')} type="date" autoComplete="bday" />
      </PlainField>
      <p className="f-text-sm">
        {t.acceptThe}{' '}
        <RouterLink to="/terms" className="f-link f-link-brand">
          {t.terms}
        </RouterLink>{' '}
        {t.confirmAge}{' '}
        <RouterLink to="/responsible_gaming" className="f-link f-link-brand">
          {t.responsibleGaming}
        </RouterLink>
        .
      </p>
      <PlainButton type="submit" loading={register.isPending} loadingText={t.signingUp}>
        {t.signUp}
      </PlainButton>
      <p className="f-text-center">
        {t.already}{' '}
        <RouterLink to="/login" className="f-link f-link-brand">
          {t.login}
        </RouterLink>
      </p>
    </PlainForm>
  );
}
