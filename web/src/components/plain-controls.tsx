/**
 * Form controls without Chakra UI (frame.css), drawn as Chakra's at their default sizes: a text input, a textarea, a
 * native select, a mobile number input and a button with a loading state. Inside a PlainField (plain-field.tsx) a
 * control takes the field's id, required mark and its hint and error wiring; its own props come after them.
 */
import type { ChangeEvent, ComponentProps } from 'react';
import { mobileDigits } from '../lib/mobile-number.ts';
import { useFieldControl } from './plain-field.tsx';

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input {...useFieldControl()} {...props} className={classes('f-input', className)} />;
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...useFieldControl()} {...props} className={classes('f-textarea', className)} />;
}

/** A native select with Chakra's chevron (red while the field has an error). */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="f-select-root">
      <select {...useFieldControl()} {...props} className={classes('f-select', className)} />
      <svg className="f-select-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/**
 * A mobile number: the numeric keypad, and nothing but digits enters it, at most 10; a pasted number keeps its digits
 * without the country code or trunk prefix (lib/mobile-number.ts).
 */
export function MobileNumberInput({ onChange, ...props }: Omit<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = mobileDigits(event.target.value);
    onChange?.(event);
  };
  return <TextInput autoComplete="tel-national" {...props} type="tel" inputMode="numeric" onChange={keepDigits} />;
}

export interface ButtonLook {
  /** `brand`: the brand's solid colour; `outline`, `ghost`, `subtle` and `light` as frame.css draws them. */
  variant?: 'brand' | 'outline' | 'ghost' | 'subtle' | 'light';
  /** Chakra's button sizes: `md` (the default) is 2.5rem high, `sm` 2.25rem, `lg` 2.75rem. */
  size?: 'sm' | 'md' | 'lg';
  /** As wide as its column. */
  full?: boolean;
}

/** The classes of a button's look, also for a link drawn as a button. */
export function buttonClass({ variant = 'brand', size = 'md', full }: ButtonLook = {}, className?: string): string {
  return classes('f-button', `f-button-${variant}`, size !== 'sm' && `f-button-${size}`, full && 'f-button-full', className);
}

interface PlainButtonProps extends ComponentProps<'button'>, ButtonLook {
  /**
   * Busy: a spinner, and the button does nothing until done. It keeps the focus (aria-disabled, not disabled: a
   * disabled button loses it, and a keyboard user would start again from the top of the page after the answer).
   */
  loading?: boolean;
  /** Said beside the spinner while loading (without it the label stays, hidden, to keep the button's width). */
  loadingText?: string;
}

export function PlainButton({
  variant,
  size,
  full,
  loading,
  loadingText,
  className,
  disabled,
  type = 'button',
  onClick,
  children,
  ...props
}: PlainButtonProps) {
  const spinner = <span className="f-button-spinner" aria-hidden="true" />;
  return (
    <button
      type={type}
      {...props}
      className={buttonClass({ variant, size, full }, className)}
      disabled={disabled}
      aria-disabled={loading || undefined}
      // A click while busy, or the Enter of a form's field (a click on its submit button), does nothing.
      onClick={loading ? (event) => event.preventDefault() : onClick}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
    >
      {!loading ? (
        children
      ) : loadingText ? (
        <>
          {spinner}
          {loadingText}
        </>
      ) : (
        <>
          <span className="f-button-spinner-center">{spinner}</span>
          <span className="f-button-hidden">{children}</span>
        </>
      )}
    </button>
  );
}
