import assert from 'node:assert/strict';
import { createPool, DB_LIMITS } from '../../lib/db.ts';
import { env } from '../../lib/env.ts';
import { app, call, sql } from '../../test/helpers.ts';
import { databaseAnswers } from './health.service.ts';

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

Deno.test('every connection carries the statement and idle-in-transaction timeouts', async () => {
  const [row] = await sql`
    select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle
  `;
  assert.deepEqual(row, {
    statement: `${DB_LIMITS.statementMs / 1000}s`,
    idle: `${DB_LIMITS.idleInTransactionMs / 1000}s`,
  });
});

Deno.test('a broken connection tries again within 0.5 s, however many connections of the pool failed', () => {
  const backoff = (sql.options as unknown as { backoff: (failures: number) => number }).backoff;
  for (const failures of [0, 1, 5, 10, 50]) assert.ok(backoff(failures) <= DB_LIMITS.reconnectMaxSeconds);
});

Deno.test('health answers 503 within 2 s when every connection of the pool is busy', async () => {
  const busy = await Promise.all(Array.from({ length: env.DB_POOL_MAX }, () => sql.reserve()));
  const sleeping = busy.map((c) => c`select pg_sleep(3)`.catch(() => {}));
  try {
    const started = performance.now();
    const res = await call('GET', '/api/health');
    const ms = performance.now() - started;
    assert.equal(res.status, 503);
    assert.deepEqual(res.body, { status: 'error', database: 'down' });
    assert.ok(ms < 2000, `answered after ${Math.round(ms)} ms`);
  } finally {
    await Promise.all(sleeping);
    busy.forEach((c) => c.release());
  }
  assert.equal((await call('GET', '/api/health')).status, 200);
});

Deno.test({
  name: 'a database that accepts connections and never answers: health false within 2 s, queries fail at the ' +
    'connect timeout',
  // The silent server's held sockets end with the test; postgres.js keeps no timer past sql.end().
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const listener = Deno.listen({ hostname: '127.0.0.1', port: 0 });
    const held: Deno.Conn[] = [];
    const accepting = (async () => {
      for await (const conn of listener) held.push(conn);
    })().catch(() => {});
    const silent = createPool(`postgres://postgres@127.0.0.1:${listener.addr.port}/silent`, { max: 2 });
    try {
      let started = performance.now();
      assert.equal(await databaseAnswers(silent), false);
      assert.ok(performance.now() - started < 2000, `health check took ${Math.round(performance.now() - started)} ms`);
      started = performance.now();
      await assert.rejects(silent`select 1`, (err: { code?: string }) => err.code === 'CONNECT_TIMEOUT');
      assert.ok(performance.now() - started < (DB_LIMITS.connectSeconds + 1) * 1000);
    } finally {
      await silent.end({ timeout: 0 });
      listener.close();
      held.forEach((c) => c.close());
      await accepting;
    }
  },
});
