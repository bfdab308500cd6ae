/** Player enquiries, newest first, with who sent them. */
import { Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '../../../api/client.ts';
import type { Column } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { ExportButton } from '../reports/export-button.tsx';

import { PagedTable, usePager } from '../paging.tsx';
import { type Enquiry, enquiriesOptions } from './queries.ts';

const columns: Column<Enquiry>[] = [
  { header: 'When', cell: (row) => formatDateTime(row.created_at) },
  {
    header: 'Player',
    cell: (row) => (
      <Stack gap="0">
        <Link asChild color="brand.fg">
          <RouterLink to="/admin/players/$userId" params={{ userId: row.user_id }}>
            {row.name}
          </RouterLink>
        </Link>
        <Text fontSize="xs">{row.mobile}</Text>
      </Stack>
    ),
  },
  {
    header: 'Enquiry',
    cell: (row) => (
      <Text whiteSpace="normal" minW="60">
        {row.enquiry}
      </Text>
    ),
  },
];

export function EnquiriesScreen() {
  const pager = usePager('enquiries');
  const query = useQuery(enquiriesOptions(useApi(), pager.offset));
  return (
    <ConsolePage title="Enquiries" actions={<ExportButton table="enquiries" />} subtitle="What players asked through the Enquiry screen.">
      <PagedTable caption="Enquiries" query={query} pager={pager} columns={columns} rowKey={(row) => row.id} empty="No enquiries yet." />
    </ConsolePage>
  );
}
