/** Checks an entered panna against the 220 canonical ones; the message says how to write it when it is not. */
import { canonicalPanna, findPanna } from '../../../../../sdk/pannas.ts';

export function pannaProblem(value: string): string {
  if (!/^[0-9]{3}$/.test(value)) return 'The panna must be 3 digits';
  if (findPanna(value)) return '';
  return `${value} is not a panna as written: did you mean ${canonicalPanna(value)}?`;
}
