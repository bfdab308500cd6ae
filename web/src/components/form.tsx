/** A form laid out as a column; the app validates itself (noValidate) so its messages are the spec's. */
import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export function Form({ label, onSubmit, children }: { label: string; onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form aria-label={label} onSubmit={onSubmit} noValidate>
      <Stack gap="4">{children}</Stack>
    </form>
  );
}
