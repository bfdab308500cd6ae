/**
 * The server sets `matka_signed_in` beside the httpOnly session cookie at login and clears both at logout. It holds no
 * credential: it only tells the browser app whether asking who is logged in can succeed, so a visitor's app makes no
 * profile call that must fail (401). A session that ended on the server (expiry, logout elsewhere) is found by that
 * call, and the hint is dropped then.
 */
export const SESSION_HINT_COOKIE = 'matka_signed_in';

export function hasSessionHint(): boolean {
  return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${SESSION_HINT_COOKIE}=`));
}

export function forgetSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
}
