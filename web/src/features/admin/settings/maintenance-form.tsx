/** Maintenance mode: while on, players see the message and cannot bet or move money; operators work as usual. */
import { Badge, Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { type Settings, useUpdateSettings } from './queries.ts';

export function MaintenanceForm({ settings }: { settings: Settings }) {
  const save = useUpdateSettings();
  const on = settings.maintenance_mode;
  const [message, setMessage] = useState(settings.maintenance_message);
  const [confirming, setConfirming] = useState(false);
  const toggle = () =>
    save.mutate(
      { maintenance_mode: !on, maintenance_message: message.trim() },
      {
        onSuccess: (next) => reportSuccess(next.maintenance_mode ? 'Maintenance mode is on.' : 'Maintenance mode is off.'),
        onError: (error) => reportFailure(error),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <Stack gap="3">
      <Text>
        Maintenance mode is <Badge colorPalette={on ? 'red' : 'green'}>{on ? 'On' : 'Off'}</Badge>
      </Text>
      <FormField label="Message players see" helper="At most 300 characters">
        <Textarea maxLength={300} rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
      </FormField>
      <Button alignSelf="flex-start" colorPalette={on ? 'green' : 'red'} onClick={() => setConfirming(true)}>
        {on ? 'Turn maintenance off' : 'Turn maintenance on'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={on ? 'Turn maintenance mode off?' : 'Turn maintenance mode on?'}
        confirmLabel={on ? 'Turn off' : 'Turn on'}
        destructive={!on}
        busy={save.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={toggle}
      >
        {on ? 'Players can bet and move money again.' : 'Players cannot bet, deposit or withdraw until you turn it off.'}
      </ConfirmDialog>
    </Stack>
  );
}
