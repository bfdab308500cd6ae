/** The operator's login: the same accounts as the app; only an operator account opens the console. */
import { Alert, Box, Heading, Input, Stack } from '@chakra-ui/react';
import { Button } from '../../components/busy-button.tsx';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../api/client.ts';
import { FormField } from '../../components/form-field.tsx';
import { useOperatorLogin } from './operator-session.ts';

export function OperatorLogin({ refused = false }: { refused?: boolean }) {
  const login = useOperatorLogin();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[0-9]{10}$/.test(mobile)) return setProblem('Please enter the 10-digit mobile number.');
    if (!password) return setProblem('Please enter the password.');
    setProblem('');
    login.mutate(
      { mobile, password },
      {
        onSuccess: (reply) => {
          if (reply.status !== 1) setProblem(reply.msg);
        },
        onError: (error) => setProblem(messageOf(error)),
      },
    );
  };
  return (
    <Box maxW="sm" mx="auto" mt="8" bg="bg" p="6" rounded="lg" borderWidth="1px">
      <title>Operator login · Matka</title>
      <Heading as="h1" size="lg" mb="4">
        Operator login
      </Heading>
      <form aria-label="Operator login" onSubmit={submit} noValidate>
        <Stack gap="4">
          {refused && (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator />
              <Alert.Title>This account is not an operator account. Log in with an operator account.</Alert.Title>
            </Alert.Root>
          )}
          <FormField label="Mobile number" required>
            <Input type="tel" inputMode="numeric" autoComplete="username" maxLength={10} value={mobile} onChange={(e) => setMobile(e.target.value)} />
          </FormField>
          <FormField label="Password" required>
            <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" colorPalette="brand" loading={login.isPending}>
            Log in
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
