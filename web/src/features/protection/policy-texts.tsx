/** The terms and the responsible-gaming page: plain texts the operator can adapt. */
import { Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { i18n, useMessages } from '../../i18n/index.ts';

export const policyMessages = i18n('policy', {
  terms1: 'You must be 18 or older to open an account and to play. One account per person and per mobile number.',
  terms2:
    'Playing is allowed only where number draws are lawful. Points are bought with real money and paid out to your own bank account; the operator may ask for proof of identity and age before paying out.',
  terms3:
    'Deposit and loss limits, breaks and self-exclusion are honoured as described on the Responsible Gaming page. A break or a self-exclusion cannot be ended early, by you or by the operator.',
  rg1: 'Play for fun, with money you can afford to lose. Never chase losses, and never play to pay debts.',
  rgLimits:
    'Deposit limits per day, week and month, and loss limits per day and week. A lower limit applies at once; a higher one, or removing one, applies after 24 hours.',
  rgBreak: 'A break of 24 hours, 7 days or 30 days: no bets and no deposits until it ends.',
  rgExclusion: 'Self-exclusion for 6 months, 1 year or for good: no bets, no deposits, and your mobile number cannot open a new account.',
  rgReality: 'A reality check every 30 or 60 minutes shows how long you have played and your net result.',
  rgOpen: 'Withdrawals and your histories stay open during a break or an exclusion.',
  rgSetBefore: 'Set them on',
  myLimits: 'My Limits',
  rgSetAfter: '(log in first). If gambling stops being fun, talk to someone you trust or to a counselling service near you.',
  responsibleGaming: 'Responsible Gaming',
  terms: 'Terms and Conditions',
});

export function TermsText() {
  const t = useMessages(policyMessages);
  return (
    <Stack gap="3">
      <Text>{t.terms1}</Text>
      <Text>{t.terms2}</Text>
      <Text>{t.terms3}</Text>
    </Stack>
  );
}

export function ResponsibleGamingText() {
  const t = useMessages(policyMessages);
  return (
    <Stack gap="3">
      <Text>{t.rg1}</Text>
      <List.Root ps="5">
        <List.Item>{t.rgLimits}</List.Item>
        <List.Item>{t.rgBreak}</List.Item>
        <List.Item>{t.rgExclusion}</List.Item>
        <List.Item>{t.rgReality}</List.Item>
      </List.Root>
      <Text>{t.rgOpen}</Text>
      <Text>
        {t.rgSetBefore}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/my_limits">{t.myLimits}</RouterLink>
        </Link>{' '}
        {t.rgSetAfter}
      </Text>
    </Stack>
  );
}
