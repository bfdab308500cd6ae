/** The amount chips 5 ... 5000: exactly one is chosen at a time (a toggle button group announced as "Select Amount"). */
import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { formatPoints } from '../../lib/format.ts';
import { i18n, useMessages } from '../../i18n/index.ts';
import { CHIPS } from './rules.ts';

const messages = i18n('amountChips', { selectAmount: 'Select Amount' });

export function AmountChips({ chip, onChoose }: { chip: number | null; onChoose: (chip: number) => void }) {
  const t = useMessages(messages);
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} fontWeight="semibold" mb="2">
        {t.selectAmount}
      </Text>
      <SimpleGrid role="group" aria-labelledby={labelId} columns={4} gap="2">
        {CHIPS.map((value) => {
          const chosen = chip === value;
          return (
            <Button
              key={value}
              type="button"
              size="sm"
              rounded="full"
              variant={chosen ? 'solid' : 'outline'}
              colorPalette="brand"
              bg={chosen ? undefined : 'bg'}
              aria-pressed={chosen}
              onClick={() => onChoose(value)}
            >
              {formatPoints(value)}
            </Button>
          );
        })}
      </SimpleGrid>
    </div>
  );
}
