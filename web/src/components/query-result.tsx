/** A list query's three states in place: spinner (or a given skeleton) while loading, the error with a retry, the empty text, or the rows. */
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { Empty, ErrorState, Loading } from './query-states.tsx';

interface QueryResultProps<Row> {
  query: UseQueryResult<Row[]>;
  empty: string;
  children: (rows: Row[]) => ReactNode;
  /** What shows while loading (a skeleton that holds the rows' place); a spinner by default. */
  loading?: ReactNode;
}

/**
 * The rows render as a background update (a deferred value): React builds a long list in short slices instead of one
 * long task when the data arrives, and the loading state (or the previous rows) stays until they are in.
 */
export function QueryResult<Row>({ query, empty, children, loading }: QueryResultProps<Row>) {
  const rows = useDeferredValue(query.data);
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (rows === undefined) return loading ?? <Loading />;
  if (rows.length === 0) return <Empty text={empty} />;
  return <>{children(rows)}</>;
}
