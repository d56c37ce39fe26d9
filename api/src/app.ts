/**
 * @module The API: every domain router mounted on one app, plus the OpenAPI document and reference UI.
 */
import { createApp } from './lib/create-app.ts';
import { configureOpenAPI } from './lib/openapi.ts';
import { authRouter } from './domains/auth/auth.index.ts';
import { healthRouter } from './domains/health/health.index.ts';
import { placesRouter } from './domains/places/places.index.ts';

/** Builds the API app. `log` turns the per-request log line on (off in tests). */
export function buildApi(options: { log?: boolean } = {}) {
  const app = createApp(options);
  configureOpenAPI(app);
  const routers = [healthRouter, placesRouter, authRouter] as const;
  for (const router of routers) app.route('/', router);
  return app;
}
