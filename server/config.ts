/** Server configuration, read once from the environment. Every value has a safe default (see README). */
import { isIP, isIPv4 } from 'node:net';
import { resolve } from 'node:path';
import { type ClientProfile, parseClientProfiles, ProfileConfigError } from './compat/client-profiles.ts';
import { DEFAULT_SQLITE_CACHE_MB } from './db/database.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** The embedded database's page cache for its writing connection, in MiB (SQLITE_CACHE_MB). */
  sqliteCacheMb: number;
  databaseUrl: string | undefined;
  /** The PostgreSQL schema the server's tables live in (created when missing); unset: the URL's search path. */
  databaseSchema: string | undefined;
  appKey: string;
  production: boolean;
  logLevel: string;
  demoData: boolean;
  /** Demo mode only: results drawn automatically once a market's result time passes (DEMO_RESULTS=0 turns it off). */
  demoResults: boolean;
  adminMobile: string | undefined;
  adminPassword: string | undefined;
  clockStart: number | undefined;
  /** Proxies whose X-Forwarded-For is believed: their addresses / CIDR ranges (comma-separated). */
  trustProxy: string | false;
  /** How long a client may take to send a whole request, headers and body (REQUEST_TIMEOUT_SECONDS). */
  requestTimeoutMs: number;
  cookieSecure: boolean;
  allowedOrigins: string[];
  /** Host names (optionally with port) the server answers for; empty means any. */
  allowedHosts: string[];
  webDist: string;
  /** The spec's client (APP_KEY) first, then the installed apps of the API family (CLIENT_PROFILES). */
  clientProfiles: ClientProfile[];
}

export const DEFAULT_APP_KEY = 'matka-web-client';
/** Node's own default, which Fastify would otherwise turn off: a 5 MB receipt at 20 KB/s still arrives. */
export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 300;
/** Passwords printed in the README and the demo data: anyone may try them, so production refuses them. */
export const PUBLISHED_PASSWORDS: readonly string[] = ['change-me-now', 'demo1234'];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, not "${env.PORT}"`);

  let clockStart: number | undefined;
  if (env.CLOCK_START) {
    if (production) throw new ConfigError('CLOCK_START moves the server clock and is refused when NODE_ENV=production');
    // With its offset (Z or +05:30): without one, the same text would be another instant on a host in another zone.
    const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(env.CLOCK_START);
    clockStart = instant ? Date.parse(env.CLOCK_START) : Number.NaN;
    if (Number.isNaN(clockStart)) {
      throw new ConfigError(`CLOCK_START must be an ISO instant with its offset (2026-11-23T10:00:00+05:30 or ...Z), not "${env.CLOCK_START}"`);
    }
  }
  const sqliteCacheMb = Number(env.SQLITE_CACHE_MB ?? DEFAULT_SQLITE_CACHE_MB);
  if (!Number.isInteger(sqliteCacheMb) || sqliteCacheMb < 2 || sqliteCacheMb > 65536) {
    throw new ConfigError(`SQLITE_CACHE_MB must be a whole number of MiB from 2 to 65536, not "${env.SQLITE_CACHE_MB}"`);
  }
  const databaseSchema = env.DATABASE_SCHEMA || undefined;
  if (databaseSchema !== undefined) {
    if (!env.DATABASE_URL) throw new ConfigError('DATABASE_SCHEMA names a PostgreSQL schema and needs DATABASE_URL');
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema) || databaseSchema.startsWith('pg_')) {
      throw new ConfigError(
        `DATABASE_SCHEMA must be 1 to 63 lower-case letters, digits or _, not starting with a digit or pg_ (PostgreSQL's own), not "${databaseSchema}"`,
      );
    }
  }
  const requestTimeoutSeconds = Number(env.REQUEST_TIMEOUT_SECONDS ?? DEFAULT_REQUEST_TIMEOUT_SECONDS);
  if (!Number.isInteger(requestTimeoutSeconds) || requestTimeoutSeconds < 1 || requestTimeoutSeconds > 3600) {
    throw new ConfigError(`REQUEST_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 3600, not "${env.REQUEST_TIMEOUT_SECONDS}"`);
  }
  const demoData = env.DEMO_DATA === '1' || env.DEMO_DATA === 'true';
  if (demoData && production) throw new ConfigError('DEMO_DATA seeds known demo passwords and is refused when NODE_ENV=production');

  const adminMobile = env.ADMIN_MOBILE || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if ((adminMobile === undefined) !== (adminPassword === undefined)) {
    throw new ConfigError('ADMIN_MOBILE and ADMIN_PASSWORD must be set together');
  }
  if (adminMobile !== undefined && !/^[0-9]{10}$/.test(adminMobile)) throw new ConfigError('ADMIN_MOBILE must be 10 digits');
  if (adminPassword !== undefined && adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters');
  if (production && adminPassword !== undefined && PUBLISHED_PASSWORDS.includes(adminPassword)) {
    throw new ConfigError('ADMIN_PASSWORD is an example published in the README and is refused when NODE_ENV=production');
  }

  const appKey = env.APP_KEY || DEFAULT_APP_KEY;
  let clientProfiles: ClientProfile[];
  try {
    clientProfiles = parseClientProfiles(env.CLIENT_PROFILES, appKey);
  } catch (error) {
    if (error instanceof ProfileConfigError) throw new ConfigError(error.message);
    throw error;
  }

  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    sqliteCacheMb,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema,
    appKey,
    production,
    logLevel: logLevelOf(env.LOG_LEVEL),
    demoData,
    demoResults: demoData && env.DEMO_RESULTS !== '0' && env.DEMO_RESULTS !== 'false',
    adminMobile,
    adminPassword,
    clockStart,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    requestTimeoutMs: requestTimeoutSeconds * 1000,
    cookieSecure: env.COOKIE_SECURE === undefined ? production : env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    allowedHosts: (env.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    webDist: resolve(env.WEB_DIST ?? './web/dist'),
    clientProfiles,
  };
}

/**
 * TRUST_PROXY: the addresses or CIDR ranges (comma-separated) of the reverse proxies in front of the server. Only
 * a peer on that list may say who the client is; a hop count cannot check the peer, so it is refused.
 */
function trustProxyOf(value: string | undefined): string | false {
  if (!value) return false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyRange)) return value;
  throw new ConfigError(`TRUST_PROXY takes the reverse proxies' addresses or ranges, e.g. 127.0.0.1 or 10.0.0.0/8, not "${value}"`);
}

/** An address, or an address with a prefix length (1 to 32 or 128; everyone, /0, is not a proxy) or an IPv4 mask. */
function isProxyRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^[0-9]{1,3}$/.test(prefix)) return Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIPv4(prefix) && isNetmask(prefix);
}

/** A mask of leading ones, at least one (255.255.0.0, not 255.0.255.0 or 0.0.0.0). */
function isNetmask(mask: string): boolean {
  const bits = mask.split('.').reduce((n, part) => n * 256 + Number(part), 0);
  const zeros = 2 ** 32 - 1 - bits;
  return bits !== 0 && (zeros & (zeros + 1)) === 0;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevelOf(value: string | undefined): string {
  const level = value || 'info';
  if (LOG_LEVELS.includes(level)) return level;
  throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
}
