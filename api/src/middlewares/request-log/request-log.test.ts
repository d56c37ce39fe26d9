import assert from 'node:assert/strict';
import { Hono } from 'hono';
import { requestLog } from './request-log.ts';

Deno.test('the request log keeps method, path, parameter names, status and duration, never the values', async () => {
  const lines: string[] = [];
  const app = new Hono().use(requestLog((l) => lines.push(l))).get('/api/admin/users', (c) => c.json({}));
  await app.request('/api/admin/users?search=maria.silva%40exemplo.co.mz&name=Maria+Silva&page=2&page=3');
  await app.request('/api/nada?x%0Aforged=1');
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /^GET \/api\/admin\/users\?search&name&page 200 \d+ms$/);
  assert.doesNotMatch(lines.join('\n'), /maria|silva|exemplo/i);
  assert.match(lines[1]!, /^GET \/api\/nada\?x%0Aforged 404 \d+ms$/, 'a line break in a name cannot forge a line');
});
