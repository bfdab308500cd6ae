/**
 * A bid form's amount chip and entry points (spec, bid form): no chip, no click; Reset keeps the chip. The entries
 * are kept as a draft under `draftKey` (slip-draft.ts) until placed or reset.
 */
import { useEffect, useState } from 'react';
import { showAlert } from '../../components/alert-dialog.tsx';
import { useMessages } from '../../i18n/index.ts';
import { addChip, bidRuleMessages, type EntryPoints, totalOf, typedPoints } from './rules.ts';
import { readDraft, writeDraft } from './slip-draft.ts';

export function useBidEntries(draftKey?: string) {
  const t = useMessages(bidRuleMessages);
  const [chip, setChip] = useState<number | null>(null);
  const [points, setPoints] = useState<EntryPoints>(() => readDraft(draftKey));
  // Another player (or the player known only now): their own draft, or none.
  const [draftOf, setDraftOf] = useState(draftKey);
  if (draftOf !== draftKey) {
    setDraftOf(draftKey);
    setPoints(readDraft(draftKey));
  }
  useEffect(() => {
    if (draftOf === draftKey) writeDraft(draftKey, points);
  }, [draftOf, draftKey, points]);
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
    /** Quick entry: adds typed points to an entry, as a chip does, whatever chip is chosen. */
    addPoints: (digits: string, value: number) => setPoints((current) => addChip(current, digits, value)),
    /** Reset: every entry's points, not the chosen amount. */
    reset: () => setPoints({}),
    /** After a placed slip: the entries and the chosen amount. */
    clear: () => {
      setPoints({});
      setChip(null);
    },
  };
}
