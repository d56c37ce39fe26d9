import assert from 'node:assert/strict';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import { cancelBooking } from '../booking-desk/booking-desk.service.ts';
import { bookRide, createClient, createDriver, insertRide, seatsLeft } from '../rides/rides.fixtures.ts';
import type { Reservation } from '../stays/stays.schemas.ts';
import { settleDuePayments } from './payments.settlement.ts';
import { createSandboxProvider, SANDBOX_REFUND_FAILURE } from './sandbox.ts';

type Payer = { method: 'card' } | { method: 'mpesa'; mpesa: { phone: string } };
const CARD: Payer = { method: 'card' };
/** Its payments succeed, its refunds fail (sandbox.ts). */
const REFUND_FAILS: Payer = { method: 'mpesa', mpesa: { phone: '+258 84 000 0777' } };
const BANK = { account: '0001234567890' };

const pay = (user: TestUser, bookingId: string, method: 'card' | 'bank' = 'card', payer: Payer = CARD) =>
  call('POST', '/api/payments', {
    token: user.token,
    body: method === 'card' ? { bookingId, ...payer } : { bookingId, method, bank: BANK },
  });
const bookingOf = async (user: TestUser, id: string) =>
  (await call('GET', `/api/bookings/${id}`, { token: user.token })).body.data as Booking;
const cancel = (user: TestUser, id: string) => call('POST', `/api/bookings/${id}/cancel`, { token: user.token });

interface RefundDbRow {
  id: string;
  paymentId: string;
  status: string;
  reason: string;
  initiatedBy: string | null;
  amountCents: number;
  platformFeeCents: number;
  providerAmountCents: number;
  providerReference: string | null;
}
const refundsOfBooking = (bookingId: string) =>
  sql<RefundDbRow[]>`
    select id, payment_id, status, reason, initiated_by, amount_cents, platform_fee_cents, provider_amount_cents,
      provider_reference
    from refunds where booking_id = ${bookingId}
  `;
const paymentStatuses = async (bookingId: string) =>
  (await sql<{ status: string }[]>`select status from payments where booking_id = ${bookingId} order by created_at`)
    .map((p) => p.status);

/** A client with a ride booking of `seats` seats on a fresh ride, paid by card unless told otherwise. */
async function rideBooking(o: { seats?: number; paid?: boolean; card?: Payer } = {}) {
  const driver = await createDriver();
  const rideId = await insertRide(driver, { from: 'Xai-Xai', to: 'Chókwè', seats: 6, priceMt: 650 });
  const client = await createClient();
  const res = await bookRide(client, rideId, o.seats ?? 2);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const booking = res.body.data as Booking;
  if (o.paid !== false) assert.equal((await pay(client, booking.id, 'card', o.card ?? CARD)).status, 201);
  return { driver, client, rideId, booking: await bookingOf(client, booking.id) };
}

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

Deno.test('a client cancelling a paid ride booking gets back everything paid, platform fee included', async () => {
  const { client, booking, rideId } = await rideBooking({ seats: 2 });
  assert.equal(booking.status, 'confirmed');
  assert.equal(booking.refund, null);

  const res = await cancel(client, booking.id);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const b = res.body.data as Booking;
  assert.equal(b.status, 'cancelled');
  assert.equal(b.paymentStatus, 'succeeded', 'the payment itself stays succeeded: the refund is its own record');
  assert.equal(b.refund?.status, 'succeeded', 'PAYMENT_DELAY_MS=0: the sandbox settles the refund at once');
  assert.equal(b.refund?.amountCents, booking.totalCents);
  assert.equal(b.refund?.platformFeeCents, booking.platformFeeCents);
  assert.equal(b.refund?.reason, 'cancelled_by_client');
  assert.equal(b.refund?.currency, 'MZN');
  assert.ok(b.refund?.settledAt);
  assert.equal(await seatsLeft(rideId), 6);

  const [row, ...more] = await refundsOfBooking(booking.id);
  assert.equal(more.length, 0);
  assert.equal(row!.paymentId, booking.payment!.id);
  assert.equal(row!.initiatedBy, client.uid);
  assert.equal(row!.amountCents, row!.platformFeeCents + row!.providerAmountCents);
  assert.equal(row!.providerAmountCents, booking.providerAmountCents);
  assert.match(row!.providerReference!, /^SBX-REFUND-/);

  const listed = (await call('GET', '/api/bookings/user', { token: client.token })).body.data as Booking[];
  assert.equal(listed.find((x) => x.id === booking.id)?.refund?.status, 'succeeded');
});

Deno.test('a refund is pending until the provider settles it, then succeeded on the next read', async () => {
  const { client, booking } = await rideBooking();
  const slow = createSandboxProvider({ delayMs: 60_000 });
  const now = new Date();
  const cancelled = await cancelBooking(authUser(client), booking.id, undefined, now, slow);
  assert.equal(cancelled.refund?.status, 'pending');
  assert.equal(cancelled.refund?.settledAt, null);
  assert.equal(cancelled.refund?.amountCents, booking.totalCents);
  assert.equal((await bookingOf(client, booking.id)).refund?.status, 'pending', 'not due yet');

  assert.equal(await settleDuePayments(sql, new Date(now.getTime() + 59_000), { bookingId: booking.id }), 0);
  assert.equal((await refundsOfBooking(booking.id))[0]!.status, 'pending');
  await settleDuePayments(sql, new Date(now.getTime() + 61_000), { bookingId: booking.id });
  const [row] = await refundsOfBooking(booking.id);
  assert.equal(row!.status, 'succeeded');
});

Deno.test('a refund the provider refuses is recorded as failed with its reason, visible on the booking', async () => {
  const { client, booking } = await rideBooking({ card: REFUND_FAILS });
  assert.equal(booking.paymentStatus, 'succeeded');
  const res = await cancel(client, booking.id);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const b = await bookingOf(client, booking.id);
  assert.equal(b.status, 'cancelled');
  assert.equal(b.refund?.status, 'failed');
  assert.equal(b.refund?.failureReason, SANDBOX_REFUND_FAILURE);
  assert.equal(b.refund?.amountCents, booking.totalCents);

  // A sandbox told to fail fails every refund.
  const other = await rideBooking();
  const failing = createSandboxProvider({ delayMs: 0, refundOutcome: 'failed' });
  await cancelBooking(authUser(other.client), other.booking.id, undefined, new Date(), failing);
  assert.equal((await bookingOf(other.client, other.booking.id)).refund?.status, 'failed');
});

Deno.test('cancelling an unpaid booking voids its pending payment and refunds nothing', async () => {
  // No payment at all.
  const unpaid = await rideBooking({ paid: false });
  const a = await cancel(unpaid.client, unpaid.booking.id);
  assert.equal(a.status, 200);
  assert.equal(a.body.data.refund, null);
  assert.equal(a.body.data.paymentStatus, 'unpaid');

  // A bank transfer not yet confirmed by an admin: simply cancelled.
  const bank = await rideBooking({ paid: false });
  assert.equal((await pay(bank.client, bank.booking.id, 'bank')).status, 201);
  assert.equal((await bookingOf(bank.client, bank.booking.id)).paymentStatus, 'pending');
  const b = await cancel(bank.client, bank.booking.id);
  assert.equal(b.status, 200);
  assert.equal(b.body.data.refund, null);
  assert.equal(b.body.data.paymentStatus, 'cancelled');
  assert.equal(b.body.data.payment.failureReason, 'Reserva cancelada.');
  assert.deepEqual(await paymentStatuses(bank.booking.id), ['cancelled']);
  assert.equal((await refundsOfBooking(bank.booking.id)).length, 0);
  // The admin can no longer confirm it.
  const admin = await createUser({ roles: ['client', 'admin'] });
  const confirm = await call('POST', `/api/payments/${b.body.data.payment.id}/confirm`, { token: admin.token });
  assert.equal(confirm.status, 409);
  assert.equal((await bookingOf(bank.client, bank.booking.id)).status, 'cancelled');
});

Deno.test('a card payment still processing at cancellation is voided; one already due is settled and refunded', async () => {
  const slow = createSandboxProvider({ delayMs: 60_000 });
  const payWith = async (client: TestUser, bookingId: string) => {
    const { startPayment } = await import('./payments.service.ts');
    await startPayment(authUser(client), { bookingId, method: 'card' }, { provider: slow });
  };
  // Still processing: voided, nothing refunded.
  const early = await rideBooking({ paid: false });
  await payWith(early.client, early.booking.id);
  await cancelBooking(authUser(early.client), early.booking.id, undefined, new Date(), slow);
  assert.deepEqual(await paymentStatuses(early.booking.id), ['cancelled']);
  assert.equal((await refundsOfBooking(early.booking.id)).length, 0);
  // The provider's later settlement does not revive it.
  await settleDuePayments(sql, new Date(Date.now() + 120_000), { bookingId: early.booking.id });
  assert.deepEqual(await paymentStatuses(early.booking.id), ['cancelled']);

  // Due at the instant of the cancellation: the money was taken, so it is refunded.
  const late = await rideBooking({ paid: false });
  await payWith(late.client, late.booking.id);
  const at = new Date(Date.now() + 61_000);
  const b = await cancelBooking(authUser(late.client), late.booking.id, undefined, at, slow);
  assert.equal(b.status, 'cancelled');
  assert.deepEqual(await paymentStatuses(late.booking.id), ['succeeded']);
  assert.equal(b.refund?.status, 'pending');
  assert.equal(b.refund?.amountCents, late.booking.totalCents);
});

Deno.test('cancelling twice, or concurrently, never refunds twice', async () => {
  const { client, booking } = await rideBooking();
  assert.equal((await cancel(client, booking.id)).status, 200);
  const again = await cancel(client, booking.id);
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'BOOKING_NOT_CANCELLABLE');
  assert.equal((await refundsOfBooking(booking.id)).length, 1);

  const raced = await rideBooking();
  const results = await Promise.all(Array.from({ length: 6 }, () => cancel(raced.client, raced.booking.id)));
  assert.deepEqual(results.map((r) => r.status).sort(), [200, 409, 409, 409, 409, 409]);
  const refunds = await refundsOfBooking(raced.booking.id);
  assert.equal(refunds.length, 1);
  assert.equal(refunds[0]!.amountCents, raced.booking.totalCents);
});

Deno.test('the database refuses a second refund of a payment and a refund larger than the payment', async () => {
  const { client, booking } = await rideBooking();
  await cancel(client, booking.id);
  const [first] = await refundsOfBooking(booking.id);
  const insert = (amount: number) =>
    sql`
      insert into refunds (payment_id, booking_id, reason, amount_cents, platform_fee_cents, provider_amount_cents,
        provider)
      values (${first!.paymentId}, ${booking.id}, 'cancelled_by_client', ${amount}, 0, ${amount}, 'sandbox')
    `;
  // A second refund of the whole booking: the payment is already refunded in full (the sum check, migration 0141, says
  // so first); the unique index refunds_one_per_payment (ticket_id null) stays behind it.
  await assert.rejects(insert(100), /refunds_one_per_payment|more than was paid/);
  await sql`delete from refunds where id = ${first!.id}`;
  await assert.rejects(insert(booking.totalCents + 1), /more than was paid/);
  await insert(booking.totalCents); // exactly what was paid is allowed (restores the row)
  // And only a succeeded payment can be refunded.
  const unpaid = await rideBooking({ paid: false });
  await pay(unpaid.client, unpaid.booking.id, 'bank');
  const [pending] = await sql<{ id: string }[]>`select id from payments where booking_id = ${unpaid.booking.id}`;
  await assert.rejects(
    sql`
      insert into refunds (payment_id, booking_id, reason, amount_cents, platform_fee_cents, provider_amount_cents,
        provider)
      values (${pending!.id}, ${unpaid.booking.id}, 'cancelled_by_client', 100, 0, 100, 'sandbox')
    `,
    /did not succeed/,
  );
});

Deno.test('a driver cancelling a ride refunds each paid booking in full and voids the unpaid ones', async () => {
  const driver = await createDriver();
  const rideId = await insertRide(driver, { from: 'Chimoio', to: 'Manica', seats: 8, priceMt: 400 });
  const [c1, c2, c3, c4] = await Promise.all([createClient(), createClient(), createClient(), createClient()]);
  const b1 = (await bookRide(c1!, rideId, 2)).body.data as Booking;
  const b2 = (await bookRide(c2!, rideId, 1)).body.data as Booking;
  const b3 = (await bookRide(c3!, rideId, 1)).body.data as Booking;
  const b4 = (await bookRide(c4!, rideId, 1)).body.data as Booking;
  assert.equal((await pay(c1!, b1.id)).status, 201);
  assert.equal((await pay(c2!, b2.id)).status, 201);
  assert.equal((await pay(c3!, b3.id, 'bank')).status, 201); // pending bank transfer
  // b4: never paid.

  const res = await call('PUT', `/api/rides/${rideId}/cancel`, { token: driver.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.data.cancelledBookings, 4);

  for (const [client, b] of [[c1!, b1], [c2!, b2]] as const) {
    const seen = await bookingOf(client, b.id);
    assert.equal(seen.status, 'cancelled');
    assert.equal(seen.cancelReason, 'ride_cancelled');
    assert.equal(seen.refund?.status, 'succeeded');
    assert.equal(seen.refund?.reason, 'ride_cancelled');
    assert.equal(seen.refund?.amountCents, b.totalCents);
    const [row] = await refundsOfBooking(b.id);
    assert.equal(row!.initiatedBy, driver.uid);
  }
  const bank = await bookingOf(c3!, b3.id);
  assert.equal(bank.refund, null);
  assert.equal(bank.paymentStatus, 'cancelled');
  assert.equal(bank.payment?.failureReason, 'A viagem foi cancelada pelo motorista.');
  assert.equal((await bookingOf(c4!, b4.id)).refund, null);
  const [n] = await sql<{ n: number }[]>`
    select count(*)::int as n from refunds r join bookings b on b.id = r.booking_id where b.ride_id = ${rideId}
  `;
  assert.equal(n!.n, 2);
});

Deno.test('a manager cancelling a paid stay refunds the guest in full; the reservation shows the refund', async () => {
  const m = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const h = await call('POST', '/api/hotels', {
    token: m.token,
    body: { name: 'Casa do Reembolso', address: `Rua Teste ${crypto.randomUUID().slice(0, 8)}`, amenities: 'Wi-Fi' },
  });
  assert.equal(h.status, 201, JSON.stringify(h.body));
  const rt = await call('POST', `/api/hotels/${h.body.data.id}/room-types`, {
    token: m.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: 250000, maxOccupancy: 2, totalRooms: 1 },
  });
  const guest = await createClient();
  const checkIn = addDays(todayInMaputo(), 12);
  const booked = await call('POST', '/api/bookings/create', {
    token: guest.token,
    body: { type: 'stay', roomTypeId: rt.body.data.id, checkIn, checkOut: addDays(checkIn, 2), guests: 2 },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.equal((await pay(guest, booked.body.data.id)).status, 201);

  const res = await call('POST', `/api/hotels/${h.body.data.id}/reservations/${booked.body.data.id}/cancel`, {
    token: m.token,
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const r = res.body.data as Reservation;
  assert.equal(r.status, 'cancelled');
  assert.equal(r.refund?.status, 'succeeded');
  assert.equal(r.refund?.reason, 'cancelled_by_provider');
  assert.equal(r.refund?.amountCents, booked.body.data.totalCents);
  const seen = await bookingOf(guest, booked.body.data.id);
  assert.equal(seen.refund?.amountCents, booked.body.data.totalCents);
  assert.equal(seen.refund?.platformFeeCents, booked.body.data.platformFeeCents);
});

Deno.test('an organiser cancelling an event refunds the paid tickets and voids the unpaid ones', async () => {
  const owner = await createUser({ roles: ['client', 'event'], verified: true });
  const created = await call('POST', '/api/events/create', {
    token: owner.token,
    body: {
      title: 'Festival do Reembolso',
      category: 'entretenimento',
      eventType: 'festival',
      venue: 'Praia do Tofo',
      address: 'Praia do Tofo, Inhambane',
      startDate: addDays(todayInMaputo(), 10),
      endDate: addDays(todayInMaputo(), 11),
      startTime: '16:00',
      endTime: '23:00',
      ticketPrice: 1500,
      maxTickets: 100,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const eventId = created.body.data.id as string;
  const buyer = await createClient();
  const holder = await createClient();
  const paid = await call('POST', '/api/bookings/create', {
    token: buyer.token,
    body: { type: 'event', eventId, quantity: 2 },
  });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  assert.equal((await pay(buyer, paid.body.data.id)).status, 201);
  const held = await call('POST', '/api/bookings/create', {
    token: holder.token,
    body: { type: 'event', eventId, quantity: 1 },
  });
  assert.equal((await pay(holder, held.body.data.id, 'bank')).status, 201);

  const res = await call('POST', `/api/events/${eventId}/cancel`, { token: owner.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const refunded = await bookingOf(buyer, paid.body.data.id);
  assert.equal(refunded.refund?.status, 'succeeded');
  assert.equal(refunded.refund?.reason, 'event_cancelled');
  assert.equal(refunded.refund?.amountCents, paid.body.data.totalCents);
  const voided = await bookingOf(holder, held.body.data.id);
  assert.equal(voided.refund, null);
  assert.equal(voided.paymentStatus, 'cancelled');
});
