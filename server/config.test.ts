import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has safe defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, appKey: 'matka-web-client', production: false, demoData: false, trustProxy: false, cookieSecure: false });
  });

  it('takes the embedded database page cache in MiB, 128 by default', () => {
    expect(loadConfig({}).sqliteCacheMb).toBe(128);
    expect(loadConfig({ SQLITE_CACHE_MB: '32' }).sqliteCacheMb).toBe(32);
    for (const bad of ['0', '1.5', 'lots', '100000']) expect(() => loadConfig({ SQLITE_CACHE_MB: bad })).toThrow(ConfigError);
  });

  it('takes a PostgreSQL schema name only with a PostgreSQL URL', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(loadConfig({}).databaseSchema).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: url, DATABASE_SCHEMA: 'matka_live' }).databaseSchema).toBe('matka_live');
    expect(() => loadConfig({ DATABASE_SCHEMA: 'matka_live' })).toThrow('DATABASE_SCHEMA names a PostgreSQL schema and needs DATABASE_URL');
    for (const bad of ['Matka', '1st', 'a-b', 'a;drop', 'x'.repeat(64), 'pg_matka']) {
      expect(() => loadConfig({ DATABASE_URL: url, DATABASE_SCHEMA: bad }), bad).toThrow(ConfigError);
    }
  });

  it('gives a client 300 s by default to send a whole request', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(300_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '120' }).requestTimeoutMs).toBe(120_000);
    for (const bad of ['0', '2.5', 'soon', '4000']) expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: bad })).toThrow(ConfigError);
  });

  it('trusts forwarded addresses only from known proxies', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    // Refused as configuration, not left to fail with a stack trace when the server is built.
    for (const bad of ['0.0.0.0/0', 'a.b', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '300.1.1.1', '10.0.0.0/255.0.255.0', '10.0.0.0/0.0.0.0']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/255.0.0.0,::1,fd00::/8' }).trustProxy).toBe('10.0.0.0/255.0.0.0,::1,fd00::/8');
    expect(loadConfig({ TRUST_PROXY: '10.1.2.3/255.255.255.255' }).trustProxy).toBe('10.1.2.3/255.255.255.255');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('refuses demo data and a moved clock in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_START: '2026-11-23T10:00:00Z' })).toThrow(ConfigError);
    // Without its offset the same text is another instant in each host's zone: refused, whatever the zone.
    expect(() => loadConfig({ CLOCK_START: '2026-11-23T10:00:00' })).toThrow('CLOCK_START must be an ISO instant with its offset');
    expect(loadConfig({ CLOCK_START: '2026-11-23T10:00:00+05:30' }).clockStart).toBe(Date.parse('2026-11-23T04:30:00Z'));
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
  });
});
