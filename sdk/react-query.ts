/**
 * TanStack Query bindings on the same typed client: `useQuery`, `useMutation` and `queryOptions` keyed by method,
 * path and parameters, so an app never writes a query key by hand.
 */
import createQueryBindings, { type OpenapiQueryClient } from 'openapi-react-query';
import type { ApiClient } from './index.ts';
import type { paths } from './schema.d.ts';

export type ApiQueryBindings = OpenapiQueryClient<paths>;

export function createApiQueryBindings(client: ApiClient): ApiQueryBindings {
  return createQueryBindings(client);
}
