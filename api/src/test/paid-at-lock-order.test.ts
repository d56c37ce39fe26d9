/**
 * Lock order of a trip's payment against a cancellation (issue 27, ADR 0047 'Lock order of the paid_at triggers'), on
 * the real PostgreSQL. Settling a payment locks every booking it covers in id order, then the payment
 * (payments.settlement.ts). A cancellation locks its bookings, then their payments (payments.refunds.ts); when a
 * trip's payment is due at the cancellation's instant it is settled there, and its triggers (migration 0310: paid_at
 * on every part) and the confirmation of the other parts write the trip's other bookings. A cancellation holding only
 * its own booking then waits for a part the settlement holds while the settlement waits for its booking: a deadlock
 * (PostgreSQL aborts one of them after deadlock_timeout). The cancellation therefore locks, first and in id order,
 * its bookings and every booking sharing a payment with them.
 */
import assert from 'node:assert/strict';
import type { AuthUser } from '../middlewares/auth/auth.ts';
import { sql, type TestUser } from './helpers.ts';
import { createClient } from '../domains/rides/rides.fixtures.ts';
import { bookTrip, festivalTrip } from '../domains/trips/trips.fixtures.ts';
import type { Trip } from '../domains/trips/trips.schemas.ts';
import { startPayment } from '../domains/payments/payments.service.ts';
import { createSandboxProvider } from '../domains/payments/sandbox.ts';
import { settlePayment } from '../domains/payments/payments.settlement.ts';
import { cancelRide } from '../domains/rides/rides.service.ts';

const asUser = (uid: string, email: string, roles: string[]): AuthUser => ({
  uid,
  email,
  emailVerified: true,
  name: null,
  picture: null,
  roles: roles as AuthUser['roles'],
  permissions: [],
  status: 'active',
  suspensionReason: null,
  verificationStatus: 'approved',
});

/** Waits until `n` backends of this database wait for a lock (10 s at most). */
async function waitingForLocks(n: number) {
  for (let i = 0; i < 200; i++) {
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and state = 'active'
    `;
    if (row!.n >= n) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never ${n} backends waiting for a lock`);
}

Deno.test('race: a trip payment settled while a driver cancels a part due at that instant: no deadlock, one outcome', async () => {
  const f = await festivalTrip();
  const client: TestUser = await createClient();
  const held = await bookTrip(client, f.body);
  assert.equal(held.status, 201, JSON.stringify(held.body));
  const trip = held.body.data as Trip;
  // A card payment of the whole trip, taken in a minute (the sandbox's schedule): due at `at`, not settled yet.
  const slow = createSandboxProvider({ delayMs: 60_000 });
  const clientUser = asUser(client.uid, client.email, ['client']);
  const { payment } = await startPayment(clientUser, { tripId: trip.id, method: 'card' }, { provider: slow });
  assert.equal(payment.status, 'pending');
  const at = new Date(Date.now() + 120_000);
  const parts = trip.parts.map((p) => ({ role: p.role, id: p.booking.id })).sort((a, b) => (a.id < b.id ? -1 : 1));
  // The ride whose booking is not the trip's first by id: the settlement locks the parts before it and waits at it.
  const rides = parts.filter((p) => p.role === 'rideThere' || p.role === 'rideBack');
  assert.equal(rides.length, 2, JSON.stringify(parts));
  const cancelled = rides.find((p) => p.id !== parts[0]!.id)!;
  const [ride] = await sql<{ rideId: string; driverId: string; email: string }[]>`
    select b.ride_id, r.driver_id, u.email from bookings b join rides r on r.id = b.ride_id
    join users u on u.id = r.driver_id where b.id = ${cancelled.id}
  `;
  const driver = asUser(ride!.driverId, ride!.email, ['client', 'driver']);

  // The interleaving, made certain: a gate holds the payment's row; the driver's cancellation locks its booking and
  // waits at the payment; the settlement locks the parts before that booking and waits at it; then the gate opens.
  let openGate!: () => void;
  const gateOpen = new Promise<void>((resolve) => (openGate = resolve));
  let gateHeld!: () => void;
  const gateReady = new Promise<void>((resolve) => (gateHeld = resolve));
  const gate = sql.begin(async (tx) => {
    await tx`select id from payments where id = ${payment.id} for update`;
    gateHeld();
    await gateOpen;
  });
  await gateReady;
  const cancelling = cancelRide(driver, ride!.rideId, at).then(
    () => 'ok',
    (e: Error) => `cancelRide: ${e.message}`,
  );
  await waitingForLocks(1);
  const settling = settlePayment(sql, payment.id, cancelled.id, at).then(
    (outcome) => `settled ${outcome}`,
    (e: Error) => `settlePayment: ${e.message}`,
  );
  await waitingForLocks(2);
  openGate();
  await gate;
  const outcomes = await Promise.all([cancelling, settling]);
  assert.ok(!outcomes.some((o) => /deadlock/i.test(o)), JSON.stringify(outcomes));
  assert.equal(outcomes[0], 'ok', JSON.stringify(outcomes));
  assert.ok(['settled null', 'settled succeeded', 'settled failed'].includes(outcomes[1]!), JSON.stringify(outcomes));

  // One outcome, whoever went first: the money was due at `at`, so it is taken. The cancellation settled it (it held
  // every part first): the other parts are confirmed and the cancelled ride's share refunded; or the settlement saw
  // the cancelled part and the payment failed with nothing taken.
  const [p] = await sql<{ status: string; settledAt: Date | null }[]>`
    select status, settled_at from payments where id = ${payment.id}
  `;
  const rows = await sql<{ id: string; status: string; paidAt: Date | null }[]>`
    select id, status, paid_at from bookings where id in ${sql(parts.map((x) => x.id))} order by id
  `;
  const byId = new Map(rows.map((r) => [r.id, r]));
  assert.equal(byId.get(cancelled.id)!.status, 'cancelled');
  const refunds = await sql<{ bookingId: string }[]>`select booking_id from refunds where payment_id = ${payment.id}`;
  if (p!.status === 'succeeded') {
    for (const x of parts.filter((x) => x.id !== cancelled.id)) assert.equal(byId.get(x.id)!.status, 'confirmed');
    assert.deepEqual(refunds.map((r) => r.bookingId), [cancelled.id]);
    // paid_at of every part is the payment's time (migration 0310), the cancelled one's too: it was paid.
    for (const r of rows) assert.equal(r.paidAt?.getTime(), p!.settledAt!.getTime());
  } else {
    assert.equal(p!.status, 'failed', JSON.stringify(p));
    assert.equal(refunds.length, 0);
    for (const r of rows) assert.equal(r.paidAt, null);
  }
  // The earnings counters (migration 0330) agree with the bookings, whatever happened.
  const [off] = await sql<{ n: number }[]>`
    select count(*)::int as n from (
      select provider_id, paid_month(paid_at) as month, count(*)::int as paid from bookings
      where paid_at is not null group by 1, 2
    ) b full join provider_paid_months m using (provider_id, month)
    where coalesce(b.paid, 0) <> coalesce(m.paid, 0)
  `;
  assert.equal(off!.n, 0);
});
