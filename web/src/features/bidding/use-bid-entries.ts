/** A bid form's amount chip and entry points (spec, bid form): no chip, no click; Reset keeps the chip. */
import { useState } from 'react';
import { showAlert } from '../../components/alert-dialog.tsx';
import { useMessages } from '../../i18n/index.ts';
import { addChip, bidRuleMessages, type EntryPoints, totalOf, typedPoints } from './rules.ts';

export function useBidEntries() {
  const t = useMessages(bidRuleMessages);
  const [chip, setChip] = useState<number | null>(null);
  const [points, setPoints] = useState<EntryPoints>({});
  return {
    chip,
    chooseChip: setChip,
    points,
    total: totalOf(points),
    add: (digits: string) => {
      if (chip === null) return showAlert(t.selectAmountFirst);
      setPoints((current) => addChip(current, digits, chip));
    },
    type: (digits: string, text: string) => setPoints((current) => ({ ...current, [digits]: typedPoints(text) })),
    /** Reset: every entry's points, not the chosen amount. */
    reset: () => setPoints({}),
    /** After a placed slip: the entries and the chosen amount. */
    clear: () => {
      setPoints({});
      setChip(null);
    },
  };
}
