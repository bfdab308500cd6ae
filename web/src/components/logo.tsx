/** The product logo: the mark and the name, linking home. */
import { HStack, Text } from '@chakra-ui/react';

export function LogoMark({ size = 8 }: { size?: number }) {
  return (
    <svg viewBox="0 0 512 512" width={size * 4} height={size * 4} aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="#f59e0b" />
      <circle cx="256" cy="256" r="168" fill="#4c1d95" />
      <circle cx="176" cy="256" r="44" fill="#f59e0b" />
      <circle cx="256" cy="256" r="44" fill="#f59e0b" />
      <circle cx="336" cy="256" r="44" fill="#f59e0b" />
    </svg>
  );
}

/** `compact`: the name shows from the sm breakpoint on, leaving room in a phone's header. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <HStack gap="2">
      <LogoMark />
      <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="wide" display={compact ? { base: 'none', sm: 'inline' } : undefined}>
        Matka
      </Text>
    </HStack>
  );
}
