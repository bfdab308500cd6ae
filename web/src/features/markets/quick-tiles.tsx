/** Home quick tiles: Add Fund, Withdraw and Support (for visitors they alert 'User not logged in.'). */
import { Link, SimpleGrid, Text } from '@chakra-ui/react';
import { GuardedLink } from '../../components/guarded-link.tsx';
import { ArrowOutIcon, ChatIcon, PlusIcon } from '../../components/icons.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('quickTiles', { addFund: 'Add Fund', withdraw: 'Withdraw', support: 'Support' });

const TILES = [
  { label: 'addFund', to: '/add_fund', icon: PlusIcon },
  { label: 'withdraw', to: '/withdraw', icon: ArrowOutIcon },
  { label: 'support', to: '/support', icon: ChatIcon },
] as const;

export function QuickTiles() {
  const t = useMessages(messages);
  return (
    <SimpleGrid as="ul" columns={3} gap="3" listStyleType="none" mb="5">
      {TILES.map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <Link
            asChild
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="1"
            py="3"
            bg="bg"
            borderWidth="1px"
            rounded="lg"
            fontWeight="semibold"
            color="brand.fg"
            _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
          >
            <GuardedLink to={to}>
              <Icon boxSize="6" />
              <Text as="span" fontSize="sm">
                {t[label]}
              </Text>
            </GuardedLink>
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
