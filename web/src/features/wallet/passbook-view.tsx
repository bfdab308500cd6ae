/** Passbook with ALL, IN and OUT tabs (each its own address) over the 'Transaction History' table. */
import { Box, chakra, Flex, HStack, Link, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { DataTable } from '../../components/data-table.tsx';
import { Section } from '../../components/page.tsx';
import { Empty } from '../../components/query-states.tsx';
import { formatDateTime, formatPoints } from '../../lib/format.ts';
import type { Passbook, PassbookEntry } from './queries.ts';

export type PassbookTab = 'all' | 'in' | 'out';

const TABS = [
  { tab: 'all', label: 'ALL', to: '/all_passbook', list: 'transaction_history' },
  { tab: 'in', label: 'IN', to: '/deposit_passbook', list: 'in_history' },
  { tab: 'out', label: 'OUT', to: '/withdraw_password', list: 'out_history' },
] as const;

export const PASSBOOK_EMPTY = 'Not data here...';

function signed(entry: PassbookEntry): string {
  return `${entry.direction === 'in' ? '+' : '-'}${formatPoints(entry.amount)}`;
}

/** What the entry was for, in words; a tap shows the reference (for support). */
function EntryDetails({ entry }: { entry: PassbookEntry }) {
  return (
    <chakra.details textAlign="start">
      <chakra.summary cursor="pointer">{entry.description ?? entry.amount_status}</chakra.summary>
      <Text fontSize="xs" color="fg.muted">
        Reference: {entry.tx_request_number}
      </Text>
    </chakra.details>
  );
}

export function PassbookView({ passbook, tab }: { passbook: Passbook; tab: PassbookTab }) {
  const current = TABS.find((item) => item.tab === tab) ?? TABS[0];
  const rows = passbook[current.list];
  return (
    <>
      <Stat.Root bg="bg" borderWidth="1px" rounded="lg" p="4" mb="4">
        <Stat.Label>Wallet balance</Stat.Label>
        <Stat.ValueText data-testid="passbook-balance">{formatPoints(passbook.wallet_balance)}</Stat.ValueText>
      </Stat.Root>
      <Box as="nav" aria-label="Passbook" mb="3">
        <HStack as="ul" listStyleType="none" gap="0" borderBottomWidth="2px">
          {TABS.map((item) => (
            <Flex as="li" key={item.tab} flex="1">
              <Link
                asChild
                flex="1"
                justifyContent="center"
                py="2.5"
                fontWeight="semibold"
                color="fg.muted"
                mb="-2px"
                borderBottomWidth="3px"
                borderColor="transparent"
                _hover={{ textDecoration: 'none', color: 'brand.fg' }}
                _currentPage={{ color: 'brand.fg', borderColor: 'brand.solid' }}
              >
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            </Flex>
          ))}
        </HStack>
      </Box>
      <Section title="Transaction History">
        {rows.length === 0 ? (
          <Empty text={PASSBOOK_EMPTY} />
        ) : (
          <DataTable
            caption={`Transaction History, ${current.label}`}
            rows={rows}
            rowKey={(row) => row.transaction_id}
            columns={[
              { header: 'Transaction ID', cell: (row) => row.transaction_id },
              { header: 'Amount', cell: (row) => <Text color={row.direction === 'in' ? 'status.open' : 'status.closed'}>{signed(row)}</Text>, numeric: true },
              { header: 'User Number', cell: (row) => <EntryDetails entry={row} /> },
              { header: 'Transaction Status', cell: (row) => row.amount_status },
              { header: 'Date & Time', cell: (row) => formatDateTime(row.insert_date) },
              { header: 'Balance', cell: (row) => formatPoints(row.balance_after), numeric: true },
            ]}
          />
        )}
      </Section>
    </>
  );
}
