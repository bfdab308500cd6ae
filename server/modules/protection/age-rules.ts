/** The minimum age, without I/O. */
export const MINIMUM_AGE = 18;

/** Whether someone born on `birthDate` is at least MINIMUM_AGE on `today` (both YYYY-MM-DD, IST). */
export function isOfAge(birthDate: string, today: string): boolean {
  const birthday = `${String(Number(birthDate.slice(0, 4)) + MINIMUM_AGE).padStart(4, '0')}${birthDate.slice(4)}`;
  return birthday <= today;
}

/** A date of birth no one alive has: more than 120 years ago. */
export function isImplausible(birthDate: string, today: string): boolean {
  return Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4)) > 120;
}
