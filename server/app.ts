/** Builds the Fastify app: contract routes under /api, one error shape, and the built web app at /. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { loadContract } from './contract/load-contract.ts';
import { registerContractRoutes } from './contract/register-routes.ts';
import { checkRepliesAgainstContract } from './contract/response-check.ts';
import { createAjv } from './contract/validator.ts';
import type { Database } from './db/database.ts';
import { GroupCommit } from './db/group-commit.ts';
import { apiNotFound, installErrorHandling } from './http/errors.ts';
import type { Deps, Handlers, Limits } from './http/handler.ts';
import { playerGuard } from './http/player-guard.ts';
import { MULTIPART_LIMITS } from './http/multipart.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createPasswordHasher, type PasswordCost } from './lib/passwords.ts';
import { authHandlers } from './modules/auth/auth.handlers.ts';
import { auditHandlers } from './modules/admin/audit.handlers.ts';
import { enquiryHandlers } from './modules/content/enquiry.handlers.ts';
import { bidHandlers } from './modules/bids/bids.handlers.ts';
import { fundHandlers } from './modules/funds/funds.handlers.ts';
import { marketHandlers } from './modules/markets/markets.handlers.ts';
import { notificationHandlers } from './modules/notifications/notifications.handlers.ts';
import { playerHandlers } from './modules/players/players.handlers.ts';
import { profileHandlers } from './modules/profile/profile.handlers.ts';
import { reportHandlers } from './modules/reports/reports.handlers.ts';
import { previewHandlers } from './modules/results/preview.handlers.ts';
import { resultHandlers } from './modules/results/results.handlers.ts';
import { settingsHandlers } from './modules/settings/settings.handlers.ts';
import { systemHandlers } from './modules/system.handlers.ts';
import { walletHandlers } from './modules/wallet/wallet.handlers.ts';
import { withdrawalHandlers } from './modules/withdrawals/withdrawals.handlers.ts';

export const API_PREFIX = '/api';
const MINUTE = 60_000;

export const DEFAULT_LIMITS: Limits = {
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  registrationsPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  enquiriesPerPlayer: { limit: 10, windowMs: 60 * MINUTE },
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
}

const handlers: Handlers = {
  ...systemHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...enquiryHandlers,
  ...settingsHandlers,
  ...walletHandlers,
  ...fundHandlers,
  ...withdrawalHandlers,
  ...notificationHandlers,
  ...auditHandlers,
  ...marketHandlers,
  ...bidHandlers,
  ...resultHandlers,
  ...playerHandlers,
  ...reportHandlers,
  ...previewHandlers,
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const deps: Deps = {
    db: database.db,
    groupCommit: database.sqlite ? new GroupCommit(database.db as Kysely<unknown>, database.sqlite) : undefined,
    dialect: database.dialect,
    clock: options.clock ?? systemClock,
    config,
    passwords: createPasswordHasher(options.passwordCost),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
  };
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
  });
  const ajv = createAjv();
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  installErrorHandling(app);
  // JSON only (multipart where the contract says so): text bodies are what cross-site forms can send.
  app.removeContentTypeParser('text/plain');
  await app.register(cookie);
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  const contract = loadContract();
  await app.register(
    async (api) => {
      if (options.checkReplies) checkRepliesAgainstContract(api, contract);
      api.addHook('preHandler', playerGuard(deps));
      registerContractRoutes(api, contract, handlers, deps, ajv);
      api.setNotFoundHandler(apiNotFound);
    },
    { prefix: API_PREFIX },
  );

  if (existsSync(join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      cacheControl: false,
      // Built assets carry a content hash in their names and never change; the entry page and service worker must.
      setHeaders: (reply, path) => reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) return reply.sendFile('index.html');
      return apiNotFound(request, reply);
    });
  } else {
    app.setNotFoundHandler(apiNotFound);
  }
  return app;
}
