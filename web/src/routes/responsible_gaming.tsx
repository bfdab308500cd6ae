import { createFileRoute } from '@tanstack/react-router';
import { Page, Section } from '../components/page.tsx';
import { ResponsibleGamingText } from '../features/protection/policy-texts.tsx';

export const Route = createFileRoute('/responsible_gaming')({ component: ResponsibleGamingPage });

function ResponsibleGamingPage() {
  return (
    <Page title="Responsible Gaming">
      <Section>
        <ResponsibleGamingText />
      </Section>
    </Page>
  );
}
