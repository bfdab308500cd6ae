import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { useDeferredMount } from '../../components/deferred.tsx';
import { Page } from '../../components/page.tsx';
import { contactDetailsQueryOptions } from '../../features/content/queries.ts';
import { AddFundForm } from '../../features/funds/add-fund-form.tsx';
import { MaintenanceNote } from '../../features/markets/maintenance-note.tsx';
import { payeeQueryOptions } from '../../features/funds/queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_add_fund', {
  addFund: 'Add Fund',
});

export const Route = createFileRoute('/_auth/add_fund')({
  loader: ({ context }) => context.queryClient.ensureQueryData(payeeQueryOptions(context.api)),
  component: AddFundPage,
});

function AddFundPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data: info } = useSuspenseQuery(payeeQueryOptions(api));
  // The help link at the form's foot: asked for once the page has settled (or the player touches it), so on a slow
  // link its round trip does not share the line with the screen's own files and data.
  const settled = useDeferredMount();
  const contacts = useQuery({ ...contactDetailsQueryOptions(api), enabled: settled });
  return (
    <Page title={t.addFund}>
      <MaintenanceNote />
      <AddFundForm info={info} helpUrl={contacts.data?.whatsapp_fund_url || contacts.data?.whatsapp_support_url || undefined} />
    </Page>
  );
}
