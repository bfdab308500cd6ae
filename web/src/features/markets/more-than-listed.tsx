/** Said under a history that lists the newest 500 of its dates' bids when the dates hold more. */
import { useQuery } from '@tanstack/react-query';
import { i18n, useMessages } from '../../i18n/index.ts';
import type { History } from './queries.ts';

const messages = i18n('moreThanListed', {
  more: 'These dates hold more bids than the newest 500 shown here: choose fewer days to see the rest.',
});

/** The history's own query options: the note follows the cached answer (a refetch that changes only `more` too). */
export function MoreThanListed<Row>({ options }: { options: { queryKey: readonly unknown[]; queryFn?: unknown } }) {
  const t = useMessages(messages);
  const { data: more } = useQuery({
    ...(options as { queryKey: readonly unknown[]; queryFn: () => Promise<History<Row>> }),
    select: (history: History<Row>) => history.more,
  });
  return more ? (
    <p role="note" style={{ marginTop: 'var(--chakra-spacing-3)' }}>
      {t.more}
    </p>
  ) : null;
}
