import { createFileRoute } from '@tanstack/react-router';
import { Page, Section } from '../components/page.tsx';
import { TermsText } from '../features/protection/policy-texts.tsx';

export const Route = createFileRoute('/terms')({ component: TermsPage });

function TermsPage() {
  return (
    <Page title="Terms and Conditions">
      <Section>
        <TermsText />
      </Section>
    </Page>
  );
}
