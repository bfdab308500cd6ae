/** Add Fund rules: every field required ('{field} is required' under it), whole numbers, an image receipt. */
import type { StoreValue } from 'nanostores';
import { i18n, params } from '../../i18n/index.ts';
import { formatPoints } from '../../lib/format.ts';

export interface FundForm {
  amount: string;
  description: string;
  transactionId: string;
}

/** The form's labels and problems, in the app's language (a screen reads them with useMessages). */
export const fundRuleMessages = i18n('fundRules', {
  amount: 'Amount',
  description: 'Description',
  transactionId: 'Transaction Id',
  receipt: 'Transaction Receipt',
  required: params<{ field: string }>('{field} is required'),
  wholeAmount: 'Amount must be a whole number of points',
  amountRange: params<{ min: string; max: string }>('Amount must be between {min} and {max} points'),
  longDescription: 'Description must be at most 500 characters',
  transactionDigits: 'Transaction id must be 6 to 30 digits',
  receiptType: 'Transaction Receipt must be a PNG, JPEG or WebP image',
  receiptSize: 'The receipt image must be at most 5 MB.',
});
export type FundRuleTexts = StoreValue<typeof fundRuleMessages>;

export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export type FundProblems = Partial<Record<keyof FundForm | 'receipt', string>>;

export function fundProblems(form: FundForm, receipt: File | null, limits: { min: number; max: number }, t: FundRuleTexts): FundProblems {
  const problems: FundProblems = {};
  const amount = form.amount.trim();
  if (!amount) problems.amount = t.required({ field: t.amount });
  else if (!/^[1-9][0-9]{0,8}$/.test(amount)) problems.amount = t.wholeAmount;
  else if (Number(amount) < limits.min || Number(amount) > limits.max)
    problems.amount = t.amountRange({ min: formatPoints(limits.min), max: formatPoints(limits.max) });

  const description = form.description.trim();
  if (!description) problems.description = t.required({ field: t.description });
  else if (description.length > 500) problems.description = t.longDescription;

  const transactionId = form.transactionId.trim();
  if (!transactionId) problems.transactionId = t.required({ field: t.transactionId });
  else if (!/^[0-9]{6,30}$/.test(transactionId)) problems.transactionId = t.transactionDigits;

  if (!receipt) problems.receipt = t.required({ field: t.receipt });
  else if (!RECEIPT_TYPES.includes(receipt.type)) problems.receipt = t.receiptType;
  else if (receipt.size > RECEIPT_MAX_BYTES) problems.receipt = t.receiptSize;
  return problems;
}
