/** Builds the Fastify app: contract routes under /api, one error shape, and the built web app at /. */
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { loadContract } from './contract/load-contract.ts';
import { registerContractRoutes } from './contract/register-routes.ts';
import { allowFamilyWebApps } from './compat/cross-origin.ts';
import { checkRepliesAgainstContract } from './contract/response-check.ts';
import { createAjv } from './contract/validator.ts';
import type { Database } from './db/database.ts';
import { GroupCommit } from './db/group-commit.ts';
import { apiNotFound, installErrorHandling } from './http/errors.ts';
import type { Deps, Handlers, Limits, TestHooks } from './http/handler.ts';
import { frameworkErrors, installHttpHardening } from './http/hardening.ts';
import { MULTIPART_LIMITS } from './http/multipart.ts';
import { refuseRepeatedJsonKeys } from './http/repeated-fields.ts';
import { registerWebApp } from './http/web-app.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createLogStream } from './lib/log-stream.ts';
import { createPasswordHasher, type PasswordCost } from './lib/passwords.ts';
import { authHandlers } from './modules/auth/auth.handlers.ts';
import { auditHandlers } from './modules/admin/audit.handlers.ts';
import { enquiryHandlers } from './modules/content/enquiry.handlers.ts';
import { exportHandlers } from './modules/exports/export-csv.handlers.ts';
import { bidHandlers } from './modules/bids/bids.handlers.ts';
import { createSlipWriter } from './modules/bids/slip-writer.ts';
import { liveHandlers } from './modules/live/live.handlers.ts';
import { LiveFeed, type LiveOptions } from './modules/live/live-feed.ts';
import { startDemoResults } from './demo/demo-results.ts';
import { fundHandlers } from './modules/funds/funds.handlers.ts';
import { marketHandlers } from './modules/markets/markets.handlers.ts';
import { notificationHandlers } from './modules/notifications/notifications.handlers.ts';
import { operatorHandlers } from './modules/operators/operators.handlers.ts';
import { playerHandlers } from './modules/players/players.handlers.ts';
import { profileHandlers } from './modules/profile/profile.handlers.ts';
import { protectionHandlers } from './modules/protection/protection.handlers.ts';
import { reportHandlers } from './modules/reports/reports.handlers.ts';
import { previewHandlers } from './modules/results/preview.handlers.ts';
import { resultHandlers } from './modules/results/results.handlers.ts';
import { securityPinHandlers } from './modules/security-pin/security-pin.handlers.ts';
import { settingsHandlers } from './modules/settings/settings.handlers.ts';
import { systemHandlers } from './modules/system/system.handlers.ts';
import { startHousekeeping } from './modules/system/housekeeping.ts';
import { walletBalanceHandlers } from './modules/wallet/wallet-balance.handlers.ts';
import { walletHandlers } from './modules/wallet/wallet.handlers.ts';
import { withdrawalHandlers } from './modules/withdrawals/withdrawals.handlers.ts';

export const API_PREFIX = '/api';
const MINUTE = 60_000;

export const DEFAULT_LIMITS: Limits = {
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  credentialSuccesses: { limit: 20, windowMs: 15 * MINUTE },
  registrationsPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  enquiriesPerPlayer: { limit: 10, windowMs: 60 * MINUTE },
  fundRequestsPerPlayer: { limit: 20, windowMs: 60 * MINUTE },
  withdrawalRequestsPerPlayer: { limit: 20, windowMs: 60 * MINUTE },
};

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  passwordCost?: PasswordCost;
  limits?: Partial<Limits>;
  /** Check every reply against the contract (tests). */
  checkReplies?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Pause points for tests (see TestHooks). */
  hooks?: TestHooks;
  /** Live-events timing (tests shorten it). */
  live?: LiveOptions;
}

const handlers: Handlers = {
  ...systemHandlers,
  ...authHandlers,
  ...securityPinHandlers,
  ...profileHandlers,
  ...enquiryHandlers,
  ...settingsHandlers,
  ...walletHandlers,
  ...walletBalanceHandlers,
  ...fundHandlers,
  ...withdrawalHandlers,
  ...notificationHandlers,
  ...auditHandlers,
  ...marketHandlers,
  ...bidHandlers,
  ...resultHandlers,
  ...protectionHandlers,
  ...playerHandlers,
  ...operatorHandlers,
  ...reportHandlers,
  ...previewHandlers,
  ...liveHandlers,
};
Object.assign(handlers, exportHandlers(handlers));

/** How long a close waits for requests still being received before cutting them off. */
const STALLED_BODY_GRACE_MS = 1_000;

/** Whether a connection's request is still being received (Node's parser holds the request it is reading). */
function receivingOn(socket: Socket): boolean {
  const incoming = (socket as Socket & { parser?: { incoming?: IncomingMessage | null } | null }).parser?.incoming;
  return Boolean(incoming && !incoming.complete);
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const groupCommit = database.sqlite ? new GroupCommit(database.db as Kysely<unknown>, database.sqlite, database.sqliteGroupCommit) : undefined;
  const deps: Deps = {
    db: database.db,
    reads: database.reads,
    groupCommit,
    pool: database.pool,
    slips: createSlipWriter(database, groupCommit, options.hooks),
    dialect: database.dialect,
    clock: options.clock ?? systemClock,
    config,
    passwords: createPasswordHasher(options.passwordCost),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    hooks: options.hooks,
  };
  deps.live = new LiveFeed(database.db, deps.clock, options.live);
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      stream: createLogStream(),
    },
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // A request whose body stalls part-way is ended (408): without it one client could hold connections open forever.
    // Given to Node's server as it is made (set afterwards, Node never ends such a request), which looks for such
    // requests every connectionsCheckingInterval; headers still have their own 60 s.
    requestTimeout: config.requestTimeoutMs,
    http: { requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: Math.min(30_000, Math.max(250, config.requestTimeoutMs / 4)) },
  });
  // Open event streams would hold a shutdown until they end by themselves.
  app.addHook('preClose', async () => deps.live?.closeAll());
  // A keep-alive connection whose request was under way when the close began is closed once that request is
  // answered: otherwise it would hold the close until the client's keep-alive ran out.
  let idleSweep: NodeJS.Timeout | undefined;
  // A request still being received (a body that stalls) would hold the close until the process's deadline: Node stops
  // its request timeout once the close begins. Such a request has written nothing yet; it is cut off a second in.
  // (Connections are followed, not requests: nothing is added to each request's path.)
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  let stalledSweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 50).unref();
    stalledSweep = setTimeout(() => {
      for (const socket of connections) if (receivingOn(socket)) socket.destroy();
    }, STALLED_BODY_GRACE_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(idleSweep);
    clearTimeout(stalledSweep);
  });
  // What has expired is deleted hourly, in every process (the throttle's counters, remembered answers, ended sessions).
  let stopHousekeeping: (() => void) | undefined;
  app.addHook('onReady', async () => {
    const housekeeping = {
      db: deps.db,
      dialect: deps.dialect,
      now: () => deps.clock.now(),
      longestWindowMs: Math.max(...Object.values(deps.limits).map((rule) => rule.windowMs)),
    };
    stopHousekeeping = startHousekeeping(housekeeping, (err, step) => app.log.error({ err, step }, 'housekeeping step failed'));
  });
  app.addHook('preClose', async () => stopHousekeeping?.());
  if (config.demoResults && !config.production) {
    let stopDemoResults: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopDemoResults = startDemoResults(deps, app.log);
    });
    app.addHook('preClose', async () => stopDemoResults?.());
  }
  const ajv = createAjv();
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  installErrorHandling(app);
  installHttpHardening(app, config, API_PREFIX);
  // JSON only (multipart where the contract says so): text bodies are what cross-site forms can send.
  app.removeContentTypeParser('text/plain');
  refuseRepeatedJsonKeys(app);
  await app.register(cookie);
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  const contract = loadContract();
  await app.register(
    async (api) => {
      if (options.checkReplies) checkRepliesAgainstContract(api, contract);
      registerContractRoutes(api, contract, handlers, deps, ajv);
      api.setNotFoundHandler(apiNotFound);
    },
    { prefix: API_PREFIX },
  );
  // The API family's player paths also answer at the root (`/api-user-login` ...), so its installed apps only need
  // the host changed. They are POST and named `/api-...`, so they never meet the web app's own routes.
  await app.register(async (root) => {
    if (options.checkReplies) checkRepliesAgainstContract(root, contract);
    allowFamilyWebApps(root, config.allowedOrigins);
    registerContractRoutes(root, contract, handlers, deps, ajv, (op) => op.path.startsWith('/api-'));
  });

  await registerWebApp(app, config.webDist);
  return app;
}
