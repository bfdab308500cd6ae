/** The terms and the responsible-gaming page: plain texts the operator can adapt. */
import { Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

export function TermsText() {
  return (
    <Stack gap="3">
      <Text>You must be 18 or older to open an account and to play. One account per person and per mobile number.</Text>
      <Text>
        Playing is allowed only where number draws are lawful. Points are bought with real money and paid out to your own bank account; the operator may ask for
        proof of identity and age before paying out.
      </Text>
      <Text>
        Deposit and loss limits, breaks and self-exclusion are honoured as described on the Responsible Gaming page. A break or a self-exclusion cannot be ended
        early, by you or by the operator.
      </Text>
    </Stack>
  );
}

export function ResponsibleGamingText() {
  return (
    <Stack gap="3">
      <Text>Play for fun, with money you can afford to lose. Never chase losses, and never play to pay debts.</Text>
      <List.Root ps="5">
        <List.Item>
          Deposit limits per day, week and month, and loss limits per day and week. A lower limit applies at once; a higher one, or removing one, applies after
          24 hours.
        </List.Item>
        <List.Item>A break of 24 hours, 7 days or 30 days: no bets and no deposits until it ends.</List.Item>
        <List.Item>Self-exclusion for 6 months, 1 year or for good: no bets, no deposits, and your mobile number cannot open a new account.</List.Item>
        <List.Item>A reality check every 30 or 60 minutes shows how long you have played and your net result.</List.Item>
      </List.Root>
      <Text>Withdrawals and your histories stay open during a break or an exclusion.</Text>
      <Text>
        Set them on{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/my_limits">My Limits</RouterLink>
        </Link>{' '}
        (log in first). If gambling stops being fun, talk to someone you trust or to a counselling service near you.
      </Text>
    </Stack>
  );
}
