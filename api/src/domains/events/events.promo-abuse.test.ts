/**
 * Promo codes under a brute force (issue 27): checks limited per address and per event, one answer for unknown and
 * used-up codes, at least 6 characters, a 100 % code only by an explicit choice.
 */
import assert from 'node:assert/strict';
import { buildApi } from '../../app.ts';
import { call, createUser, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { RATE_LIMIT_RULES } from '../../middlewares/rate-limit/rate-limit.ts';

const from = (ip: string) => ({ remoteAddr: { hostname: ip, port: 40000, transport: 'tcp' as const } });
const randomIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 6)}`;
const rule = RATE_LIMIT_RULES.find((r) => r.name === 'promo-codes')!;

async function eventWithCodes(owner: TestUser) {
  const created = await call('POST', '/api/events/create', {
    token: owner.token,
    body: {
      title: 'Noite de Marrabenta',
      category: 'entretenimento',
      eventType: 'concerto',
      venue: 'Centro Cultural',
      address: 'Avenida 25 de Setembro, Maputo',
      startDate: addDays(todayInMaputo(), 15),
      endDate: addDays(todayInMaputo(), 15),
      startTime: '20:00',
      endTime: '23:00',
      ticketPrice: 500,
      maxTickets: 100,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.data.id as string;
  const code = (body: Record<string, unknown>) =>
    call('POST', `/api/events/${id}/promo-codes`, { token: owner.token, body });
  assert.equal((await code({ code: 'USADO-1', kind: 'percentage', value: 10, maxUses: 1 })).status, 201);
  return { id, code };
}

Deno.test('promo brute force: the 61st check from one address answers 429; unknown and used-up codes answer alike', async () => {
  const owner = await createUser({ roles: ['client', 'event'], verified: true });
  const { id } = await eventWithCodes(owner);
  // Use the only use of USADO-1.
  const buyer = await createUser();
  const used = await call('POST', '/api/bookings/create', {
    token: buyer.token,
    body: { type: 'event', eventId: id, quantity: 1, promoCode: 'USADO-1' },
  });
  assert.equal(used.status, 201, JSON.stringify(used.body));

  const app = buildApi({ log: false, rateLimitFactor: 1 });
  const ip = randomIp();
  const quote = (code: string, address = ip) =>
    app.request(`/api/events/${id}/quote?promoCode=${code}`, {}, from(address));
  const unknown = await quote('NAOEXISTE');
  const usedUp = await quote('USADO-1');
  const [a, b] = [await unknown.json(), await usedUp.json()];
  assert.equal(unknown.status, usedUp.status);
  assert.deepEqual(a, b, 'an unknown code and a used-up one answer the same');
  assert.equal(a.error.code, 'PROMO_CODE_INVALID');

  const statuses: number[] = [];
  for (let i = 2; i < rule.perIp + 5; i++) {
    const res = await quote(`GUESS${String(i).padStart(4, '0')}`);
    statuses.push(res.status);
    await res.body?.cancel();
  }
  assert.equal(statuses.filter((s) => s === 422).length, rule.perIp - 2, 'guesses answered until the limit');
  assert.ok(statuses.slice(rule.perIp - 2).every((s) => s === 429), statuses.join(','));
  const limited = await quote('OUTRO-CODIGO');
  assert.ok(Number(limited.headers.get('Retry-After')) > 0);
  await limited.body?.cancel();
  // A quote without a code is never limited; another address still checks codes.
  const plain = await app.request(`/api/events/${id}/quote`, {}, from(ip));
  assert.equal(plain.status, 200);
  await plain.body?.cancel();
  const elsewhere = await quote('NAOEXISTE', randomIp());
  assert.equal(elsewhere.status, 422);
  await elsewhere.body?.cancel();
});

Deno.test('promo brute force: many addresses together stop at the per-event budget', async () => {
  const owner = await createUser({ roles: ['client', 'event'], verified: true });
  const { id } = await eventWithCodes(owner);
  // factor 0.05: 10 checks per event (3 per address) in the window.
  const app = buildApi({ log: false, rateLimitFactor: 0.05 });
  const statuses: number[] = [];
  for (let i = 0; i < 14; i++) {
    const res = await app.request(`/api/events/${id}/quote?promoCode=TENTA${i}X`, {}, from(randomIp()));
    statuses.push(res.status);
    await res.body?.cancel();
  }
  assert.deepEqual(statuses.slice(0, 10), Array(10).fill(422), statuses.join(','));
  assert.ok(statuses.slice(10).every((s) => s === 429), statuses.join(','));
});

Deno.test('promo codes: at least 6 characters; a 100 % code only with allowFree', async () => {
  const owner = await createUser({ roles: ['client', 'event'], verified: true });
  const { code } = await eventWithCodes(owner);
  const short = await code({ code: 'ABC', kind: 'amount', value: 5 });
  assert.equal(short.status, 400);
  assert.equal(short.body.error.message, 'O código deve ter 6 a 30 letras, algarismos, hífenes ou sublinhados.');
  const free = await code({ code: 'GRATIS-1', kind: 'percentage', value: 100 });
  assert.equal(free.status, 400);
  assert.equal(free.body.error.message, 'Um desconto de 100% torna os bilhetes gratuitos: confirme essa escolha.');
  assert.equal(free.body.error.details[0].path, 'allowFree');
  const chosen = await code({ code: 'GRATIS-1', kind: 'percentage', value: 100, allowFree: true });
  assert.equal(chosen.status, 201, JSON.stringify(chosen.body));
});

Deno.test('message flood: the 4th message to one event in an hour answers 429; links only to the platform (issue 27)', async () => {
  const owner = await createUser({ roles: ['client', 'event'], verified: true });
  const { id } = await eventWithCodes(owner);
  const other = await eventWithCodes(owner);
  const app = buildApi({ log: false, rateLimitFactor: 1 });
  const send = (message: string, event = id) =>
    app.request(`/api/events/${event}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ subject: 'Portas', message }),
    }, from(randomIp()));
  for (
    const link of ['Bilhetes em https://bilhetes-baratos.example.com', 'Veja www.outro-site.co.mz/x', 'ver bit.ly/abc']
  ) {
    const res = await send(link, other.id);
    assert.equal(res.status, 400, link);
    assert.equal((await res.json()).error.message, 'A mensagem só pode ter ligações para páginas da MozTurismo.');
  }
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await send(`Abertura das portas às 15:00 (${i}). Programa em /eventos/${id}`);
    statuses.push(res.status);
    await res.body?.cancel();
  }
  assert.deepEqual(statuses, [201, 201, 201, 429, 429, 429]);
});
