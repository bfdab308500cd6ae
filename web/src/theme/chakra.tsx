/**
 * Chakra UI loads only with the first screen or overlay that needs it: Home's first screen and the app's frame (header,
 * footer, menu button) are plain elements styled by the static sheet (styles.css: chakra.gen.css and frame.css), so a
 * first visit to Home downloads and runs none of Chakra UI, emotion or the theme. `<WithChakra>` around a part that uses Chakra
 * components loads them (suspending meanwhile) and provides the theme; `loadChakra()` starts that early (a route's
 * beforeLoad, so the screen renders at once). The theme is built in a task of its own after Chakra UI's evaluation, so
 * neither is one long task.
 */
import { lazy, type ReactNode, useState } from 'react';

type Provide = (children: ReactNode) => ReactNode;

let loading: Promise<Provide> | null = null;
/** Set once Chakra UI and the theme are in. */
let loaded: Provide | null = null;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

export function loadChakra(): Promise<Provide> {
  loading ??= import('./chakra-scope.tsx').then(async (module) => {
    await nextTask();
    module.buildSystem();
    loaded = module.provideChakra;
    return module.provideChakra;
  });
  return loading;
}

const ChakraTheme = lazy(async () => {
  const provide = await loadChakra();
  return { default: ({ children }: { children: ReactNode }) => provide(children) };
});

/**
 * Chakra UI's theme for its children, once loaded (the nearest Suspense boundary shows meanwhile); at once when it is
 * in already. Each instance keeps the way it started, so its children are never mounted twice.
 */
export function WithChakra({ children }: { children: ReactNode }) {
  const [provide] = useState(() => loaded);
  return provide ? provide(children) : <ChakraTheme>{children}</ChakraTheme>;
}
