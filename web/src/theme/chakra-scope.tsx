/**
 * Chakra UI for the part of the page that uses it (loaded by chakra.tsx, never with the first screen's frame). The
 * global styles and tokens come from the static sheet (chakra.gen.css, in styles.css, which the app links), so the
 * provider inserts none at run time.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { createAppSystem } from './system.ts';

type System = ReturnType<typeof createAppSystem>;
let system: System | null = null;

/** Builds the theme (its tokens and recipes): called in a task of its own after this file's evaluation. */
export function buildSystem(): void {
  const built = createAppSystem();
  system = { ...built, _global: [], _config: { ...built._config, disableLayers: true } };
}

/** Chakra UI's provider with the theme around `children`. */
export function provideChakra(children: ReactNode): ReactNode {
  if (!system) buildSystem();
  return <ChakraProvider value={system!}>{children}</ChakraProvider>;
}
