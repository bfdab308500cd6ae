/** A request's status (pending, approved, rejected) as a coloured word. */
import { Badge } from '@chakra-ui/react';
import { titleCase } from '../lib/format.ts';
import { i18n, useMessages } from '../i18n/index.ts';

const PALETTE: Record<string, string> = { pending: 'orange', approved: 'green', rejected: 'red', won: 'green', lost: 'gray', refunded: 'blue' };

const messages = i18n('status', {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  won: 'Won',
  lost: 'Lost',
  refunded: 'Refunded',
});

/** A status word in the app's language (an unknown one capitalised as it came). */
export function useStatusWord(): (status: string) => string {
  const t = useMessages(messages);
  return (status) => (Object.hasOwn(t, status) ? t[status as keyof typeof t] : titleCase(status));
}

export function StatusBadge({ status }: { status: string }) {
  const word = useStatusWord();
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle">
      {word(status)}
    </Badge>
  );
}
