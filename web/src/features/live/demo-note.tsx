/**
 * In demo mode (the server says so on /health), Home says that results are drawn automatically. Home's loader asks
 * before the screen renders (the request starts with the session's), so the note never pushes the screen down.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, call, useApi } from '../../api/client.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('demoNote', {
  text: 'Demo mode: results are drawn automatically at each result time. Demo results are not real.',
});

export function healthQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['/health'],
    queryFn: () => call(api.GET('/health')),
    staleTime: Infinity,
    retry: false,
  });
}

export function DemoResultsNote() {
  const t = useMessages(messages);
  const health = useQuery(healthQueryOptions(useApi()));
  if (!health.data?.demo_results) return null;
  return (
    <p role="note" className="f-note" data-testid="demo-note">
      {t.text}
    </p>
  );
}
