import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/my_limits')({ component: MyLimitsPage });

function MyLimitsPage() {
  return <Page title="Responsible Gaming">{null}</Page>;
}
