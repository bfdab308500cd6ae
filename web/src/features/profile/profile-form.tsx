/** Profile: the name is editable; mobile, username and wallet amount are read-only. */
import { Input } from '@chakra-ui/react';
import { Button } from '../../components/busy-button.tsx';
import type { FormEvent } from 'react';
import { fieldErrorsOf, messageOf, serverText, serverWords } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { Form } from '../../components/form.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { formatPoints } from '../../lib/format.ts';
import { useForm } from '../../lib/use-form.ts';
import type { Player } from '../auth/session.ts';
import { nameProblem } from '../auth/validation.ts';
import { useUpdateProfile } from './queries.ts';
import { plainName } from '../../lib/plain-name.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('profileForm', {
  form: 'Profile',
  name: 'Name',
  nameHint: '4 to 50 characters',
  nameRequired: 'Name is required',
  nameLength: 'Name must be 4 to 50 characters',
  mobile: 'Mobile Number',
  username: 'Username',
  wallet: 'Wallet Amount',
  submit: 'Submit',
  updated: 'Your Profile Successfully Updated.',
});

export function ProfileForm({ player }: { player: Player }) {
  const t = useMessages(messages);
  const form = useForm({ name: player.user_name });
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(form.values.name, { required: t.nameRequired, length: t.nameLength });
    form.setProblems(problem ? { name: problem } : {});
    if (problem) return;
    update.mutate(
      { user_name: plainName(form.values.name) },
      {
        onSuccess: (reply) => (reply.status ? toastSuccess(serverWords(reply.msg, t.updated)) : showAlert(serverText(reply))),
        onError: (error) => {
          const server = fieldErrorsOf(error).user_name;
          if (server) form.setProblems({ name: server });
          showAlert(messageOf(error));
        },
      },
    );
  };

  return (
    <Form label={t.form} onSubmit={submit}>
      <FormField label={t.name} required helper={t.nameHint} error={form.problems.name}>
        <Input {...form.field('name')} autoComplete="name" maxLength={50} bg="bg" />
      </FormField>
      <FormField label={t.mobile} readOnly>
        <Input value={player.mobile} readOnly bg="bg.muted" />
      </FormField>
      <FormField label={t.username} readOnly>
        <Input value={player.email} readOnly bg="bg.muted" />
      </FormField>
      <FormField label={t.wallet} readOnly>
        <Input value={formatPoints(player.wallet_balance)} readOnly bg="bg.muted" data-testid="wallet-amount" />
      </FormField>
      <Button type="submit" colorPalette="brand" loading={update.isPending}>
        {t.submit}
      </Button>
    </Form>
  );
}
