import assert from 'node:assert/strict';
import { runExclusive } from './lib/exclusive.ts';
import { createPool } from './lib/db.ts';
import { env } from './lib/env.ts';
import { releaseExpiredHolds } from './domains/bookings/bookings.holds.ts';
import type { Booking } from './domains/booking-desk/booking-desk.schemas.ts';
import { bookRide, createClient, createDriver, insertRide, seatsLeft } from './domains/rides/rides.fixtures.ts';
import { MAINTENANCE_JOBS, settleThenReleaseHolds } from './maintenance.ts';
import { startApiProcess } from './test/api-process.ts';
import { sql, type TestUser } from './test/helpers.ts';

/** A client's pending booking of `seats` seats on a fresh ride of `seatsTotal` seats. */
async function pendingBooking(seats = 1, seatsTotal = 4) {
  const driver = await createDriver();
  const rideId = await insertRide(driver, { from: 'Chimoio', to: 'Beira', seats: seatsTotal, priceMt: 900 });
  const client = await createClient();
  const res = await bookRide(client, rideId, seats);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { client, rideId, booking: res.body.data as Booking };
}

/** A pending payment of the booking, as a provider left it: settling at `settlesAt` with `outcome` (null: a bank transfer). */
async function pendingPayment(
  booking: Booking,
  userId: string,
  settlesAt: Date | null,
  outcome: 'succeeded' | 'failed' | null,
) {
  const [row] = await sql<{ id: string }[]>`
    insert into payments (booking_id, user_id, method, amount_cents, provider_reference, payer_hint, settles_at,
      scheduled_outcome, scheduled_failure_reason)
    values (${booking.id}, ${userId}, ${settlesAt ? 'card' : 'bank'}, ${booking.totalCents}, 'SBX-TEST', '**** 4242',
      ${settlesAt}, ${outcome}, ${outcome === 'failed' ? 'Cartão recusado pelo emissor.' : null})
    returning id
  `;
  return row!.id;
}

const statusOf = async (table: 'bookings' | 'payments', id: string) =>
  (await sql<{ status: string }[]>`select status from ${sql(table)} where id = ${id}`)[0]!.status;

/** Pays a booking through an API process (HTTP). */
async function payOver(url: string, client: TestUser, bookingId: string) {
  const res = await fetch(`${url}/api/payments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${client.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ bookingId, method: 'card' }),
  });
  const body = await res.json();
  assert.equal(res.status, 201, JSON.stringify(body));
  return body.data as { id: string; status: string };
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

Deno.test('runExclusive: a job runs in one place at a time, across connections and pools', async () => {
  const other = createPool(env.DATABASE_URL, { max: 2 });
  try {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = runExclusive(sql, 'test-job', () => gate.then(() => 'first'));
    await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(await runExclusive(other, 'test-job', () => Promise.resolve('second')), { ran: false });
    assert.deepEqual(await runExclusive(sql, 'test-job', () => Promise.resolve('third')), { ran: false });
    assert.deepEqual(await runExclusive(other, 'another-job', () => Promise.resolve('other')), {
      ran: true,
      value: 'other',
    });
    release();
    assert.deepEqual(await first, { ran: true, value: 'first' });
    assert.deepEqual(await runExclusive(other, 'test-job', () => Promise.resolve('after')), {
      ran: true,
      value: 'after',
    });
    // A job that throws gives its lock back.
    await assert.rejects(runExclusive(sql, 'test-job', () => Promise.reject(new Error('boom'))), /boom/);
    assert.deepEqual(await runExclusive(other, 'test-job', () => Promise.resolve(1)), { ran: true, value: 1 });
  } finally {
    await other.end();
  }
});

Deno.test('hold release: a payment due but not settled is settled first; succeeded payments are never expired', async () => {
  const past = new Date(Date.now() - 60_000);
  const paid = await pendingBooking(2);
  const paidPayment = await pendingPayment(paid.booking, paid.client.uid, past, 'succeeded');
  const declined = await pendingBooking(1);
  const declinedPayment = await pendingPayment(declined.booking, declined.client.uid, past, 'failed');
  const transfer = await pendingBooking(1);
  const transferPayment = await pendingPayment(transfer.booking, transfer.client.uid, null, null);
  const ids = [paid.booking.id, declined.booking.id, transfer.booking.id];
  await sql`update bookings set hold_expires_at = ${past} where id in ${sql(ids)}`;

  // Release alone leaves the bookings whose payment the provider settles to settlement; the bank transfer that was
  // not confirmed in time expires with its hold.
  await releaseExpiredHolds(sql, new Date(), paid.rideId);
  await releaseExpiredHolds(sql, new Date(), declined.rideId);
  await releaseExpiredHolds(sql, new Date(), transfer.rideId);
  assert.equal(await statusOf('bookings', paid.booking.id), 'pending');
  assert.equal(await statusOf('bookings', declined.booking.id), 'pending');
  assert.equal(await statusOf('bookings', transfer.booking.id), 'cancelled');
  assert.equal(await statusOf('payments', transferPayment), 'failed');

  // The job settles, then releases: the paid booking is confirmed and keeps its seats; the declined one is released.
  await settleThenReleaseHolds(sql, new Date());
  assert.equal(await statusOf('payments', paidPayment), 'succeeded');
  assert.equal(await statusOf('bookings', paid.booking.id), 'confirmed');
  assert.equal(await seatsLeft(paid.rideId), 2);
  assert.equal(await statusOf('payments', declinedPayment), 'failed');
  assert.equal(await statusOf('bookings', declined.booking.id), 'cancelled');
  assert.equal(await seatsLeft(declined.rideId), 4);

  // A booking whose payment succeeded but is still marked pending (a stay awaiting its manager) never expires.
  const awaiting = await pendingBooking(1);
  await pendingPayment(awaiting.booking, awaiting.client.uid, past, 'succeeded');
  await sql`update payments set status = 'succeeded', settled_at = now() where booking_id = ${awaiting.booking.id}`;
  await sql`update bookings set hold_expires_at = ${past} where id = ${awaiting.booking.id}`;
  await releaseExpiredHolds(sql, new Date(), awaiting.rideId);
  assert.equal(await statusOf('bookings', awaiting.booking.id), 'pending');
  assert.equal(await seatsLeft(awaiting.rideId), 3);
  await sql`update bookings set status = 'confirmed', hold_expires_at = null where id = ${awaiting.booking.id}`;
});

Deno.test('the first jobs at start settle payments before any hold is released', () => {
  assert.deepEqual(MAINTENANCE_JOBS.map((j) => j.name).slice(0, 2), ['payment-settlement', 'hold-release']);
});

Deno.test({
  name: 'restart after an outage longer than the hold: a payment the provider took confirms its booking',
  fn: async () => {
    const { client, booking, rideId } = await pendingBooking(2);
    // Payments settle a minute after they start: the API is killed before that.
    const first = await startApiProcess({ PAYMENT_DELAY_MS: '60000' });
    let payment: { id: string; status: string };
    try {
      payment = await payOver(first.url, client, booking.id);
      assert.equal(payment.status, 'pending');
    } finally {
      await first.stop('SIGKILL');
    }
    // The outage lasts past the hold: the payment came due 20 minutes ago, the hold ended 19 minutes ago.
    await sql`update payments set settles_at = now() - interval '20 minutes' where id = ${payment.id}`;
    await sql`update bookings set hold_expires_at = now() - interval '19 minutes' where id = ${booking.id}`;

    const second = await startApiProcess({ PAYMENT_DELAY_MS: '60000' });
    try {
      await waitFor('the payment to settle', async () => (await statusOf('payments', payment.id)) !== 'pending');
      // A few more seconds of both jobs, then nothing changed.
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(await statusOf('payments', payment.id), 'succeeded');
      assert.equal(await statusOf('bookings', booking.id), 'confirmed');
      assert.equal(await seatsLeft(rideId), 2);
    } finally {
      await second.stop();
    }
  },
});

Deno.test({
  name: 'two API instances on one database: the jobs run in one of them at a time, each due payment settles once',
  fn: async () => {
    const bookings = await Promise.all(Array.from({ length: 6 }, () => pendingBooking(1)));
    // The test holds both jobs' locks first: while it does, neither instance may settle anything.
    const releases: (() => void)[] = [];
    const held = ['payment-settlement', 'hold-release'].map((job) => {
      const gate = new Promise<void>((r) => releases.push(r));
      return runExclusive(sql, job, () => gate);
    });
    const apis = await Promise.all([
      startApiProcess({ PAYMENT_DELAY_MS: '500' }),
      startApiProcess({ PAYMENT_DELAY_MS: '500' }),
    ]);
    try {
      const payments = await Promise.all(bookings.map((b, i) => payOver(apis[i % 2]!.url, b.client, b.booking.id)));
      assert.ok(payments.every((p) => p.status === 'pending'));
      const ids = payments.map((p) => p.id);
      await new Promise((r) => setTimeout(r, 2500));
      const [waiting] = await sql`select count(*)::int as n from payments where id in ${
        sql(ids)
      } and status = 'pending'`;
      assert.equal(waiting!.n, ids.length, 'no instance settled while another held the jobs');

      releases.forEach((r) => r());
      assert.deepEqual((await Promise.all(held)).map((h) => h.ran), [true, true]);
      await waitFor('every payment to settle', async () => {
        const [row] = await sql`select count(*)::int as n from payments where id in ${sql(ids)} and status = 'pending'`;
        return row!.n === 0;
      });
      await new Promise((r) => setTimeout(r, 1500));
      const bookingIds = bookings.map((b) => b.booking.id);
      const rows = await sql<{ status: string; payments: number; succeeded: number; confirmedNotices: number }[]>`
        select b.status,
          (select count(*)::int from payments p where p.booking_id = b.id) as payments,
          (select count(*)::int from payments p where p.booking_id = b.id and p.status = 'succeeded') as succeeded,
          (select count(*)::int from notifications n where n.booking_id = b.id and n.kind = 'booking_confirmed')
            as confirmed_notices
        from bookings b where b.id in ${sql(bookingIds)}
      `;
      assert.equal(rows.length, 6);
      for (const row of rows) {
        assert.deepEqual(row, { status: 'confirmed', payments: 1, succeeded: 1, confirmedNotices: 1 });
      }
      for (const api of apis) assert.doesNotMatch(api.output(), /maintenance .* failed/);
    } finally {
      releases.forEach((r) => r());
      await Promise.all(apis.map((api) => api.stop()));
    }
  },
});
