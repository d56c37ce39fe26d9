/**
 * @module Error reporting (issue 28, ADR 0048): every unexpected error is written to the log (`mozturismo.error`,
 * with its stack and the request id) and, when SENTRY_DSN is set, sent to a Sentry-compatible service through the
 * official SDK (@sentry/deno). Personal data never leaves: no request headers, cookies, bodies or query strings, no
 * user but the log's hash, and e-mails, phone numbers, bearer tokens and card-like digit runs in messages and stacks
 * replaced by `[filtered]` (`scrubEvent`).
 */
import * as Sentry from '@sentry/deno';
import { env } from './env.ts';
import { errorFields, INSTANCE, log } from './log.ts';

/** Where an error happened: the request's id, method and route pattern; or the background job's name. */
export interface ErrorContext {
  requestId?: string;
  method?: string;
  route?: string;
  job?: string;
  userHash?: string;
}

const PERSONAL = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, // e-mail addresses
  /\+?258\s?\d{2}\s?\d{3}\s?\d{4}/g, // Mozambican phone numbers (+258 8x xxx xxxx)
  /\b8[2-7]\d{7}\b/g, // the same without the country code
  /\bBearer\s+[\w.~+/=-]+/gi, // tokens
  /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, // JWTs anywhere
  /\b(?:\d[ -]?){13,19}\b/g, // card-like numbers
];

/** `text` with e-mails, phone numbers, tokens and card-like numbers replaced by `[filtered]`. */
export function scrubText(text: string): string {
  return PERSONAL.reduce((t, re) => t.replace(re, '[filtered]'), text);
}

/**
 * The event as it may leave the server: the request reduced to its method and route, no user but the hash, every
 * message and exception value scrubbed (`scrubText`), breadcrumbs dropped (they may quote console lines).
 */
export function scrubEvent<E extends Sentry.Event>(event: E): E {
  if (event.request) {
    event.request = { method: event.request.method, url: event.request.url?.replace(/\?.*$/, '') };
  }
  const hash = event.user?.id;
  event.user = hash ? { id: String(hash) } : undefined;
  delete event.breadcrumbs;
  if (event.message) event.message = scrubText(event.message);
  for (const ex of event.exception?.values ?? []) {
    if (ex.value) ex.value = scrubText(ex.value);
    for (const frame of ex.stacktrace?.frames ?? []) {
      delete frame.vars;
    }
  }
  delete event.extra;
  return event;
}

let sentry = false;

/**
 * Starts the Sentry client when SENTRY_DSN is set (main.ts, once). No default integration that reads requests or
 * the console: errors reach it only through `reportError`, already scrubbed, plus uncaught ones (global handlers).
 * @param dsn the DSN (default env SENTRY_DSN); the tests pass a local fake one
 * @returns whether reporting is on
 */
export function startErrorReporting(dsn: string | undefined = env.SENTRY_DSN): boolean {
  if (!dsn) return false;
  Sentry.init({
    dsn,
    environment: env.SENTRY_ENVIRONMENT ?? env.APP_MODE,
    release: env.RELEASE,
    serverName: INSTANCE,
    sendDefaultPii: false,
    defaultIntegrations: false,
    integrations: [Sentry.dedupeIntegration(), Sentry.linkedErrorsIntegration()],
    tracesSampleRate: 0,
    beforeSend: (event) => scrubEvent(event),
  });
  sentry = true;
  return true;
}

/** Stops reporting to Sentry (tests), after sending what is held. */
export async function stopErrorReporting() {
  if (!sentry) return;
  sentry = false;
  await Sentry.close(2000).catch(() => false);
}

/** Sends what the Sentry client still holds (at shutdown), waiting at most `timeoutMs`. */
export async function flushErrorReports(timeoutMs = 2000) {
  if (sentry) await Sentry.flush(timeoutMs).catch(() => false);
}

/**
 * Reports an unexpected error: one `mozturismo.error` line with its stack and context, and an event to Sentry when
 * configured (personal data scrubbed).
 * @example reportError(err, { requestId: c.get('requestId'), method: 'POST', route: '/api/bookings' })
 */
export function reportError(err: unknown, context: ErrorContext = {}) {
  log.error.error('unexpected error', { ...context, instance: INSTANCE, ...errorFields(err) });
  if (!sentry) return;
  Sentry.withScope((scope) => {
    if (context.requestId) scope.setTag('request_id', context.requestId);
    if (context.route) scope.setTag('route', context.route);
    if (context.method) scope.setTag('method', context.method);
    if (context.job) scope.setTag('job', context.job);
    if (context.userHash) scope.setUser({ id: context.userHash });
    Sentry.captureException(err);
  });
}
