/** The one error body of the API, and the handlers that turn every failure into it. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeErrors, type FieldProblem } from '../contract/validator.ts';
import { isConnectionLoss, isDatabaseBusy } from '../db/errors.ts';
import { ApiError, serverBusy, notFound, outcomeUnknown } from '../errors.ts';

export interface ErrorBody {
  status: false;
  code: string;
  msg: string;
  errors?: FieldProblem[];
  retry_after?: number;
  request_id?: string;
}

// The error classes live on the ground floor; they are re-exported here for the handlers that import them from http/.
export { ApiError, forbidden, invalid, notFound, rateLimited, unauthenticated } from '../errors.ts';

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  const body: ErrorBody = { status: false, code: error.code, msg: error.message };
  if (error.extra.errors) body.errors = error.extra.errors;
  if (error.extra.retryAfterSeconds !== undefined) {
    body.retry_after = error.extra.retryAfterSeconds;
    reply.header('Retry-After', String(error.extra.retryAfterSeconds));
  }
  if (error.statusCode >= 500) body.request_id = String(reply.request.id);
  return reply.code(error.statusCode).type('application/json').send(body);
}

/** Maps Fastify's own failures (bad JSON, wrong media type, too large, schema) onto the error body. */
/** What a route's body may be sent as, in the words of a 415 (`bodyTypes` of the route's config). */
const SEND_AS: Record<string, string> = {
  json: 'Send the body as application/json.',
  form: 'Send the form as multipart/form-data.',
  'json-or-form': 'Send the body as application/json, or the form with its file as multipart/form-data.',
};

function fromFastifyError(error: FastifyError, request: FastifyRequest): ApiError {
  if (error.validation) {
    const problems = describeErrors(error.validation as Parameters<typeof describeErrors>[0]);
    const first = problems[0]?.message ?? 'The request is not valid.';
    return new ApiError(422, 'VALIDATION_FAILED', first, { errors: problems });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', SEND_AS[String(request.routeOptions.config.bodyTypes ?? 'json')] ?? SEND_AS.json!);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The image must be at most 5 MB.');
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many parts: send one image and the listed fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(422, 'VALIDATION_FAILED', 'The request body is empty.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(422, 'VALIDATION_FAILED', 'The request body is not valid JSON.');
    default:
      if (error.statusCode === 400 && /JSON/i.test(error.message)) {
        return new ApiError(422, 'VALIDATION_FAILED', 'The request body is not valid JSON.');
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return new ApiError(error.statusCode, 'BAD_REQUEST', error.message);
      }
      return new ApiError(500, 'INTERNAL', 'Something went wrong. Please try again.');
  }
}

/**
 * A lost database connection, or a database too busy to go on, in the middle of a request. A read is answered "busy,
 * try again". A request that changes something may have had a step committed (its answer lost, or a later step unable
 * to start): the client is told it cannot be sure, not just to try again (a retry without an Idempotency-Key could do
 * it twice; with one, the server answers as the first time).
 */
function databaseTrouble(error: unknown, request: FastifyRequest): ApiError | undefined {
  const lost = isConnectionLoss(error);
  if (!lost && !isDatabaseBusy(error)) return undefined;
  if (isRead(request)) return serverBusy();
  return outcomeUnknown(lost ? 'lost' : 'busy');
}

/** The operations that change nothing (the API family's reads are POSTs too): by their name in the contract. */
const READS = /^(get|list)[A-Z]|^(previewResult|previewCorrection|exportCsv|streamLiveEvents)$/;
const isRead = (request: FastifyRequest) =>
  request.method === 'GET' || request.method === 'HEAD' || READS.test(String(request.routeOptions.config.operationId ?? ''));

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = error instanceof ApiError ? error : (databaseTrouble(error, request) ?? fromFastifyError(error, request));
    if (apiError.statusCode === 501) request.log.warn({ code: apiError.code }, apiError.message);
    else if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, apiError);
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, notFound(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`));
}
