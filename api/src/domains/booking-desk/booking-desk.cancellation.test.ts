import assert from 'node:assert/strict';
import { addDays, maputoInstant, todayInMaputo } from '../../lib/time.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import type { Booking } from './booking-desk.schemas.ts';
import type { RefundQuote } from '../bookings/bookings.cancellation.schemas.ts';
import { bookRide, createClient, createDriver, insertRide } from '../rides/rides.fixtures.ts';
import { cancelRide } from '../rides/rides.service.ts';
import { cancelBooking, refundQuote } from './booking-desk.service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const inDays = (n: number) => addDays(todayInMaputo(), n);

const pay = (user: TestUser, bookingId: string) =>
  call('POST', '/api/payments', { token: user.token, body: { bookingId, method: 'card' } });

function authUser(user: TestUser): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: true,
    name: null,
    picture: null,
    roles: ['client'],
    permissions: [],
    status: 'active',
    suspensionReason: null,
    verificationStatus: 'none',
  };
}

const refundRow = async (bookingId: string) => {
  const rows = await sql<{ amountCents: number; platformFeeCents: number; providerAmountCents: number }[]>`
    select amount_cents, platform_fee_cents, provider_amount_cents from refunds where booking_id = ${bookingId}
  `;
  return rows[0];
};

/** A paid 2-seat booking on a ride departing in 10 days at 10:00 (Maputo). */
async function paidRide() {
  const driver = await createDriver();
  const date = inDays(10);
  const rideId = await insertRide(driver, { date, time: '10:00', priceMt: 650, seats: 6 });
  const client = await createClient();
  const res = await bookRide(client, rideId, 2);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const id = (res.body.data as Booking).id;
  assert.equal((await pay(client, id)).status, 201);
  const booking = (await call('GET', `/api/bookings/${id}`, { token: client.token })).body.data as Booking;
  return { driver, client, rideId, booking, departureAt: maputoInstant(date, '10:00') };
}

Deno.test('ride: the quote one minute before the 24 h deadline is everything, and the cancel refunds exactly it', async () => {
  const { client, booking, departureAt } = await paidRide();
  const now = new Date(departureAt.getTime() - DAY - MINUTE);
  const quote = await refundQuote(authUser(client), booking.id, now);
  assert.equal(quote.cancellable, true);
  assert.equal(quote.free, true);
  assert.equal(quote.refundCents, booking.totalCents);
  assert.equal(quote.platformFeeRefundCents, booking.platformFeeCents);
  assert.equal(quote.changesAt, new Date(departureAt.getTime() - DAY).toISOString());
  assert.equal(quote.policy.kind, 'ride');
  const cancelled = await cancelBooking(authUser(client), booking.id, undefined, now);
  assert.equal(cancelled.refund?.amountCents, quote.refundCents);
  const row = await refundRow(booking.id);
  assert.deepEqual(row, {
    amountCents: booking.totalCents,
    platformFeeCents: booking.platformFeeCents,
    providerAmountCents: booking.subtotalCents,
  });
});

Deno.test('ride: one minute after the 24 h deadline half the seats come back, the fee is kept', async () => {
  const { client, booking, departureAt } = await paidRide();
  const now = new Date(departureAt.getTime() - DAY + MINUTE);
  const quote = await refundQuote(authUser(client), booking.id, now);
  assert.equal(quote.free, false);
  assert.equal(quote.refundCents, booking.subtotalCents / 2);
  assert.equal(quote.platformFeeRefundCents, 0);
  assert.equal(quote.keptCents, booking.totalCents - booking.subtotalCents / 2);
  assert.equal(quote.changesAt, null);
  const cancelled = await cancelBooking(authUser(client), booking.id, undefined, now);
  assert.equal(cancelled.status, 'cancelled');
  assert.equal(cancelled.refund?.amountCents, quote.refundCents);
  assert.deepEqual(await refundRow(booking.id), {
    amountCents: booking.subtotalCents / 2,
    platformFeeCents: 0,
    providerAmountCents: booking.subtotalCents / 2,
  });
  // After the cancel, the quote says it is no longer cancellable and nothing more would come back.
  const after = await refundQuote(authUser(client), booking.id, now);
  assert.deepEqual([after.cancellable, after.refundCents], [false, 0]);
});

Deno.test('ride: after departure the quote is not cancellable and the cancel is refused with 409', async () => {
  const { client, booking, departureAt } = await paidRide();
  const now = new Date(departureAt.getTime() + MINUTE);
  const quote = await refundQuote(authUser(client), booking.id, now);
  assert.deepEqual([quote.cancellable, quote.refundCents], [false, 0]);
  await assert.rejects(() => cancelBooking(authUser(client), booking.id, undefined, now), /já partiu/);
  assert.equal(await refundRow(booking.id), undefined);
});

Deno.test('ride: a driver cancelling the ride one hour before departure refunds everything', async () => {
  const { driver, booking, rideId, departureAt } = await paidRide();
  await cancelRide(
    { ...authUser(driver), roles: ['client', 'driver'], permissions: ['ride.create'] },
    rideId,
    new Date(departureAt.getTime() - 60 * MINUTE),
  );
  assert.deepEqual(await refundRow(booking.id), {
    amountCents: booking.totalCents,
    platformFeeCents: booking.platformFeeCents,
    providerAmountCents: booking.subtotalCents,
  });
});

Deno.test('GET /api/bookings/{id}/refund-quote: the client sees the quote, nobody else; the HTTP cancel refunds it', async () => {
  const { client, driver, booking } = await paidRide();
  const res = await call('GET', `/api/bookings/${booking.id}/refund-quote`, { token: client.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const quote = res.body.data as RefundQuote;
  assert.equal(quote.refundCents, booking.totalCents, '10 days ahead: free');
  assert.match(quote.policy.text, /^Cancelamento gratuito até 24 horas antes da partida/);
  assert.equal((await call('GET', `/api/bookings/${booking.id}/refund-quote`, { token: driver.token })).status, 404);
  const stranger = await createUser({ roles: ['client'] });
  assert.equal((await call('GET', `/api/bookings/${booking.id}/refund-quote`, { token: stranger.token })).status, 404);
  const cancelled = await call('POST', `/api/bookings/${booking.id}/cancel`, { token: client.token });
  assert.equal(cancelled.status, 200);
  assert.equal((cancelled.body.data as Booking).refund?.amountCents, quote.refundCents);
});

/** A paid stay of 2 nights at 1,000 MT checking in in 20 days at 14:00, at an establishment with `policy`. */
async function paidStay(policy: 'flexible' | 'moderate' | 'strict') {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const h = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Pousada de Teste', address: `Rua Teste ${crypto.randomUUID().slice(0, 8)}` },
  });
  assert.equal(h.status, 201, JSON.stringify(h.body));
  const hotelId = h.body.data.id as string;
  const cond = await call('PUT', `/api/hotels/${hotelId}/conditions`, {
    token: manager.token,
    body: { cancellationPolicy: policy, checkInTime: '14:00' },
  });
  assert.equal(cond.status, 200, JSON.stringify(cond.body));
  assert.equal(cond.body.data.conditions.cancellationPolicy, policy);
  assert.equal(cond.body.data.conditions.freeCancellation, policy !== 'strict');
  const rt = await call('POST', `/api/hotels/${hotelId}/room-types`, {
    token: manager.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: 100000, maxOccupancy: 2, totalRooms: 3 },
  });
  assert.equal(rt.status, 201, JSON.stringify(rt.body));
  const c = await createClient();
  const checkIn = inDays(20);
  const b = await call('POST', '/api/bookings/create', {
    token: c.token,
    body: { type: 'stay', roomTypeId: rt.body.data.id, checkIn, checkOut: addDays(checkIn, 2), guests: 2 },
  });
  assert.equal(b.status, 201, JSON.stringify(b.body));
  const id = (b.body.data as Booking).id;
  assert.equal((await pay(c, id)).status, 201);
  const booking = (await call('GET', `/api/bookings/${id}`, { token: c.token })).body.data as Booking;
  assert.equal(booking.status, 'confirmed');
  return { client: c, booking, checkInAt: maputoInstant(checkIn, '14:00'), manager, hotelId };
}

Deno.test('stay moderate: free one minute before 5 days, half the nights one minute after; cancel = quote', async () => {
  for (const [offset, free] of [[-MINUTE, true], [MINUTE, false]] as const) {
    const { client, booking, checkInAt } = await paidStay('moderate');
    const now = new Date(checkInAt.getTime() - 5 * DAY + offset);
    const quote = await refundQuote(authUser(client), booking.id, now);
    assert.equal(quote.free, free);
    assert.equal(quote.refundCents, free ? booking.totalCents : booking.subtotalCents / 2);
    const cancelled = await cancelBooking(authUser(client), booking.id, undefined, now);
    assert.equal(cancelled.refund?.amountCents, quote.refundCents);
  }
});

Deno.test('the policy accepted at booking applies: a manager making it strict later changes nothing for it', async () => {
  const { client, booking, checkInAt, manager, hotelId } = await paidStay('flexible');
  const cond = await call('PUT', `/api/hotels/${hotelId}/conditions`, {
    token: manager.token,
    body: { cancellationPolicy: 'strict', checkInTime: '14:00' },
  });
  assert.equal(cond.status, 200, JSON.stringify(cond.body));
  const now = new Date(checkInAt.getTime() - 10 * DAY);
  const quote = await refundQuote(authUser(client), booking.id, now);
  assert.equal(quote.free, true, 'still flexible: free until 24 h before check-in');
  assert.equal(quote.refundCents, booking.totalCents);
  assert.equal(
    (await cancelBooking(authUser(client), booking.id, undefined, now)).refund?.amountCents,
    quote.refundCents,
  );
  // The booking kept the policy it was made with.
  const [row] = await sql<{ cancellationPolicy: string }[]>`
    select cancellation_policy from bookings where id = ${booking.id}
  `;
  assert.equal(row!.cancellationPolicy, 'flexible');
});

Deno.test('stay strict: half the nights one minute before 7 days, nothing one minute after (no refund row)', async () => {
  const a = await paidStay('strict');
  const before = new Date(a.checkInAt.getTime() - 7 * DAY - MINUTE);
  const qa = await refundQuote(authUser(a.client), a.booking.id, before);
  assert.deepEqual([qa.refundCents, qa.platformFeeRefundCents, qa.free], [a.booking.subtotalCents / 2, 0, false]);
  assert.equal(
    (await cancelBooking(authUser(a.client), a.booking.id, undefined, before)).refund?.amountCents,
    qa.refundCents,
  );

  const b = await paidStay('strict');
  const after = new Date(b.checkInAt.getTime() - 7 * DAY + MINUTE);
  const qb = await refundQuote(authUser(b.client), b.booking.id, after);
  assert.deepEqual([qb.cancellable, qb.refundCents], [true, 0]);
  const cancelled = await cancelBooking(authUser(b.client), b.booking.id, undefined, after);
  assert.equal(cancelled.status, 'cancelled');
  assert.equal(cancelled.refund, null, 'nothing comes back: no refund record');
  assert.equal(await refundRow(b.booking.id), undefined);
});

Deno.test('stay flexible: free one minute before 24 h, then the first night and the fee are kept', async () => {
  for (const [offset, free] of [[-MINUTE, true], [MINUTE, false]] as const) {
    const { client, booking, checkInAt } = await paidStay('flexible');
    const now = new Date(checkInAt.getTime() - DAY + offset);
    const quote = await refundQuote(authUser(client), booking.id, now);
    assert.equal(quote.refundCents, free ? booking.totalCents : booking.subtotalCents / 2, '2 nights: 1 kept');
    const cancelled = await cancelBooking(authUser(client), booking.id, undefined, now);
    assert.equal(cancelled.refund?.amountCents, quote.refundCents);
  }
});

Deno.test('a partial refund keeps the ledger whole: paid - refunded = what the platform and the driver keep', async () => {
  const { client, booking, departureAt } = await paidRide();
  await cancelBooking(authUser(client), booking.id, undefined, new Date(departureAt.getTime() - DAY + MINUTE));
  // The sums the financial report and the analytics make (billing.report.ts), for this booking.
  const [row] = await sql<{ paid: number; refunded: number; fees: number; payouts: number }[]>`
    select sum(p.amount_cents)::float8 as paid, coalesce(sum(r.amount_cents), 0)::float8 as refunded,
      (sum(b.platform_fee_cents) - coalesce(sum(r.platform_fee_cents), 0))::float8 as fees,
      (sum(b.provider_amount_cents) - coalesce(sum(r.provider_amount_cents), 0))::float8 as payouts
    from payments p join bookings b on b.id = p.booking_id left join refunds r on r.payment_id = p.id
    where p.booking_id = ${booking.id} and p.status = 'succeeded'
  `;
  assert.equal(row!.paid - row!.refunded, booking.totalCents - booking.subtotalCents / 2);
  assert.equal(row!.fees, booking.platformFeeCents, 'the fee is earned');
  assert.equal(row!.payouts, booking.subtotalCents / 2, 'the driver is owed half the seats');
  assert.equal(row!.fees + row!.payouts, row!.paid - row!.refunded);
});
