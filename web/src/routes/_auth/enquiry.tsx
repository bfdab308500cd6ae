import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { sessionQueryOptions } from '../../features/auth/session.ts';
import { EnquiryForm } from '../../features/content/enquiry-form.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_enquiry', {
  enquiry: 'Enquiry',
  writeToUs: 'Write to us and we will get back to you.',
});

export const Route = createFileRoute('/_auth/enquiry')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionQueryOptions(context.api)),
  component: EnquiryPage,
});

function EnquiryPage() {
  const t = useMessages(messages);
  const api = useApi();
  const { data: player } = useSuspenseQuery(sessionQueryOptions(api));
  return (
    <Page title={t.enquiry} subtitle={t.writeToUs}>
      <Section>{player && <EnquiryForm player={player} />}</Section>
    </Page>
  );
}
