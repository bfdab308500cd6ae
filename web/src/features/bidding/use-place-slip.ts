/**
 * Placing a slip from a bid screen: the server's message on every outcome (a toast when placed, the alert dialog when
 * refused), and one Idempotency-Key per slip. A second tap while the first is on its way does nothing, and a retry of
 * the same slip after a dropped connection sends the same key, so the server places it once and answers as the first
 * time. A new slip, or the same numbers again after an answer, gets a fresh key.
 */
import { useRef } from 'react';
import { ApiError, idempotencyKey, messageOf, serverText, serverWords } from '../../api/client.ts';
import { showAlert } from '../../components/alert-dialog.tsx';
import { toastSuccess } from '../../components/toaster.tsx';
import { type BidReply, type Family, useSubmitSlip } from './queries.ts';
import { i18n, useMessages } from '../../i18n/index.ts';
import type { BidSlip } from './rules.ts';

const messages = i18n('placeSlip', { placed: 'Bid Successfully Submitted' });

/** Failures after which the server may or may not have placed the slip: the next try must reuse the key. */
const mayHaveArrived = (error: unknown) => error instanceof ApiError && [0, 502, 503, 504].includes(error.status);

export function usePlaceSlip(family: Family, { onPlaced, onRefused }: { onPlaced: (reply: BidReply) => void; onRefused?: (reply: BidReply) => void }) {
  const t = useMessages(messages);
  const submit = useSubmitSlip(family);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);

  const place = (slip: BidSlip) => {
    if (inFlight.current) return;
    const body = JSON.stringify(slip);
    if (attempt.current?.body !== body) attempt.current = { body, key: idempotencyKey() };
    inFlight.current = true;
    submit.mutate(
      { slip, key: attempt.current.key },
      {
        onSuccess: (reply) => {
          attempt.current = null;
          if (reply.status) {
            toastSuccess(serverWords(reply.msg, t.placed));
            onPlaced(reply);
          } else {
            showAlert(serverText(reply));
            onRefused?.(reply);
          }
        },
        onError: (error) => {
          if (!mayHaveArrived(error)) attempt.current = null;
          showAlert(messageOf(error));
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return { place, pending: submit.isPending };
}
