/** New passwords (registration, change) need this many characters; the server refuses shorter ones. */
export const PASSWORD_MIN_LENGTH = 8;

/** The spec's account rules and messages, word for word where the spec words them. */
export const MESSAGES = {
  notLoggedIn: 'User not logged in.',
  invalidLogin: 'Invalid login details',
  loginOk: 'Login successful',
  registered: 'You are successfully register.',
  passwordMismatch: 'Password Do Not Match',
  shortPassword: `Password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  shortMobile: 'Mobile Number Must have 10 digits !!!',
  name: 'Name must be 4 to 50 characters',
  username: 'Username must be 4 to 25 letters, digits or . _ @ + -',
  underage: 'You must be 18 or older to register.',
} as const;

export type Problems<Field extends string> = Partial<Record<Field, string>>;

export const required = (label: string) => `${label} is required`;

const MOBILE = /^[0-9]{10}$/;

/** A name's problem; `texts` words it in the app's language (English by default). */
export function nameProblem(
  name: string,
  texts: { required: string; length: string } = { required: required('Name'), length: MESSAGES.name },
): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return texts.required;
  if (trimmed.length < 4 || trimmed.length > 50) return texts.length;
  return undefined;
}

export interface LoginForm {
  mobile: string;
  password: string;
}

export function loginProblems(form: LoginForm): Problems<keyof LoginForm> {
  const problems: Problems<keyof LoginForm> = {};
  if (!form.mobile) problems.mobile = required('Mobile Number');
  else if (!MOBILE.test(form.mobile)) problems.mobile = MESSAGES.shortMobile;
  if (!form.password) problems.password = required('Password');
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

export const REGISTER_LABELS: Record<keyof RegisterForm, string> = {
  name: 'Name',
  username: 'Username',
  mobile: 'Mobile Number',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  dateOfBirth: 'Date of Birth',
};

/** 18 or older on `today` (YYYY-MM-DD), from a YYYY-MM-DD date of birth; the server decides again. */
export function isAdult(dateOfBirth: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return false;
  const eighteenth = `${Number(dateOfBirth.slice(0, 4)) + 18}${dateOfBirth.slice(4)}`;
  return eighteenth <= today;
}

/** Every problem by field, and the spec's alert for the first of its three checks that fails (in the spec's order). */
export function registerProblems(form: RegisterForm): { problems: Problems<keyof RegisterForm>; alert?: string } {
  const problems: Problems<keyof RegisterForm> = {};
  for (const field of Object.keys(REGISTER_LABELS) as Array<keyof RegisterForm>) {
    if (!form[field].trim()) problems[field] = required(REGISTER_LABELS[field]);
  }
  let alert: string | undefined;
  if (form.password && form.confirmPassword && form.password !== form.confirmPassword) {
    problems.confirmPassword = MESSAGES.passwordMismatch;
    alert = MESSAGES.passwordMismatch;
  }
  if (form.password && form.password.length < PASSWORD_MIN_LENGTH) {
    problems.password = MESSAGES.shortPassword;
    alert ??= MESSAGES.shortPassword;
  }
  if (form.mobile && !MOBILE.test(form.mobile)) {
    problems.mobile = MESSAGES.shortMobile;
    alert ??= MESSAGES.shortMobile;
  }
  if (form.dateOfBirth && !isAdult(form.dateOfBirth, new Date().toISOString().slice(0, 10))) {
    problems.dateOfBirth = MESSAGES.underage;
    alert ??= MESSAGES.underage;
  }
  if (form.name.trim() && !problems.name) problems.name = nameProblem(form.name);
  const username = form.username.trim();
  if (username && !/^[A-Za-z0-9_.@+-]{4,25}$/.test(username)) problems.username = MESSAGES.username;
  for (const field of Object.keys(problems) as Array<keyof RegisterForm>) if (!problems[field]) delete problems[field];
  return { problems, alert };
}

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: each field required and at most 50 characters; the new one as strong as registration asks. */
export function passwordProblems(form: PasswordForm): Problems<keyof PasswordForm> {
  const problems: Problems<keyof PasswordForm> = {};
  const labels: Record<keyof PasswordForm, string> = { oldPassword: 'Old Password', newPassword: 'New Password', confirmPassword: 'Confirm Password' };
  for (const field of Object.keys(labels) as Array<keyof PasswordForm>) {
    if (!form[field]) problems[field] = required(labels[field]);
    else if (form[field].length > 50) problems[field] = `${labels[field]} must be at most 50 characters`;
  }
  if (!problems.newPassword && form.newPassword.length < PASSWORD_MIN_LENGTH) problems.newPassword = MESSAGES.shortPassword;
  if (!problems.confirmPassword && form.confirmPassword !== form.newPassword) problems.confirmPassword = MESSAGES.passwordMismatch;
  return problems;
}

export function hasProblems(problems: object): boolean {
  return Object.keys(problems).length > 0;
}
