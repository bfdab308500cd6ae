/** Adds an operator account: name, mobile and a password of 8+ characters, checked by the sign-up form's rules. */
import { Input, Stack } from '@chakra-ui/react';
import { Button } from '../../../components/busy-button.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { useMessages } from '../../../i18n/index.ts';
import { accountRuleMessages, loginProblems, nameProblem, PASSWORD_MIN_LENGTH } from '../../auth/validation.ts';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { plainName } from '../../../lib/plain-name.ts';
import { useAddOperator } from './queries.ts';

type Problems = Partial<Record<'name' | 'mobile' | 'password', string>>;

export function AddOperatorForm() {
  const t = useMessages(accountRuleMessages);
  const queryClient = useQueryClient();
  const add = useAddOperator();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      name: nameProblem(name, { required: t.required({ field: t.nameLabel }), length: t.name }),
      mobile: loginProblems({ mobile, password }, t).mobile,
      password: password.length < PASSWORD_MIN_LENGTH ? t.shortPassword({ min: String(PASSWORD_MIN_LENGTH) }) : undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    add.mutate(
      { name: plainName(name), mobile, password },
      {
        onSuccess: (reply) => {
          reportSuccess(reply.msg);
          setName('');
          setMobile('');
          setPassword('');
        },
        onError: (error) => reportFailure(error, queryClient),
      },
    );
  };
  return (
    <form aria-label="Add an operator" onSubmit={submit} noValidate>
      <Stack gap="4" maxW="md">
        <FormField label="Name" required error={problems.name}>
          <Input maxLength={50} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Mobile number" required error={problems.mobile}>
          <Input inputMode="numeric" maxLength={10} autoComplete="off" value={mobile} onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))} />
        </FormField>
        <FormField
          label="Password"
          required
          error={problems.password}
          helper="At least 8 characters. Give it to the new operator in person: they choose their own at their first login."
        >
          <Input type="password" maxLength={64} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={add.isPending}>
          Add operator
        </Button>
      </Stack>
    </form>
  );
}
