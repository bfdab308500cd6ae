/** A player's deposits and withdrawals on their page, newest first, paged on the server; decisions stay on their screens. */
import { Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '../../../api/client.ts';
import { countTransactions, depositColumns } from '../funds/deposits-screen.tsx';
import { fundRequestsOptions, withdrawalsOptions } from '../funds/queries.ts';
import { requestColumns } from '../funds/request-list.tsx';
import { withdrawalColumns } from '../funds/withdrawals-screen.tsx';
import { PagedTable, usePager } from '../paging.tsx';

function Decide({ pending, to }: { pending: boolean; to: '/admin/deposits' | '/admin/withdrawals' }) {
  if (!pending) return '—';
  return (
    <Link asChild color="brand.fg">
      <RouterLink to={to} search={{ status: 'pending' }}>
        Decide
      </RouterLink>
    </Link>
  );
}

export function PlayerDeposits({ userId }: { userId: string }) {
  const pager = usePager(userId);
  const query = useQuery(fundRequestsOptions(useApi(), { userId }, pager.offset));
  const columns = requestColumns(
    depositColumns(countTransactions(query.data?.items)),
    { header: 'Action', cell: (row) => <Decide pending={row.status === 'pending'} to="/admin/deposits" /> },
    false,
  );
  return <PagedTable caption="Deposits" query={query} pager={pager} columns={columns} rowKey={(row) => row.id} empty="No deposits yet." />;
}

export function PlayerWithdrawals({ userId }: { userId: string }) {
  const pager = usePager(userId);
  const query = useQuery(withdrawalsOptions(useApi(), { userId }, pager.offset));
  const columns = requestColumns(
    withdrawalColumns,
    { header: 'Action', cell: (row) => <Decide pending={row.status === 'pending'} to="/admin/withdrawals" /> },
    false,
    'Paid',
  );
  return <PagedTable caption="Withdrawals" query={query} pager={pager} columns={columns} rowKey={(row) => row.id} empty="No withdrawals yet." />;
}
