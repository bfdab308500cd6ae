/** A market day: its results and bids, what can be done next (declare, correct, cancel) and what each will do. */
import { Button, DataList, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../../api/client.ts';
import { Section } from '../../../components/page.tsx';
import { ErrorState, Loading } from '../../../components/query-states.tsx';
import { countOf, formatDateTime, formatDay, formatPoints } from '../../../lib/format.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { type MarketDay, marketDayOptions, type Session, useDayAction } from './queries.ts';
import { DayStatus } from './day-status.tsx';
import { ResultForm } from './result-form.tsx';

/** What a declaration settles (the preview under it counts them). */
const SETTLES = {
  open: "the day's Open-session Single Ank and Pana bids",
  close: "the rest of the day's bids: the Close session, Jodi and the Sangams",
  starline: "the slot's bids",
} as const;

function Summary({ day, starline }: { day: MarketDay; starline: boolean }) {
  const items = [
    ['Status', <DayStatus key="status" day={day} starline={starline} />],
    // A Starline slot has one result.
    ...(starline
      ? [['Result', day.open_result || 'Not declared'] as const]
      : ([
          ['Open result', day.open_result || 'Not declared'],
          ['Close result', day.close_result || 'Not declared'],
        ] as const)),
    ['Bids', `${day.bids.count} (${day.bids.pending} pending, ${day.bids.won} won, ${day.bids.lost} lost, ${day.bids.refunded} refunded)`],
    ['Points staked', formatPoints(day.bids.total_points)],
    ['Paid to winners', formatPoints(day.bids.paid)],
  ] as const;
  return (
    <DataList.Root orientation="horizontal" size="md">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * Said above a declaration while the session's bids were still taken when the day was read (`readAt`, this device's
 * clock; the server decides): the result is declared once they end, and the server refuses it before.
 */
function BidsStillTaken({ day, session, starline, readAt }: { day: MarketDay; session: Session; starline: boolean; readAt: number }) {
  const end = session === 'open' ? day.open_bids_end : day.close_bids_end;
  if (readAt >= Date.parse(end)) return null;
  const whose = starline ? 'this slot' : `the ${session} result`;
  return <Text color="fg.muted">{`Bids for ${whose} are taken until ${formatDateTime(end)}: declare it after that.`}</Text>;
}

function CancelDay({ day, readAt }: { day: MarketDay; readAt: number }) {
  const queryClient = useQueryClient();
  const action = useDayAction(day.market_id, day.date);
  const [open, setOpen] = useState(false);
  // A day still ahead with nothing to refund is not cancelled (for good) but kept from bids by a holiday.
  if (day.bids.count === 0 && readAt < Date.parse(day.open_bids_end)) {
    return (
      <Text>
        This day has no bids yet: to keep bids off it,{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/admin/markets/$marketId" params={{ marketId: day.market_id }}>
            mark it a holiday on the market&apos;s page
          </RouterLink>
        </Link>{' '}
        (a holiday can be taken back; a cancellation cannot).
      </Text>
    );
  }
  return (
    <>
      <Text>Cancelling refunds every stake of the day once and reverses any win already paid.</Text>
      <Button alignSelf="flex-start" colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
        Cancel this day
      </Button>
      <ConfirmDialog
        open={open}
        title={`Cancel ${day.game_name} on ${formatDay(day.date)}?`}
        confirmLabel="Cancel the day"
        reason="required"
        destructive
        busy={action.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          action.mutate(
            { kind: 'cancel', reason, bids_seen: day.bids.count, settle_version: day.settle_version },
            {
              onSuccess: (next) => reportSuccess(`${next.game_name} on ${formatDay(next.date)} cancelled; stakes refunded.`),
              onError: (error) => reportFailure(error, queryClient),
              onSettled: () => setOpen(false),
            },
          )
        }
      >
        {`${countOf(day.bids.count, 'bid')} (${formatPoints(day.bids.total_points)} points) ${day.bids.count === 1 ? 'is' : 'are'} refunded and ${formatPoints(day.bids.paid)} points of wins reversed.`}
      </ConfirmDialog>
    </>
  );
}

export function DayView({ marketId, date, starline }: { marketId: string; date: string; starline: boolean }) {
  const query = useQuery(marketDayOptions(useApi(), marketId, date));
  if (query.isPending) return <Loading label="Loading the market day" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const day = query.data;
  const cancelled = day.status === 'cancelled';
  // A holiday takes no bids and has no result: nothing to declare or cancel until it is removed.
  const holiday = day.holiday && day.bids.count === 0 && !day.open_panna;
  const open: Session[] = !day.open_panna ? ['open'] : !starline && !day.close_panna ? ['close'] : [];
  const declared: Session[] = [...(day.open_panna ? (['open'] as const) : []), ...(day.close_panna ? (['close'] as const) : [])];
  return (
    <Stack gap="4">
      <Section title={`${day.game_name} on ${formatDay(day.date)}`}>
        <Summary day={day} starline={starline} />
        <Link asChild color="brand.fg" mt="3" display="inline-block">
          <RouterLink to="/admin/exposure" search={{ market: marketId, date }}>
            See the exposure of this day
          </RouterLink>
        </Link>
      </Section>
      {holiday && (
        <Section title="A holiday">
          <Text>
            No bids are taken on this day and it has no result.{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/admin/markets/$marketId" params={{ marketId }}>
                Remove the holiday on the market&apos;s page
              </RouterLink>
            </Link>{' '}
            to run it.
          </Text>
        </Section>
      )}
      {!cancelled && !holiday && open.length > 0 && (
        <Section title={`Declare the ${open[0]} result`}>
          <BidsStillTaken day={day} session={open[0]!} starline={starline} readAt={query.dataUpdatedAt} />
          <ResultForm
            key={`declare-${open[0]}`}
            day={day}
            mode="declare"
            starline={starline}
            sessions={open}
            describe={(session, panna) => (
              <Text>
                {`${day.game_name}, ${formatDay(day.date)}: ${starline ? 'the result' : `the ${session} panna`} ${panna} settles ${SETTLES[starline ? 'starline' : session]}; ` +
                  `each winner is paid once at the rates in force.`}
              </Text>
            )}
          />
        </Section>
      )}
      {!cancelled && declared.length > 0 && (
        <Section title="Correct a declared result">
          <ResultForm
            day={day}
            mode="correct"
            starline={starline}
            sessions={declared}
            describe={(session, panna) => (
              <Text>
                {`The ${session} result ${session === 'open' ? day.open_result : day.close_result} becomes ${panna}. ` +
                  `Reversal: the wins paid so far that depend on it are taken back (the preview says how many points), ` +
                  `then the bids are settled again with the new panna.`}
              </Text>
            )}
          />
        </Section>
      )}
      {!cancelled && !holiday && (
        <Section title="Cancel the day">
          <Stack gap="3">
            <CancelDay day={day} readAt={query.dataUpdatedAt} />
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
