/**
 * @module Builds the Hono app: routers with zod validation answering the project's error body, the common
 * middlewares, and the OpenAPI document. (w3cj/hono-open-api-starter, src/lib/create-app.ts)
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { logger } from 'hono/logger';
import { errorBody, onError, rejectNul, validationError } from './errors.ts';
import { authenticate } from '../middlewares/auth/auth.ts';
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

/**
 * The bare app: request id, security headers, optional request log, bearer-token authentication (anonymous allowed;
 * routes that need a user say so), the error handler and the JSON 404 for unknown /api paths.
 * @param options.log log one line per request (default true)
 */
export function createApp(options: { log?: boolean } = {}): AppOpenAPI {
  const app = createRouter();
  app.use('/api/*', requestId());
  app.use('/api/*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  if (options.log ?? true) app.use('/api/*', logger());
  app.use('/api/*', authenticate);
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Página não encontrada'), 404));
  app.onError(onError);
  return app;
}
