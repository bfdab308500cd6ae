import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { contactDetailsQueryOptions } from '../../features/content/queries.ts';
import { SupportLinks } from '../../features/content/support-links.tsx';

export const Route = createFileRoute('/_auth/support')({
  loader: ({ context }) => context.queryClient.ensureQueryData(contactDetailsQueryOptions(context.api)),
  component: SupportPage,
});

function SupportPage() {
  const api = useApi();
  const { data: contacts } = useSuspenseQuery(contactDetailsQueryOptions(api));
  return (
    <Page title="Support" subtitle="Chat with us about deposits, withdrawals or anything else.">
      <Section>
        <SupportLinks contacts={contacts} />
      </Section>
    </Page>
  );
}
