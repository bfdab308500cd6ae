/**
 * A labelled field of the bid screens, in plain elements (web/src/theme/frame.css): the label names the control, which
 * is described by the hint (while there is no error) and marked invalid with the error as its error message (announced
 * politely). The control is the caller's (an input or a select), given the props that wire it.
 */
import { type ReactNode, useId } from 'react';

export interface ControlProps {
  id: string;
  disabled: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-errormessage': string | undefined;
  'aria-describedby': string | undefined;
}

interface BidFieldProps {
  label: string;
  error?: string | undefined;
  helper?: string;
  disabled?: boolean;
  /** Extra classes for the field (its place in a row). */
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function BidField({ label, error, helper, disabled, className, children }: BidFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const showHelper = Boolean(helper) && !error;
  return (
    <div className={className ? `f-field ${className}` : 'f-field'} data-disabled={disabled || undefined}>
      <label className="f-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        disabled,
        'aria-invalid': error ? true : undefined,
        'aria-errormessage': error ? errorId : undefined,
        'aria-describedby': showHelper ? helperId : undefined,
      })}
      {showHelper && (
        <div id={helperId} className="f-helper">
          {helper}
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
