/**
 * A mobile number field: the numeric keypad, and nothing but digits enters it, at most 10. A pasted number keeps its
 * digits only ("98765 43210"), without the country code or trunk prefix ("+91 98765 43210", "098765 43210").
 */
import { Input, type InputProps } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

export const MOBILE_LENGTH = 10;

export function mobileDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === MOBILE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === MOBILE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, MOBILE_LENGTH);
}

export function MobileInput({ onChange, ...props }: Omit<InputProps, 'type' | 'inputMode'>) {
  const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = mobileDigits(event.target.value);
    onChange?.(event);
  };
  return <Input autoComplete="tel-national" {...props} type="tel" inputMode="numeric" onChange={keepDigits} />;
}
