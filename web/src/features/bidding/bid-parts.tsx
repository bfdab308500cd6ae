/**
 * Pieces every bid screen shows: the bid date line, the closed and lapsed-session notices, and the Total Points /
 * Reset / Submit bar.
 */
import { Alert, Box, Button, HStack, Text } from '@chakra-ui/react';
import { FOOTER_HEIGHT } from '../../components/layout/footer-bar.tsx';
import { formatPoints } from '../../lib/format.ts';
import { useSession } from '../auth/session.ts';
import type { BidSession } from './selected-game.ts';

/** The bid date the server gave and the wallet balance. */
export function BidDateLine({ date }: { date: string }) {
  const { player } = useSession();
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="2" bg="bg" borderWidth="1px" rounded="lg" px="3" py="2" mb="4">
      <Text>
        Date: <strong>{date}</strong>
      </Text>
      {player && (
        <Text>
          Wallet: <strong>{formatPoints(player.wallet_balance)}</strong> points
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
  if (bid.closed) return <ClosedNotice text={closedText} />;
  if (!bid.lapsed) return null;
  const { session, shownDate } = bid.lapsed;
  const what = session === 'Open' || session === 'Close' ? `the ${session} session of ${shownDate}` : shownDate;
  return (
    <Alert.Root status="warning" role="alert" mb="4" data-testid="session-lapsed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Bids for {what} have closed.</Alert.Title>
        <Alert.Description>
          Your numbers are kept and nothing was sent.{' '}
          {bid.hasGameType ? 'Choose the Game Type again to place them.' : `To place them for ${newDate}, confirm below.`}
        </Alert.Description>
        {!bid.hasGameType && (
          <Button mt="2" size="sm" colorPalette="brand" alignSelf="start" onClick={bid.confirmDay}>
            Bid for {newDate}
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
          Total Points: <span data-testid="total-points">{formatPoints(total)}</span>
        </Text>
        <HStack gap="2">
          <Button type="button" variant="outline" size="sm" onClick={onReset}>
            Reset
          </Button>
          <Button type="submit" colorPalette="brand" size="sm" disabled={!canSubmit || pending} loading={pending}>
            Submit
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
