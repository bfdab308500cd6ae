/** The amount chips 5 ... 5000: exactly one is chosen at a time (a toggle button group announced as "Select Amount"). */
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
      <p id={labelId} className="f-bid-chips-label">
        {t.selectAmount}
      </p>
      <div role="group" aria-labelledby={labelId} className="f-bid-chips">
        {CHIPS.map((value) => {
          const chosen = chip === value;
          return (
            <button
              key={value}
              type="button"
              className={`f-button f-bid-chip ${chosen ? 'f-button-brand' : 'f-bid-outline'}`}
              aria-pressed={chosen}
              onClick={() => onChoose(value)}
            >
              {formatPoints(value)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
