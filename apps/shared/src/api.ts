/** @module The apps' one configured API client: bearer token from Firebase, errors as {@link ApiError}. */
import { ApiError, createApiClient, unwrap } from '@turismo/api-client/client';
import { idToken } from './auth-state.ts';
import { i18n } from './i18n.ts';

export { ApiError, unwrap };

const unauthorizedListeners = new Set<() => void>();

/** Subscribes to 401 answers (the apps open their sign-in gate). Returns the unsubscribe function. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The typed client for every /api call. */
export const api = createApiClient({
  getToken: idToken,
  onUnauthorized: () => unauthorizedListeners.forEach((l) => l()),
  getLanguage: () => i18n.language,
});

/**
 * Whether a failed call got no answer at all (no network, the server unreachable): `unwrap`'s ApiError with status 0
 * (NETWORK_ERROR), or a failure before any request. An ApiError with a status is the server's own answer.
 * @example if (unanswered(err)) checkOnThisDevice(code)
 */
export function unanswered(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status === 0;
}
