/**
 * The one place installed apps of the API family are let in: a body whose `app_key` names a client profile is read
 * leniently into the contract's shape (before strict validation), its `unique_token` is used as the bearer session,
 * the profile's conventions are applied, and its reply gets the fields those apps read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContractOperation } from '../contract/load-contract.ts';
import type { Deps } from '../http/handler.ts';
import { SESSION_COOKIE } from '../modules/auth/sessions.ts';
import { checkOwnPin } from '../modules/security-pin/pin-login.ts';
import { applyConventions } from './apply-conventions.ts';
import { type ClientProfile, profileFor } from './client-profiles.ts';
import { enrichReply, originOf } from './enrich-reply.ts';
import { readLegacyBody } from './read-legacy-body.ts';

declare module 'fastify' {
  interface FastifyRequest {
    clientProfile?: ClientProfile;
    /** The security PIN an installed app sent with a withdrawal, which its server checks there (the contract has none). */
    withdrawalPin?: string;
    /** `user_id` fields of an installed app's body the contract has no place for: still checked as the caller's own. */
    droppedUserIds?: unknown[];
  }
}

/**
 * A session presented the contract's way (a bearer header or the cookie); without one, a JSON body may still carry it.
 * Another Authorization header (the fixed one some of the family's apps send, Basic ...) presents none.
 */
export function presentsSession(request: FastifyRequest): boolean {
  return Boolean(/^bearer\s/i.test(request.headers.authorization ?? '') || request.cookies?.[SESSION_COOKIE]);
}

/** The request's media type, lower case, without its parameters (`Application/JSON; charset=utf-8` -> application/json). */
export const mediaTypeOf = (request: FastifyRequest): string =>
  String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

export function carriesJson(request: FastifyRequest): boolean {
  return mediaTypeOf(request) === 'application/json';
}

/** Reads a client profile's JSON body into the contract's shape and takes its `unique_token` as the session. */
export function readLegacyRequest(request: FastifyRequest, op: ContractOperation, deps: Deps): void {
  const body = request.body;
  const schema = op.bodyContentType === 'application/json' ? op.body : carriesJson(request) ? op.jsonBody : undefined;
  if (!body || typeof body !== 'object' || !schema) return;
  const profile = profileFor(deps.config.clientProfiles, (body as Record<string, unknown>).app_key);
  if (!profile?.legacy) return;
  request.clientProfile = profile;
  const pin = (body as Record<string, unknown>).security_pin;
  // An app without a PIN set sends it empty (or null): a withdrawal without one, not a wrong PIN.
  if (op.operationId === 'requestWithdrawal' && pin !== undefined && pin !== null && pin !== '') request.withdrawalPin = String(pin);
  const read = readLegacyBody(schema, body);
  if (read.ignored.length) request.log.debug({ client: profile.name, ignored: read.ignored }, 'fields ignored in a legacy request');
  request.body = read.body;
  request.droppedUserIds = read.droppedUserIds;
  // `unique_token` is the same credential as the bearer token, for apps that cannot send a header.
  if (read.credential && !presentsSession(request)) request.headers.authorization = `Bearer ${read.credential}`;
}

/** A multipart request (body of text fields): whether it may carry the family's `unique_token` in a form field. */
export function carriesForm(request: FastifyRequest): boolean {
  return mediaTypeOf(request) === 'multipart/form-data';
}

/**
 * Reads the text fields of a client profile's multipart form like a JSON body (unknown fields dropped, `unique_token`
 * taken as the session); any other form is answered unchanged, for strict validation.
 */
export function readLegacyForm(request: FastifyRequest, op: ContractOperation, deps: Deps, fields: Record<string, string>): unknown {
  const profile = profileFor(deps.config.clientProfiles, fields.app_key);
  if (!profile?.legacy) return fields;
  request.clientProfile = profile;
  const read = readLegacyBody(op.body, fields);
  if (read.ignored.length) request.log.debug({ client: profile.name, ignored: read.ignored }, 'fields ignored in a legacy form');
  request.droppedUserIds = read.droppedUserIds;
  if (read.credential && !presentsSession(request)) request.headers.authorization = `Bearer ${read.credential}`;
  return read.body;
}

/** Applies the profile's conventions once the caller is known; answers (and returns true) when one refuses. */
export async function applyLegacyConventions(request: FastifyRequest, reply: FastifyReply, op: ContractOperation, deps: Deps): Promise<boolean> {
  if (!request.clientProfile) return false;
  const refusal = await applyConventions(op.operationId, request.body, request.clientProfile, deps, originOf(request));
  if (!refusal) return false;
  await reply.code(200).send(refusal);
  return true;
}

/**
 * A withdrawal sent with the app's security PIN goes ahead only with the right one (wrong tries counted as anywhere).
 * Checked last before the operation, once maintenance, the operator's blocks and the request's own validity have let
 * it through: a request refused for those does not count a PIN try.
 */
export async function refuseWrongWithdrawalPin(request: FastifyRequest, reply: FastifyReply, deps: Deps): Promise<boolean> {
  if (request.withdrawalPin === undefined || !request.auth) return false;
  const checked = await checkOwnPin(deps, request.auth.userId, request.withdrawalPin);
  if (checked.status) return false;
  await reply.code(200).send(checked);
  return true;
}

export async function legacyReply(request: FastifyRequest, op: ContractOperation, deps: Deps, result: unknown): Promise<unknown> {
  return request.clientProfile ? enrichReply(op.operationId, result, request, deps, request.clientProfile) : result;
}
