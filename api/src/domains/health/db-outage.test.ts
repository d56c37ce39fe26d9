import assert from 'node:assert/strict';
import { startApiProcess } from '../../test/api-process.ts';
import { startDbProxy } from '../../test/db-proxy.ts';
import { createUser } from '../../test/helpers.ts';

/** The API process through a proxy that plays the outage (test/db-proxy.ts), with a signed-in user. */
async function apiBehindProxy() {
  const proxy = startDbProxy(Deno.env.get('DATABASE_URL')!);
  const api = await startApiProcess({ DATABASE_URL: proxy.url, DB_POOL_MAX: '4' });
  const user = await createUser();
  const get = (path: string) =>
    fetch(`${api.url}${path}`, {
      headers: { Authorization: `Bearer ${user.token}` },
      signal: AbortSignal.timeout(15_000),
    });
  const post = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  // Several pooled connections, all idle afterwards.
  await Promise.all(Array.from({ length: 4 }, async () => (await get('/api/bookings/user')).body?.cancel()));
  return { proxy, api, get, post, stop: async () => (await api.stop(), proxy.close()) };
}

Deno.test({
  name: 'while the database is down, a booking answers 503 SERVICE_UNAVAILABLE with Retry-After (not 500)',
  fn: async () => {
    const t = await apiBehindProxy();
    try {
      t.proxy.down();
      const booking = await t.post('/api/bookings/create', { type: 'ride' });
      const bookingBody = await booking.json();
      assert.equal(booking.status, 503, JSON.stringify(bookingBody));
      assert.equal(bookingBody.error.code, 'SERVICE_UNAVAILABLE');
      assert.ok(Number(booking.headers.get('Retry-After')) >= 1);
      assert.equal(booking.headers.get('X-Internal-Database-Lost'), null);
      const read = await t.get('/api/bookings/user');
      await read.body?.cancel();
      assert.equal(read.status, 503);
      assert.ok(Number(read.headers.get('Retry-After')) >= 1);
    } finally {
      await t.stop();
    }
  },
  sanitizeResources: false,
  sanitizeOps: false,
});

Deno.test({
  name: 'the first read and the first write after PostgreSQL is back succeed (stale pooled connections checked)',
  fn: async () => {
    const t = await apiBehindProxy();
    try {
      // An outage nobody noticed: every pooled socket is stale when the database is back.
      t.proxy.down();
      await new Promise((r) => setTimeout(r, 200));
      t.proxy.up();
      const read = await t.get('/api/bookings/user');
      const readBody = await read.text();
      assert.equal(read.status, 200, readBody);

      await t.get('/api/bookings/user').then((r) => r.body?.cancel());
      await Promise.all(Array.from({ length: 4 }, async () => (await t.get('/api/bookings/user')).body?.cancel()));
      t.proxy.down();
      await new Promise((r) => setTimeout(r, 200));
      t.proxy.up();
      // A write: its account read is the first statement; the validation answer proves it got through.
      const write = await t.post('/api/bookings/create', { type: 'ride' });
      const writeBody = await write.json();
      assert.equal(write.status, 400, JSON.stringify(writeBody));
    } finally {
      await t.stop();
    }
  },
  sanitizeResources: false,
  sanitizeOps: false,
});
