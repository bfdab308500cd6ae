/** What a new password may not be, for every account: only spaces, or one this project publishes (README, demo). */
import { PUBLISHED_PASSWORDS } from '../../config.ts';
import { invalid } from '../../errors.ts';

export function assertUsablePassword(field: string, password: string): void {
  if (!password.trim()) throw invalid(field, 'A password cannot be only spaces.');
  if (PUBLISHED_PASSWORDS.includes(password)) throw invalid(field, 'This password is published with the product: choose another.');
}
