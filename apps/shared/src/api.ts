/**
 * @module The apps' one configured API client: bearer token from Firebase, errors as {@link ApiError}.
 *
 * The client itself (openapi-fetch and its middleware, `@turismo/api-client/client`) loads with the first request, or
 * at {@link preloadApi}: a visitor's first screen draws before it needs the API, so it is not in the first script
 * (issue 13, ADR 0036). Every method keeps the client's types; a request made while it loads simply waits for it.
 */
import type { ApiClient } from '@turismo/api-client/client';
import { ApiError, unwrap } from '@turismo/api-client/errors';
import { idToken } from './auth-state.ts';
import { i18n } from './i18n.ts';

export { ApiError, unwrap };

const unauthorizedListeners = new Set<() => void>();

/** Subscribes to 401 answers (the apps open their sign-in gate). Returns the unsubscribe function. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

let client: Promise<ApiClient> | null = null;

/**
 * Loads the typed client once (again after a failed load, e.g. offline before the service worker had it).
 * @returns the configured client
 */
export function preloadApi(): Promise<ApiClient> {
  client ??= import('@turismo/api-client/client').then(({ createApiClient }) =>
    createApiClient({
      getToken: idToken,
      onUnauthorized: () => unauthorizedListeners.forEach((l) => l()),
      getLanguage: () => i18n.language,
    })
  );
  client.catch(() => {
    client = null;
  });
  return client;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `method` of the client, called once it has loaded (a failed load rejects like a network error: unwrap's 0). */
function method<M extends Method>(name: M): ApiClient[M] {
  return (async (...args: unknown[]) => {
    const loaded = await preloadApi();
    return await (loaded[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  }) as ApiClient[M];
}

/** The typed client for every /api call: `api.GET('/api/hotels/{id}', { params: { path: { id } } })`. */
export const api: Pick<ApiClient, Method> = {
  GET: method('GET'),
  POST: method('POST'),
  PUT: method('PUT'),
  PATCH: method('PATCH'),
  DELETE: method('DELETE'),
};

/**
 * Whether a failed call got no answer at all (no network, the server unreachable): `unwrap`'s ApiError with status 0
 * (NETWORK_ERROR), or a failure before any request. An ApiError with a status is the server's own answer.
 * @example if (unanswered(err)) checkOnThisDevice(code)
 */
export function unanswered(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0;
}
