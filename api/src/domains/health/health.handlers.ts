import { sql } from '../../lib/db.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import type { HealthRoute } from './health.routes.ts';

export const health: AppRouteHandler<HealthRoute> = async (c) => {
  try {
    await sql`select 1`;
    return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
  } catch {
    return c.json({ status: 'error' as const, database: 'down' as const }, 503);
  }
};
