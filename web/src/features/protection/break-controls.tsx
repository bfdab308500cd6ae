/** Take a break or exclude oneself, each after a confirmation; the block in force when there is one. */
import { Alert, HStack, Stack, Text } from '@chakra-ui/react';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { useState } from 'react';
import { messageOf } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { ConfirmButton } from '../../components/confirm-dialog.tsx';
import { type Protection, useSelfExclude, useTakeBreak } from './queries.ts';
import { language, useMessages } from '../../i18n/index.ts';
import { protectionMessages } from './messages.ts';

const BREAKS = [
  { period: '24h', label: 'h24' },
  { period: '7d', label: 'd7' },
  { period: '30d', label: 'd30' },
] as const;
const EXCLUSIONS = [
  { period: '6m', label: 'm6' },
  { period: '1y', label: 'y1' },
  { period: 'permanent', label: 'permanently' },
] as const;

type Texts = ReturnType<typeof protectionMessages.get>;
type Block = NonNullable<Protection['block']>;

function blockTitle(t: Texts, block: Pick<Block, 'kind' | 'ends_at'>): string {
  const until = block.ends_at === null ? t.untilPermanently : t.until({ date: formatDateTime(block.ends_at) });
  return block.kind === 'break' ? t.onBreak({ until }) : t.excluded({ until });
}

/** The server's answer in English as it came; in Hindi told again from the block it returns. */
function replyText(t: Texts, reply: { msg: string; block?: Pick<Block, 'kind' | 'ends_at'> | null }): string {
  return language.get() === 'en' || !reply.block ? reply.msg : `${blockTitle(t, reply.block)} ${t.blockNote}`;
}

/**
 * Closes the confirmation and tells the outcome as soon as the server answers. The promise (not the per-call
 * callbacks of `mutate`, which are dropped once the controls unmount) carries the answer, so the player hears it even
 * when the refreshed screen has already replaced the controls.
 */
function tell(sent: Promise<{ msg: string; block?: Pick<Block, 'kind' | 'ends_at'> | null }>, close: (then: () => void) => void, t: Texts): void {
  sent.then(
    (reply) => {
      close(() => showAlert(replyText(t, reply)));
    },
    (error: unknown) => showAlert(messageOf(error)),
  );
}

export function BlockInForce({ block }: { block: Block }) {
  const t = useMessages(protectionMessages);
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{blockTitle(t, block)}</Alert.Title>
        <Alert.Description>{t.blockNote}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function TakeBreak() {
  const t = useMessages(protectionMessages);
  const takeBreak = useTakeBreak();
  return (
    <Stack gap="2">
      <Text>{t.breakIntro}</Text>
      <HStack wrap="wrap">
        {BREAKS.map(({ period, label }) => (
          <ConfirmButton
            key={period}
            label={t[label]}
            title={t.breakTitle({ period: t[label] })}
            description={t.breakDescription}
            confirmLabel={t.breakConfirm}
            cancelLabel={t.cancel}
            pending={takeBreak.isPending}
            onConfirm={(close) => tell(takeBreak.mutateAsync(period), close, t)}
          />
        ))}
      </HStack>
    </Stack>
  );
}

export function SelfExclude() {
  const [period, setPeriod] = useState<(typeof EXCLUSIONS)[number]['period']>('6m');
  const t = useMessages(protectionMessages);
  const exclude = useSelfExclude();
  const label = t[EXCLUSIONS.find((e) => e.period === period)?.label ?? 'm6'];
  return (
    <Stack gap="2">
      <Text>{t.excludeIntro}</Text>
      <ChoiceSelect
        maxW="60"
        choices={EXCLUSIONS.map((e) => [e.period, t[e.label]] as const)}
        aria-label={t.excludePeriod}
        value={period}
        onChange={(e) => setPeriod(e.target.value as typeof period)}
        bg="bg"
      />
      <ConfirmButton
        label={t.selfExclude}
        title={period === 'permanent' ? t.excludeTitlePermanent : t.excludeTitle({ period: label })}
        description={t.excludeDescription}
        confirmLabel={t.excludeConfirm}
        cancelLabel={t.cancel}
        colorPalette="red"
        pending={exclude.isPending}
        onConfirm={(close) => tell(exclude.mutateAsync(period), close, t)}
      />
    </Stack>
  );
}
