/** A request's status as a coloured badge with the operator's remark, if any (a withdrawal approved is one paid). */
import { Badge, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, titleCase } from '../../../lib/format.ts';

const PALETTE = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

/** What an approved request is called: a deposit is approved, a withdrawal paid. */
export type ApprovedWord = 'Approved' | 'Paid';

export function RequestStatus({
  status,
  remark,
  decidedAt,
  approved = 'Approved',
}: {
  status: keyof typeof PALETTE;
  remark: string;
  decidedAt: string | null;
  approved?: ApprovedWord;
}) {
  return (
    <Stack gap="0">
      <Badge colorPalette={PALETTE[status]} alignSelf="flex-start">
        {status === 'approved' ? approved : titleCase(status)}
      </Badge>
      {/* A long remark wraps in a column of its own width, not the whole table's. */}
      {remark && (
        <Text fontSize="xs" whiteSpace="normal" minW="32" maxW="48">
          {remark}
        </Text>
      )}
      {decidedAt && (
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(decidedAt)}
        </Text>
      )}
    </Stack>
  );
}
