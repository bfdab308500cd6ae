/** A dashboard's bid-type tiles: each opens its bid screen, or alerts the closed message when that type is closed. */
import { Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router';
import { showAlert } from '../../components/alert-dialog.tsx';
import { TicketIcon } from '../../components/icons.tsx';

export interface BidTile {
  label: string;
  to: NonNullable<LinkProps['to']>;
  /** The alert when this bid type is closed now; null while it can be played. */
  closed: string | null;
}

export function BidTiles({ label, tiles }: { label: string; tiles: BidTile[] }) {
  return (
    <SimpleGrid as="ul" aria-label={label} columns={{ base: 2, md: 3 }} gap="3" listStyleType="none">
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link
            asChild
            display="flex"
            flexDirection="column"
            alignItems="center"
            justifyContent="center"
            gap="2"
            minH="24"
            p="3"
            bg="bg"
            borderWidth="1px"
            rounded="lg"
            fontWeight="semibold"
            color="brand.fg"
            textAlign="center"
            _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
          >
            <RouterLink
              to={tile.to}
              onClick={(event) => {
                if (tile.closed === null) return;
                event.preventDefault();
                showAlert(tile.closed);
              }}
            >
              <TicketIcon boxSize="7" />
              <Text as="span">{tile.label}</Text>
            </RouterLink>
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
