/** Loading, empty and error states shared by every data screen, so none is ever blank. */
import { Alert, Button, Center, EmptyState, Skeleton, Spinner, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { messageOf } from '../api/client.ts';
import { i18n, useMessages } from '../i18n/index.ts';

const messages = i18n('states', { loading: 'Loading', couldNotLoad: 'Could not load this.', tryAgain: 'Try again' });

export function Loading({ label }: { label?: string }) {
  const t = useMessages(messages);
  return (
    <Center py="10" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{label ?? t.loading}</VisuallyHidden>
    </Center>
  );
}

/**
 * Placeholder rows while a list loads, as tall as the rows that will replace them, so what sits below does not jump
 * when the data arrives.
 */
export function ListSkeleton({ rows, rowHeight, label }: { rows: number; rowHeight: string; label?: string }) {
  const t = useMessages(messages);
  return (
    <Stack gap="3" role="status" aria-live="polite">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={rowHeight} rounded="lg" />
      ))}
      <VisuallyHidden>{label ?? t.loading}</VisuallyHidden>
    </Stack>
  );
}

export function Empty({ text, description }: { text: string; description?: string }) {
  return (
    <EmptyState.Root size="sm" role="status">
      <EmptyState.Content>
        <EmptyState.Title>{text}</EmptyState.Title>
        {description && <EmptyState.Description>{description}</EmptyState.Description>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A failed call: the server's message and, when given, a way to try again. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const t = useMessages(messages);
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Content>
          <Alert.Title>{title ?? t.couldNotLoad}</Alert.Title>
          <Alert.Description>{messageOf(error)}</Alert.Description>
        </Alert.Content>
        {onRetry && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            {t.tryAgain}
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}

/** A route's errorComponent: shows the loader's error and retries by reloading the route. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return (
    <Stack maxW="xl" mx="auto" px="3" py="4">
      <ErrorState error={error} onRetry={() => void router.invalidate()} />
    </Stack>
  );
}
