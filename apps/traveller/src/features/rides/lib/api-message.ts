/** @module The API's Portuguese message of an error, when the API gave one (not a bare HTTP status or a network failure). */
import { ApiError } from '@turismo/app-core/api';

/**
 * @returns the error's message from the API's error body, or `fallback`.
 * @example apiMessage(err, 'Não foi possível criar sua viagem. Tente novamente.')
 */
export function apiMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status >= 400 && !err.code.startsWith('HTTP_') && err.message) {
    return err.message;
  }
  return fallback;
}
