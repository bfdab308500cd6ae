/** Bank details rules (spec: all required; holder 4-50, account 4-25, IFSC exactly 11, bank and branch 3-25). */
import { required } from '../auth/validation.ts';

export interface BankForm {
  ac_holder_name: string;
  ac_number: string;
  ifsc_code: string;
  bank_name: string;
  branch_address: string;
}

export const BANK_LABELS: Record<keyof BankForm, string> = {
  ac_holder_name: 'A/c Holder Name',
  ac_number: 'Bank Account Number',
  ifsc_code: 'IFSC Code',
  bank_name: 'Bank Name',
  branch_address: 'Branch Name',
};

const RULES: Record<keyof BankForm, { test: (value: string) => boolean; message: string }> = {
  ac_holder_name: { test: (v) => v.length >= 4 && v.length <= 50, message: 'A/c Holder Name must be 4 to 50 characters' },
  ac_number: { test: (v) => /^[0-9]{4,25}$/.test(v), message: 'Bank account number must be 4 to 25 digits' },
  ifsc_code: { test: (v) => /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/.test(v), message: 'IFSC code must be 11 characters (4 letters, 0, then 6 letters or digits)' },
  bank_name: { test: (v) => v.length >= 3 && v.length <= 25, message: 'Bank name must be 3 to 25 characters' },
  branch_address: { test: (v) => v.length >= 3 && v.length <= 25, message: 'Branch name must be 3 to 25 characters' },
};

export function bankProblems(form: BankForm): Partial<Record<keyof BankForm, string>> {
  const problems: Partial<Record<keyof BankForm, string>> = {};
  for (const field of Object.keys(BANK_LABELS) as Array<keyof BankForm>) {
    const value = form[field].trim();
    if (!value) problems[field] = required(BANK_LABELS[field]);
    else if (!RULES[field].test(value)) problems[field] = RULES[field].message;
  }
  return problems;
}
