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
