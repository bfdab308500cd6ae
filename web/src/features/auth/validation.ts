/** The account rules and their messages (the spec's words where the spec words them), in the app's language. */
import type { StoreValue } from 'nanostores';
import { i18n, params } from '../../i18n/index.ts';
import { istDate } from '../../lib/format.ts';
import { plainName } from '../../lib/plain-name.ts';

/** New passwords (registration, change) need this many characters; the server refuses shorter ones. */
export const PASSWORD_MIN_LENGTH = 8;

/** The forms' labels and problems; a screen reads them with useMessages and hands them to the checks below. */
export const accountRuleMessages = i18n('accountRules', {
  notLoggedIn: 'User not logged in.',
  invalidLogin: 'Invalid login details',
  loginOk: 'Login successful',
  registered: 'You are successfully register.',
  passwordMismatch: 'Password Do Not Match',
  shortPassword: params<{ min: string }>('Password must have at least {min} characters'),
  shortMobile: 'Mobile Number Must have 10 digits !!!',
  name: 'Name must be 4 to 50 characters',
  username: 'Username must be 4 to 25 letters, digits or . _ @ + -',
  underage: 'You must be 18 or older to register.',
  required: params<{ field: string }>('{field} is required'),
  tooLong: params<{ field: string }>('{field} must be at most 50 characters'),
  nameLabel: 'Name',
  usernameLabel: 'Username',
  mobileLabel: 'Mobile Number',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',
  dateOfBirthLabel: 'Date of Birth',
  oldPasswordLabel: 'Old Password',
  newPasswordLabel: 'New Password',
});
export type AccountRuleTexts = StoreValue<typeof accountRuleMessages>;

export type Problems<Field extends string> = Partial<Record<Field, string>>;

const MOBILE = /^[0-9]{10}$/;

const shortPassword = (t: AccountRuleTexts) => t.shortPassword({ min: String(PASSWORD_MIN_LENGTH) });

/** A name's problem; `texts` words it (the account rules' words by default). */
export function nameProblem(name: string, texts: { required: string; length: string }): string | undefined {
  const trimmed = plainName(name);
  if (!trimmed) return texts.required;
  if (trimmed.length < 4 || trimmed.length > 50) return texts.length;
  return undefined;
}

export interface LoginForm {
  mobile: string;
  password: string;
}

export function loginProblems(form: LoginForm, t: AccountRuleTexts): Problems<keyof LoginForm> {
  const problems: Problems<keyof LoginForm> = {};
  if (!form.mobile) problems.mobile = t.required({ field: t.mobileLabel });
  else if (!MOBILE.test(form.mobile)) problems.mobile = t.shortMobile;
  if (!form.password) problems.password = t.required({ field: t.passwordLabel });
  return problems;
}

export interface RegisterForm {
  name: string;
  username: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  dateOfBirth: string;
}

/** Each registration field's label key. */
export const REGISTER_LABELS = {
  name: 'nameLabel',
  username: 'usernameLabel',
  mobile: 'mobileLabel',
  password: 'passwordLabel',
  confirmPassword: 'confirmPasswordLabel',
  dateOfBirth: 'dateOfBirthLabel',
} as const satisfies Record<keyof RegisterForm, keyof AccountRuleTexts>;

/** 18 or older on `today` (YYYY-MM-DD), from a YYYY-MM-DD date of birth; the server decides again. */
export function isAdult(dateOfBirth: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return false;
  const eighteenth = `${Number(dateOfBirth.slice(0, 4)) + 18}${dateOfBirth.slice(4)}`;
  return eighteenth <= today;
}

/** Every problem by field, and the spec's alert for the first of its three checks that fails (in the spec's order). */
export function registerProblems(form: RegisterForm, t: AccountRuleTexts): { problems: Problems<keyof RegisterForm>; alert?: string } {
  const problems: Problems<keyof RegisterForm> = {};
  for (const field of Object.keys(REGISTER_LABELS) as Array<keyof RegisterForm>) {
    if (!form[field].trim()) problems[field] = t.required({ field: t[REGISTER_LABELS[field]] });
  }
  let alert: string | undefined;
  if (form.password && form.confirmPassword && form.password !== form.confirmPassword) {
    problems.confirmPassword = t.passwordMismatch;
    alert = t.passwordMismatch;
  }
  if (form.password && form.password.length < PASSWORD_MIN_LENGTH) {
    problems.password = shortPassword(t);
    alert ??= shortPassword(t);
  }
  if (form.mobile && !MOBILE.test(form.mobile)) {
    problems.mobile = t.shortMobile;
    alert ??= t.shortMobile;
  }
  if (form.dateOfBirth && !isAdult(form.dateOfBirth, istDate())) {
    problems.dateOfBirth = t.underage;
    alert ??= t.underage;
  }
  if (form.name.trim() && !problems.name) problems.name = nameProblem(form.name, { required: t.required({ field: t.nameLabel }), length: t.name });
  const username = form.username.trim();
  if (username && !/^[A-Za-z0-9_.@+-]{4,25}$/.test(username)) problems.username = t.username;
  for (const field of Object.keys(problems) as Array<keyof RegisterForm>) if (!problems[field]) delete problems[field];
  return { problems, alert };
}

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: each field required and at most 50 characters; the new one as strong as registration asks. */
export function passwordProblems(form: PasswordForm, t: AccountRuleTexts): Problems<keyof PasswordForm> {
  const problems: Problems<keyof PasswordForm> = {};
  const labels: Record<keyof PasswordForm, string> = {
    oldPassword: t.oldPasswordLabel,
    newPassword: t.newPasswordLabel,
    confirmPassword: t.confirmPasswordLabel,
  };
  for (const field of Object.keys(labels) as Array<keyof PasswordForm>) {
    if (!form[field]) problems[field] = t.required({ field: labels[field] });
    else if (form[field].length > 50) problems[field] = t.tooLong({ field: labels[field] });
  }
  if (!problems.newPassword && form.newPassword.length < PASSWORD_MIN_LENGTH) problems.newPassword = shortPassword(t);
  if (!problems.confirmPassword && form.confirmPassword !== form.newPassword) problems.confirmPassword = t.passwordMismatch;
  return problems;
}

export function hasProblems(problems: object): boolean {
  return Object.keys(problems).length > 0;
}
