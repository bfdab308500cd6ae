/** A console screen's frame: the document title, one h1, optional actions beside it, then the content. */
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ConsolePageProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function ConsolePage({ title, subtitle, actions, children }: ConsolePageProps) {
  return (
    <Box maxW="7xl">
      <title>{`${title} · Matka console`}</title>
      <Flex gap="3" mb="4" align={{ base: 'flex-start', md: 'center' }} justify="space-between" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {actions}
      </Flex>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}
