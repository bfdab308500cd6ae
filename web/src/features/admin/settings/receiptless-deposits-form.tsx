/** Whether a fund request may come as JSON with the transaction id (UTR) only, without a receipt image. */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../../components/busy-button.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { type Settings, useUpdateSettings } from './queries.ts';

export function ReceiptlessDepositsForm({ settings }: { settings: Settings }) {
  const save = useUpdateSettings();
  const on = settings.fund_request_without_receipt;
  const toggle = () =>
    save.mutate(
      { fund_request_without_receipt: !on },
      {
        onSuccess: (next) =>
          reportSuccess(next.fund_request_without_receipt ? 'Fund requests with a UTR only are accepted.' : 'Fund requests need a receipt image.'),
        onError: (error) => reportFailure(error),
      },
    );
  return (
    <Stack gap="3">
      <Text>
        Fund requests with a UTR and no receipt image are <Badge colorPalette={on ? 'orange' : 'green'}>{on ? 'Accepted' : 'Refused'}</Badge>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Some installed apps send only the transaction id (UTR). When accepted, check each such request against your bank statement before approving it.
      </Text>
      <Button alignSelf="flex-start" variant="outline" loading={save.isPending} onClick={toggle}>
        {on ? 'Require a receipt image' : 'Accept requests with a UTR only'}
      </Button>
    </Stack>
  );
}
