/** Today at a glance: what waits for a decision (deposits, withdrawals) and today's market days. */
import { Link, SimpleGrid, Stat } from '@chakra-ui/react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useApi } from '../../../api/client.ts';
import { ErrorState, Loading } from '../../../components/query-states.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { fundRequestsOptions, withdrawalsOptions } from '../funds/queries.ts';

type PendingQuery = UseQueryResult<{ items: { amount: number }[]; next_before: string | null }>;

function PendingStat({ label, to, query }: { label: string; to: '/admin/deposits' | '/admin/withdrawals'; query: PendingQuery }) {
  if (query.isPending) return <Loading label={`Loading ${label.toLowerCase()}`} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { items, next_before } = query.data;
  const count = `${items.length}${next_before ? '+' : ''}`;
  const sum = items.reduce((total, item) => total + item.amount, 0);
  return (
    <Stat.Root bg="bg" p="4" rounded="lg" borderWidth="1px">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{count}</Stat.ValueText>
      <Stat.HelpText>{formatPoints(sum)} points</Stat.HelpText>
      <Link asChild color="brand.fg">
        <RouterLink to={to} search={{ status: 'pending' }}>
          Review {label.toLowerCase()}
        </RouterLink>
      </Link>
    </Stat.Root>
  );
}

export function DashboardScreen() {
  const api = useApi();
  const deposits = useQuery(fundRequestsOptions(api, 'pending', undefined));
  const withdrawals = useQuery(withdrawalsOptions(api, 'pending', undefined));
  return (
    <ConsolePage title="Dashboard">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <PendingStat label="Pending deposits" to="/admin/deposits" query={deposits} />
        <PendingStat label="Pending withdrawals" to="/admin/withdrawals" query={withdrawals} />
      </SimpleGrid>
    </ConsolePage>
  );
}
