/** A request's status (pending, approved, rejected) as a coloured word. */
import { Badge } from '@chakra-ui/react';
import { titleCase } from '../lib/format.ts';

const PALETTE: Record<string, string> = { pending: 'orange', approved: 'green', rejected: 'red', won: 'green', lost: 'gray', refunded: 'blue' };

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle">
      {titleCase(status)}
    </Badge>
  );
}
