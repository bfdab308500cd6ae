import { createFileRoute } from '@tanstack/react-router';
import { Page, Section } from '../components/page.tsx';
import { policyMessages, TermsText } from '../features/protection/policy-texts.tsx';
import { useMessages } from '../i18n/index.ts';

export const Route = createFileRoute('/terms')({ component: TermsPage });

function TermsPage() {
  const t = useMessages(policyMessages);
  return (
    <Page title={t.terms}>
      <Section>
        <TermsText />
      </Section>
    </Page>
  );
}
