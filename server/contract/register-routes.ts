/** Registers one Fastify route per contract operation, validated from the contract and guarded by its security. */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { applyLegacyConventions, carriesJson, legacyReply, presentsSession, readLegacyRequest } from '../compat/legacy-requests.ts';
import { ApiError } from '../http/errors.ts';
import type { Deps, HandlerContext, Handlers, OperationId } from '../http/handler.ts';
import { fileFields, readMultipartBody } from '../http/multipart.ts';
import { authenticate, checkBodyIdentity, checkOrigin } from '../http/security.ts';
import type { Access, Contract, ContractOperation } from './load-contract.ts';
import type { createAjv } from './validator.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    operationId?: string;
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
  for (const op of contract.operations.filter(only)) {
    const multipart = op.bodyContentType === 'multipart/form-data' && op.body ? { validate: ajv.compile(op.body), files: fileFields(op.body) } : undefined;
    const handler = handlers[op.operationId as OperationId] as ((ctx: HandlerContext<OperationId>) => Promise<unknown>) | undefined;
    app.route({
      method: op.method,
      url: op.routePath,
      schema: schemaOf(op),
      config: { access: op.access, operationId: op.operationId },
      onRequest: async (request) => {
        checkOrigin(request, deps);
        // Without a header or cookie session, a JSON body may carry the API family's `unique_token`: wait for it.
        if (op.access !== 'public' && !presentsSession(request) && carriesJson(request)) return;
        await authenticate(request, op.access, deps);
      },
      preValidation: async (request, reply) => {
        const deferred = op.access !== 'public' && !presentsSession(request) && carriesJson(request);
        readLegacyRequest(request, op, deps);
        if (deferred) await authenticate(request, op.access, deps);
        if (await applyLegacyConventions(request, reply, op, deps)) return reply;
        return undefined;
      },
      preHandler: async (request) => {
        if (multipart) await readMultipartBody(request, multipart.validate, multipart.files);
        checkBodyIdentity(request, deps);
      },
      handler: async (request, reply) => {
        if (!handler) throw new ApiError(501, 'NOT_IMPLEMENTED', `${op.operationId} is not available yet.`);
        const result = await handler({
          body: request.body as never,
          query: request.query as never,
          params: request.params as Record<string, string>,
          auth: request.auth,
          files: request.uploads ?? {},
          deps,
          req: request,
          reply,
        });
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
