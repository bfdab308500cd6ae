/**
 * A mobile number field: the numeric keypad, and nothing but digits enters it, at most 10. A pasted number keeps its
 * digits only ("98765 43210"), without the country code or trunk prefix ("+91 98765 43210", "098765 43210").
 */
import { Input, type InputProps } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { mobileDigits } from '../lib/mobile-number.ts';

export { MOBILE_LENGTH, mobileDigits } from '../lib/mobile-number.ts';

export function MobileInput({ onChange, ...props }: Omit<InputProps, 'type' | 'inputMode'>) {
  const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = mobileDigits(event.target.value);
    onChange?.(event);
  };
  return <Input autoComplete="tel-national" {...props} type="tel" inputMode="numeric" onChange={keepDigits} />;
}
