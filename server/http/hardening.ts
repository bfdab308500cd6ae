/**
 * HTTP-level protections for every reply: security headers, the Host allow-list, NUL characters refused before any
 * handler (PostgreSQL cannot store them), and malformed addresses answered with the API's error body.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { ApiError, sendError } from './errors.ts';

/** The web app: its own scripts only (no inline ones), never framed. Chakra UI injects its styles at run time. */
export const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** API replies are data, never a page to render or frame. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** How deep a request's data may nest: the contract's deepest is a few levels; a thousand-deep array is an attack. */
export const MAX_NESTING = 32;
/**
 * How many fields one object may have, and how many values a whole request: the contract's widest object has some
 * forty fields, its largest body a slip of 1,000 entries of under ten fields each. A body of 100,000 unknown fields
 * (well under the 1 MB limit) is refused here, before validation lists a problem for each one.
 */
export const MAX_FIELDS = 200;
export const MAX_VALUES = 20_000;

export const tooDeep = () => new ApiError(422, 'VALIDATION_FAILED', 'The request is nested too deeply.');
export const tooLarge = () => new ApiError(422, 'VALIDATION_FAILED', 'The request has too many fields.');

/**
 * Where a string holding a NUL character sits in `value` (a dotted path), if anywhere. Data nested deeper than
 * MAX_NESTING, an object of more than MAX_FIELDS fields, or more than MAX_VALUES values in all are refused (422) before
 * anything else walks them.
 */
export function nulPath(value: unknown, path = '', depth = 0, seen = { values: 0 }): string | undefined {
  seen.values += 1;
  if (seen.values > MAX_VALUES) throw tooLarge();
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (!value || typeof value !== 'object') return undefined;
  if (depth >= MAX_NESTING) throw tooDeep();
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = nulPath(value[i], `${path}[${i}]`, depth + 1, seen);
      if (found) return found;
    }
    return undefined;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_FIELDS) throw tooLarge();
  for (const [key, v] of entries) {
    const found = key.includes('\u0000') ? key : nulPath(v, path ? `${path}.${key}` : key, depth + 1, seen);
    if (found) return found;
  }
  return undefined;
}

export const nulRefused = (field: string) =>
  new ApiError(422, 'VALIDATION_FAILED', 'Text may not contain NUL characters.', {
    errors: [{ field, message: 'Text may not contain NUL characters.' }],
  });

function hostAllowed(request: FastifyRequest, allowed: string[]): boolean {
  if (allowed.length === 0) return true;
  const host = (request.host ?? '').toLowerCase();
  const hostname = (request.hostname ?? '').toLowerCase();
  return allowed.includes(host) || allowed.includes(hostname);
}

/**
 * A built script or style sheet (hashed, under /assets/): a browser applies a page's policy, framing and referrer
 * rules from the page's own headers, never from these files', so they go without those headers (some 380 bytes on
 * each of the dozen files a first visit fetches, on a phone's slow link). Decided by what is sent, not by the address
 * alone: a missing file's address is answered with the app's page, which keeps them, as do images and the service
 * worker (a worker takes its policy from its own response).
 */
const HASHED_CODE = /^\/assets\/[\w.-]+\.(?:js|css)(?:\?|$)/;
const CODE_TYPE = /^(?:text\/javascript|application\/javascript|text\/css)\b/;
const isBuiltCode = (url: string, reply: FastifyReply) =>
  reply.statusCode === 200 && HASHED_CODE.test(url) && CODE_TYPE.test(String(reply.getHeader('content-type') ?? ''));

const HSTS = 'max-age=15552000';

/**
 * A body is read as sent, in UTF-8: one declared compressed (Content-Encoding) or in another character set would be
 * read as something the client did not send (or refused as "not valid JSON"), so it is refused as such.
 */
function refuseUnreadableBody(request: FastifyRequest): void {
  const encoding = request.headers['content-encoding'];
  if (encoding && encoding.trim().toLowerCase() !== 'identity') {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body uncompressed, without Content-Encoding.');
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body in UTF-8.');
}

export function installHttpHardening(app: FastifyInstance, config: Config, apiPrefix: string): void {
  app.addHook('onRequest', async (request) => {
    if (!hostAllowed(request, config.allowedHosts)) throw new ApiError(421, 'HOST_NOT_ALLOWED', 'This server does not answer for that host name.');
    refuseUnreadableBody(request);
  });
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
    if (field) throw nulRefused(field);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // Served over HTTPS (secure cookies: production, or COOKIE_SECURE=1): browsers keep to HTTPS for half a year.
    if (config.cookieSecure) reply.header('Strict-Transport-Security', HSTS);
    // The API under its prefix, and the API family's player calls at the root (`/api-user-login` ...).
    if (request.url.startsWith(`${apiPrefix}/`) || request.url.startsWith(`${apiPrefix}-`) || request.url === apiPrefix) {
      if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', API_CSP);
    } else if (!isBuiltCode(request.url, reply)) {
      reply.header('Content-Security-Policy', WEB_CSP);
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Referrer-Policy', 'no-referrer');
    }
  });
}

/** Fastify's own routing failures (a malformed percent-encoding in the path ...) in the API's error body. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, new ApiError(400, 'BAD_URL', 'The address is not valid.'));
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(reply, new ApiError(status, 'BAD_REQUEST', 'The request could not be read.'));
}
