/**
 * Chakra UI's runtime, for main.tsx to evaluate in a task of its own before the theme is built (importing any module of
 * the file that holds it runs the whole file; see scripts/vite/app-chunk.ts).
 */
export { ChakraProvider } from '@chakra-ui/react';
