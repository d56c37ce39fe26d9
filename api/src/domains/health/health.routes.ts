import { createRoute, z } from '@hono/zod-openapi';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
}).openapi('Health');

export const health = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Sistema'],
  summary: 'Estado do serviço',
  description:
    'Answers {status: "ok"} after checking the database with a query (spec 7: the apps log it at start-up); ' +
    '503 with database "down" when the database does not answer within 1.5 s (never waits longer).',
  responses: {
    200: { content: { 'application/json': { schema: HealthSchema } }, description: 'Serviço e base de dados ativos.' },
    503: {
      content: {
        'application/json': { schema: z.object({ status: z.literal('error'), database: z.literal('down') }) },
      },
      description: 'A base de dados não responde.',
    },
  },
});
export type HealthRoute = typeof health;

export const ReadySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'down']),
  migrations: z.enum(['ok', 'pending', 'edited', 'unknown']),
  jobs: z.enum(['ok', 'stale']),
  staleJobs: z.array(z.string()),
  draining: z.boolean(),
}).openapi('Readiness');

export const ready = createRoute({
  method: 'get',
  path: '/api/ready',
  tags: ['Sistema'],
  summary: 'Pronto para receber pedidos',
  description:
    'The readiness check of the load balancer (issue 28, ADR 0048); /api/health stays the cheap liveness check. ' +
    'Answers 200 when the database answers within 1.5 s, every migration of this release is applied unchanged, and ' +
    "this instance's background job loop is alive (every job took its turn within twice its interval plus 30 s); " +
    '503 with the same body otherwise, and from the moment the instance received SIGTERM (draining: in-flight ' +
    'requests finish, new ones should go elsewhere).',
  responses: {
    200: { content: { 'application/json': { schema: ReadySchema } }, description: 'Pronto.' },
    503: { content: { 'application/json': { schema: ReadySchema } }, description: 'Ainda não, ou a parar.' },
  },
});
export type ReadyRoute = typeof ready;
