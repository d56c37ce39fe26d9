import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { app, call, sql } from '../../test/helpers.ts';
import { env } from '../../lib/env.ts';
import { ADDRESS_MESSAGES, addressProblem } from '../../lib/public-address.ts';
import { corsOptions } from '../../lib/create-app.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import { RETRY_SCHEDULE_SECONDS, sendDueWebhooks } from './integrations.webhooks.ts';

const mutableEnv = env as { WEBHOOK_ALLOW_PRIVATE: boolean };

Deno.test('an API key: shown once, kept hashed, scoped to its permissions, last use kept, refused after revocation', async () => {
  const driver = await createDriver();
  await call('GET', '/api/auth/profile', { token: driver.token });
  // Only permissions the owner holds: a driver cannot give a key the accommodation manager's.
  const tooWide = await call('POST', '/api/integrations/api-keys', {
    token: driver.token,
    body: { name: 'Gestor de canais', scopes: ['ride.manage', 'accommodation.manage'] },
  });
  assert.equal(tooWide.status, 400);
  assert.equal(tooWide.body.error.message, 'Escolha pelo menos uma permissão da sua conta para a chave.');
  const adminScope = await call('POST', '/api/integrations/api-keys', {
    token: driver.token,
    body: { name: 'x', scopes: ['user.manage'] },
  });
  assert.equal(adminScope.status, 400);

  const created = await call('POST', '/api/integrations/api-keys', {
    token: driver.token,
    body: { name: 'Gestor de canais', scopes: ['ride.manage'] },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const { apiKey, secret } = created.body.data;
  assert.match(secret, /^tmz_[A-Za-z0-9_-]{43}$/);
  assert.equal(apiKey.prefix, secret.slice(0, 12));
  assert.equal(apiKey.lastUsedAt, null);
  const [stored] = await sql`select secret_hash, prefix from api_keys where id = ${apiKey.id}`;
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)));
  assert.deepEqual(new Uint8Array(stored!.secretHash), hash, 'only the SHA-256 of the key is kept');

  // The key opens the routes of its permission, as its owner.
  const mine = await call('GET', '/api/rides/mine', { token: secret });
  assert.equal(mine.status, 200, JSON.stringify(mine.body));
  // Not the routes open to any signed-in person, nor key management, nor another permission's.
  const profile = await call('GET', '/api/auth/profile', { token: secret });
  assert.equal(profile.status, 401);
  assert.equal(profile.body.error.code, 'API_KEY_NOT_ACCEPTED');
  const keys = await call('GET', '/api/integrations/api-keys', { token: secret });
  assert.equal(keys.body.error.code, 'API_KEY_SCOPE');
  const earnings = await call('GET', '/api/earnings', { token: secret });
  assert.equal(earnings.status, 403);
  assert.equal(earnings.body.error.code, 'API_KEY_SCOPE');

  const listed = await call('GET', '/api/integrations/api-keys', { token: driver.token });
  assert.equal(listed.status, 200);
  const row = listed.body.data.find((k: { id: string }) => k.id === apiKey.id);
  assert.ok(row.lastUsedAt, 'the last use is shown');
  assert.equal(JSON.stringify(listed.body).includes(secret), false, 'the key is never shown again');

  // Another provider cannot revoke it.
  const other = await createDriver();
  const foreign = await call('DELETE', `/api/integrations/api-keys/${apiKey.id}`, { token: other.token });
  assert.equal(foreign.status, 404);

  const revoked = await call('DELETE', `/api/integrations/api-keys/${apiKey.id}`, { token: driver.token });
  assert.equal(revoked.status, 200);
  assert.ok(revoked.body.data.revokedAt);
  const after = await call('GET', '/api/rides/mine', { token: secret });
  assert.equal(after.status, 401);
  assert.equal(after.body.error.code, 'INVALID_API_KEY');
  const forged = await call('GET', '/api/rides/mine', { token: 'tmz_' + 'A'.repeat(43) });
  assert.equal(forged.status, 401);
});

Deno.test('a key loses what its owner loses: a role removed counts at the next call', async () => {
  const driver = await createDriver();
  const created = await call('POST', '/api/integrations/api-keys', {
    token: driver.token,
    body: { name: 'Frota', scopes: ['ride.manage'] },
  });
  assert.equal(created.status, 201);
  await sql`update users set roles = '{client}' where id = ${driver.uid}`;
  const res = await call('GET', '/api/rides/mine', { token: created.body.data.secret });
  assert.equal(res.status, 403);
});

Deno.test('webhook addresses: https and public only (SSRF); private ones only where configured', async () => {
  const publicDns = () => Promise.resolve(['93.184.216.34']);
  assert.equal(await addressProblem('https://parceiro.co.mz/hooks', { allowPrivate: false, resolve: publicDns }), null);
  assert.equal(await addressProblem('http://parceiro.co.mz/hooks', { allowPrivate: false }), ADDRESS_MESSAGES.https);
  assert.equal(await addressProblem('nada', { allowPrivate: false }), ADDRESS_MESSAGES.url);
  for (const url of ['https://127.0.0.1/x', 'https://10.1.2.3/', 'https://169.254.169.254/latest', 'https://[::1]/']) {
    assert.equal(await addressProblem(url, { allowPrivate: false }), ADDRESS_MESSAGES.private, url);
  }
  for (const ip of ['192.168.0.10', '172.20.0.1', '100.64.0.1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
    const resolve = () => Promise.resolve([ip]);
    assert.equal(
      await addressProblem('https://rebind.example/', { allowPrivate: false, resolve }),
      ADDRESS_MESSAGES.private,
      ip,
    );
  }
  assert.equal(await addressProblem('https://localhost:8443/', { allowPrivate: false }), ADDRESS_MESSAGES.private);
  assert.equal(await addressProblem('http://127.0.0.1:9/', { allowPrivate: true }), null);

  const driver = await createDriver();
  const saved = mutableEnv.WEBHOOK_ALLOW_PRIVATE;
  mutableEnv.WEBHOOK_ALLOW_PRIVATE = false;
  try {
    const refused = await call('POST', '/api/integrations/webhooks', {
      token: driver.token,
      body: { url: 'https://127.0.0.1:8443/hooks', events: ['booking.created'] },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error.message, ADDRESS_MESSAGES.private);
  } finally {
    mutableEnv.WEBHOOK_ALLOW_PRIVATE = saved;
  }
});

Deno.test('webhooks: queued with the booking, signed, retried after a 500 with the same webhook-id, logged, replayed', async () => {
  const secretOf = { value: '' };
  const received: { id: string; type: string; verified: boolean; status: number }[] = [];
  let answers = [500];
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, async (req) => {
    const body = await req.text();
    let verified = false;
    try {
      new Webhook(secretOf.value).verify(body, Object.fromEntries(req.headers));
      verified = true;
    } catch { /* a bad signature */ }
    const status = answers.shift() ?? 200;
    received.push({ id: req.headers.get('webhook-id') ?? '', type: JSON.parse(body).type, verified, status });
    return new Response(null, { status });
  });
  const saved = mutableEnv.WEBHOOK_ALLOW_PRIVATE;
  mutableEnv.WEBHOOK_ALLOW_PRIVATE = true;
  try {
    const driver = await createDriver();
    const url = `http://127.0.0.1:${server.addr.port}/hooks`;
    const created = await call('POST', '/api/integrations/webhooks', {
      token: driver.token,
      body: { url, events: ['booking.created', 'booking.cancelled'] },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const endpoint = created.body.data;
    assert.match(endpoint.secret, /^whsec_/);
    secretOf.value = endpoint.secret;

    const rideId = await insertRide(driver, { from: 'Chimoio', to: 'Manica', seats: 4, priceMt: 300, date: inDays(4) });
    const client = await createClient();
    const booked = await bookRide(client, rideId, 1);
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const bookingId = booked.body.data.id;
    // The outbox row was written with the booking (same transaction): there before any job ran.
    const [queued] = await sql`
      select id, status, payload from webhook_deliveries where endpoint_id = ${endpoint.id}
    `;
    assert.equal(queued?.status, 'pending');
    assert.equal(queued?.payload.type, 'booking.created');
    assert.equal(queued?.payload.data.id, bookingId);

    const t0 = new Date(Date.now() + 1000);
    const first = await sendDueWebhooks(sql, t0, { allowPrivate: true });
    assert.equal(first.retried, 1);
    let [row] =
      await sql`select status, attempts, last_status_code, next_attempt_at from webhook_deliveries where id = ${
        queued!.id
      }`;
    assert.equal(row!.status, 'pending');
    assert.equal(row!.lastStatusCode, 500);
    assert.equal(row!.nextAttemptAt.getTime(), t0.getTime() + RETRY_SCHEDULE_SECONDS[0] * 1000, 'back-off of 5 s');
    // Not due yet: nothing sent.
    assert.equal((await sendDueWebhooks(sql, new Date(t0.getTime() + 1000), { allowPrivate: true })).retried, 0);
    const second = await sendDueWebhooks(sql, new Date(t0.getTime() + 6000), { allowPrivate: true });
    assert.equal(second.succeeded, 1);
    [row] = await sql`select status, attempts, delivered_at from webhook_deliveries where id = ${queued!.id}`;
    assert.equal(row!.status, 'succeeded');
    assert.equal(row!.attempts, 2);
    assert.equal(received.length, 2);
    assert.deepEqual(received.map((r) => [r.id, r.type, r.verified, r.status]), [
      [queued!.id, 'booking.created', true, 500],
      [queued!.id, 'booking.created', true, 200],
    ]);

    // Cancelled: a second event; a payment event is not listened to, so not queued.
    const cancelled = await call('POST', `/api/bookings/${bookingId}/cancel`, { token: client.token, body: {} });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const types =
      await sql`select event_type from webhook_deliveries where endpoint_id = ${endpoint.id} order by created_at`;
    assert.deepEqual(types.map((t) => t.eventType), ['booking.created', 'booking.cancelled']);

    const log = await call('GET', `/api/integrations/webhooks/${endpoint.id}/deliveries?limit=1`, {
      token: driver.token,
    });
    assert.equal(log.status, 200);
    assert.equal(log.body.data.length, 1);
    assert.equal(log.body.data[0].eventType, 'booking.cancelled');
    assert.ok(log.body.next);
    const older = await call(
      'GET',
      `/api/integrations/webhooks/${endpoint.id}/deliveries?limit=1&cursor=${log.body.next}`,
      {
        token: driver.token,
      },
    );
    assert.equal(older.body.data[0].id, queued!.id);
    assert.equal(older.body.data[0].status, 'succeeded');
    assert.equal(older.body.data[0].lastStatusCode, 200);

    // Another provider sees neither the endpoint nor its log.
    const other = await createDriver();
    const foreign = await call('GET', `/api/integrations/webhooks/${endpoint.id}/deliveries`, { token: other.token });
    assert.equal(foreign.status, 404);

    const replay = await call('POST', `/api/integrations/webhooks/${endpoint.id}/deliveries/${queued!.id}/replay`, {
      token: driver.token,
    });
    assert.equal(replay.status, 200);
    assert.equal(replay.body.data.status, 'pending');
    await sendDueWebhooks(sql, new Date(Date.now() + 1000), { allowPrivate: true });
    assert.equal(received.filter((r) => r.id === queued!.id).length, 3, 'the replay keeps the webhook-id');

    const listed = await call('GET', '/api/integrations/webhooks', { token: driver.token });
    assert.equal(listed.body.data[0].deliveries.succeeded, 2);

    const removed = await call('DELETE', `/api/integrations/webhooks/${endpoint.id}`, { token: driver.token });
    assert.equal(removed.status, 204);
    assert.equal((await call('GET', '/api/integrations/webhooks', { token: driver.token })).body.data.length, 0);
  } finally {
    mutableEnv.WEBHOOK_ALLOW_PRIVATE = saved;
    answers = [];
    await server.shutdown();
  }
});

Deno.test('a delivery that never gets a 2xx fails after the last retry of the schedule', async () => {
  const driver = await createDriver();
  const [endpoint] = await sql`
    insert into webhook_endpoints (owner_id, url, events, secret)
    values (${driver.uid}, 'http://127.0.0.1:9/closed', '{booking.created}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')
    returning id
  `;
  await sql`select webhook_enqueue(${driver.uid}, 'booking.created', 'x', '{}'::jsonb)`;
  await sql`select webhook_enqueue(${driver.uid}, 'booking.created', 'x', '{}'::jsonb)`;
  const rows = await sql`select id from webhook_deliveries where endpoint_id = ${endpoint!.id}`;
  assert.equal(rows.length, 1, 'one delivery per endpoint and event');
  const refuse = () => Promise.resolve(new Response(null, { status: 503 }));
  let at = Date.now() + 1000;
  for (let i = 0; i <= RETRY_SCHEDULE_SECONDS.length; i++) {
    await sendDueWebhooks(sql, new Date(at), { allowPrivate: true, fetch: refuse });
    at += 36_001_000;
  }
  const [row] = await sql`select status, attempts from webhook_deliveries where endpoint_id = ${endpoint!.id}`;
  assert.equal(row!.status, 'failed');
  assert.equal(row!.attempts, RETRY_SCHEDULE_SECONDS.length + 1);
});

Deno.test("CORS: the apps' origin and the configured partner origins only", async () => {
  const options = corsOptions(['https://parceiro.co.mz'], 'https://mozturismo.co.mz/app');
  assert.equal(options.origin('https://parceiro.co.mz'), 'https://parceiro.co.mz');
  assert.equal(options.origin('https://mozturismo.co.mz'), 'https://mozturismo.co.mz');
  assert.equal(options.origin('https://evil.example'), null);
  const preflight = await app.request('/api/health', {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
  });
  assert.equal(preflight.headers.get('access-control-allow-origin'), null);
  await preflight.body?.cancel();
});
