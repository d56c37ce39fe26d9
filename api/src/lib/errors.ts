/**
 * @module API errors: every failure answers `{ error: { code, message, details? } }`, with a stable machine code and
 * the spec's Portuguese text (DECISIONS.md 2), and changes nothing.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { userHash } from './log.ts';
import { reportError } from './report.ts';
import { isDraining } from './lifecycle.ts';
import { routeOf } from '../middlewares/request-log/request-log.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;

/** A failure with an HTTP status, a stable code and a Portuguese message. Throw it from handlers and repos. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Headers of the answer (Retry-After of a 429 or 503). */
    readonly headers?: Record<string, string>,
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
  invalidToken: () => new AppError(401, 'INVALID_TOKEN', 'Sessão inválida ou expirada. Inicie sessão novamente.'),
  forbidden: (permission?: string) =>
    new AppError(
      403,
      'FORBIDDEN',
      'Não tem permissão para realizar esta ação.',
      permission ? { permission } : undefined,
    ),
  /** 404 NOT_FOUND with the whole message, e.g. 'Reserva não encontrada.' (agreeing in gender, translatable). */
  notFound: (message = 'Recurso não encontrado.') => new AppError(404, 'NOT_FOUND', message),
  /** A 400 VALIDATION_ERROR raised by a service rule, shaped like the zod answer (message and one detail). */
  validation: (message: string, path = '') => new AppError(400, 'VALIDATION_ERROR', message, [{ path, message }]),
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

/** The dotted path of the first string of `value` that `bad` holds true of (`''` for the input itself), or undefined. */
function findString(value: unknown, bad: (text: string) => boolean, path = ''): string | undefined {
  if (typeof value === 'string') return bad(value) ? path : undefined;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findString(item, bad, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const hasNul = (text: string) => text.includes('\u0000');
/** A lone UTF-16 surrogate such as `\ud800`: JSON allows it, PostgreSQL's jsonb refuses it, text stores U+FFFD. */
const illFormed = (text: string) => !text.isWellFormed();

/**
 * Where a validated input holds a NUL character (U+0000), which PostgreSQL cannot store in text: the dotted path of
 * the first such string (`''` for the input itself), or undefined when there is none.
 * @example findNul({ card: { name: 'a\u0000' } }) === 'card.name'
 */
export const findNul = (value: unknown): string | undefined => findString(value, hasNul);

/**
 * Where a validated input holds a string that is not well-formed Unicode (a lone surrogate): the dotted path of the
 * first such string, or undefined when there is none.
 * @example findIllFormed({ stay: { specialRequests: '\ud800' } }) === 'stay.specialRequests'
 */
export const findIllFormed = (value: unknown): string | undefined => findString(value, illFormed);

/** The 400 VALIDATION_ERROR for a NUL character in a field (path parameter, query or body), naming the field. */
export function nulError(field: string) {
  return errors.validation(`O campo '${field}' contém um carácter inválido (NUL).`, field);
}

/** The 400 VALIDATION_ERROR for a string that is not well-formed Unicode (a lone surrogate), naming the field. */
export function illFormedError(field: string) {
  return errors.validation(`O campo '${field}' contém um carácter inválido.`, field);
}

/**
 * Runs after each successful zod validation (path, query, headers, body; the router's default hook): refuses an input
 * with a NUL character (issue 9) or a lone surrogate (not well-formed Unicode), naming the field. One walk of the
 * input; a NUL anywhere is named before a lone surrogate.
 */
export function rejectNul(c: Context, data: unknown) {
  const field = findString(data, (text) => hasNul(text) || illFormed(text));
  if (field === undefined) return undefined;
  const nul = findNul(data);
  const err = nul !== undefined ? nulError(nul) : illFormedError(field);
  return c.json(errorBody(err.code, err.message, err.details), 400);
}

/** A PostgreSQL error as postgres.js throws it (only the fields read here). */
interface PostgresErrorLike {
  name: string;
  code: string;
  detail?: string;
}

const isPostgresError = (err: unknown): err is PostgresErrorLike =>
  err instanceof Error && err.name === 'PostgresError' && typeof (err as { code?: unknown }).code === 'string';

/** `from_place_id` -> `fromPlaceId`: the API's field name of a column. */
const fieldOf = (column: string) => column.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());

/**
 * Input faults that only PostgreSQL notices, as 400 VALIDATION_ERROR answers: a reference to a row that does not
 * exist (foreign key 23503 on insert or update, naming the field: `place_id` -> 'placeId') and text PostgreSQL cannot
 * store (22021, 22P05). Services check their references first; this is the net under them (ADR 0019). Undefined for
 * any other error.
 */
export function fromPostgresError(err: unknown): AppError | undefined {
  if (!isPostgresError(err)) return undefined;
  if (err.code === '23503' && /is not present in table/.test(err.detail ?? '')) {
    const column = /^Key \(([^)]+)\)=/.exec(err.detail ?? '')?.[1] ?? '';
    const field = column.split(', ').map(fieldOf).join(', ');
    return errors.validation(`O campo '${field}' refere um registo que não existe.`, field);
  }
  if (err.code === '22021' || err.code === '22P05') {
    return errors.validation('O pedido contém um carácter inválido (NUL).');
  }
  return undefined;
}

/** postgres.js's own codes for a connection that is gone or never came (not an answer of the server). */
const LOST_CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Whether `err` says the database cannot be reached: the connection was refused, lost or timed out, or the server is
 * shutting down, starting up or out of connections (SQLSTATE class 08, 57P01-57P03, 53300). Not a statement's fault.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = String((err as { code?: unknown }).code ?? '');
  if (err.name === 'PostgresError') return /^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300';
  return LOST_CONNECTION_CODES.has(code) || ('errno' in err && /^E[A-Z]+$/.test(code));
}

/** The internal header marking an answer 503 for a lost database connection (removed before it is sent). */
export const DATABASE_LOST_MARK = 'X-Internal-Database-Lost';

/** Seconds a client waits before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The 503 answered while the database cannot be reached (issue 27): nothing was done; try again later. */
export const databaseUnavailable = () =>
  new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    'O serviço está temporariamente indisponível. Tente novamente dentro de alguns segundos.',
    undefined,
    { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  );

/**
 * App-wide error handler: AppError as given (with its headers), malformed JSON as 400, an unreachable database as
 * 503 SERVICE_UNAVAILABLE with Retry-After, anything else as 500 without internals.
 */
export function onError(err: Error, c: Context) {
  const known = err instanceof AppError
    ? err
    : fromPostgresError(err) ?? (isDatabaseUnavailable(err) ? databaseUnavailable() : undefined);
  if (known) {
    for (const [name, value] of Object.entries(known.headers ?? {})) c.header(name, value);
    // Read by createApp's fetch: a read that failed on a lost connection is tried once more on a checked pool.
    if (known !== err) c.header(DATABASE_LOST_MARK, '1');
    return c.json(errorBody(known.code, known.message, known.details), known.status as ContentfulStatusCode);
  }
  if (err instanceof HTTPException) {
    // A request body cut off while this instance shuts down (issue 28, ADR 0048) is not the client's fault: 503 with
    // Retry-After, and the client sends it again (through the proxy, to another instance).
    if (err.status === 400 && isDraining()) {
      c.header('Retry-After', '1');
      return c.json(
        errorBody('SHUTTING_DOWN', 'O serviço está a reiniciar. Tente novamente dentro de instantes.'),
        503,
      );
    }
    const status = err.status as ContentfulStatusCode;
    const code = status === 400 ? 'MALFORMED_REQUEST' : `HTTP_${status}`;
    return c.json(errorBody(code, status === 400 ? 'Pedido mal formado.' : err.message), status);
  }
  const uid = (c.var as { user?: { uid?: string } | null }).user?.uid;
  reportError(err, {
    requestId: c.get('requestId'),
    method: c.req.method,
    route: routeOf(c),
    ...(uid ? { userHash: userHash(uid) } : {}),
  });
  return c.json(errorBody('INTERNAL_ERROR', 'Erro interno. Tente novamente.'), 500);
}
