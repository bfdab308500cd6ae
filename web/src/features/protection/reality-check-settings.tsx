/** The reality-check interval: off, 30 or 60 minutes. */
import { NativeSelect, Stack, Text } from '@chakra-ui/react';
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
      <NativeSelect.Root maxW="60" disabled={save.isPending}>
        <NativeSelect.Field
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
        >
          <option value="0">{t.realityOff}</option>
          <option value="30">{t.every30}</option>
          <option value="60">{t.every60}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
