import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { contactDetailsQueryOptions } from '../../features/content/queries.ts';
import { SupportLinks } from '../../features/content/support-links.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_support', {
  support: 'Support',
  chatWithUs: 'Chat with us about deposits, withdrawals or anything else.',
});

export const Route = createFileRoute('/_auth/support')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contactDetailsQueryOptions(context.api)),
  component: SupportPage,
});

function SupportPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data: contacts } = useSuspenseQuery(contactDetailsQueryOptions(api));
  return (
    <Page title={t.support} subtitle={t.chatWithUs}>
      <Section>
        <SupportLinks contacts={contacts} />
      </Section>
    </Page>
  );
}
