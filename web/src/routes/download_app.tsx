import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../components/page.tsx';

export const Route = createFileRoute('/download_app')({
  component: DownloadAppPage,
});

function DownloadAppPage() {
  return <Page title="Download App">{null}</Page>;
}
