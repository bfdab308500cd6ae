/**
 * Typed client for the platform API, generated from openapi.yaml (see schema.d.ts).
 * Works in browsers (cookie session, same origin) and in Node (bearer token).
 */
import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from './schema.d.ts';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Base URL of the API including its prefix, e.g. `http://127.0.0.1:3000/api` or `/api`. */
  baseUrl: string;
  /** Bearer token from `/api-user-login`; browsers normally rely on the httpOnly cookie instead. */
  token?: string | (() => string | undefined) | undefined;
  /** A fetch implementation (defaults to the global one); it is called with one `Request`. */
  fetch?: ((input: Request) => Promise<Response>) | undefined;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'same-origin',
    headers: options.headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const { token } = options;
  if (token) {
    const auth: Middleware = {
      onRequest({ request }) {
        const value = typeof token === 'function' ? token() : token;
        if (value) request.headers.set('Authorization', `Bearer ${value}`);
        return request;
      },
    };
    client.use(auth);
  }
  return client;
}

/**
 * A multipart form for the calls that upload an image (`/api-fund-request-add`, `/api-fund-payment-slip-upload`,
 * `/admin/settings/qr-image`), given as their `bodySerializer`: each field as text, each file (a Blob, a browser's
 * File) as itself; fields left undefined are not sent. The boundary is written by fetch.
 *
 *   api.POST('/api-fund-request-add', { body: { request_amount: '500', ..., fund_payment_receipt: file }, bodySerializer: multipart })
 */
export function multipart(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body) as Array<[string, unknown]>) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(name, value, typeof File !== 'undefined' && value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return form;
}

export { ankOf, canonicalPanna, classOf, findPanna, PANNAS, pannasByAnk, type Panna, type PannaClass } from './pannas.ts';
