/** The audit log: every operator action, who did it, on what, with its details. */
import { Code, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { PagedTable } from '../paged-table.tsx';
import { useCursorPager } from '../paging.tsx';
import { type AuditEntry, auditOptions } from './queries.ts';

const columns: Column<AuditEntry>[] = [
  { header: 'When', cell: (row) => formatDateTime(row.created_at) },
  { header: 'Operator', cell: (row) => row.actor_name },
  { header: 'Action', cell: (row) => <Text fontFamily="mono">{row.action}</Text> },
  { header: 'On', cell: (row) => `${row.target_type} ${row.target_id}` },
  {
    header: 'Details',
    cell: (row) => (
      <Code whiteSpace="pre-wrap" maxW="md" display="block" fontSize="xs">
        {Object.entries(row.details)
          .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
          .join('\n')}
      </Code>
    ),
  },
];

export function AuditScreen() {
  const pager = useCursorPager('audit');
  const query = useQuery(auditOptions(useApi(), pager.before));
  return (
    <ConsolePage title="Audit log" subtitle="Every operator action, newest first.">
      <PagedTable caption="Audit log" query={query} pager={pager} columns={columns} rowKey={(row) => row.id} empty="No operator actions yet." />
    </ConsolePage>
  );
}
