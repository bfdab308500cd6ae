/** The reality-check interval: off, 30 or 60 minutes. */
import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { messageOf } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { useSetRealityCheck } from './queries.ts';

export function RealityCheckSettings({ minutes }: { minutes: 0 | 30 | 60 }) {
  const save = useSetRealityCheck();
  return (
    <Stack gap="2">
      <Text>A reminder of how long you have played and your net result.</Text>
      <NativeSelect.Root maxW="60" disabled={save.isPending}>
        <NativeSelect.Field
          aria-label="Reality check"
          value={String(minutes)}
          bg="bg"
          onChange={(e) =>
            save.mutate(Number(e.target.value) as 0 | 30 | 60, {
              onSuccess: (reply) => toastSuccess(reply.msg),
              onError: (error) => showAlert(messageOf(error)),
            })
          }
        >
          <option value="0">Off</option>
          <option value="30">Every 30 minutes</option>
          <option value="60">Every 60 minutes</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
