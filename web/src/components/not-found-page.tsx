/** The fallback for an unknown route (spec: 'Unexpected Application Error!'). */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { APP_NAME } from './page.tsx';
import { i18n, useMessages } from '../i18n/index.ts';

const messages = i18n('notFound', {
  title: 'Page not found',
  heading: 'Unexpected Application Error!',
  notFound: '404 Not Found',
  noPage: 'There is no page at this address.',
  home: 'Go to Home',
});

export function NotFoundPage() {
  const t = useMessages(messages);
  return (
    <Stack maxW="xl" mx="auto" px="4" py="10" gap="4" align="flex-start">
      <title>{`${t.title} · ${APP_NAME}`}</title>
      <Heading as="h1" size="2xl">
        {t.heading}
      </Heading>
      <Text fontSize="lg">{t.notFound}</Text>
      <Text color="fg.muted">{t.noPage}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">{t.home}</RouterLink>
      </Button>
    </Stack>
  );
}
