/**
 * Overlays (dialogs, the menu drawer, toasts) are not needed to show a screen, so their code loads after the page is
 * up: `useDeferredMount(needed)` turns true once the browser is idle after the page load, or at once when the overlay
 * is needed earlier, and stays true. Render the lazy overlay only then, inside <Suspense fallback={null}>.
 */
import { useEffect, useState } from 'react';

let idle = false;
const waiting = new Set<() => void>();

function whenIdle(callback: () => void): () => void {
  waiting.add(callback);
  return () => waiting.delete(callback);
}

function becomeIdle() {
  idle = true;
  for (const callback of waiting) callback();
  waiting.clear();
}

if (typeof window !== 'undefined') {
  const afterLoad = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(becomeIdle, { timeout: 3000 });
    else setTimeout(becomeIdle, 300);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

export function useDeferredMount(needed = false): boolean {
  const [ready, setReady] = useState(idle);
  useEffect(() => (ready ? undefined : whenIdle(() => setReady(true))), [ready]);
  if (needed && !ready) setReady(true);
  return ready || needed;
}
