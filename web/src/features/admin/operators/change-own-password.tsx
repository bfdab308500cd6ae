/**
 * An operator changes their own password (old, new, confirm), checked by the sign-up form's rules; every other session
 * of theirs ends with it. An operator added by another operator does this first, before the console opens.
 */
import { Alert, Box, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../../components/busy-button.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call, messageOf, useApi } from '../../../api/client.ts';
import { FormField } from '../../../components/form-field.tsx';
import { useMessages } from '../../../i18n/index.ts';
import { accountRuleMessages, PASSWORD_MIN_LENGTH } from '../../auth/validation.ts';
import { OPERATOR_KEY } from '../operator-session.ts';
import { reportSuccess } from '../outcome.ts';

type Field = 'old' | 'next' | 'confirm';

export function ChangeOwnPassword({ onChanged }: { onChanged?: () => void }) {
  const t = useMessages(accountRuleMessages);
  const api = useApi();
  const change = useMutation({
    mutationFn: (body: { old_password: string; new_password: string; confirm_password: string }) => call(api.POST('/api-change-password', { body })),
  });
  const [values, setValues] = useState<Record<Field, string>>({ old: '', next: '', confirm: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const set = (field: Field) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.old) found.old = t.required({ field: t.oldPasswordLabel });
    if (values.next.length < PASSWORD_MIN_LENGTH) found.next = t.shortPassword({ min: String(PASSWORD_MIN_LENGTH) });
    if (values.confirm !== values.next) found.confirm = t.passwordMismatch;
    setProblems(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { old_password: values.old, new_password: values.next, confirm_password: values.confirm },
      {
        onSuccess: (reply) => {
          if (reply.status !== true) return setFailure(reply.msg);
          reportSuccess(reply.msg);
          setValues({ old: '', next: '', confirm: '' });
          onChanged?.();
        },
        onError: (error) => setFailure(messageOf(error)),
      },
    );
  };
  return (
    <form aria-label="Change your password" onSubmit={submit} noValidate>
      <Stack gap="4" maxW="md">
        <FormField label={t.oldPasswordLabel} required error={problems.old}>
          <Input type="password" autoComplete="current-password" maxLength={64} value={values.old} onChange={set('old')} />
        </FormField>
        <FormField label={t.newPasswordLabel} required error={problems.next}>
          <Input type="password" autoComplete="new-password" maxLength={64} value={values.next} onChange={set('next')} />
        </FormField>
        <FormField label={t.confirmPasswordLabel} required error={problems.confirm}>
          <Input type="password" autoComplete="new-password" maxLength={64} value={values.confirm} onChange={set('confirm')} />
        </FormField>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={change.isPending}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}

/** The console's gate for an operator added by another: the password they were given is changed first. */
export function FirstPasswordChange() {
  const queryClient = useQueryClient();
  return (
    <Box maxW="md" mx="auto" mt="8" bg="bg" p="6" rounded="lg" borderWidth="1px">
      <title>Change your password · Matka</title>
      <Heading as="h1" size="lg" mb="2">
        Change your password
      </Heading>
      <Text mb="4" color="fg.muted">
        Another operator chose the password you logged in with. Choose your own before using the console.
      </Text>
      <ChangeOwnPassword onChanged={() => void queryClient.invalidateQueries({ queryKey: OPERATOR_KEY })} />
    </Box>
  );
}
