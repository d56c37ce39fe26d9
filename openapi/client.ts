/**
 * @module The typed API client: a thin wrapper over openapi-fetch, typed by `schema.d.ts`, which openapi-typescript
 * generates from `openapi.json` (never edit either by hand: `deno task openapi` rewrites both).
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.d.ts';

export type { components, paths };

/** An HTTP method of `paths[P]`. */
type Method<P extends keyof paths> = Exclude<keyof paths[P], 'parameters'>;

/**
 * The JSON request body of an operation, derived from the generated `paths` (never written by hand).
 * @example type Body = JsonBody<'/api/hotels', 'post'>;
 */
export type JsonBody<P extends keyof paths, M extends Method<P>> = paths[P][M] extends
  { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/**
 * The query parameters of an operation, derived from the generated `paths`.
 * @example type Query = QueryParams<'/api/rides-simple/search', 'get'>;
 */
export type QueryParams<P extends keyof paths, M extends Method<P>> = paths[P][M] extends
  { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** A component schema by name, e.g. `Schema<'Profile'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

export { ApiError, type ApiErrorBody, unwrap } from './errors.ts';

export interface ApiClientOptions {
  /** Origin of the API; '' (same origin) by default. */
  baseUrl?: string;
  /** Returns the signed-in user's Firebase ID token, or null. */
  getToken?: () => Promise<string | null>;
  /** Called on every 401 answer (the apps open their sign-in gate). */
  onUnauthorized?: () => void;
  /** The app's language ('pt-MZ' | 'en'), sent as Accept-Language: the API answers its messages in it. */
  getLanguage?: () => string;
}

/**
 * Creates the typed client. Every request carries `Authorization: Bearer <ID token>` when a user is signed in.
 * @example const api = createApiClient({ getToken: () => auth.currentUser?.getIdToken() ?? null });
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? '', credentials: 'include' });
  const auth: Middleware = {
    async onRequest({ request }) {
      const token = await options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      const language = options.getLanguage?.();
      if (language) request.headers.set('Accept-Language', language);
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401) options.onUnauthorized?.();
      return response;
    },
  };
  client.use(auth);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
