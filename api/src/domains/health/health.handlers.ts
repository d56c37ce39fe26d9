import { sql } from '../../lib/db.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import type { HealthRoute, ReadyRoute } from './health.routes.ts';
import { databaseAnswers, readiness } from './health.service.ts';

export const health: AppRouteHandler<HealthRoute> = async (c) => {
  if (await databaseAnswers(sql)) return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
  return c.json({ status: 'error' as const, database: 'down' as const }, 503);
};

export const ready: AppRouteHandler<ReadyRoute> = async (c) => {
  const body = await readiness(sql);
  return c.json(body, body.status === 'ready' ? 200 : 503);
};
