/** Pieces every bid screen shows: the bid date line, a closed notice, and the Total Points / Reset / Submit bar. */
import { Alert, Box, Button, HStack, Text } from '@chakra-ui/react';
import { FOOTER_HEIGHT } from '../../components/layout/footer-bar.tsx';
import { formatPoints } from '../../lib/format.ts';
import { useSession } from '../auth/session.ts';

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
