/**
 * @module The caller's language for every /api answer (issue 14, ADR 0039): Hono's language detector reads
 * Accept-Language ('en', 'en-GB', 'pt-MZ' ...; Portuguese when absent or unsupported), and every error answer
 * (`{ error: { code, message, details } }`, status >= 400) has its message and its details' messages translated by
 * {@link translateMessage}. Raise sites, zod schemas and the rate limiter keep writing Portuguese.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { languageDetector } from 'hono/language';
import { type ApiLanguage, translateMessage } from '../../lib/i18n.ts';

/** Sets `c.get('language')` ('pt' | 'en') from Accept-Language only (no cookie, no query). */
export const detectLanguage: MiddlewareHandler = languageDetector({
  supportedLanguages: ['pt', 'en'],
  fallbackLanguage: 'pt',
  order: ['header'],
  caches: false,
});

/** The caller's language as set by {@link detectLanguage}: 'en' or 'pt'. */
export function callerLanguage(c: Context): ApiLanguage {
  return c.get('language') === 'en' ? 'en' : 'pt';
}

interface ErrorAnswer {
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

/** Translates the messages of one error body; the same object when nothing changes. */
export function localizeErrorBody(body: ErrorAnswer, language: ApiLanguage): ErrorAnswer {
  const error = body.error;
  if (!error || typeof error.message !== 'string') return body;
  const details = Array.isArray(error.details)
    ? error.details.map((d) =>
      d && typeof d === 'object' && typeof (d as { message?: unknown }).message === 'string'
        ? { ...d, message: translateMessage((d as { message: string }).message, language) }
        : d
    )
    : error.details;
  return { ...body, error: { ...error, message: translateMessage(error.message, language), details } };
}

/** After the handler (and the error handler): error answers in the caller's language, with Content-Language. */
export function localizeErrors(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const language = callerLanguage(c);
    if (c.res.status < 400 || !c.res.headers.get('content-type')?.includes('application/json')) return;
    c.res.headers.append('Vary', 'Accept-Language');
    if (language !== 'en') return;
    const body = await c.res.clone().json().catch(() => null) as ErrorAnswer | null;
    if (!body?.error) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    headers.set('Content-Language', 'en');
    c.res = new Response(JSON.stringify(localizeErrorBody(body, language)), { status: c.res.status, headers });
  };
}
