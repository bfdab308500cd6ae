/** Operators: every operator account with its state and live sessions, adding one, another's access, one's password. */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/client.ts';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Section } from '../../../components/page.tsx';
import { Empty, ErrorState, Loading } from '../../../components/query-states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { AddOperatorForm } from './add-operator-form.tsx';
import { ChangeOwnPassword } from './change-own-password.tsx';
import { OperatorActions } from './operator-actions.tsx';
import { type OperatorAccount, operatorsOptions } from './queries.ts';

const columns: Column<OperatorAccount>[] = [
  {
    header: 'Operator',
    cell: (row) => (
      <Stack gap="0">
        <HStack gap="2">
          <Text fontWeight="semibold">{row.name}</Text>
          {row.you && <Badge>You</Badge>}
        </HStack>
        <Text fontSize="xs">{row.username}</Text>
      </Stack>
    ),
  },
  { header: 'Mobile', cell: (row) => row.mobile },
  { header: 'State', cell: (row) => (row.suspended ? <Badge colorPalette="red">Suspended</Badge> : <Badge colorPalette="green">Active</Badge>) },
  { header: 'Live sessions', numeric: true, cell: (row) => row.live_sessions },
  { header: 'Added', cell: (row) => formatDateTime(row.created_at) },
  { header: 'Action', cell: (row) => <OperatorActions operator={row} /> },
];

export function OperatorsScreen() {
  const query = useQuery(operatorsOptions(useApi()));
  return (
    <ConsolePage title="Operators" subtitle="Who can use this console. A suspended operator cannot log in; every change is in the audit log.">
      <Section title="Operator accounts">
        {query.isPending ? (
          <Loading label="Loading operators" />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <Empty text="No operator accounts." />
        ) : (
          <DataTable caption="Operators" columns={columns} rows={query.data.items} rowKey={(row) => row.id} />
        )}
      </Section>
      <Section title="Add an operator">
        <AddOperatorForm />
      </Section>
      <Section title="Your password">
        <ChangeOwnPassword />
      </Section>
    </ConsolePage>
  );
}
