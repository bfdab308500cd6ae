/** Where a market day stands: cancelled (with the reason, wrapping on a phone), a holiday, settled, half declared, or waiting. */
import { Badge, Stack, Text } from '@chakra-ui/react';
import type { Schemas } from '../../../api/client.ts';

type DayState = Pick<Schemas['MarketDay'], 'status' | 'cancel_reason' | 'holiday' | 'open_panna' | 'close_panna'>;

export function DayStatus({ day, starline }: { day: DayState; starline: boolean }) {
  if (day.status === 'cancelled') {
    return (
      <Stack gap="1" align="flex-start">
        <Badge colorPalette="red">Cancelled</Badge>
        <Text overflowWrap="anywhere">{day.cancel_reason}</Text>
      </Stack>
    );
  }
  if (day.close_panna || (starline && day.open_panna)) return <Badge colorPalette="green">Settled</Badge>;
  if (day.open_panna) return <Badge colorPalette="blue">Open result declared</Badge>;
  if (day.holiday) return <Badge colorPalette="orange">Holiday</Badge>;
  return <Badge>No result yet</Badge>;
}
