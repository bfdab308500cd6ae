/**
 * A mobile number as typed or pasted: its digits only, at most 10 ("98765 43210"), without the country code or trunk
 * prefix ("+91 98765 43210", "098765 43210"). The mobile number field (components/plain-controls.tsx) keeps what
 * enters it to this.
 */
export const MOBILE_LENGTH = 10;

export function mobileDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === MOBILE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === MOBILE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, MOBILE_LENGTH);
}
