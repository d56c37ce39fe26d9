/**
 * @module Builds the Hono app: routers with zod validation answering the project's error body, the common
 * middlewares, and the OpenAPI document. (w3cj/hono-open-api-starter, src/lib/create-app.ts)
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { requestId } from 'hono/request-id';
import { cors } from 'hono/cors';
import { DATABASE_LOST_MARK, errorBody, onError, rejectNul, validationError } from './errors.ts';
import { checkPool, counterSql, sql } from './db.ts';
import { contextStorage } from 'hono/context-storage';
import { env } from './env.ts';
import { authenticate } from '../middlewares/auth/auth.ts';
import { bodyLimits } from '../middlewares/body-limit/body-limit.ts';
import { connectRedis, rateLimits } from '../middlewares/rate-limit/rate-limit.ts';
import { requestLog } from '../middlewares/request-log/request-log.ts';
import { requestMetrics } from '../middlewares/metrics/metrics.ts';
import { writeGenerationMiddleware } from '../middlewares/write-generation/write-generation.ts';
import { apiSecurityHeaders } from '../middlewares/security-headers/security-headers.ts';
import { detectLanguage, localizeErrors } from '../middlewares/localize/localize.ts';
import type { AppBindings, AppOpenAPI } from './types.ts';
import { useRequestLanguageForZod } from './zod-language.ts';
import { compressJson } from './compress-json.ts';

// zod's default messages in the caller's language (issue 29): set once, before any request is validated.
useRequestLanguageForZod();

/**
 * A router whose invalid requests answer 400 VALIDATION_ERROR with the schema's Portuguese message, and whose valid
 * ones are refused the same way when a string holds a NUL character (PostgreSQL cannot store it; issue 9).
 */
export function createRouter(): AppOpenAPI {
  return new OpenAPIHono<AppBindings>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return validationError(c, result.error);
      return rejectNul(c, result.data);
    },
  });
}

/** How createApp is built: the request log, and the rate limits' factor (default RATE_LIMIT_FACTOR). */
export interface AppOptions {
  log?: boolean;
  rateLimitFactor?: number;
}

/**
 * The bare app: request id, the caller's language (error answers in English when Accept-Language prefers it),
 * security headers (CSP and the rest), optional request log (no query values), body size
 * limits, rate limits per IP and per user (ADR 0018), bearer-token authentication (anonymous allowed; routes that need
 * a user say so), the error handler and the JSON 404 for unknown /api paths.
 * @param options.log log one line per request (default true)
 * @param options.rateLimitFactor multiplies every rate limit (default env RATE_LIMIT_FACTOR)
 */
export function createApp(options: AppOptions = {}): AppOpenAPI {
  const app = createRouter();
  const limits = rateLimits({
    sql: counterSql,
    redis: env.REDIS_URL ? connectRedis(env.REDIS_URL) : undefined,
    factor: options.rateLimitFactor ?? env.RATE_LIMIT_FACTOR,
    trustProxy: env.TRUST_PROXY,
  });
  app.use('/api/*', requestId());
  // The JSON answers compressed (issue 33): first, so that it wraps every other middleware's answer too.
  app.use('/api/*', compressJson());
  // CORS (issue 29, ADR 0053): the apps' own origin and the partner origins of CORS_ORIGINS only; a preflight from
  // any other origin gets no Access-Control-Allow-Origin, so the browser refuses the call.
  app.use('/api/*', cors(corsOptions(env.CORS_ORIGINS, env.PUBLIC_URL)));
  // The request's context for code far from the handler (the image queue's owner, media.queue.ts).
  app.use('/api/*', contextStorage());
  app.use('/api/*', detectLanguage);
  app.use('/api/*', localizeErrors());
  app.use('/api/*', apiSecurityHeaders());
  if (options.log ?? true) app.use('/api/*', requestLog({ sampleRate: env.LOG_SAMPLE_RATE, slowMs: env.LOG_SLOW_MS }));
  // Issue 28: per-route request counts and durations (lib/metrics.ts).
  app.use('/api/*', requestMetrics());
  app.use('/api/*', writeGenerationMiddleware());
  app.use('/api/*', bodyLimits());
  app.use('/api/*', limits.anonymousByIp);
  app.use('/api/*', limits.authenticated(authenticate));
  app.use('/api/*', limits.byUser);
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Página não encontrada'), 404));
  app.onError(onError);
  return retryReadsAfterLostConnection(app);
}

/**
 * The CORS answer's settings: the allowed origins are `origins` and PUBLIC_URL's origin; the headers a partner's
 * browser code may send (bearer token, idempotency key, language) and read (rate limits, Retry-After).
 * @param origins CORS_ORIGINS
 * @param publicUrl PUBLIC_URL (the apps' origin), optional
 */
export function corsOptions(origins: readonly string[], publicUrl?: string) {
  const allowed = new Set(origins);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return {
    origin: (origin: string) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept-Language'],
    exposeHeaders: ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'X-Request-Id'],
    maxAge: 600,
    credentials: false,
  };
}

/**
 * A GET or HEAD that answered 503 because its database connection was lost (a stale pooled connection after an
 * outage, issue 27) is answered again once, after every pooled connection was checked (db.ts `checkPool`): the first
 * read after PostgreSQL is back succeeds. Writes are not repeated here; their first statements retry on their own
 * (authentication's account read, `transaction`'s BEGIN).
 */
function retryReadsAfterLostConnection(app: AppOpenAPI): AppOpenAPI {
  const fetch = app.fetch;
  const unmark = (res: Response) => {
    res.headers.delete(DATABASE_LOST_MARK);
    return res;
  };
  app.fetch = async (request, ...rest) => {
    const res = await fetch(request, ...rest);
    if (!res.headers.has(DATABASE_LOST_MARK)) return res;
    if (request.method !== 'GET' && request.method !== 'HEAD') return unmark(res);
    await res.body?.cancel();
    await checkPool(sql);
    return unmark(await fetch(request, ...rest));
  };
  return app;
}
