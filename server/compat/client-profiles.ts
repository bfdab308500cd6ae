/**
 * Client profiles: the installed apps of the API family an operator accepts, one per `app_key`, each with the
 * conventions that differ between those apps. The spec's own client (the server's APP_KEY) is the default profile
 * and is read strictly; a configured profile's requests are read leniently (see read-legacy-body.ts).
 */

/** How a reply's login `status` is written: the spec's 1/0, or true/false. */
export type StatusStyle = 'number' | 'boolean';

/**
 * What a Half Sangam entry's session means. `spec`: Open = open panna (closedigits) + close ank (digits), Close =
 * open ank + close panna. `open-ank-close-panna`: the app sends open ank + close panna under Open (the spec's Close
 * form) and the opposite under Close. `unknown`: nobody has checked; Half Sangam slips are refused.
 */
export type HalfSangamForm = 'spec' | 'open-ank-close-panna' | 'unknown';

export interface ClientProfile {
  appKey: string;
  name: string;
  statusStyle: StatusStyle;
  halfSangam: HalfSangamForm;
  /** False for the spec's own client, read strictly. */
  legacy: boolean;
}

export class ProfileConfigError extends Error {}

const STATUS_STYLES: readonly StatusStyle[] = ['number', 'boolean'];
const HALF_SANGAM_FORMS: readonly HalfSangamForm[] = ['spec', 'open-ank-close-panna', 'unknown'];

/**
 * CLIENT_PROFILES: a JSON array of `{ "app_key", "name", "status": "number"|"boolean",
 * "half_sangam": "spec"|"open-ank-close-panna"|"unknown" }` (status defaults to number, half_sangam to unknown).
 */
export function parseClientProfiles(raw: string | undefined, defaultAppKey: string): ClientProfile[] {
  const spec: ClientProfile = { appKey: defaultAppKey, name: 'spec client', statusStyle: 'number', halfSangam: 'spec', legacy: false };
  if (!raw || raw.trim() === '') return [spec];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw new ProfileConfigError('CLIENT_PROFILES must be a JSON array of client profiles');
  }
  if (!Array.isArray(list)) throw new ProfileConfigError('CLIENT_PROFILES must be a JSON array of client profiles');
  const profiles = list.map((item, i) => profileOf(item, i));
  const keys = new Set([defaultAppKey]);
  for (const p of profiles) {
    if (keys.has(p.appKey)) throw new ProfileConfigError(`CLIENT_PROFILES: app_key "${p.appKey}" is used twice`);
    keys.add(p.appKey);
  }
  return [spec, ...profiles];
}

function profileOf(item: unknown, i: number): ClientProfile {
  const where = `CLIENT_PROFILES[${i}]`;
  if (!item || typeof item !== 'object') throw new ProfileConfigError(`${where} must be an object`);
  const o = item as Record<string, unknown>;
  if (typeof o.app_key !== 'string' || o.app_key.trim() === '') throw new ProfileConfigError(`${where}.app_key is required`);
  const status = o.status ?? 'number';
  const half = o.half_sangam ?? 'unknown';
  if (!STATUS_STYLES.includes(status as StatusStyle)) throw new ProfileConfigError(`${where}.status must be number or boolean`);
  if (!HALF_SANGAM_FORMS.includes(half as HalfSangamForm)) {
    throw new ProfileConfigError(`${where}.half_sangam must be spec, open-ank-close-panna or unknown`);
  }
  return {
    appKey: o.app_key,
    name: typeof o.name === 'string' && o.name ? o.name : o.app_key,
    statusStyle: status as StatusStyle,
    halfSangam: half as HalfSangamForm,
    legacy: true,
  };
}

export function profileFor(profiles: readonly ClientProfile[], appKey: unknown): ClientProfile | undefined {
  return typeof appKey === 'string' ? profiles.find((p) => p.appKey === appKey) : undefined;
}
