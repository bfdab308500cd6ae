/** A list query's three states in place: spinner while loading, the error with a retry, the empty text, or the rows. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty, ErrorState, Loading } from './query-states.tsx';

interface QueryResultProps<Row> {
  query: UseQueryResult<Row[]>;
  empty: string;
  children: (rows: Row[]) => ReactNode;
}

export function QueryResult<Row>({ query, empty, children }: QueryResultProps<Row>) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Empty text={empty} />;
  return <>{children(query.data)}</>;
}
