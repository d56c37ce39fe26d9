/**
 * @module The API's errors as the apps see them: {@link ApiError} and {@link unwrap}, apart from the client (./client.ts)
 * so that code which only handles errors does not load openapi-fetch (issue 13: the apps load the client with their
 * first request).
 */

/** An API error body: `{ error: { code, message, details? } }` (message in Portuguese). */
export interface ApiErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** Thrown by {@link unwrap} for any non-2xx answer. `code` is the API's stable code, `message` its Portuguese text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Resolves an openapi-fetch result to its data, or throws {@link ApiError}.
 * @example const { data } = await unwrap(api.GET('/api/auth/profile'));
 */
export async function unwrap<T>(
  promise: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await promise;
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Erro de rede. Verifique sua conexão com a internet.');
  }
  const { data, error, response } = result;
  if (response.ok) return data as T;
  const body = error as Partial<ApiErrorBody> | undefined;
  throw new ApiError(
    response.status,
    body?.error?.code ?? `HTTP_${response.status}`,
    body?.error?.message ?? `${response.status}: ${response.statusText}`,
    body?.error?.details,
  );
}
