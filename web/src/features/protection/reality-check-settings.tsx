/** The reality-check interval: off, 30 or 60 minutes. */
import { Stack, Text } from '@chakra-ui/react';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { messageOf } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { useSetRealityCheck } from './queries.ts';
import { language, useMessages } from '../../i18n/index.ts';
import { protectionMessages } from './messages.ts';

export function RealityCheckSettings({ minutes }: { minutes: 0 | 30 | 60 }) {
  const t = useMessages(protectionMessages);
  const save = useSetRealityCheck();
  return (
    <Stack gap="2">
      <Text>{t.realityIntro}</Text>
      <ChoiceSelect
        maxW="60"
        disabled={save.isPending}
        choices={[
          ['0', t.realityOff],
          ['30', t.every30],
          ['60', t.every60],
        ]}
        aria-label={t.realityTitle}
        value={String(minutes)}
        bg="bg"
        onChange={(e) =>
          save.mutate(Number(e.target.value) as 0 | 30 | 60, {
            onSuccess: (reply, chosen) =>
              toastSuccess(language.get() === 'en' ? reply.msg : chosen === 0 ? t.realityTurnedOff : t.realityEvery({ minutes: String(chosen) })),
            onError: (error) => showAlert(messageOf(error)),
          })
        }
      />
    </Stack>
  );
}
