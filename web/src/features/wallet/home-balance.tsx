/**
 * Home's wallet card: the balance with Add Fund, for a logged-in player. It renders with the first screen (the session
 * is known before it), so nothing below it moves when it shows.
 */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { formatPoints } from '../../lib/format.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';
import { useSession } from '../auth/session.ts';

const messages = i18n('homeBalance', {
  wallet: 'Wallet',
  balance: 'Wallet balance',
  points: params<{ points: string }>('{points} points'),
  addFund: 'Add Fund',
});

export function HomeBalance() {
  const t = useMessages(messages);
  const { player } = useSession();
  if (!player) return null;
  return (
    <HStack justify="space-between" bg="bg" borderWidth="1px" rounded="lg" p="3" mb="4" role="group" aria-label={t.wallet}>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {t.balance}
        </Text>
        <Text fontSize="xl" fontWeight="bold" data-testid="home-balance">
          {t.points({ points: formatPoints(player.wallet_balance) })}
        </Text>
      </Box>
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to="/add_fund">{t.addFund}</RouterLink>
      </Button>
    </HStack>
  );
}
