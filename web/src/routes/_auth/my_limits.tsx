import { Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { RouteError } from '../../components/query-states.tsx';
import { BlockInForce, SelfExclude, TakeBreak } from '../../features/protection/break-controls.tsx';
import { LimitRow } from '../../features/protection/limit-row.tsx';
import { ProtectionHistory } from '../../features/protection/protection-history.tsx';
import { protectionQueryOptions } from '../../features/protection/queries.ts';
import { RealityCheckSettings } from '../../features/protection/reality-check-settings.tsx';
import { protectionMessages } from '../../features/protection/messages.ts';
import { useMessages } from '../../i18n/index.ts';

export const Route = createFileRoute('/_auth/my_limits')({
  loader: ({ context }) => context.queryClient.ensureQueryData(protectionQueryOptions(context.api)),
  component: MyLimitsPage,
  errorComponent: RouteError,
});

function MyLimitsPage() {
  const t = useMessages(protectionMessages);
  const api = useApi();
  const { data } = useSuspenseQuery(protectionQueryOptions(api));
  return (
    <Page title={t.title} subtitle={t.subtitle}>
      {data.block && <BlockInForce block={data.block} />}
      <Section title={t.myLimits}>
        <Stack as="ul" gap="3" ps="0">
          {data.limits.map((limit) => (
            <LimitRow key={limit.kind} limit={limit} />
          ))}
        </Stack>
      </Section>
      <Section title={t.realityCheck}>
        <RealityCheckSettings minutes={data.reality_check_minutes} />
      </Section>
      {!data.block && (
        <>
          <Section title={t.takeBreak}>
            <TakeBreak />
          </Section>
          <Section title={t.selfExclusion}>
            <SelfExclude />
          </Section>
        </>
      )}
      <Section title={t.history}>
        <ProtectionHistory history={data.history} />
      </Section>
    </Page>
  );
}
