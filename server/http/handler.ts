/** What every operation handler receives, typed from the contract through the generated SDK types. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { operations } from '../../sdk/schema.d.ts';
import type { Config } from '../config.ts';
import type { SqlDialect } from '../db/dialect.ts';
import type { GroupCommit } from '../db/group-commit.ts';
import type { DB } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { PasswordHasher } from '../lib/passwords.ts';
import type { ThrottleRule } from '../lib/throttle.ts';
import type { Auth } from '../modules/auth/sessions.ts';
import type { SlipWriter, SlipWriterHooks } from '../modules/bids/slip-writer.ts';
import type { LiveFeed } from '../modules/live/live-feed.ts';
import type { UploadedFile } from './multipart.ts';

export interface Limits {
  loginPerAccount: ThrottleRule;
  loginPerAddress: ThrottleRule;
  /** Right passwords and PINs of one account (per client address for a login): each costs a password hash. */
  credentialSuccesses: ThrottleRule;
  registrationsPerAddress: ThrottleRule;
  enquiriesPerPlayer: ThrottleRule;
  fundRequestsPerPlayer: ThrottleRule;
  withdrawalRequestsPerPlayer: ThrottleRule;
}

export interface Deps {
  db: Kysely<DB>;
  /**
   * For the operator's long reads (reports, exposure, previews, the deposits list, exports) and the public top
   * winners: off the event loop on a SQLite file (Database.reads). Never for a player's own requests, which would
   * wait behind them.
   */
  reads: Kysely<DB>;
  /** The PostgreSQL pool (absent on SQLite), for named statements on hot paths. */
  pool?: pg.Pool | undefined;
  /** Group commit for the embedded SQLite database (absent on PostgreSQL). */
  groupCommit: GroupCommit | undefined;
  /** The slip writer for this database engine, chosen once when the app is built. */
  slips: SlipWriter;
  dialect: SqlDialect;
  clock: Clock;
  config: Config;
  passwords: PasswordHasher;
  limits: Limits;
  /** The live-events feed (server-sent events); absent when the app was built without it. */
  live?: LiveFeed;
  /** Points where tests pause an operation to interleave another one deterministically. */
  hooks?: TestHooks;
}

export interface TestHooks extends SlipWriterHooks {
  /** In a login (password or PIN), after the credential was checked and before the session is made. */
  beforeSessionCreate?: () => Promise<void>;
  /** In setting a security PIN, after the password was checked and before the PIN is stored. */
  beforePinSave?: () => Promise<void>;
  /** In a fund request, after its key's stored answer was looked for and before its checks. */
  beforeFundRequestChecks?: () => Promise<void>;
}

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : T extends { content: { 'multipart/form-data': infer F } } ? F : undefined;
export type BodyOf<K extends OperationId> = operations[K] extends { requestBody: infer R } ? JsonOf<R> : undefined;
/** The 200 JSON body; for operations that answer with bytes (images), the handler sends them itself. */
export type ReplyOf<K extends OperationId> = operations[K] extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : FastifyReply;
export type QueryOf<K extends OperationId> = operations[K] extends { parameters: { query?: infer Q } } ? Q : never;

export interface HandlerContext<K extends OperationId> {
  body: BodyOf<K>;
  query: QueryOf<K>;
  params: Record<string, string>;
  auth: Auth | null;
  /** Uploaded files of a multipart operation, by field name. */
  files: Record<string, UploadedFile>;
  deps: Deps;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<ReplyOf<K>>;
export type Handlers = { [K in OperationId]?: Handler<K> };

/** The signed-in caller, for handlers of operations that require a session. */
export function requireAuth(auth: Auth | null): Auth {
  if (!auth) throw new Error('handler of a session-only operation ran without a session');
  return auth;
}
