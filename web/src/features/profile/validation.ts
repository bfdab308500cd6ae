/** Bank details rules (spec: all required; holder 4-50, account 4-25, IFSC exactly 11, bank and branch 3-25). */
import type { StoreValue } from 'nanostores';
import { plainName } from '../../lib/plain-name.ts';
import { i18n, params } from '../../i18n/index.ts';

export interface BankForm {
  ac_holder_name: string;
  ac_number: string;
  ifsc_code: string;
  bank_name: string;
  branch_address: string;
}

/** The labels and problems in the app's language (a screen reads them with useMessages). */
export const bankRuleMessages = i18n('bankRules', {
  ac_holder_name: 'A/c Holder Name',
  ac_number: 'Bank Account Number',
  ifsc_code: 'IFSC Code',
  bank_name: 'Bank Name',
  branch_address: 'Branch Name',
  required: params<{ field: string }>('{field} is required'),
  holderLength: 'A/c Holder Name must be 4 to 50 characters',
  accountDigits: 'Bank account number must be 4 to 25 digits',
  ifscShape: 'IFSC code must be 11 characters (4 letters, 0, then 6 letters or digits)',
  bankLength: 'Bank name must be 3 to 25 characters',
  branchLength: 'Branch name must be 3 to 25 characters',
});
export type BankRuleTexts = StoreValue<typeof bankRuleMessages>;

const FIELDS: Array<keyof BankForm> = ['ac_holder_name', 'ac_number', 'ifsc_code', 'bank_name', 'branch_address'];

const RULES: Record<keyof BankForm, { test: (value: string) => boolean; message: keyof BankRuleTexts }> = {
  ac_holder_name: { test: (v) => v.length >= 4 && v.length <= 50, message: 'holderLength' },
  ac_number: { test: (v) => /^[0-9]{4,25}$/.test(v), message: 'accountDigits' },
  ifsc_code: { test: (v) => /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/.test(v), message: 'ifscShape' },
  bank_name: { test: (v) => v.length >= 3 && v.length <= 25, message: 'bankLength' },
  branch_address: { test: (v) => v.length >= 3 && v.length <= 25, message: 'branchLength' },
};

export function bankProblems(form: BankForm, t: BankRuleTexts): Partial<Record<keyof BankForm, string>> {
  const problems: Partial<Record<keyof BankForm, string>> = {};
  for (const field of FIELDS) {
    const value = field === 'ac_holder_name' ? plainName(form[field]) : form[field].trim();
    if (!value) problems[field] = t.required({ field: t[field] });
    else if (!RULES[field].test(value)) problems[field] = t[RULES[field].message] as string;
  }
  return problems;
}
