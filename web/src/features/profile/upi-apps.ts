/** The UPI apps a withdrawal can be paid to: the API's names for each (type, request field, saved field). */
import type { Schemas } from '../../api/client.ts';

export type UpiApp = Exclude<Schemas['PaysTo'], 'bank'>;

export const UPI_APPS = [
  { app: 'paytm', upiType: 1, field: 'paytm_no', saved: 'paytm_number', name: 'PayTM' },
  { app: 'google_pay', upiType: 2, field: 'google_pay_no', saved: 'google_pay_number', name: 'Google Pay' },
  { app: 'phonepe', upiType: 3, field: 'phon_pay_no', saved: 'phone_pay_number', name: 'PhonePe' },
] as const satisfies ReadonlyArray<{
  app: UpiApp;
  upiType: 1 | 2 | 3;
  field: 'paytm_no' | 'google_pay_no' | 'phon_pay_no';
  saved: keyof Schemas['UpiDetails'];
  name: string;
}>;

/** The app's name as its makers write it (not translated). */
export const upiAppName = (app: UpiApp): string => UPI_APPS.find((a) => a.app === app)?.name ?? app;
