/** A menu of screens (account, wallet and My Bid menus): a labelled list of large tap targets. */
import { Box, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router';
import { ChevronRightIcon } from './icons.tsx';

export interface MenuEntry {
  label: string;
  to: NonNullable<LinkProps['to']>;
}

export function MenuList({ label, entries }: { label: string; entries: MenuEntry[] }) {
  return (
    <Box as="nav" aria-label={label}>
      <Stack as="ul" gap="2" listStyleType="none">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link
              asChild
              display="flex"
              justifyContent="space-between"
              alignItems="center"
              w="full"
              px="4"
              py="3"
              bg="bg"
              borderWidth="1px"
              rounded="md"
              fontWeight="medium"
              _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
            >
              <RouterLink to={entry.to}>
                {entry.label}
                <ChevronRightIcon boxSize="5" color="fg.muted" />
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
