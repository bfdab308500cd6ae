/** A screen's frame: the document title, one h1, and the content in a readable column. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

export const APP_NAME = 'Matka';

interface PageProps {
  title: string;
  subtitle?: ReactNode;
  /** Wider column for tables on large screens. */
  wide?: boolean;
  children: ReactNode;
}

export function Page({ title, subtitle, wide, children }: PageProps) {
  return (
    <Box maxW={wide ? '5xl' : 'xl'} mx="auto" px={{ base: '3', md: '6' }} py="4">
      <title>{`${title} · ${APP_NAME}`}</title>
      <Stack gap="1" mb="4">
        <Heading as="h1" size="xl" color="brand.900">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {children}
    </Box>
  );
}

/** A white card section; with a title it is a landmark region named by its heading. */
export function Section({ title, children, headingLevel = 'h2' }: { title?: string; children: ReactNode; headingLevel?: 'h2' | 'h3' }) {
  const headingId = useId();
  return (
    <Box as="section" bg="bg" rounded="lg" borderWidth="1px" p={{ base: '3', md: '5' }} mb="4" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <Heading as={headingLevel} id={headingId} size="md" mb="3">
          {title}
        </Heading>
      )}
      {children}
    </Box>
  );
}
