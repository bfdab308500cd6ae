/**
 * Server paging by cursor: each page answers `next_before`, the cursor of the next (older) page. The pager keeps
 * the cursors of the pages seen, so Previous goes back exactly; a new filter starts again at the first page.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';

export const PAGE_SIZE = 20;

export function useCursorPager(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({ key: resetKey, cursors: [undefined] });
  const cursors = state.key === resetKey ? state.cursors : [undefined];
  const before = cursors[cursors.length - 1];
  return {
    before,
    page: cursors.length,
    next: (cursor: string) => setState({ key: resetKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: resetKey, cursors: cursors.slice(0, -1) }),
  };
}

export type CursorPager = ReturnType<typeof useCursorPager>;

export function Pager({ pager, nextBefore, label }: { pager: CursorPager; nextBefore: string | null | undefined; label: string }) {
  if (pager.page === 1 && !nextBefore) return null;
  return (
    <HStack as="nav" aria-label={`${label} pages`} justify="space-between" mt="3">
      <Button size="sm" variant="outline" disabled={pager.page === 1} onClick={pager.previous}>
        Previous page
      </Button>
      <Text aria-live="polite" fontSize="sm" color="fg.muted">
        Page {pager.page}
      </Text>
      <Button size="sm" variant="outline" disabled={!nextBefore} onClick={() => nextBefore && pager.next(nextBefore)}>
        Next page
      </Button>
    </HStack>
  );
}

/** The query part of a paged operator call. */
export function pageQuery(before: string | undefined): { limit: string; before?: string } {
  return before ? { limit: String(PAGE_SIZE), before } : { limit: String(PAGE_SIZE) };
}
