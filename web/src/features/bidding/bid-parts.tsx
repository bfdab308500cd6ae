/**
 * Pieces every bid screen shows: the bid date line, the closed and lapsed-session notices, and the Total Points /
 * Reset / Submit bar.
 */
import { Alert, Box, Button, HStack, Text } from '@chakra-ui/react';
import { FOOTER_HEIGHT } from '../../components/layout/footer-bar.tsx';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { formatDay, formatPoints } from '../../lib/format.ts';
import { useSession } from '../auth/session.ts';
import { bidTypeMessages, sessionName } from '../markets/bid-types.ts';
import type { BidSession } from './selected-game.ts';

const messages = i18n('bidParts', {
  date: 'Date:',
  wallet: 'Wallet:',
  points: 'points',
  sessionOf: params<{ session: string; date: string }>('the {session} session of {date}'),
  closedFor: params<{ what: string }>('Bids for {what} have closed.'),
  kept: 'Your numbers are kept and nothing was sent.',
  chooseAgain: 'Choose the Game Type again to place them.',
  confirmDay: params<{ date: string }>('To place them for {date}, confirm below.'),
  bidFor: params<{ date: string }>('Bid for {date}'),
  total: 'Total Points:',
  reset: 'Reset',
  submit: 'Submit',
});

/** The bid date the server gave (YYYY-MM-DD, shown DD/MM/YYYY) and the wallet balance. */
export function BidDateLine({ date }: { date: string }) {
  const t = useMessages(messages);
  const { player } = useSession();
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="2" bg="bg" borderWidth="1px" rounded="lg" px="3" py="2" mb="4">
      <Text>
        {t.date} <strong>{formatDay(date)}</strong>
      </Text>
      {player && (
        <Text>
          {t.wallet} <strong>{formatPoints(player.wallet_balance)}</strong> {t.points}
        </Text>
      )}
    </HStack>
  );
}

export function ClosedNotice({ text }: { text: string }) {
  return (
    <Alert.Root status="error" role="alert" mb="4">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * What the screen says about its session: closed (no session on offer), or the player's choice lapsed while the screen
 * was open (the entries stay, nothing was sent, and the player chooses again).
 */
export function SessionNotice({ bid, closedText, newDate }: { bid: BidSession; closedText: string; newDate: string }) {
  const t = useMessages(messages);
  const types = useMessages(bidTypeMessages);
  if (bid.closed) return <ClosedNotice text={closedText} />;
  if (!bid.lapsed) return null;
  const { session, date } = bid.lapsed;
  const shownDate = formatDay(date);
  const nextDate = formatDay(newDate);
  const what = session === 'Open' || session === 'Close' ? t.sessionOf({ session: sessionName(session, types), date: shownDate }) : shownDate;
  return (
    <Alert.Root status="warning" role="alert" mb="4" data-testid="session-lapsed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.closedFor({ what })}</Alert.Title>
        <Alert.Description>
          {t.kept} {bid.hasGameType ? t.chooseAgain : t.confirmDay({ date: nextDate })}
        </Alert.Description>
        {!bid.hasGameType && (
          <Button mt="2" size="sm" colorPalette="brand" alignSelf="start" onClick={bid.confirmDay}>
            {t.bidFor({ date: nextDate })}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

interface ActionBarProps {
  total: number;
  canSubmit: boolean;
  pending: boolean;
  onReset: () => void;
}

/** Stays in view above the footer while the numbers scroll; Submit is the form's submit button. */
export function ActionBar({ total, canSubmit, pending, onReset }: ActionBarProps) {
  const t = useMessages(messages);
  return (
    <Box
      position="sticky"
      bottom={`calc(var(--chakra-sizes-${FOOTER_HEIGHT}) + 0.5rem)`}
      zIndex="sticky"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      shadow="md"
      px="3"
      py="2"
      mt="4"
    >
      <HStack justify="space-between" gap="2">
        <Text aria-live="polite" fontWeight="semibold">
          {t.total} <span data-testid="total-points">{formatPoints(total)}</span>
        </Text>
        <HStack gap="2">
          <Button type="button" variant="outline" size="sm" onClick={onReset}>
            {t.reset}
          </Button>
          <Button type="submit" colorPalette="brand" size="sm" disabled={!canSubmit || pending} loading={pending}>
            {t.submit}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
