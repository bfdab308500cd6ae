/** Profile: the name is editable; mobile, username and wallet amount are read-only. */
import { Button, Input } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, serverText } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { formatPoints } from '../../lib/format.ts';
import { useForm } from '../../lib/use-form.ts';
import type { Player } from '../auth/session.ts';
import { nameProblem } from '../auth/validation.ts';
import { useUpdateProfile } from './queries.ts';

export function ProfileForm({ player }: { player: Player }) {
  const form = useForm({ name: player.user_name });
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(form.values.name);
    form.setProblems(problem ? { name: problem } : {});
    if (problem) return;
    update.mutate(
      { user_name: form.values.name.trim() },
      {
        onSuccess: (reply) => (reply.status ? toastSuccess(reply.msg) : showAlert(serverText(reply))),
        onError: (error) => {
          const server = fieldErrorsOf(error).user_name;
          if (server) form.setProblems({ name: server });
          showAlert(messageOf(error));
        },
      },
    );
  };

  return (
    <Form label="Profile" onSubmit={submit}>
      <FormField label="Name" required helper="4 to 50 characters" error={form.problems.name}>
        <Input {...form.field('name')} autoComplete="name" maxLength={50} bg="bg" />
      </FormField>
      <FormField label="Mobile Number" readOnly>
        <Input value={player.mobile} readOnly bg="bg.muted" />
      </FormField>
      <FormField label="Username" readOnly>
        <Input value={player.email} readOnly bg="bg.muted" />
      </FormField>
      <FormField label="Wallet Amount" readOnly>
        <Input value={formatPoints(player.wallet_balance)} readOnly bg="bg.muted" data-testid="wallet-amount" />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={update.isPending}>
        Submit
      </Button>
    </Form>
  );
}
