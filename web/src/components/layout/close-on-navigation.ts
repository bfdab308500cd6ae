/** Closes an overlay (the menu drawer, the logout confirmation) when the page changes under it: the phone's Back button. */
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

export function useCloseOnNavigation(open: boolean, close: () => void): void {
  const href = useRouterState({ select: (state) => state.location.href });
  const shown = useRef(href);
  useEffect(() => {
    if (shown.current === href) return;
    shown.current = href;
    if (open) close();
  }, [href, open, close]);
}
