/**
 * @module API errors: every failure answers `{ error: { code, message, details? } }`, with a stable machine code and
 * the spec's Portuguese text (DECISIONS.md 2), and changes nothing.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 500;

/** A failure with an HTTP status, a stable code and a Portuguese message. Throw it from handlers and repos. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  unauthenticated: () =>
    new AppError(
      401,
      'UNAUTHENTICATED',
      'Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança.',
    ),
  invalidToken: () =>
    new AppError(401, 'INVALID_TOKEN', 'Sessão inválida ou expirada. Inicie sessão novamente.'),
  forbidden: (permission?: string) =>
    new AppError(403, 'FORBIDDEN', 'Não tem permissão para realizar esta ação.', permission ? { permission } : undefined),
  notFound: (what = 'Recurso') => new AppError(404, 'NOT_FOUND', `${what} não encontrado.`),
  /** A 400 VALIDATION_ERROR raised by a service rule, shaped like the zod answer (message and one detail). */
  validation: (message: string, path = '') =>
    new AppError(400, 'VALIDATION_ERROR', message, [{ path, message }]),
};

/** The body of every error answer. */
export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Turns zod issues into the 400 answer: the first issue's (Portuguese) message, all issues as details. */
export function validationError(c: Context, error: ZodError) {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0]?.message ?? 'Pedido inválido.';
  return c.json(errorBody('VALIDATION_ERROR', first, issues), 400);
}

/** App-wide error handler: AppError as given, malformed JSON as 400, anything else as 500 without internals. */
export function onError(err: Error, c: Context) {
  if (err instanceof AppError) {
    return c.json(errorBody(err.code, err.message, err.details), err.status as ContentfulStatusCode);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 400 ? 'MALFORMED_REQUEST' : `HTTP_${status}`;
    return c.json(errorBody(code, status === 400 ? 'Pedido mal formado.' : err.message), status);
  }
  console.error(err);
  return c.json(errorBody('INTERNAL_ERROR', 'Erro interno. Tente novamente.'), 500);
}
