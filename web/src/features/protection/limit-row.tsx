/** One limit: what is in force, used and when it resets, a pending raise and when it applies, and a form to change it. */
import { Badge, Box, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../components/busy-button.tsx';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import { type Limit, MAX_LIMIT, useSetLimit } from './queries.ts';
import { language, useMessages } from '../../i18n/index.ts';
import { protectionMessages } from './messages.ts';

type Texts = ReturnType<typeof protectionMessages.get>;
const amountText = (t: Texts, amount: number | null) => (amount === null ? t.noLimit : t.points({ points: formatPoints(amount) }));

/** The server's answer in English as it came; in Hindi told again from the limit it returns. */
function replyText(t: Texts, label: string, reply: { code: string; msg: string; limit: Limit }): string {
  if (language.get() === 'en') return reply.msg;
  const { limit } = reply;
  if (reply.code === 'LIMIT_PENDING' && limit.pending) {
    const date = formatDateTime(limit.pending.applies_at);
    const next = limit.pending.amount === null ? t.removalApplies({ date }) : t.raiseApplies({ points: formatPoints(limit.pending.amount), date });
    return `${t.limitPending({ limit: label, amount: amountText(t, limit.amount), date })} ${next}`;
  }
  return t.limitNow({ limit: label, amount: amountText(t, limit.amount) });
}

export function LimitRow({ limit }: { limit: Limit }) {
  const t = useMessages(protectionMessages);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const setLimit = useSetLimit();
  const label = t[limit.kind];

  const send = (amount: number | null) =>
    setLimit.mutate(
      { kind: limit.kind, amount },
      {
        onSuccess: (reply) => {
          setValue('');
          if (reply.code === 'LIMIT_PENDING') showAlert(replyText(t, label, reply));
          else toastSuccess(replyText(t, label, reply));
        },
        onError: (error) => showAlert(messageOf(error)),
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[1-9][0-9]{0,7}$/.test(value.trim()) || Number(value) > MAX_LIMIT) {
      setProblem(t.wholeNumber);
      return;
    }
    setProblem(undefined);
    send(Number(value.trim()));
  };

  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" listStyleType="none" aria-label={label}>
      <Stack gap="1">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{label}</Text>
          <Text data-testid={`${limit.kind}-amount`}>{amountText(t, limit.amount)}</Text>
        </HStack>
        {limit.amount !== null && (
          <Text fontSize="sm" color="fg.muted">
            {t.used({ points: formatPoints(limit.used), date: formatDateTime(limit.resets_at) })}
          </Text>
        )}
        {limit.operator_amount !== null && <Text fontSize="sm">{t.byOperator({ points: formatPoints(limit.operator_amount) })}</Text>}
        {limit.pending && (
          <Badge colorPalette="orange" alignSelf="start" whiteSpace="normal">
            {limit.pending.amount === null
              ? t.removalApplies({ date: formatDateTime(limit.pending.applies_at) })
              : t.raiseApplies({ points: formatPoints(limit.pending.amount), date: formatDateTime(limit.pending.applies_at) })}
          </Badge>
        )}
        <form onSubmit={submit} aria-label={t.change({ limit: label.toLowerCase() })}>
          <HStack mt="2" align="start" wrap="wrap">
            <Box flex="1" minW="40">
              <Input
                aria-label={t.newValue({ limit: label.toLowerCase() })}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                inputMode="numeric"
                placeholder={t.pointsPlaceholder}
                aria-invalid={problem ? true : undefined}
                bg="bg"
              />
              {problem && (
                <Text color="fg.error" fontSize="sm">
                  {problem}
                </Text>
              )}
            </Box>
            <Button type="submit" colorPalette="brand" loading={setLimit.isPending}>
              {t.set}
            </Button>
            {limit.player_amount !== null && (
              <Button variant="outline" onClick={() => send(null)} disabled={setLimit.isPending}>
                {t.remove}
              </Button>
            )}
          </HStack>
        </form>
      </Stack>
    </Box>
  );
}
