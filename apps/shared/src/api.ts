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
