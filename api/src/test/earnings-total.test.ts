/**
 * The exact total of GET /api/earnings/bookings read from provider_paid_months (issue 27, ADR 0047 'Earnings total
 * kept per month', migration 0330): the provider's paid bookings counted per Africa/Maputo month by statement
 * triggers on bookings. Through a payment, a void, a partial refund and a cancellation with a full refund, the total
 * (all months, and the current month's) is the count of the provider's paid bookings as the former query counted them
 * (their succeeded payments, booking_payments), and every counter of the database is its months' recount.
 */
import assert from 'node:assert/strict';
import type { AuthUser } from '../middlewares/auth/auth.ts';
import { todayInMaputo } from '../lib/time.ts';
import { call, sql, type TestUser } from './helpers.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../domains/rides/rides.fixtures.ts';
import type { Booking } from '../domains/booking-desk/booking-desk.schemas.ts';
import { cancelBooking } from '../domains/booking-desk/booking-desk.service.ts';
import { startPayment } from '../domains/payments/payments.service.ts';
import { settleDuePayments } from '../domains/payments/payments.settlement.ts';
import { createSandboxProvider } from '../domains/payments/sandbox.ts';
import { cancelRide } from '../domains/rides/rides.service.ts';

const asUser = (user: TestUser, roles: string[] = ['client']): AuthUser => ({
  uid: user.uid,
  email: user.email,
  emailVerified: true,
  name: null,
  picture: null,
  roles: roles as AuthUser['roles'],
  permissions: [],
  status: 'active',
  suspensionReason: null,
  verificationStatus: 'approved',
});

/** A booking of `seats` on `rideId` by `client`, paid by card and settled. */
async function paidBooking(client: TestUser, rideId: string, seats = 1): Promise<Booking> {
  const res = await bookRide(client, rideId, seats);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const booking = res.body.data as Booking;
  const paid = await call('POST', '/api/payments', {
    token: client.token,
    body: { bookingId: booking.id, method: 'card' },
  });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  await settleDuePayments(sql, new Date(), { bookingId: booking.id });
  return booking;
}

/** The total the API answers (all months, or `month`'s) against the recounts; returns it. */
async function assertTotal(driver: TestUser, expected: number, step: string): Promise<void> {
  const month = todayInMaputo().slice(0, 7);
  for (const query of ['', `&month=${month}`]) {
    const res = await call('GET', `/api/earnings/bookings?page=1&pageSize=2${query}`, { token: driver.token });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.total, expected, `${step}: total${query}`);
  }
  // The former count: the provider's bookings with a succeeded payment (their own or their trip's).
  const [former] = await sql<{ n: number }[]>`
    select count(*)::int as n from bookings b
    where b.provider_id = ${driver.uid}
      and exists (select 1 from booking_payments p where p.booking_id = b.id and p.status = 'succeeded')
  `;
  assert.equal(former!.n, expected, `${step}: paid bookings`);
  const [off] = await sql<{ n: number }[]>`
    select count(*)::int as n from (
      select provider_id, paid_month(paid_at) as month, count(*)::int as paid from bookings
      where paid_at is not null group by 1, 2
    ) b full join provider_paid_months m using (provider_id, month)
    where coalesce(b.paid, 0) <> coalesce(m.paid, 0)
  `;
  assert.equal(off!.n, 0, `${step}: counters that are not their months' recount`);
}

Deno.test('GET /api/earnings/bookings: the total stays exact through payment, void, partial refund and cancellation', async () => {
  const driver = await createDriver();
  const [a, b, c] = await Promise.all([
    insertRide(driver, { date: inDays(3), time: '08:00', seats: 4 }),
    insertRide(driver, { date: inDays(4), time: '08:00', seats: 4 }),
    insertRide(driver, { date: inDays(5), time: '08:00', seats: 4 }),
  ]);
  const [one, two, three] = await Promise.all([createClient(), createClient(), createClient()]);
  await assertTotal(driver, 0, 'no booking');

  // A payment: one paid booking.
  const paid = await paidBooking(one, a, 2);
  await assertTotal(driver, 1, 'paid');

  // A void: a booking whose card payment is still processing is cancelled, its payment voided; nothing counted.
  const slow = createSandboxProvider({ delayMs: 60_000 });
  const held = await bookRide(two, b, 1);
  assert.equal(held.status, 201, JSON.stringify(held.body));
  const { payment } = await startPayment(asUser(two), { bookingId: held.body.data.id, method: 'card' }, {
    provider: slow,
  });
  assert.equal(payment.status, 'pending');
  await cancelBooking(asUser(two), held.body.data.id, undefined, new Date(), slow);
  const [voided] = await sql<{ status: string }[]>`select status from payments where id = ${payment.id}`;
  assert.equal(voided!.status, 'cancelled');
  await assertTotal(driver, 1, 'voided');

  // A partial refund: the client cancels 2 hours before the departure (half the seats back, without the fee); the
  // booking was paid and stays counted, its refund beside it.
  const [ride] = await sql<{ departureAt: Date }[]>`select departure_at from rides where id = ${a}`;
  const late = new Date(ride!.departureAt.getTime() - 2 * 3600_000);
  const cancelled = await cancelBooking(asUser(one), paid.id, undefined, late);
  assert.equal(cancelled.status, 'cancelled');
  const [refund] = await sql<{ amountCents: number }[]>`
    select amount_cents::float8 as amount_cents from refunds where booking_id = ${paid.id}
  `;
  assert.ok(refund && refund.amountCents > 0 && refund.amountCents < paid.totalCents, JSON.stringify(refund));
  await assertTotal(driver, 1, 'partial refund');

  // A cancellation with a full refund: the driver cancels a ride with a paid booking; both paid bookings counted.
  await paidBooking(three, c, 1);
  await assertTotal(driver, 2, 'second payment');
  await cancelRide(asUser(driver, ['client', 'driver']), c);
  const [full] = await sql<{ n: number }[]>`
    select count(*)::int as n from refunds r join bookings x on x.id = r.booking_id where x.ride_id = ${c}
  `;
  assert.equal(full!.n, 1);
  await assertTotal(driver, 2, 'ride cancelled');
});
