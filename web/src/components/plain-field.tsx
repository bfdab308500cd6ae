/**
 * Forms without Chakra UI (plain elements styled by web/src/theme/frame.css), for the plain screens
 * (app/plain-screens.ts): a form laid out as a column, and a labelled field whose control (plain-controls.tsx) is
 * wired as Chakra's Field wires it. The label names the control; the control is `required` (the label's marker is
 * hidden from screen readers) and describes itself by the hint, or by the error once there is one, which also makes
 * it `aria-invalid` with that error as its `aria-errormessage` (the error is announced politely). A disabled field
 * disables its control and dims its label.
 */
import { createContext, type FormEvent, type ReactNode, useContext, useId } from 'react';

/** What a control takes from its field. */
export interface FieldControlProps {
  id?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-errormessage'?: string;
}

const FieldContext = createContext<FieldControlProps>({});

/** The props that wire a control to the field around it (none outside a field). */
export function useFieldControl(): FieldControlProps {
  return useContext(FieldContext);
}

interface PlainFieldProps {
  label: string;
  /** The field's problem: shown under the control, in place of the hint. */
  error?: string | undefined;
  helper?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

export function PlainField({ label, error, helper, required, readOnly, disabled, children }: PlainFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const errorId = `${id}-error`;
  const hint = helper && !error ? helper : undefined;
  const control: FieldControlProps = {
    id,
    required,
    readOnly,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : hint ? helperId : undefined,
    'aria-errormessage': error ? errorId : undefined,
  };
  return (
    <div className="f-field" role="group" data-disabled={disabled || undefined}>
      <label className="f-label" htmlFor={id}>
        {label}
        {required && (
          <span className="f-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldContext value={control}>{children}</FieldContext>
      {hint && (
        <div id={helperId} className="f-helper">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="f-error" aria-live="polite">
          {error}
        </div>
      )}
    </div>
  );
}

/** A form laid out as a column; the app validates itself (noValidate) so its messages are the spec's. */
export function PlainForm({ label, onSubmit, children }: { label: string; onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form className="f-form" aria-label={label} onSubmit={onSubmit} noValidate>
      {children}
    </form>
  );
}
