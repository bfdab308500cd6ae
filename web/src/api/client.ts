/**
 * The web app's door to the API: the SDK client (from React context, so tests can hand in their own) and `call`, which
 * turns an SDK answer into its data or an `ApiError` carrying the server's `msg`.
 */
import { createContext, useContext } from 'react';
import type { ApiClient, Schemas } from '../../../sdk/index.ts';
import type { ComponentsJSON } from '@nanostores/i18n';
import { i18n, language } from '../i18n/index.ts';

export type { ApiClient, Schemas };
export { multipart } from '../../../sdk/index.ts';

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs <ApiContext.Provider>');
  return api;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** A failed call: the HTTP status (0 when the server could not be reached), the server's code, msg and field problems. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldProblem[];

  constructor(status: number, code: string, message: string, errors: FieldProblem[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

interface SdkResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function errorBody(value: unknown): Partial<Schemas['Error']> {
  return value && typeof value === 'object' ? (value as Partial<Schemas['Error']>) : {};
}

/** Awaits an SDK call: its data on a 2xx answer, else throws an ApiError with the server's message. */
export async function call<T>(request: Promise<SdkResult<T>>): Promise<T> {
  let result: SdkResult<T>;
  try {
    result = await request;
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  const { data, error, response } = result;
  if (response.ok && data !== undefined) return data;
  const body = errorBody(error);
  throw new ApiError(response.status, body.code ?? `HTTP_${response.status}`, body.msg || FALLBACK_MESSAGE, body.errors ?? []);
}

/**
 * A refusal in the app's language: the server speaks English, so in Hindi a known code (web/src/i18n/hi/refusals.ts)
 * gives its Hindi text; an unknown code, or a message that carries figures the Hindi text lacks, stays as it came.
 */
function translated(code: string, msg = ''): string | undefined {
  const lang = language.get();
  if (lang === 'en') return undefined;
  const text = (i18n.cache[lang] as unknown as ComponentsJSON | undefined)?.refusals?.[code];
  if (typeof text !== 'string') return undefined;
  // The figures of the server's message fill the text's {1}, {2} ... in order, as the server wrote them (amounts with
  // Indian grouping, 10,000; a panna as the player typed it).
  const figures = msg.match(/\d+(?:,\d+)*(?:\.\d+)?/g) ?? [];
  let missing = false;
  const filled = text.replace(/\{(\d)\}/g, (_, n: string) => {
    const figure = figures[Number(n) - 1];
    if (figure === undefined) missing = true;
    return figure ?? '';
  });
  return missing ? undefined : filled;
}

/** A refusal the server answered with (status false, a code and msg), in the app's language. */
export function serverText(reply: { code: string; msg: string }): string {
  return translated(reply.code, reply.msg) ?? reply.msg;
}

/**
 * Words the server wrote for a known outcome (a success message, a closed window): the server's own words in English
 * (the spec's), the screen's text for that outcome in another language (the server speaks English only).
 */
export function serverWords(msg: string, translation: string): string {
  return language.get() === 'en' && msg ? msg : translation;
}

/** The message to show for any thrown value. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return translated(error.code, error.message) ?? error.message;
  return translated('INTERNAL') ?? FALLBACK_MESSAGE;
}

/** Per-field messages of a 422, keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const found: Record<string, string> = {};
  for (const problem of error.errors) {
    // An item of a list (`withdraw_closed_dates.0`) is told beside the list's field too.
    for (const field of [problem.field, problem.field.replace(/(\.\d+)+$/, '')]) found[field] ??= problem.message;
  }
  return found;
}

/** A fresh key for the Idempotency-Key header, so a retried money request takes effect once. */
export function idempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
