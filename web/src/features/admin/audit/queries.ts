/** The audit log and the player enquiries, newest first, a page at a time. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas } from '../../../api/client.ts';
import { pageQuery } from '../paging.tsx';

export type AuditEntry = Schemas['AuditEntry'];
export type Enquiry = Schemas['Enquiry'];

export interface AuditFilter {
  actor_id?: string;
  action?: string;
  from?: string;
  to?: string;
}

export function auditOptions(api: ApiClient, filter: AuditFilter, offset: number) {
  return queryOptions({
    queryKey: ['/admin', 'audit-log', filter, offset],
    placeholderData: keepPreviousData,
    queryFn: () => call(api.GET('/admin/audit-log', { params: { query: { ...filter, ...pageQuery(offset) } } })),
  });
}

export function enquiriesOptions(api: ApiClient, offset: number) {
  return queryOptions({
    queryKey: ['/admin', 'enquiries', offset],
    placeholderData: keepPreviousData,
    queryFn: () => call(api.GET('/admin/enquiries', { params: { query: pageQuery(offset) } })),
  });
}
