/**
 * The numbers of a bid screen (digits, jodis or pannas), in labelled groups: a tap on a number adds the chosen amount
 * to it, its box can also be typed into (which sets its points). The cells are compact (number above its points box)
 * and laid out by how many a group holds, so Jodi's 100 cells and the panna grids fit a phone in few screens.
 */
import { Box, Button, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { bidBoardMessages } from './bid-board-messages.ts';
import type { EntryPoints } from './rules.ts';

export interface EntryGroup {
  /** The panna grids' ank: the group's heading reads 'Ank 0'; without it the grid's label names the group. */
  ank?: number;
  digits: readonly string[];
}

interface EntryGridProps {
  label: string;
  groups: readonly EntryGroup[];
  points: EntryPoints;
  onAdd: (digits: string) => void;
  onType: (digits: string, text: string) => void;
}

/**
 * Cells per row: Jodi 6 on a phone (10 from 768 px, a row per first digit); the 12 Single Pannas of an ank 6 (one row
 * of 12 on wide screens); ten digits, ten triples or the 9 Double Pannas of an ank 5 (one row on wide screens).
 * At 360 px six cells are still 48 px wide, room for a three-digit panna and four-digit points.
 */
export function columnsFor(cells: number) {
  if (cells > 12) return { base: 6, sm: 8, md: 10 };
  if (cells > 10) return { base: 6, md: 12 };
  return { base: 5, md: 10 };
}

export function EntryGrid({ label, groups, points, onAdd, onType }: EntryGridProps) {
  const t = useMessages(bidBoardMessages);
  return (
    <Stack gap="3">
      {groups.map((group) => (
        <EntryGroupGrid
          key={group.ank ?? label}
          label={group.ank === undefined ? label : t.ank({ ank: String(group.ank) })}
          showTitle={group.ank !== undefined}
          cells={group.digits.length}
        >
          {group.digits.map((digits) => (
            <EntryCell key={digits} digits={digits} label={t.pointsFor({ digits })} points={points[digits] ?? 0} onAdd={onAdd} onType={onType} />
          ))}
        </EntryGroupGrid>
      ))}
    </Stack>
  );
}

function EntryGroupGrid({ label, showTitle, cells, children }: { label: string; showTitle: boolean; cells: number; children: ReactNode }) {
  const titleId = useId();
  return (
    <Box role="group" aria-label={showTitle ? undefined : label} aria-labelledby={showTitle ? titleId : undefined}>
      {showTitle && (
        <Heading as="h3" id={titleId} size="sm" mb="1" color="brand.fg">
          {label}
        </Heading>
      )}
      <SimpleGrid columns={columnsFor(cells)} gap="1.5">
        {children}
      </SimpleGrid>
    </Box>
  );
}

function EntryCell({
  digits,
  label,
  points,
  onAdd,
  onType,
}: {
  digits: string;
  label: string;
  points: number;
  onAdd: (digits: string) => void;
  onType: (digits: string, text: string) => void;
}) {
  const marked = points > 0;
  return (
    <Stack gap="0.5" minW="0" borderWidth="1px" rounded="md" p="0.5" bg={marked ? 'brand.subtle' : 'bg'} borderColor={marked ? 'brand.solid' : 'border'}>
      <Button
        type="button"
        h="7"
        minW="0"
        px="1"
        variant={marked ? 'solid' : 'subtle'}
        colorPalette="brand"
        fontFamily="mono"
        fontSize="md"
        onClick={() => onAdd(digits)}
      >
        {digits}
      </Button>
      <Input
        h="7"
        minW="0"
        px="1"
        fontSize="xs"
        textAlign="center"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        aria-label={label}
        placeholder="0"
        value={marked ? String(points) : ''}
        onChange={(event) => onType(digits, event.target.value)}
        bg="bg"
      />
    </Stack>
  );
}
