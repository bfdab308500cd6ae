import { createFileRoute } from '@tanstack/react-router';
import { Page, Section } from '../components/page.tsx';
import { policyMessages, ResponsibleGamingText } from '../features/protection/policy-texts.tsx';
import { useMessages } from '../i18n/index.ts';

export const Route = createFileRoute('/responsible_gaming')({ component: ResponsibleGamingPage });

function ResponsibleGamingPage() {
  const t = useMessages(policyMessages);
  return (
    <Page title={t.responsibleGaming}>
      <Section>
        <ResponsibleGamingText />
      </Section>
    </Page>
  );
}
