import { Stack, Text } from '@chakra-ui/react';
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
  // A block in force can be made longer, never shorter: a break by a longer break or an exclusion, an exclusion by a
  // longer exclusion (a permanent one by nothing).
  const block = data.block;
  const mayBreak = !block || block.kind === 'break';
  const mayExclude = !block || block.ends_at !== null;
  const longerOnly = block && (
    <Text fontSize="sm" color="fg.muted">
      {t.longerOnly}
    </Text>
  );
  return (
    <Page title={t.title} subtitle={t.subtitle}>
      {block && <BlockInForce block={block} />}
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
      {mayBreak && (
        <Section title={t.takeBreak}>
          <Stack gap="3">
            {longerOnly}
            <TakeBreak />
          </Stack>
        </Section>
      )}
      {mayExclude && (
        <Section title={t.selfExclusion}>
          <Stack gap="3">
            {longerOnly}
            <SelfExclude />
          </Stack>
        </Section>
      )}
      <Section title={t.history}>
        <ProtectionHistory history={data.history} />
      </Section>
    </Page>
  );
}
