/** Add Fund rules: every field required ('{field} is required' under it), whole numbers, an image receipt. */
import { required } from '../auth/validation.ts';

export interface FundForm {
  amount: string;
  description: string;
  transactionId: string;
}

export const FUND_LABELS = { amount: 'Amount', description: 'Description', transactionId: 'Transaction Id', receipt: 'Transaction Receipt' } as const;

export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export type FundProblems = Partial<Record<keyof FundForm | 'receipt', string>>;

export function fundProblems(form: FundForm, receipt: File | null, limits: { min: number; max: number }): FundProblems {
  const problems: FundProblems = {};
  const amount = form.amount.trim();
  if (!amount) problems.amount = required(FUND_LABELS.amount);
  else if (!/^[1-9][0-9]{0,8}$/.test(amount)) problems.amount = 'Amount must be a whole number of points';
  else if (Number(amount) < limits.min || Number(amount) > limits.max) problems.amount = `Amount must be between ${limits.min} and ${limits.max} points`;

  const description = form.description.trim();
  if (!description) problems.description = required(FUND_LABELS.description);
  else if (description.length > 500) problems.description = 'Description must be at most 500 characters';

  const transactionId = form.transactionId.trim();
  if (!transactionId) problems.transactionId = required(FUND_LABELS.transactionId);
  else if (!/^[0-9]{6,30}$/.test(transactionId)) problems.transactionId = 'Transaction id must be 6 to 30 digits';

  if (!receipt) problems.receipt = required(FUND_LABELS.receipt);
  else if (!RECEIPT_TYPES.includes(receipt.type)) problems.receipt = 'Transaction Receipt must be a PNG, JPEG or WebP image';
  else if (receipt.size > RECEIPT_MAX_BYTES) problems.receipt = 'The receipt image must be at most 5 MB.';
  return problems;
}
