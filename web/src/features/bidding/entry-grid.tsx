/**
 * The numbers of a bid screen (digits, jodis or pannas), in labelled groups: a tap on a number adds the chosen amount
 * to it, its box can also be typed into (which sets its points).
 */
import { Box, Button, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
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
  /** Cells per row on a phone (more on wider screens). */
  columns?: number;
}

export function EntryGrid({ label, groups, points, onAdd, onType, columns = 4 }: EntryGridProps) {
  const t = useMessages(bidBoardMessages);
  return (
    <Stack gap="4">
      {groups.map((group) => (
        <EntryGroupGrid
          key={group.ank ?? label}
          label={group.ank === undefined ? label : t.ank({ ank: String(group.ank) })}
          showTitle={group.ank !== undefined}
          columns={columns}
        >
          {group.digits.map((digits) => (
            <EntryCell key={digits} digits={digits} label={t.pointsFor({ digits })} points={points[digits] ?? 0} onAdd={onAdd} onType={onType} />
          ))}
        </EntryGroupGrid>
      ))}
    </Stack>
  );
}

function EntryGroupGrid({ label, showTitle, columns, children }: { label: string; showTitle: boolean; columns: number; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <Box role="group" aria-label={showTitle ? undefined : label} aria-labelledby={showTitle ? titleId : undefined}>
      {showTitle && (
        <Heading as="h3" id={titleId} size="sm" mb="2" color="brand.fg">
          {label}
        </Heading>
      )}
      <SimpleGrid columns={{ base: columns, sm: columns + 1, md: columns + 2 }} gap="2">
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
    <Stack gap="1" borderWidth="1px" rounded="md" p="1" bg={marked ? 'brand.subtle' : 'bg'} borderColor={marked ? 'brand.solid' : 'border'}>
      <Button type="button" size="sm" variant={marked ? 'solid' : 'subtle'} colorPalette="brand" fontFamily="mono" fontSize="md" onClick={() => onAdd(digits)}>
        {digits}
      </Button>
      <Input
        size="xs"
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
