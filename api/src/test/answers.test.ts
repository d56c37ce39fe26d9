import assert from 'node:assert/strict';
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../lib/create-app.ts';
import { apiDocument } from '../lib/openapi.ts';
import { errorResponses } from '../domains/common/schemas.ts';
import { answerChecker } from './answers.ts';
import { app } from './helpers.ts';

/** A router with one documented operation whose handler answers what the test asks for. */
function oneRoute(answer: unknown, status: 200 | 409 = 200) {
  const router = createRouter();
  const route = createRoute({
    method: 'get',
    path: '/api/things/{id}',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: {
        description: 'A thing.',
        content: { 'application/json': { schema: z.object({ data: z.object({ count: z.number().int() }) }) } },
      },
      404: errorResponses[404],
    },
  });
  // deno-lint-ignore no-explicit-any -- the test answers bodies that break the schema on purpose
  router.openapi(route, (c) => c.json(answer as any, status as 200));
  return router;
}

Deno.test('an answer that breaks its schema or has an undocumented status is named; a kept contract passes', () => {
  const check = answerChecker(oneRoute(null));
  assert.equal(check('GET', '/api/things/1', 200, 'application/json', { data: { count: 3 } }), null);
  assert.match(
    check('GET', '/api/things/1', 200, 'application/json', { data: { count: '3' } })!,
    /^GET \/api\/things\/\{id\} 200: the answer breaks its schema: data\.count: /,
  );
  assert.match(check('GET', '/api/things/1', 409, 'application/json', {})!, /answered 409, which it does not document/);
  // A route that validates input may answer 400; middlewares' statuses are allowed everywhere.
  const error = { error: { code: 'VALIDATION_ERROR', message: 'Pedido inválido.' } };
  assert.equal(check('GET', '/api/things/%00', 400, 'application/json', error), null);
  assert.match(check('GET', '/api/things/1', 400, 'application/json', { error: 'x' })!, /breaks its schema/);
  assert.equal(check('GET', '/api/things/1', 429, 'application/json', error), null);
  // Not an operation of the document: not checked.
  assert.equal(check('GET', '/api/elsewhere', 200, 'application/json', 'anything'), null);
});

Deno.test('the document writes the 400 of every operation that validates input', () => {
  const document = apiDocument(app);
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations ?? {})) {
      const op = operation as { responses?: Record<string, unknown>; parameters?: unknown[]; requestBody?: unknown };
      if (!op.responses || !(op.parameters?.length || op.requestBody)) continue;
      assert.ok(op.responses['400'], `${method.toUpperCase()} ${path} declares no 400`);
    }
  }
});
