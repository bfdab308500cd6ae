/**
 * The server's clock as the app last saw it, from the `Date` header of the API's replies: today's date (the default
 * days of the histories, the console's day pickers, the sign-up age check) is the server's IST day, not the phone's,
 * whose clock may be hours off. Within a few seconds of the server the device's own clock is used as it is.
 */
const TRUSTED_DRIFT_MS = 5_000;
let offsetMs = 0;

/** Takes the server's time from a reply's `Date` header (whole seconds), received at `receivedAt` on this device. */
export function noteServerDate(header: string | null, receivedAt: number = Date.now()): void {
  const sent = header ? Date.parse(header) : Number.NaN;
  if (!Number.isFinite(sent)) return;
  // The header drops the milliseconds: the server's time was within the second after it.
  const offset = sent + 500 - receivedAt;
  offsetMs = Math.abs(offset) > TRUSTED_DRIFT_MS ? offset : 0;
}

/** Now by the server's clock, as far as the app knows it. */
export const serverNow = (): number => Date.now() + offsetMs;
