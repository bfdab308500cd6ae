/**
 * Browser apps of the API family run on their own sites and call the family's root paths with the credential in the
 * body (no cookies). For an origin the operator allows (ALLOWED_ORIGINS), answer the browser's preflight and let it
 * read the replies; without credentials, so the player web app's cookie session is never exposed to other sites.
 */
import type { FastifyInstance } from 'fastify';

const ALLOWED_HEADERS = 'content-type, authorization, idempotency-key';

export function allowFamilyWebApps(root: FastifyInstance, allowedOrigins: readonly string[]): void {
  root.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('Vary', 'Origin');
    if (origin && allowedOrigins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
  });
  root.route({
    method: 'OPTIONS',
    url: '/:path',
    handler: async (request, reply) => {
      const origin = request.headers.origin;
      if (!request.url.startsWith('/api-') || !origin || !allowedOrigins.includes(origin)) return reply.code(404).send();
      return reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'POST')
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .send();
    },
  });
}
