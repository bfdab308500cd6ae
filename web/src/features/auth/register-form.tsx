/** Sign Up: name, username, mobile, password and its confirmation, date of birth (18+), with the spec's checks and alerts. */
import { Button, Input, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, serverText, serverWords } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { mapServerProblems, useForm } from '../../lib/use-form.ts';
import { useRegister } from './queries.ts';
import { accountRuleMessages, hasProblems, PASSWORD_MIN_LENGTH, REGISTER_LABELS, registerProblems } from './validation.ts';
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
      { name: name.trim(), email: username.trim(), mobile, password, confirm_password: confirmPassword, date_of_birth: dateOfBirth },
      {
        onSuccess: async (reply) => {
          if (reply.status !== 1) {
            showAlert(serverText(reply));
            return;
          }
          toastSuccess(serverWords(reply.msg, rules.registered));
          form.reset();
          await navigate({ to: '/login' });
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
    <Form label={t.form} onSubmit={submit}>
      <FormField label={rules[REGISTER_LABELS.name]} required helper={t.nameHint} error={form.problems.name}>
        <Input {...form.field('name')} autoComplete="name" maxLength={50} bg="bg" />
      </FormField>
      <FormField label={rules[REGISTER_LABELS.username]} required helper={t.usernameHint} error={form.problems.username}>
        <Input {...form.field('username')} autoComplete="username" maxLength={25} bg="bg" />
      </FormField>
      <FormField label={rules[REGISTER_LABELS.mobile]} required helper={t.mobileHint} error={form.problems.mobile}>
        <Input {...form.field('mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} bg="bg" />
      </FormField>
      <FormField label={rules[REGISTER_LABELS.password]} required helper={t.passwordHint({ min: String(PASSWORD_MIN_LENGTH) })} error={form.problems.password}>
        <Input {...form.field('password')} type="password" autoComplete="new-password" maxLength={64} bg="bg" />
      </FormField>
      <FormField label={rules[REGISTER_LABELS.confirmPassword]} required error={form.problems.confirmPassword}>
        <Input {...form.field('confirmPassword')} type="password" autoComplete="new-password" maxLength={64} bg="bg" />
      </FormField>
      <FormField label={rules[REGISTER_LABELS.dateOfBirth]} required helper={t.ageHint} error={form.problems.dateOfBirth}>
        <Input {...form.field('dateOfBirth')} type="date" autoComplete="bday" bg="bg" />
      </FormField>
      <Text fontSize="sm">
        {t.acceptThe}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/terms">{t.terms}</RouterLink>
        </Link>{' '}
        {t.confirmAge}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/responsible_gaming">{t.responsibleGaming}</RouterLink>
        </Link>
        .
      </Text>
      <Button type="submit" colorPalette="brand" loading={register.isPending} loadingText={t.signingUp}>
        {t.signUp}
      </Button>
      <Text textAlign="center">
        {t.already}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/login">{t.login}</RouterLink>
        </Link>
      </Text>
    </Form>
  );
}
