/** Said under a history that lists the newest 500 of its dates' bids when the dates hold more. */
import { useQueryClient } from '@tanstack/react-query';
import { i18n, useMessages } from '../../i18n/index.ts';
import type { History } from './queries.ts';

const messages = i18n('moreThanListed', {
  more: 'These dates hold more bids than the newest 500 shown here: choose fewer days to see the rest.',
});

export function MoreThanListed({ queryKey }: { queryKey: readonly unknown[] }) {
  const t = useMessages(messages);
  const more = useQueryClient().getQueryData<History<unknown>>(queryKey)?.more;
  return more ? (
    <p role="note" style={{ marginTop: 'var(--chakra-spacing-3)' }}>
      {t.more}
    </p>
  ) : null;
}
