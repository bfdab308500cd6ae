/** One market: change its times, weekdays and name, switch it on or off, and mark or clear holidays. */
import { HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { Button } from '../../../components/busy-button.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../../api/client.ts';
import { FormField } from '../../../components/form-field.tsx';
import { Section } from '../../../components/page.tsx';
import { Empty, ErrorState, Loading } from '../../../components/query-states.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDay } from '../../../lib/format.ts';
import { ConsolePage } from '../console-page.tsx';
import { reportFailure, reportSuccess } from '../outcome.ts';
import { MarketForm } from './market-form.tsx';
import { holidaysOptions, type Market, marketsOptions, useHoliday, useUpdateMarket } from './queries.ts';

function ActiveSwitch({ market }: { market: Market }) {
  const update = useUpdateMarket(market.id);
  const [open, setOpen] = useState(false);
  const verb = market.active ? 'Deactivate' : 'Activate';
  return (
    <>
      <Stack gap="2">
        <Text>
          {market.name} is <strong>{market.active ? 'active' : 'inactive'}</strong>.{' '}
          {market.active ? 'Players see it and can bet on it.' : 'Players do not see it.'}
        </Text>
        <Button alignSelf="flex-start" variant="outline" colorPalette={market.active ? 'red' : 'green'} onClick={() => setOpen(true)}>
          {verb} {market.name}
        </Button>
      </Stack>
      <ConfirmDialog
        open={open}
        title={`${verb} ${market.name}?`}
        confirmLabel={verb}
        destructive={market.active}
        busy={update.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          update.mutate(
            { active: !market.active },
            {
              onSuccess: (next) => reportSuccess(`${next.name} is now ${next.active ? 'active' : 'inactive'}.`),
              onError: (error) => reportFailure(error),
              onSettled: () => setOpen(false),
            },
          )
        }
      >
        {market.active ? 'Players will no longer see this market or bet on it.' : 'Players will see this market and can bet on it.'}
      </ConfirmDialog>
    </>
  );
}

function Holidays({ market }: { market: Market }) {
  const holiday = useHoliday(market.id);
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState('');
  const act = (event: FormEvent, isHoliday: boolean) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setProblem('Choose a date.');
    setProblem('');
    holiday.mutate({ date, holiday: isHoliday }, { onSuccess: (reply) => reportSuccess(reply.msg), onError: (error) => reportFailure(error) });
  };
  return (
    <form aria-label="Holidays" onSubmit={(event) => act(event, true)} noValidate>
      <Stack gap="3">
        <Text>No betting on a holiday. A day with bids cannot become a holiday: cancel the day instead.</Text>
        <FormField label="Date" error={problem} maxW="xs">
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={holiday.isPending && holiday.variables?.holiday}>
            Mark as holiday
          </Button>
          <Button variant="outline" loading={holiday.isPending && !holiday.variables?.holiday} onClick={(event) => act(event, false)}>
            Remove holiday
          </Button>
        </HStack>
        <HolidaysAhead market={market} />
      </Stack>
    </form>
  );
}

/** The holidays already set from today on, each with its own Remove. */
function HolidaysAhead({ market }: { market: Market }) {
  const query = useQuery(holidaysOptions(useApi(), market.id));
  const holiday = useHoliday(market.id);
  if (query.isPending) return <Loading label="Loading the holidays" />;
  if (query.isError) return <ErrorState error={query.error} title="Could not load the holidays." onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <Text color="fg.muted">No holidays ahead.</Text>;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">Holidays ahead</Text>
      <List.Root as="ul" listStyleType="none" gap="1" aria-label="Holidays ahead">
        {query.data.map((date) => (
          <List.Item key={date}>
            <HStack gap="3">
              <Text minW="28">{formatDay(date)}</Text>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Remove the holiday of ${formatDay(date)}`}
                loading={holiday.isPending && holiday.variables?.date === date}
                onClick={() =>
                  holiday.mutate({ date, holiday: false }, { onSuccess: (reply) => reportSuccess(reply.msg), onError: (error) => reportFailure(error) })
                }
              >
                Remove
              </Button>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export function MarketScreen({ marketId }: { marketId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(marketsOptions(api));
  const update = useUpdateMarket(marketId);
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const market = query.data.find((item) => item.id === marketId);
  if (!market) return <Empty text="No market with this id." />;
  return (
    <ConsolePage title={market.name} subtitle={market.family === 'daily' ? 'Daily market' : 'Starline slot'}>
      <Section title="Times and weekdays">
        <MarketForm
          key={JSON.stringify(market)}
          market={market}
          submitLabel="Save changes"
          busy={update.isPending}
          serverError={update.error}
          onSubmit={({ family: _family, ...patch }) =>
            // With the revision the form was built from: a save over another operator's is refused, not undone.
            update.mutate(
              { ...patch, revision: market.revision },
              {
                onSuccess: (next) => reportSuccess(`${next.name} saved.`),
                onError: (error) => reportFailure(error, queryClient),
              },
            )
          }
        />
      </Section>
      <Section title="Active">
        <ActiveSwitch market={market} />
      </Section>
      <Section title="Holidays">
        <Holidays market={market} />
      </Section>
    </ConsolePage>
  );
}
