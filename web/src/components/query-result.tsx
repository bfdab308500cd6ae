/** A list query's three states in place: spinner (or a given skeleton) while loading, the error with a retry, the empty text, or the rows. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Empty, ErrorState, Loading } from './query-states.tsx';

interface QueryResultProps<Row> {
  query: UseQueryResult<Row[]>;
  empty: string;
  children: (rows: Row[]) => ReactNode;
  /** What shows while loading (a skeleton that holds the rows' place); a spinner by default. */
  loading?: ReactNode;
}

export function QueryResult<Row>({ query, empty, children, loading }: QueryResultProps<Row>) {
  if (query.isPending) return loading ?? <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Empty text={empty} />;
  return <>{children(query.data)}</>;
}
