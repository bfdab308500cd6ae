/**
 * Placing a slip from a bid screen: the server's message on every outcome (a toast when placed, the alert dialog when
 * refused, with a way to Add Fund when the wallet is short), and one Idempotency-Key per slip. A second tap while the
 * first is on its way does nothing, and a retry of the same slip after a dropped connection sends the same key, so the
 * server places it once and answers as the first time. A new slip, or the same numbers again after an answer, gets a
 * fresh key. When no answer came, the player is told the slip may have been placed (and the wallet and bids are read
 * again), never only to try again: a changed slip is a new one.
 */
import { useRef } from 'react';
import { ApiError, messageOf, serverText, serverWords } from '../../api/client.ts';
import { mayHaveArrived, useIntentKey } from '../../api/intent-key.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { type BidReply, type Family, useSubmitSlip } from './queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';
import { useRefusalAction } from './refusal-action.ts';
import type { BidSlip } from './rules.ts';

const messages = i18n('placeSlip', {
  placed: 'Bid Successfully Submitted',
  unconfirmed: 'We could not confirm your bid: it may have been placed. Check My Bids and your wallet before bidding again.',
});

interface PlaceSlipOptions {
  onPlaced: (reply: BidReply) => void;
  onRefused?: (reply: BidReply) => void;
  /** Where the screen keeps its entries (slip-draft.ts). */
  draft?: string | undefined;
}

export function usePlaceSlip(family: Family, { onPlaced, onRefused, draft }: PlaceSlipOptions) {
  const t = useMessages(messages);
  const submit = useSubmitSlip(family);
  const refusalAction = useRefusalAction();
  const intent = useIntentKey();
  const inFlight = useRef(false);

  const place = (slip: BidSlip) => {
    if (inFlight.current) return;
    inFlight.current = true;
    submit.mutate(
      { slip, key: intent.keyFor(slip), draft },
      {
        onSuccess: (reply) => {
          intent.answered();
          if (reply.status) {
            toastSuccess(serverWords(reply.msg, t.placed));
            onPlaced(reply);
          } else {
            showAlert(serverText(reply), refusalAction(reply));
            onRefused?.(reply);
          }
        },
        onError: (error) => {
          intent.failed(error);
          // A session that ended is said once (the query client's notice), and the login form comes up; the entries are
          // kept for when the player is back (slip-draft.ts).
          if (error instanceof ApiError && error.status === 401) return;
          showAlert(mayHaveArrived(error) ? t.unconfirmed : messageOf(error));
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return { place, pending: submit.isPending };
}
