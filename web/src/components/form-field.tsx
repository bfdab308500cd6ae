/**
 * A labelled form field with its hint and its error, both announced with the input through aria-describedby (Chakra's
 * field ties the error only through aria-errormessage, which several screen readers, on phones especially, do not read).
 */
import { Field } from '@chakra-ui/react';
import { cloneElement, isValidElement, type ReactNode, useId } from 'react';

interface FormFieldProps extends Omit<Field.RootProps, 'children' | 'invalid'> {
  label: string;
  error?: string;
  helper?: string;
  children: ReactNode;
}

/** Its own aria-describedby for the field's one child: an input, a textarea or a ChoiceSelect (its select takes it). */
function describedBy(children: ReactNode, ids: string | undefined): ReactNode {
  if (!ids || !isValidElement<{ 'aria-describedby'?: string }>(children)) return children;
  return cloneElement(children, { 'aria-describedby': ids });
}

export function FormField({ label, error, helper, required, children, ...rootProps }: FormFieldProps) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-hint` };
  const described = [error && ids.errorText, helper && ids.helperText].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={ids} {...rootProps}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator color="red.700" />}
      </Field.Label>
      {describedBy(children, described)}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {/* red.700: the default error red is too light for small text on white (WCAG AA). */}
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
