/**
 * Browser entry, a small file: the page's static shell (web/index.html) paints first, and only then does the app
 * (app/start.tsx, one file the page preloads meanwhile) run. Its evaluation is the longest task of a first visit
 * (React, the router, Chakra's theme): started before the first paint, it would hold the shell off the screen.
 * On Home the banner is decoded and drawn first, so the first paint is the largest one.
 */
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

afterShellPaint(() => void import('./app/start.tsx'));
