import assert from 'node:assert/strict';
import sharp from 'sharp';
import { app, call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import { settleDuePayments } from '../payments/payments.settlement.ts';
import { settleDueRefunds } from '../payments/payments.refunds.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import { providerBalance } from '../payouts/payouts.repo.ts';
import { ledgerBalance } from '../payouts/payouts.fixtures.ts';

const FAR = new Date(Date.now() + 400 * 86_400_000);
const admin = await createUser({ roles: ['client', 'admin'] });
const admin2 = await createUser({ roles: ['client', 'admin'] });

/** A paid ride booking of 2 seats at 650 MT on a fresh ride of `driver` (a route of its own). */
async function paidBooking(driver: TestUser, client?: TestUser) {
  const rideId = await insertRide(driver, { from: 'Montepuez', to: 'Balama', seats: 6, priceMt: 650, date: inDays(2) });
  const traveller = client ?? await createClient();
  const res = await bookRide(traveller, rideId, 2);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const booking = res.body.data as Booking;
  const paid = await call('POST', '/api/payments', {
    token: traveller.token,
    body: { bookingId: booking.id, method: 'card' },
  });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  await settleDuePayments(sql, new Date(), { bookingId: booking.id });
  const [p] = await sql<{ status: string; amountCents: number }[]>`
    select status, amount_cents from payments where booking_id = ${booking.id}
  `;
  assert.equal(p!.status, 'succeeded');
  return { client: traveller, booking, paidCents: p!.amountCents };
}

const open = (client: TestUser, bookingId: string, body: Record<string, unknown> = {}) =>
  call('POST', '/api/disputes', {
    token: client.token,
    body: {
      bookingId,
      reason: 'driver_no_show',
      description: 'Esperei duas horas na paragem e o motorista não apareceu.',
      amountCents: 100_000,
      ...body,
    },
  });

const kinds = async (userId: string) =>
  (await sql<{ kind: string }[]>`select kind from notifications where user_id = ${userId} order by created_at`)
    .map((n) => n.kind);

Deno.test('a dispute from opening to a partial refund reduces the provider balance by the refund', async () => {
  const driver = await createDriver();
  const { client, booking, paidCents } = await paidBooking(driver);
  const before = await providerBalance(sql, driver.uid, FAR);

  const opened = await open(client, booking.id);
  assert.equal(opened.status, 201, JSON.stringify(opened.body));
  const d = opened.body.data;
  assert.equal(d.status, 'awaiting_provider');
  assert.equal(d.paidCents, paidCents);
  assert.ok(Math.abs(new Date(d.providerDueAt).getTime() - Date.now() - 72 * 3_600_000) < 60_000);
  assert.deepEqual((await kinds(driver.uid)).filter((k) => k.startsWith('dispute')), ['dispute_opened']);
  assert.ok((await kinds(admin.uid)).includes('admin_dispute'));

  // The traveller adds a photo through the media upload.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'paragem.png', { type: 'image/png' }));
  form.append('alt', 'A paragem vazia');
  const photo = await app.request(`/api/disputes/${d.id}/photos`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${client.token}` },
    body: form,
  });
  const photoBody = await photo.json();
  assert.equal(photo.status, 201, JSON.stringify(photoBody));
  assert.equal(photoBody.data.photos.length, 1);
  // Dispute photos are not listed by the public photo routes.
  assert.equal((await call('GET', `/api/photos/dispute/${d.id}`)).status, 400);

  // The admin may not decide while the provider can still answer.
  const early = await call('POST', `/api/admin/disputes/${d.id}/resolve`, {
    token: admin.token,
    body: { resolution: 'refund', amountCents: 65_000, note: 'Metade.' },
  });
  assert.equal(early.status, 409);
  assert.equal(early.body.error.code, 'DISPUTE_AWAITING_PROVIDER');

  const received = await call('GET', '/api/disputes/received', { token: driver.token });
  assert.equal(received.status, 200);
  assert.deepEqual(received.body.data.map((x: { id: string }) => x.id), [d.id]);
  const answered = await call('POST', `/api/disputes/${d.id}/answer`, {
    token: driver.token,
    body: { answer: 'Cheguei às 09:00, com duas horas de atraso por causa de um furo.' },
  });
  assert.equal(answered.status, 200, JSON.stringify(answered.body));
  assert.equal(answered.body.data.status, 'awaiting_admin');
  assert.ok((await kinds(client.uid)).includes('dispute_answered'));
  const again = await call('POST', `/api/disputes/${d.id}/answer`, { token: driver.token, body: { answer: 'Outra.' } });
  assert.equal(again.body.error?.code, 'DISPUTE_ANSWERED');

  const pending = await call('GET', '/api/admin/pending-actions', { token: admin.token });
  assert.ok(pending.body.data.some((a: { id: string }) => a.id === `dispute:${d.id}`));

  const tooMuch = await call('POST', `/api/admin/disputes/${d.id}/resolve`, {
    token: admin.token,
    body: { resolution: 'refund', amountCents: paidCents + 1, note: 'Tudo.' },
  });
  assert.equal(tooMuch.status, 422);
  const resolved = await call('POST', `/api/admin/disputes/${d.id}/resolve`, {
    token: admin.token,
    body: { resolution: 'refund', amountCents: 65_000, note: 'O motorista chegou com duas horas de atraso.' },
  });
  assert.equal(resolved.status, 200, JSON.stringify(resolved.body));
  const r = resolved.body.data;
  assert.equal(r.status, 'resolved');
  assert.equal(r.resolution, 'refund');
  assert.equal(r.refund.amountCents, 65_000);
  assert.equal(r.refund.providerAmountCents, 65_000, 'a partial refund comes from the provider share');
  assert.deepEqual(r.events.map((e: { action: string }) => e.action), [
    'opened',
    'photo_added',
    'provider_answered',
    'refunded',
  ]);
  await settleDueRefunds(sql, FAR, { bookingId: booking.id });
  const after = await providerBalance(sql, driver.uid, FAR);
  assert.equal(after.balance, before.balance - 65_000);
  assert.equal(after.balance, await ledgerBalance(sql, driver.uid));
  assert.ok((await kinds(client.uid)).includes('dispute_resolved'));
  assert.ok((await kinds(client.uid)).includes('refund_succeeded'));
  assert.ok((await kinds(driver.uid)).includes('dispute_resolved'));
  const bell = await call('GET', '/api/notifications', { token: client.token });
  assert.equal(bell.status, 200, JSON.stringify(bell.body));
  assert.ok(JSON.stringify(bell.body).includes('Disputa resolvida'));
  const english = await call('GET', '/api/notifications', {
    token: client.token,
    headers: { 'Accept-Language': 'en' },
  });
  assert.ok(JSON.stringify(english.body).includes('Dispute resolved'));
  // Mailed through the outbound queue (ADR 0029).
  const [mail] = await sql`
    select 1 from outbound_messages o join notifications n on n.id = o.notification_id
    where n.user_id = ${client.uid} and n.kind = 'dispute_resolved' and o.channel = 'email'
  `;
  assert.ok(mail);
  const later = await call('GET', '/api/admin/pending-actions', { token: admin.token });
  assert.ok(!later.body.data.some((a: { id: string }) => a.id === `dispute:${d.id}`));
  // The booking's client sees it in their list; nothing can be done twice.
  const mine = await call('GET', '/api/disputes', { token: client.token });
  assert.equal(mine.body.data[0].resolution, 'refund');
  const twice = await call('POST', `/api/admin/disputes/${d.id}/resolve`, {
    token: admin.token,
    body: { resolution: 'goodwill', amountCents: 1000, note: 'Mais.' },
  });
  assert.equal(twice.body.error?.code, 'DISPUTE_RESOLVED');
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from refunds where booking_id = ${booking.id}`;
  assert.equal(count!.n, 1);
});

Deno.test('only the traveller, the provider and admins see a dispute; only the provider answers', async () => {
  const driver = await createDriver();
  const otherDriver = await createDriver();
  const stranger = await createClient();
  const { client, booking } = await paidBooking(driver);
  const { id } = (await open(client, booking.id)).body.data;
  for (const who of [stranger, otherDriver]) {
    assert.equal((await call('GET', `/api/disputes/${id}`, { token: who.token })).status, 404);
    const answer = await call('POST', `/api/disputes/${id}/answer`, { token: who.token, body: { answer: 'Não.' } });
    assert.equal(answer.status, 404);
  }
  assert.equal(
    (await call('POST', `/api/disputes/${id}/answer`, { token: client.token, body: { answer: 'x' } })).status,
    404,
  );
  assert.equal((await call('GET', `/api/disputes/${id}`, { token: driver.token })).status, 200);
  assert.equal((await call('GET', `/api/disputes/${id}`, { token: admin.token })).status, 200);
  assert.deepEqual((await call('GET', '/api/disputes/received', { token: otherDriver.token })).body.data, []);
  assert.deepEqual((await call('GET', '/api/disputes', { token: stranger.token })).body.data, []);
  // Someone else's booking cannot be disputed.
  assert.equal((await open(stranger, booking.id)).status, 404);
  // A client may not list disputes as a provider, nor resolve.
  assert.equal((await call('GET', '/api/disputes/received', { token: client.token })).status, 403);
  const res = await call('POST', `/api/admin/disputes/${id}/resolve`, {
    token: driver.token,
    body: { resolution: 'rejected', note: 'Não.' },
  });
  assert.equal(res.status, 403);
});

Deno.test('opening refuses another product reason, more than was paid, an unpaid booking and a second dispute', async () => {
  const driver = await createDriver();
  const { client, booking, paidCents } = await paidBooking(driver);
  const wrong = await open(client, booking.id, { reason: 'room_not_as_described' });
  assert.equal(wrong.status, 422);
  assert.equal(wrong.body.error.code, 'DISPUTE_REASON');
  const tooMuch = await open(client, booking.id, { amountCents: paidCents + 1 });
  assert.equal(tooMuch.status, 422);
  assert.equal(tooMuch.body.error.code, 'DISPUTE_AMOUNT_TOO_HIGH');
  assert.equal((await open(client, booking.id, { description: 'curto' })).status, 400);
  assert.equal((await open(client, booking.id)).status, 201);
  const second = await open(client, booking.id);
  assert.equal(second.status, 409);
  assert.equal(second.body.error.code, 'DISPUTE_EXISTS');
  const [n] = await sql<{ n: number }[]>`select count(*)::int as n from disputes where booking_id = ${booking.id}`;
  assert.equal(n!.n, 1);

  const rideId = await insertRide(driver, { from: 'Montepuez', to: 'Balama', seats: 4, priceMt: 500, date: inDays(3) });
  const unpaid = (await bookRide(client, rideId, 1)).body.data as Booking;
  const refused = await open(client, unpaid.id);
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error.code, 'DISPUTE_NOT_PAID');
});

Deno.test('a late answer is refused and the admin may then decide; a rejection and a goodwill refund leave the provider balance', async () => {
  const driver = await createDriver();
  const first = await paidBooking(driver);
  const second = await paidBooking(driver);
  const a = (await open(first.client, first.booking.id)).body.data;
  const b = (await open(second.client, second.booking.id)).body.data;
  await sql`update disputes set provider_due_at = now() - interval '1 minute' where id in (${a.id}, ${b.id})`;
  const late = await call('POST', `/api/disputes/${a.id}/answer`, { token: driver.token, body: { answer: 'Tarde.' } });
  assert.equal(late.body.error?.code, 'DISPUTE_ANSWER_LATE');
  const overdue = (await call('GET', `/api/disputes/${a.id}`, { token: admin.token })).body.data;
  assert.equal(overdue.providerOverdue, true);
  const before = await providerBalance(sql, driver.uid, FAR);

  const noNote = await call('POST', `/api/admin/disputes/${a.id}/resolve`, {
    token: admin.token,
    body: { resolution: 'rejected' },
  });
  assert.equal(noNote.status, 400);
  const rejected = await call('POST', `/api/admin/disputes/${a.id}/resolve`, {
    token: admin.token,
    body: { resolution: 'rejected', note: 'O comprovativo mostra a viagem feita.' },
  });
  assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
  assert.equal(rejected.body.data.refund, null);

  const goodwill = await call('POST', `/api/admin/disputes/${b.id}/resolve`, {
    token: admin.token,
    body: { resolution: 'goodwill', amountCents: 20_000, note: 'Gesto de boa vontade.' },
  });
  assert.equal(goodwill.status, 200, JSON.stringify(goodwill.body));
  assert.equal(goodwill.body.data.refund.providerAmountCents, 0, 'the platform pays a goodwill refund');
  await settleDueRefunds(sql, FAR, { bookingId: second.booking.id });
  assert.equal((await providerBalance(sql, driver.uid, FAR)).balance, before.balance);
  const [refund] = await sql<{ reason: string; platformFeeCents: number }[]>`
    select reason, platform_fee_cents::float8 as platform_fee_cents from refunds where booking_id = ${second.booking.id}
  `;
  assert.deepEqual(refund, { reason: 'dispute_goodwill', platformFeeCents: 20_000 });
});

Deno.test('two admins resolving one dispute at once make one refund', async () => {
  for (let round = 0; round < 3; round++) {
    const driver = await createDriver();
    const { client, booking } = await paidBooking(driver);
    const { id } = (await open(client, booking.id)).body.data;
    await call('POST', `/api/disputes/${id}/answer`, { token: driver.token, body: { answer: 'Estive lá.' } });
    const results = await Promise.all([admin, admin2].map((a, i) =>
      call('POST', `/api/admin/disputes/${id}/resolve`, {
        token: a.token,
        body: { resolution: 'refund', amountCents: 50_000 + i * 10_000, note: 'Parcial.' },
      })
    ));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409], JSON.stringify(results.map((r) => r.body)));
    const [n] = await sql<{ n: number; sum: number }[]>`
      select count(*)::int as n, sum(amount_cents)::float8 as sum from refunds where booking_id = ${booking.id}
    `;
    assert.equal(n!.n, 1);
    const winner = results.find((r) => r.status === 200)!.body.data;
    assert.equal(n!.sum, winner.resolvedAmountCents);
    const [events] = await sql<{ n: number }[]>`
      select count(*)::int as n from dispute_events where dispute_id = ${id} and action = 'refunded'
    `;
    assert.equal(events!.n, 1);
  }
});

Deno.test('a booking already refunded cannot be disputed', async () => {
  const driver = await createDriver();
  const { client, booking } = await paidBooking(driver);
  const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, { token: client.token, body: {} });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  const res = await open(client, booking.id);
  assert.equal(res.status, 409);
  assert.equal(res.body.error.code, 'DISPUTE_REFUNDED');
});
