/** The fallback for an unknown route (spec: 'Unexpected Application Error!'). */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { APP_NAME } from './page.tsx';

export function NotFoundPage() {
  return (
    <Stack maxW="xl" mx="auto" px="4" py="10" gap="4" align="flex-start">
      <title>{`Page not found · ${APP_NAME}`}</title>
      <Heading as="h1" size="2xl">
        Unexpected Application Error!
      </Heading>
      <Text fontSize="lg">404 Not Found</Text>
      <Text color="fg.muted">There is no page at this address.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Go to Home</RouterLink>
      </Button>
    </Stack>
  );
}
