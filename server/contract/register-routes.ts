/** Registers one Fastify route per contract operation, validated from the contract and guarded by its security. */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import {
  applyLegacyConventions,
  refuseWrongWithdrawalPin,
  carriesForm,
  carriesJson,
  legacyReply,
  presentsSession,
  readLegacyForm,
  readLegacyRequest,
} from '../compat/legacy-requests.ts';
import { ApiError } from '../http/errors.ts';
import type { Deps, HandlerContext, Handlers, OperationId } from '../http/handler.ts';
import { fileFields, readMultipartBody } from '../http/multipart.ts';
import { refusePlayerMoney } from '../http/player-guard.ts';
import { authenticate, authenticateAgainIfSlow, checkBodyIdentity, checkOrigin } from '../http/security.ts';
import { actAs } from '../lib/acting-session.ts';
import type { Access, Contract, ContractOperation } from './load-contract.ts';
import { type createAjv, describeErrors } from './validator.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    operationId?: string;
    /** What the body may be sent as: JSON, a multipart form, or either (named in a 415's message). */
    bodyTypes?: 'json' | 'form' | 'json-or-form';
  }
}

export function registerContractRoutes(
  app: FastifyInstance,
  contract: Contract,
  handlers: Handlers,
  deps: Deps,
  ajv: ReturnType<typeof createAjv>,
  only: (op: ContractOperation) => boolean = () => true,
): void {
  const formSessions = deps.config.clientProfiles.some((profile) => profile.legacy);
  for (const op of contract.operations.filter(only)) {
    const multipart = op.bodyContentType === 'multipart/form-data' && op.body ? { validate: ajv.compile(op.body), files: fileFields(op.body) } : undefined;
    // A multipart operation that also takes JSON: the JSON body is validated here, as a multipart one is.
    const alsoJson = multipart && op.jsonBody ? ajv.compile(op.jsonBody) : undefined;
    const withoutSession = (request: FastifyRequest) => op.access !== 'public' && !presentsSession(request);
    const deferredJson = (request: FastifyRequest) => withoutSession(request) && carriesJson(request);
    // Only an installed app of the API family (a configured profile) sends its session in a form field: without one,
    // an upload without a session is refused before its form is read.
    const deferredForm = (request: FastifyRequest) => Boolean(multipart) && formSessions && withoutSession(request) && carriesForm(request);
    const handler = handlers[op.operationId as OperationId] as ((ctx: HandlerContext<OperationId>) => Promise<unknown>) | undefined;
    app.route({
      method: op.method,
      url: op.routePath,
      schema: schemaOf(op),
      config: { access: op.access, operationId: op.operationId, bodyTypes: multipart ? (op.jsonBody ? 'json-or-form' : 'form') : 'json' },
      onRequest: async (request) => {
        checkOrigin(request, deps);
        // A form where the contract takes JSON only: said so, rather than read as an empty or partial body.
        if (!multipart && carriesForm(request)) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
        // Without a header or cookie session, a JSON body may carry the API family's `unique_token`: wait for it.
        if (deferredJson(request)) return;
        // The same for a form field of an upload (the form is read, within its limits, before the session is known).
        if (deferredForm(request)) return;
        await authenticate(request, op.access, deps);
      },
      preValidation: async (request, reply) => {
        const deferred = deferredJson(request);
        readLegacyRequest(request, op, deps);
        if (deferred) await authenticate(request, op.access, deps);
        if (await applyLegacyConventions(request, reply, op, deps)) return reply;
        return undefined;
      },
      preHandler: async (request, reply) => {
        // The operator's blocks and maintenance: a caller already known is refused before an upload is read, one whose
        // session came in the upload's form once it is read.
        const knownBefore = Boolean(request.auth);
        // A request for another player than the session's is told so before that player's own blocks: a tab still
        // showing someone else reads again who is logged in (a form's fields are checked once it is read, below).
        if (!multipart || carriesJson(request)) checkBodyIdentity(request, deps);
        if (knownBefore && (await refusePlayerMoney(request, reply, deps))) return reply;
        if (alsoJson && carriesJson(request)) {
          if (!alsoJson(request.body)) {
            const problems = describeErrors(alsoJson.errors);
            throw new ApiError(422, 'VALIDATION_FAILED', problems[0]?.message ?? 'The request is not valid.', { errors: problems });
          }
          request.uploads = {};
        } else if (multipart) {
          const deferred = deferredForm(request);
          await readMultipartBody(request, multipart.validate, multipart.files, async (fields) => {
            const body = readLegacyForm(request, op, deps, fields);
            if (deferred) await authenticate(request, op.access, deps);
            return body;
          });
        }
        // A body that was slow to come (an upload, or a JSON body sent slowly): the session and blocks are read again.
        const readAgain = knownBefore && (await authenticateAgainIfSlow(request, op.access, deps));
        checkBodyIdentity(request, deps);
        // Once an upload's form is read (which may take long), checked again: a retry let through before it must still
        // be one when the operation looks for its answer, and maintenance may have begun meanwhile.
        if ((!knownBefore || multipart || readAgain) && (await refusePlayerMoney(request, reply, deps))) return reply;
        if (await refuseWrongWithdrawalPin(request, reply, deps)) return reply;
        return undefined;
      },
      handler: async (request, reply) => {
        if (!handler) throw new ApiError(501, 'NOT_IMPLEMENTED', `${op.operationId} is not available yet.`);
        const run = () =>
          handler({
            body: request.body as never,
            query: request.query as never,
            params: request.params as Record<string, string>,
            auth: request.auth,
            files: request.uploads ?? {},
            deps,
            req: request,
            reply,
          });
        // An operator's action is checked again where it commits (the audit log), against the session it came with.
        const auth = request.auth;
        const result = auth?.role === 'operator' ? await actAs({ userId: auth.userId, sessionId: auth.sessionId }, run) : await run();
        return legacyReply(request, op, deps, result);
      },
    });
  }
}

function schemaOf(op: ContractOperation): FastifySchema {
  const schema: FastifySchema = {};
  if (op.body && op.bodyContentType === 'application/json') schema.body = op.body;
  if (op.query) schema.querystring = op.query;
  if (op.params) schema.params = op.params;
  if (op.headers) schema.headers = op.headers;
  return schema;
}
