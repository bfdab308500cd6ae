import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../api/client.ts';
import { Page } from '../components/page.tsx';
import { DownloadApp } from '../features/content/download-app.tsx';
import { appVersionQueryOptions } from '../features/content/queries.ts';

export const Route = createFileRoute('/download_app')({
  loader: ({ context }) => context.queryClient.ensureQueryData(appVersionQueryOptions(context.api)),
  component: DownloadAppPage,
});

function DownloadAppPage() {
  const api = useApi();
  const { data: app } = useSuspenseQuery(appVersionQueryOptions(api));
  return (
    <Page title="Download App">
      <DownloadApp apkUrl={app.apkUrl} version={app.version} />
    </Page>
  );
}
