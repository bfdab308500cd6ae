/** A labelled form field with its hint and its error (announced with the input through aria-describedby). */
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps extends Omit<Field.RootProps, 'children' | 'invalid'> {
  label: string;
  error?: string;
  helper?: string;
  children: ReactNode;
}

export function FormField({ label, error, helper, required, children, ...rootProps }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} {...rootProps}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator color="red.700" />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {/* red.700: the default error red is too light for small text on white (WCAG AA). */}
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
