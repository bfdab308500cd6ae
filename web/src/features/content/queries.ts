/** Content: support contacts, the Android app link, notifications and enquiries. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, call, type Schemas, useApi } from '../../api/client.ts';
import type { ListPages } from '../../components/older-pages.tsx';
import { SESSION_KEY } from '../auth/session.ts';

const FIVE_MINUTES = 5 * 60_000;

export function contactDetailsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/api-get-contact-details'],
    queryFn: async () => (await call(api.POST('/api-get-contact-details', { body: {} }))).contact_details,
    staleTime: FIVE_MINUTES,
  });
}

export function appVersionQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/api-get-app-version-details'],
    queryFn: async () => {
      const reply = await call(api.POST('/api-get-app-version-details', { body: {} }));
      return { apkUrl: reply.apk_url, version: reply.app_version };
    },
    staleTime: FIVE_MINUTES,
  });
}

export type Notification = Schemas['NotificationsReply']['notification'][number];

export type Notifications = Schemas['NotificationsReply'];

/** The player's notifications page by page, newest first. */
export function notificationPages(api: ApiClient): ListPages<Notifications, Notification> {
  return {
    queryKey: ['/api-get-notification'],
    fetchPage: (before) => call(api.POST('/api-get-notification', { body: before ? { before } : {} })),
    rowsOf: (page) => page.notification,
    idOf: (item) => item.notification_id,
    hasMore: (page) => page.more,
  };
}

export type EnquiryBody = Schemas['EnquiryRequest'];

/** Sends an enquiry; the profile (which carries the latest enquiry) is read again afterwards. */
export function useSubmitEnquiry() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnquiryBody) => call(api.POST('/api-submit-contact-us', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}
