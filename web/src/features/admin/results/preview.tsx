/**
 * What a declaration or correction would do, asked of the server before anything is settled: winners and total
 * payout per bid type, and for a correction the wins it reverses and the net change. The preview carries the day's
 * settlement version, sent with the action: if another operator settled the day again meanwhile, the server refuses.
 */
import { Stack, Text } from '@chakra-ui/react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { call, type Schemas, useApi } from '../../../api/client.ts';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { ErrorState, Loading } from '../../../components/query-states.tsx';
import { formatPoints } from '../../../lib/format.ts';
import { bidTypeName } from '../exposure/queries.ts';
import type { Session } from './queries.ts';

type ByType = Schemas['PayoutByType'];

const columns: Column<ByType>[] = [
  { header: 'Bid type', cell: (row) => bidTypeName(row.bid_type) },
  { header: 'Bids', numeric: true, cell: (row) => row.bids },
  { header: 'Winners', numeric: true, cell: (row) => row.winners },
  { header: 'Stakes', numeric: true, cell: (row) => formatPoints(row.stakes) },
  { header: 'Payout', numeric: true, cell: (row) => formatPoints(row.payout) },
];

interface PreviewAsk {
  marketId: string;
  date: string;
  session: Session;
  panna: string;
}

export type DeclarePreviewQuery = UseQueryResult<Schemas['ResultPreview']>;
export type CorrectionPreviewQuery = UseQueryResult<Schemas['CorrectionPreview']>;

/** The preview of a declaration, asked while `enabled` (the confirmation is open); never taken from a cache. */
export function useDeclarePreview({ marketId, date, session, panna }: PreviewAsk, enabled: boolean): DeclarePreviewQuery {
  const api = useApi();
  return useQuery({
    queryKey: ['/admin', 'result-preview', marketId, date, session, panna],
    staleTime: 0,
    gcTime: 0,
    enabled,
    queryFn: () =>
      call(
        api.GET('/admin/markets/{market_id}/days/{date}/result-preview', {
          params: { path: { market_id: marketId, date }, query: { session, panna } },
        }),
      ),
  });
}

/** The preview of a correction, asked while `enabled` (the confirmation is open); never taken from a cache. */
export function useCorrectionPreview({ marketId, date, session, panna }: PreviewAsk, enabled: boolean): CorrectionPreviewQuery {
  const api = useApi();
  return useQuery({
    queryKey: ['/admin', 'correction-preview', marketId, date, session, panna],
    staleTime: 0,
    gcTime: 0,
    enabled,
    queryFn: () =>
      call(
        api.GET('/admin/markets/{market_id}/days/{date}/correction-preview', {
          params: { path: { market_id: marketId, date }, query: { session, panna } },
        }),
      ),
  });
}

export function DeclarePreview({ query }: { query: DeclarePreviewQuery }) {
  if (query.isPending) return <Loading label="Loading the preview" />;
  if (query.isError) return <ErrorState error={query.error} title="Could not load the preview." onRetry={() => void query.refetch()} />;
  const p = query.data;
  return (
    <Stack gap="2" data-testid="result-preview">
      <Text>
        Result <strong>{p.result}</strong>: {p.bids_settled} bids ({formatPoints(p.total_stakes)} points) are settled; <strong>{p.winners}</strong> win, total
        payout <strong>{formatPoints(p.total_payout)}</strong> points.
      </Text>
      {p.by_bid_type.length > 0 && <DataTable caption="Payout by bid type" columns={columns} rows={p.by_bid_type} rowKey={(row) => row.bid_type} />}
    </Stack>
  );
}

export function CorrectionPreview({ query }: { query: CorrectionPreviewQuery }) {
  if (query.isPending) return <Loading label="Loading the preview" />;
  if (query.isError) return <ErrorState error={query.error} title="Could not load the preview." onRetry={() => void query.refetch()} />;
  const p = query.data;
  return (
    <Stack gap="2" data-testid="correction-preview">
      <Text>
        {p.current_panna} becomes <strong>{p.result}</strong>.
      </Text>
      <Text>
        Reversal: <strong>{formatPoints(p.reversal.amount)}</strong> points taken back from {p.reversal.winners} winners.
      </Text>
      <Text>
        New payout: <strong>{formatPoints(p.new_payout.total_payout)}</strong> points to {p.new_payout.winners} winners. Net change for players:{' '}
        <strong>{formatPoints(p.net_change)}</strong>.
      </Text>
      {p.new_payout.by_bid_type.length > 0 && (
        <DataTable caption="New payout by bid type" columns={columns} rows={p.new_payout.by_bid_type} rowKey={(row) => row.bid_type} />
      )}
    </Stack>
  );
}
