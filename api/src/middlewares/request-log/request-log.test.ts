import assert from 'node:assert/strict';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { LogRecord } from '@logtape/logtape';
import { configureLogging, INSTANCE, jsonLines, log, userHash } from '../../lib/log.ts';
import { type RequestLine, requestLog } from './request-log.ts';

Deno.test('the request log keeps the request id, method, route pattern, status and duration, never the values', async () => {
  const lines: RequestLine[] = [];
  const app = new Hono().use(requestId()).use(requestLog({ write: (l) => lines.push(l) }))
    .get('/api/admin/users/:id', (c) => c.json({}));
  const res = await app.request('/api/admin/users/maria.silva%40exemplo.co.mz?search=Maria+Silva&page=2', {
    headers: { 'X-Request-Id': 'proxy-req-42' },
  });
  await app.request('/api/nada?x%0Aforged=1');
  assert.equal(res.headers.get('X-Request-Id'), 'proxy-req-42', 'the proxy id is sent back');
  assert.equal(lines.length, 2);
  assert.equal(lines[0]!.requestId, 'proxy-req-42');
  assert.equal(lines[0]!.method, 'GET');
  assert.equal(lines[0]!.route, '/api/admin/users/{id}');
  assert.equal(lines[0]!.status, 200);
  assert.equal(lines[0]!.instance, INSTANCE);
  assert.equal(typeof lines[0]!.durationMs, 'number');
  assert.equal(lines[1]!.route, '(unmatched)');
  assert.match(lines[1]!.requestId!, /^[0-9a-f-]{36}$/, 'a new id when the proxy sent none');
  assert.doesNotMatch(JSON.stringify(lines), /maria|silva|exemplo|forged/i);
});

Deno.test('the request log names the route that answered, not a later one the path also matches', async () => {
  const lines: RequestLine[] = [];
  const app = new Hono().use(requestLog({ write: (l) => lines.push(l) }))
    .use('/api/rides/mine', async (c, next) => {
      if (!c.req.header('Authorization')) return c.json({}, 401);
      await next();
    })
    .get('/api/rides/popular', (c) => c.json({}))
    .get('/api/rides/mine', (c) => c.json({}))
    .get('/api/rides/:id', (c) => c.json({}));
  await app.request('/api/rides/popular');
  await app.request('/api/rides/7');
  await app.request('/api/rides/mine');
  assert.deepEqual(lines.map((l) => [l.route, l.status]), [
    ['/api/rides/popular', 200],
    ['/api/rides/{id}', 200],
    ['/api/rides/mine', 401],
  ]);
});

Deno.test('the request log names the user only by a salted hash', async () => {
  const lines: RequestLine[] = [];
  const app = new Hono<{ Variables: { user: { uid: string } } }>()
    .use(async (c, next) => {
      c.set('user', { uid: 'uid-of-maria' });
      await next();
    })
    .use(requestLog({ write: (l) => lines.push(l) }))
    .get('/api/me', (c) => c.json({}));
  await app.request('/api/me');
  assert.equal(lines[0]!.userHash, userHash('uid-of-maria'));
  assert.match(lines[0]!.userHash!, /^[0-9a-f]{16}$/);
  assert.doesNotMatch(JSON.stringify(lines), /maria/);
});

Deno.test('the request log samples ordinary requests but always keeps errors and slow requests', async () => {
  const lines: RequestLine[] = [];
  let n = 0;
  // Every fourth draw falls under the rate of 1/4.
  const random = () => (n++ % 4 === 0 ? 0.1 : 0.9);
  const app = new Hono().use(requestLog({ write: (l) => lines.push(l), sampleRate: 0.25, slowMs: 30, random }))
    .get('/api/ok', (c) => c.json({}))
    .get('/api/health', (c) => c.json({}))
    .get('/api/boom', (c) => c.json({}, 500))
    .get('/api/refused', (c) => c.json({}, 403))
    .get('/api/slow', async (c) => {
      await new Promise((r) => setTimeout(r, 40));
      return c.json({});
    });
  for (let i = 0; i < 8; i++) await app.request('/api/ok');
  assert.equal(lines.length, 2, 'two of eight ordinary requests');
  assert.equal(lines[0]!.sampleRate, 0.25);
  n = 1;
  await app.request('/api/boom');
  await app.request('/api/refused');
  await app.request('/api/slow');
  await app.request('/api/health');
  assert.deepEqual(lines.slice(2).map((l) => [l.route, l.status, l.sampleRate]), [
    ['/api/boom', 500, undefined],
    ['/api/refused', 403, undefined],
    ['/api/slow', 200, undefined],
  ]);
});

Deno.test('log lines are JSON objects with the time, level, logger and flattened fields', async () => {
  const records: LogRecord[] = [];
  await configureLogging({ level: 'debug', sink: (r) => records.push(r) });
  log.http.info('request', {
    requestId: 'r1',
    method: 'POST',
    route: '/api/bookings',
    status: 201,
    durationMs: 12.5,
  });
  log.job.debug('job {job} ran', { job: 'hold-release' });
  const [line, job] = records.map((r) => JSON.parse(jsonLines(r)));
  assert.match(line['@timestamp'], /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
  assert.equal(line.level, 'INFO');
  assert.equal(line.logger, 'mozturismo.http');
  assert.equal(line.message, 'request');
  assert.equal(line.route, '/api/bookings');
  assert.equal(line.requestId, 'r1');
  assert.equal(job.logger, 'mozturismo.job');
  await configureLogging({ level: 'warning', sink: (r) => records.push(r) });
  log.http.info('dropped below the level');
  assert.equal(records.length, 2, 'LOG_LEVEL filters');
});
