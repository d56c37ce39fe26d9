import assert from 'node:assert/strict';
import { Hono } from 'hono';
import { requestLog } from './request-log.ts';

Deno.test('the request log keeps method, path, parameter names, status and duration, never the values', async () => {
  const lines: string[] = [];
  const app = new Hono().use(requestLog({ write: (l) => lines.push(l), sampleRate: 1 }))
    .get('/api/admin/users', (c) => c.json({}));
  await app.request('/api/admin/users?search=maria.silva%40exemplo.co.mz&name=Maria+Silva&page=2&page=3');
  await app.request('/api/nada?x%0Aforged=1');
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /^GET \/api\/admin\/users\?search&name&page 200 \d+ms$/);
  assert.doesNotMatch(lines.join('\n'), /maria|silva|exemplo/i);
  assert.match(lines[1]!, /^GET \/api\/nada\?x%0Aforged 404 \d+ms$/, 'a line break in a name cannot forge a line');
});

Deno.test('the request log samples ordinary requests but always keeps server errors and slow requests', async () => {
  const lines: string[] = [];
  let n = 0;
  // Every fourth draw falls under the rate of 1/4.
  const random = () => (n++ % 4 === 0 ? 0.1 : 0.9);
  const app = new Hono().use(requestLog({ write: (l) => lines.push(l), sampleRate: 0.25, slowMs: 30, random }))
    .get('/api/ok', (c) => c.json({}))
    .get('/api/boom', (c) => c.json({}, 500))
    .get('/api/slow', async (c) => {
      await new Promise((r) => setTimeout(r, 40));
      return c.json({});
    });
  for (let i = 0; i < 8; i++) await app.request('/api/ok');
  assert.equal(lines.length, 2, 'two of eight ordinary requests');
  assert.match(lines[0]!, /^GET \/api\/ok 200 \d+ms sampled=1\/4$/);
  n = 1;
  await app.request('/api/boom');
  await app.request('/api/slow');
  assert.equal(lines.length, 4);
  assert.match(lines[2]!, /^GET \/api\/boom 500 \d+ms$/);
  assert.match(lines[3]!, /^GET \/api\/slow 200 \d+ms$/);
});
