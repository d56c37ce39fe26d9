import assert from 'node:assert/strict';
import { Hono } from 'hono';
import { buildApi } from '../../app.ts';
import { createUser, sql } from '../../test/helpers.ts';
import type { AppBindings } from '../../lib/types.ts';
import { clientIp } from './client-ip.ts';
import { PostgresStore } from './postgres-store.ts';
import { connectRedis, ipKey, RATE_LIMIT_RULES, type RateLimitRule, rateLimits } from './rate-limit.ts';

/** Deno.serve's handler info for a request from `ip`. */
const from = (ip: string) => ({ remoteAddr: { hostname: ip, port: 40000, transport: 'tcp' as const } });
/** A random documentation address (RFC 5737), so no other test shares its counters. */
const randomIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 6)}`;

const chat = RATE_LIMIT_RULES.find((r) => r.name === 'chat')!;

Deno.test('the 31st chat message of a user in one minute answers 429 RATE_LIMITED with Retry-After', async () => {
  // The real app with the production limits (the runner raises them for the other suites).
  const app = buildApi({ log: false, rateLimitFactor: 1 });
  const user = await createUser();
  const ip = randomIp();
  const send = () =>
    app.request('/api/chat/messages/00000000-0000-4000-8000-000000000000', {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Olá' }),
    }, from(ip));
  for (let i = 0; i < chat.perUser; i++) assert.notEqual((await send()).status, 429, `message ${i + 1}`);
  const res = await send();
  assert.equal(res.status, 429);
  const retryAfter = Number(res.headers.get('Retry-After'));
  assert.ok(retryAfter >= 1 && retryAfter <= chat.windowSeconds, `Retry-After ${retryAfter}`);
  const body = await res.json();
  assert.equal(body.error.code, 'RATE_LIMITED');
  assert.match(
    body.error.message,
    /^Demasiados pedidos em pouco tempo\. Aguarde \d+ (segundos?|minuto) e tente novamente\.$/,
  );

  // Another user on the same address still writes (per user), and reading is never limited.
  const other = await createUser();
  const otherRes = await app.request('/api/chat/messages/00000000-0000-4000-8000-000000000000', {
    method: 'POST',
    headers: { Authorization: `Bearer ${other.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: 'Olá' }),
  }, from(ip));
  assert.notEqual(otherRes.status, 429);
  const read = await app.request('/api/chat/rooms', { headers: { Authorization: `Bearer ${user.token}` } }, from(ip));
  assert.equal(read.status, 200);
});

Deno.test('per IP: bookings from many accounts on one address stop at the IP limit, other addresses go on', async () => {
  // factor 0.01: 3 bookings per 10 minutes per address.
  const app = buildApi({ log: false, rateLimitFactor: 0.01 });
  const ip = randomIp();
  const book = async (address: string) => {
    const user = await createUser();
    return app.request('/api/bookings/create', {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'ride' }),
    }, from(address));
  };
  for (let i = 0; i < 3; i++) assert.equal((await book(ip)).status, 400, 'counted, then refused by validation');
  const limited = await book(ip);
  assert.equal(limited.status, 429);
  assert.ok(Number(limited.headers.get('Retry-After')) > 60);
  assert.match((await limited.json()).error.message, /Aguarde \d+ minutos? e tente novamente\./);
  // Anonymous calls have a budget of their own (issue 27): not spent by the signed-in ones.
  const anonymous = await app.request('/api/bookings/create', { method: 'POST' }, from(ip));
  assert.equal(anonymous.status, 401);
  assert.equal((await book(randomIp())).status, 400);
});

Deno.test('300 anonymous 401s from an address do not block the bookings of a signed-in user behind it (issue 27)', async () => {
  // The production limits: 300 per address in 10 minutes.
  const app = buildApi({ log: false, rateLimitFactor: 1 });
  const ip = randomIp();
  const rule = RATE_LIMIT_RULES.find((r) => r.name === 'bookings')!;
  const post = (headers: Record<string, string>) =>
    app.request('/api/bookings/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ type: 'ride' }),
    }, from(ip));
  // Half without a token, half with a bad one: both are the anonymous budget.
  for (let i = 0; i < rule.perIp; i++) {
    const res = await post(i % 2 ? { Authorization: 'Bearer not-a-token' } : {});
    assert.equal(res.status, 401, `anonymous call ${i + 1}`);
    await res.body?.cancel();
  }
  const over = await post({});
  assert.equal(over.status, 429, 'the anonymous budget is spent');
  const badToken = await post({ Authorization: 'Bearer not-a-token' });
  assert.equal(badToken.status, 429, 'a bad token counts in the anonymous budget');
  const user = await createUser();
  const signedIn = await post({ Authorization: `Bearer ${user.token}` });
  assert.equal(signedIn.status, 400, 'the signed-in booking reaches validation');
  await signedIn.body?.cancel();
});

/** A tiny app with one rule (2 per minute per IP and per user) on the given store. */
function tinyApp(options: { redis?: ReturnType<typeof connectRedis> }) {
  const rule: RateLimitRule = {
    name: `t${crypto.randomUUID().slice(0, 8)}`,
    methods: ['POST'],
    path: /^\/api\/x$/,
    windowSeconds: 60,
    perUser: 2,
    perIp: 2,
  };
  const limits = rateLimits({ sql, redis: options.redis, rules: [rule] });
  const app = new Hono<AppBindings>().use(limits.anonymousByIp).post('/api/x', (c) => c.json({ ok: true }));
  return { app, rule };
}

async function threeCalls(app: Hono<AppBindings>) {
  const ip = randomIp();
  const statuses = [];
  let last: Response | undefined;
  for (let i = 0; i < 3; i++) {
    last = await app.request('/api/x', { method: 'POST' }, from(ip));
    statuses.push(last.status);
  }
  return { statuses, last: last! };
}

Deno.test('PostgreSQL store: the third call in the window is 429 with Retry-After, counted in rate_limit_hits', async () => {
  const { app, rule } = tinyApp({});
  const { statuses, last } = await threeCalls(app);
  assert.deepEqual(statuses, [200, 200, 429]);
  assert.ok(Number(last.headers.get('Retry-After')) >= 1 && Number(last.headers.get('Retry-After')) <= 60);
  assert.equal((await last.json()).error.code, 'RATE_LIMITED');
  const [row] = await sql<{ hits: number }[]>`select hits from rate_limit_hits where key like ${rule.name + ':ip:%'}`;
  assert.equal(row?.hits, 3);
});

Deno.test('Redis store (REDIS_URL, else 127.0.0.1:6379): the third call in the window is 429 with Retry-After', async () => {
  const redis = connectRedis(Deno.env.get('REDIS_URL') ?? 'redis://127.0.0.1:6379');
  try {
    const { app, rule } = tinyApp({ redis });
    const { statuses, last } = await threeCalls(app);
    assert.deepEqual(statuses, [200, 200, 429]);
    assert.ok(Number(last.headers.get('Retry-After')) >= 1 && Number(last.headers.get('Retry-After')) <= 60);
    assert.equal((await last.json()).error.code, 'RATE_LIMITED');
    const keys = await redis.keys(`rl:${rule.name}:ip:*`);
    assert.equal(keys.length, 1);
    assert.equal(await redis.get(keys[0]!), '3');
    const ttl = await redis.pttl(keys[0]!);
    assert.ok(ttl > 0 && ttl <= 60_000);
    await redis.del(...keys);
  } finally {
    await redis.quit();
  }
});

Deno.test('PostgreSQL store: 50 concurrent hits on one key count 1 to 50 exactly once each', async () => {
  const store = new PostgresStore(sql, `race${crypto.randomUUID().slice(0, 8)}:`);
  store.init({ windowMs: 60_000 });
  const results = await Promise.all(Array.from({ length: 50 }, () => store.increment('k')));
  assert.deepEqual(results.map((r) => r.totalHits).sort((a, b) => a - b), Array.from({ length: 50 }, (_, i) => i + 1));
  assert.equal(new Set(results.map((r) => r.resetTime?.getTime())).size, 1, 'one window');
});

Deno.test('PostgreSQL store: an expired window starts again at 1', async () => {
  const store = new PostgresStore(sql, `exp${crypto.randomUUID().slice(0, 8)}:`);
  store.init({ windowMs: 1 });
  await store.increment('k');
  await new Promise((r) => setTimeout(r, 20));
  assert.equal((await store.increment('k')).totalHits, 1);
});

Deno.test('the client IP is the connection address; X-Forwarded-For counts only behind TRUST_PROXY proxies', async () => {
  const seen: string[] = [];
  const app = new Hono().get('/', (c) => {
    seen.push(clientIp(c, 0), clientIp(c, 1), clientIp(c, 2));
    return c.text('');
  });
  await app.request('/', { headers: { 'X-Forwarded-For': '6.6.6.6, 41.220.1.2' } }, from('10.0.0.5'));
  assert.deepEqual(seen, ['10.0.0.5', '41.220.1.2', '6.6.6.6']);
  seen.length = 0;
  await app.request('/', {}, from('10.0.0.5'));
  assert.deepEqual(seen, ['10.0.0.5', '10.0.0.5', '10.0.0.5']);
});

Deno.test('IPv6 clients are grouped by /64, IPv4 addresses kept whole', () => {
  assert.equal(ipKey('41.220.1.2'), '41.220.1.2');
  assert.equal(ipKey('2c0f:f8f0:1:2:aaaa::1'), '2c0f:f8f0:1:2::/64');
  assert.equal(ipKey('2c0f:f8f0:0001:0002:bbbb:cccc:dddd:eeee'), '2c0f:f8f0:1:2::/64');
  assert.equal(ipKey('2c0f::1'), '2c0f:0:0:0::/64');
  assert.equal(ipKey('::1'), '0:0:0:0::/64');
});

Deno.test('a store that fails lets the request through within about a second (Redis down)', async () => {
  const redis = connectRedis('redis://127.0.0.1:1');
  try {
    const { app } = tinyApp({ redis });
    const started = performance.now();
    const res = await app.request('/api/x', { method: 'POST' }, from(randomIp()));
    assert.equal(res.status, 200);
    assert.ok(performance.now() - started < 3000, `${performance.now() - started} ms`);
  } finally {
    redis.disconnect();
  }
});
