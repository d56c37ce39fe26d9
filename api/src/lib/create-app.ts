/**
 * @module Builds the Hono app: routers with zod validation answering the project's error body, the common
 * middlewares, and the OpenAPI document. (w3cj/hono-open-api-starter, src/lib/create-app.ts)
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { requestId } from 'hono/request-id';
import { errorBody, onError, rejectNul, validationError } from './errors.ts';
import { sql } from './db.ts';
import { env } from './env.ts';
import { authenticate } from '../middlewares/auth/auth.ts';
import { bodyLimits } from '../middlewares/body-limit/body-limit.ts';
import { connectRedis, rateLimits } from '../middlewares/rate-limit/rate-limit.ts';
import { requestLog } from '../middlewares/request-log/request-log.ts';
import { writeGenerationMiddleware } from '../middlewares/write-generation/write-generation.ts';
import { apiSecurityHeaders } from '../middlewares/security-headers/security-headers.ts';
import { detectLanguage, localizeErrors } from '../middlewares/localize/localize.ts';
import type { AppBindings, AppOpenAPI } from './types.ts';

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
    sql,
    redis: env.REDIS_URL ? connectRedis(env.REDIS_URL) : undefined,
    factor: options.rateLimitFactor ?? env.RATE_LIMIT_FACTOR,
    trustProxy: env.TRUST_PROXY,
  });
  app.use('/api/*', requestId());
  app.use('/api/*', detectLanguage);
  app.use('/api/*', localizeErrors());
  app.use('/api/*', apiSecurityHeaders());
  if (options.log ?? true) app.use('/api/*', requestLog({ sampleRate: env.LOG_SAMPLE_RATE, slowMs: env.LOG_SLOW_MS }));
  app.use('/api/*', writeGenerationMiddleware());
  app.use('/api/*', bodyLimits());
  app.use('/api/*', limits.byIp);
  app.use('/api/*', authenticate);
  app.use('/api/*', limits.byUser);
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Página não encontrada'), 404));
  app.onError(onError);
  return app;
}
