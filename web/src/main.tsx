/**
 * Browser entry, a small file: the page's static shell (web/index.html) paints first, and only then does the app run.
 * Its code comes in two files the page preloads meanwhile (scripts/vite/app-chunk.ts): React and the app
 * (app/start.tsx: router, screens, Home's frame without Chakra UI, see theme/chakra.tsx). They are evaluated in
 * separate tasks, with the browser free to paint and answer input between them: together they are the longest work
 * of a first visit (on a slow phone several hundred ms, which as one task would block the page that long).
 * On Home the banner is decoded and drawn first, so the first paint is the largest one. Who is logged in, and the first screen's data, are asked
 * for at once (early-calls.ts).
 */
import { askEarly } from './app/early-calls.ts';

askEarly();

function afterShellPaint(callback: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    callback();
  };
  // A hidden tab draws no frames: the timer makes sure the app still starts.
  setTimeout(once, 250);
  const banner = document.querySelector<HTMLImageElement>('img.boot-banner');
  void (banner ? banner.decode().catch(() => undefined) : Promise.resolve()).then(() => requestAnimationFrame(() => setTimeout(once, 0)));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterShellPaint(async () => {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start.tsx');
  await nextTask();
  startApp();
});
