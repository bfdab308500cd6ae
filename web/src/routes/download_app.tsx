import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../api/client.ts';
import { Page } from '../components/page.tsx';
import { DownloadApp } from '../features/content/download-app.tsx';
import { appVersionQueryOptions } from '../features/content/queries.ts';
import { i18n, useMessages } from '../i18n/index.ts';

const messages = i18n('route_download_app', {
  downloadApp: 'Download App',
});

export const Route = createFileRoute('/download_app')({
  loader: ({ context }) => context.queryClient.ensureQueryData(appVersionQueryOptions(context.api)),
  component: DownloadAppPage,
});

function DownloadAppPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data: app } = useSuspenseQuery(appVersionQueryOptions(api));
  return (
    <Page title={t.downloadApp}>
      <DownloadApp apkUrl={app.apkUrl} version={app.version} />
    </Page>
  );
}
