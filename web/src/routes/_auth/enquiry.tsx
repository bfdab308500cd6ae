import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { sessionQueryOptions } from '../../features/auth/session.ts';
import { EnquiryForm } from '../../features/content/enquiry-form.tsx';

export const Route = createFileRoute('/_auth/enquiry')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionQueryOptions(context.api)),
  component: EnquiryPage,
});

function EnquiryPage() {
  const api = useApi();
  const { data: player } = useSuspenseQuery(sessionQueryOptions(api));
  return (
    <Page title="Enquiry" subtitle="Write to us and we will get back to you.">
      <Section>{player && <EnquiryForm player={player} />}</Section>
    </Page>
  );
}
