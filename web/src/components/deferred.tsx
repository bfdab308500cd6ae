/**
 * Overlays (dialogs, the menu drawer, toasts, the first-visit popup) and the service worker are not needed to show a
 * screen, so their code loads once the player starts using the page (the first tap, key or scroll), or a few seconds
 * after the page load when the browser is idle, whichever comes first: on a slow phone the first screen gets the CPU
 * and the link to itself. `useDeferredMount(needed)` turns true then, or at once when the overlay is needed earlier,
 * and stays true. Render the lazy overlay only then, inside <Suspense fallback={null}>. `whenPageSettled` runs a
 * callback at that moment.
 */
import { useEffect, useState } from 'react';

/** How long after the load event the deferred work starts when nobody touches the page. */
export const SETTLE_AFTER_LOAD_MS = 4000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let idle = false;
const waiting = new Set<() => void>();

export function whenPageSettled(callback: () => void): () => void {
  if (idle) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

function becomeIdle() {
  if (idle) return;
  idle = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, becomeIdle, true);
  for (const callback of waiting) callback();
  waiting.clear();
}

if (typeof window !== 'undefined') {
  for (const type of INTERACTIONS) window.addEventListener(type, becomeIdle, { capture: true, passive: true });
  const afterLoad = () =>
    setTimeout(() => {
      // The page may be gone by then (a test's document torn down).
      if (typeof window === 'undefined') return;
      if ('requestIdleCallback' in window) window.requestIdleCallback(becomeIdle, { timeout: 2000 });
      else becomeIdle();
    }, SETTLE_AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

export function useDeferredMount(needed = false): boolean {
  const [ready, setReady] = useState(idle);
  useEffect(() => (ready ? undefined : whenPageSettled(() => setReady(true))), [ready]);
  if (needed && !ready) setReady(true);
  return ready || needed;
}
