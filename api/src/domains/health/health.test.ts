import assert from 'node:assert/strict';
import { app, call } from '../../test/helpers.ts';

Deno.test('health answers ok after checking the database', async () => {
  const res = await call('GET', '/api/health');
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { status: 'ok', database: 'ok' });
});

Deno.test('an unknown API path answers a Portuguese JSON 404', async () => {
  const res = await call('GET', '/api/nao-existe');
  assert.equal(res.status, 404);
  assert.equal(res.body.error.code, 'NOT_FOUND');
  assert.equal(res.body.error.message, 'Página não encontrada');
});

Deno.test('the OpenAPI 3.1 document is served and the docs page renders', async () => {
  const doc = await call('GET', '/api/openapi.json');
  assert.equal(doc.status, 200);
  assert.equal(doc.body.openapi, '3.1.0');
  assert.ok(doc.body.paths['/api/auth/setup-roles'].post);
  const docs = await app.request('/api/docs');
  assert.equal(docs.status, 200);
  const html = await docs.text();
  assert.match(html, /\/api\/docs\/scalar\.js/);
  assert.doesNotMatch(html, /cdn\.jsdelivr/);
  const script = await app.request('/api/docs/scalar.js');
  assert.equal(script.status, 200);
  assert.ok((await script.arrayBuffer()).byteLength > 100_000);
});
