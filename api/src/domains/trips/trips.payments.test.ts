/**
 * One payment for a trip (issue 30, ADR 0055), through the API on real PostgreSQL and the rails' local simulators:
 * POST /api/payments with `tripId` pays the trip's open pending parts once (M-Pesa, the DPO hosted card page, a bank
 * transfer), settling confirms every part; a failed payment leaves them pending; an idempotent retry charges once;
 * 20 concurrent payments of one trip charge once; cancelling one part refunds only its share, cancelling the trip the
 * sum GET /api/trips/{id} stated.
 */
import assert from 'node:assert/strict';
import { startMpesaSimulator } from '../../../dev/mpesa-simulator.ts';
import { startDpoSimulator } from '../../../dev/dpo-simulator.ts';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { createClient } from '../rides/rides.fixtures.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import { deploymentRails } from '../payments/default-provider.ts';
import { createDpoProvider } from '../payments/dpo.ts';
import { createMpesaProvider } from '../payments/mpesa.ts';
import { reconcile, settleInFlight } from '../payments/payments.lifecycle.ts';
import type { Payment } from '../payments/payments.schemas.ts';
import { bookTrip, festivalTrip } from './trips.fixtures.ts';
import type { Trip, TripReceipt } from './trips.schemas.ts';

type MpesaSim = Awaited<ReturnType<typeof startMpesaSimulator>>;
type DpoSim = Awaited<ReturnType<typeof startDpoSimulator>>;

/** Runs `fn` with the deployment's M-Pesa rail pointed at a fresh simulator. */
async function withMpesa(fn: (sim: MpesaSim) => Promise<void>) {
  const sim = await startMpesaSimulator();
  const before = deploymentRails.mpesa;
  deploymentRails.mpesa = createMpesaProvider({
    baseUrl: sim.url,
    apiKey: sim.apiKey,
    publicKey: sim.publicKey,
    serviceProviderCode: sim.serviceProviderCode,
    initiatorIdentifier: 'MozTurismo',
    securityCredential: 'Mpesa2026',
    timeoutMs: 1500,
    confirmWindowMs: 60_000,
    backoffMs: 10,
  });
  try {
    await fn(sim);
  } finally {
    await settleInFlight();
    deploymentRails.mpesa = before;
    await sim.stop();
  }
}

/** Runs `fn` with the deployment's card rail pointed at a fresh DPO simulator. */
async function withDpo(fn: (sim: DpoSim) => Promise<void>) {
  const sim = await startDpoSimulator();
  const before = deploymentRails.dpo;
  deploymentRails.dpo = createDpoProvider({
    baseUrl: sim.url,
    companyToken: sim.companyToken,
    serviceType: '3854',
    timeoutMs: 1000,
    confirmWindowMs: 60_000,
  });
  try {
    await fn(sim);
  } finally {
    await settleInFlight();
    deploymentRails.dpo = before;
    await sim.stop();
  }
}

/** A client with a freshly held festival trip (4 parts, 3 providers). */
async function heldTrip(): Promise<{ client: TestUser; trip: Trip }> {
  const f = await festivalTrip();
  const client = await createClient();
  const res = await bookTrip(client, f.body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { client, trip: res.body.data };
}

const pay = (user: TestUser, body: unknown, key?: string) =>
  call('POST', '/api/payments', { token: user.token, body, headers: key ? { 'Idempotency-Key': key } : undefined });
const mpesa = (tripId: string, phone = '+258 84 123 4567') => ({ tripId, method: 'mpesa', mpesa: { phone } });
const tripOf = async (user: TestUser, id: string) =>
  (await call('GET', `/api/trips/${id}`, { token: user.token })).body.data as Trip;
const bookingOf = async (user: TestUser, id: string) =>
  (await call('GET', `/api/bookings/${id}`, { token: user.token })).body.data as Booking;
const tokenOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('ID')!;

/** The refunds of a payment, by booking. */
const refundsOf = (paymentId: string) =>
  sql<{ bookingId: string; amountCents: number; status: string }[]>`
    select booking_id, amount_cents, status from refunds where payment_id = ${paymentId} order by booking_id
  `;

Deno.test('a trip paid once by M-Pesa: one charge of the total, every part confirmed, each share recorded', async () => {
  await withMpesa(async (sim) => {
    const { client, trip } = await heldTrip();
    const res = await pay(client, mpesa(trip.id));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const p = res.body.data as Payment;
    assert.deepEqual([p.tripId, p.status, p.stage, p.amountCents], [
      trip.id,
      'succeeded',
      'succeeded',
      trip.totalCents,
    ]);
    assert.ok(trip.parts.some((part) => part.booking.id === p.bookingId), 'the payment names one of the parts');
    const charges = sim.transactions.filter((t) => t.op === 'c2b');
    assert.equal(charges.length, 1, 'one charge for the whole trip');
    assert.equal(charges[0]!.amountCents, trip.totalCents);

    const paid = await tripOf(client, trip.id);
    assert.equal(paid.status, 'confirmed');
    for (const part of paid.parts) {
      assert.equal(part.booking.status, 'confirmed', part.role);
      assert.equal(part.booking.payment?.status, 'succeeded', part.role);
      assert.equal(part.booking.payment?.amountCents, part.booking.totalCents, `${part.role}: its share`);
      assert.equal(part.cancellation.paidCents, part.booking.totalCents, `${part.role}: its policy reads its share`);
    }
    assert.ok(paid.refundCents > 0 && paid.refundCents <= trip.totalCents);
    const shares = await sql<{ bookingId: string; amountCents: number }[]>`
      select booking_id, amount_cents from payment_parts where payment_id = ${p.id} order by booking_id
    `;
    assert.deepEqual(
      [...shares],
      trip.parts.map((part) => ({ bookingId: part.booking.id, amountCents: part.booking.totalCents }))
        .sort((a, b) => (a.bookingId < b.bookingId ? -1 : 1)),
    );
    // Each provider's earnings: their own booking's provider amount, once.
    const [earned] = await sql<{ n: number; cents: number }[]>`
      select count(*)::int as n, sum(provider_amount_cents)::bigint as cents from bookings
      where trip_id = ${trip.id} and status = 'confirmed'
    `;
    assert.deepEqual({ ...earned }, { n: 4, cents: trip.parts.reduce((s, x) => s + x.booking.providerAmountCents, 0) });

    // One payment receipt per part, for its share, on its own booking (each provider's receipt line).
    const receipts = await sql<{ bookingId: string; amountCents: number }[]>`
      select booking_id, amount_cents from receipts where payment_id = ${p.id} and kind = 'payment' order by booking_id
    `;
    assert.deepEqual([...receipts], [...shares]);

    // Nothing left to pay: the trip and each part refuse a second payment.
    const again = await pay(client, mpesa(trip.id));
    assert.equal(again.status, 409);
    assert.equal(again.body.error.code, 'TRIP_NOTHING_TO_PAY');
    const part = await pay(client, { bookingId: p.bookingId, method: 'mpesa', mpesa: { phone: '+258841234567' } });
    assert.equal(part.body.error.code, 'ALREADY_PAID');
    assert.equal(sim.transactions.filter((t) => t.op === 'c2b').length, 1);
  });
});

Deno.test('paying a trip: exactly one of bookingId and tripId, its owner only, every part of its rail', async () => {
  const { client, trip } = await heldTrip();
  const both = await pay(client, { ...mpesa(trip.id), bookingId: trip.parts[0]!.booking.id });
  assert.equal(both.status, 400);
  assert.equal(both.body.error.code, 'VALIDATION_ERROR');
  const neither = await pay(client, { method: 'mpesa', mpesa: { phone: '+258841234567' } });
  assert.equal(neither.status, 400);
  assert.equal(neither.body.error.code, 'VALIDATION_ERROR');
  const stranger = await pay(await createClient(), mpesa(trip.id));
  assert.equal(stranger.status, 404);
  assert.equal(stranger.body.error.code, 'NOT_FOUND');
  assert.equal((await pay(client, mpesa(crypto.randomUUID()))).status, 404);

  // A part whose hold expired: 409 TRIP_HOLD_EXPIRED naming it, nothing recorded.
  const stay = trip.parts.find((p) => p.role === 'stay')!.booking.id;
  await sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${stay}`;
  const expired = await pay(client, mpesa(trip.id));
  assert.equal(expired.status, 409);
  assert.equal(expired.body.error.code, 'TRIP_HOLD_EXPIRED');
  assert.deepEqual(expired.body.error.details, { part: 'stay' });
  const [n] = await sql<{ n: number }[]>`select count(*)::int as n from payments where trip_id = ${trip.id}`;
  assert.equal(n!.n, 0);
});

Deno.test('a failed trip payment leaves every part pending; the trip is paid again', async () => {
  await withMpesa(async () => {
    const { client, trip } = await heldTrip();
    const failed = (await pay(client, mpesa(trip.id, '+258840002006'))).body.data as Payment;
    assert.deepEqual([failed.status, failed.errorCode], ['failed', 'MPESA_INSUFFICIENT_BALANCE']);
    const after = await tripOf(client, trip.id);
    assert.equal(after.status, 'pending');
    assert.ok(after.parts.every((p) => p.booking.status === 'pending'));
    const ok = (await pay(client, mpesa(trip.id))).body.data as Payment;
    assert.equal(ok.status, 'succeeded');
    assert.equal((await tripOf(client, trip.id)).status, 'confirmed');
  });
});

Deno.test('a trip payment taken after one part was cancelled confirms nothing and refunds every share', async () => {
  await withMpesa(async (sim) => {
    const { client, trip } = await heldTrip();
    // INS-9: no answer now (unknown), but the money moves: the status query says Completed later.
    const p = (await pay(client, mpesa(trip.id, '+258840000009'))).body.data as Payment;
    await settleInFlight();
    assert.equal(p.status, 'pending');
    const stay = trip.parts.find((x) => x.role === 'stay')!.booking;
    const cancel = await call('POST', `/api/bookings/${stay.id}/cancel`, { token: client.token });
    assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
    const [voided] = await sql<{ status: string }[]>`select status from payments where id = ${p.id}`;
    assert.equal(voided!.status, 'cancelled', 'the pending trip payment is voided with its part');
    // Its rail may still take the money: the rest of the trip is not paid again meanwhile.
    const meanwhile = await pay(client, mpesa(trip.id));
    assert.equal(meanwhile.status, 409);
    assert.equal(meanwhile.body.error.code, 'PAYMENT_PENDING');
    await reconcile(sql, { mpesa: deploymentRails.mpesa }, new Date(Date.now() + 10 * 60_000));
    const [row] = await sql<{ status: string }[]>`select status from payments where id = ${p.id}`;
    assert.equal(row!.status, 'succeeded', 'the money taken is on record');
    const refunds = await sql<{ bookingId: string; amountCents: number; reason: string; status: string }[]>`
      select booking_id, amount_cents, reason, status from refunds where payment_id = ${p.id} order by booking_id
    `;
    assert.deepEqual(
      [...refunds],
      trip.parts.map((x) => ({
        bookingId: x.booking.id,
        amountCents: x.booking.totalCents,
        reason: 'late_payment',
        status: 'succeeded',
      })).sort((a, b) => (a.bookingId < b.bookingId ? -1 : 1)),
    );
    const reversals = sim.transactions.filter((t) => t.op === 'reversal');
    assert.equal(reversals.reduce((s, t) => s + t.amountCents, 0), trip.totalCents, 'everything back, once');
    const after = await tripOf(client, trip.id);
    assert.ok(after.parts.every((x) => x.booking.status !== 'confirmed'), 'no part confirmed');
    // The money was taken once and given back whole: no new payment for the other parts (each booking has at
    // most one succeeded payment); the trip is planned again.
    const again = await pay(client, mpesa(trip.id));
    assert.equal(again.status, 409);
    assert.equal(again.body.error.code, 'TRIP_PAYMENT_REFUNDED');
    const part = await pay(client, { bookingId: p.bookingId, method: 'mpesa', mpesa: { phone: '+258841234567' } });
    assert.equal(part.body.error?.code, p.bookingId === stay.id ? 'BOOKING_NOT_PAYABLE' : 'TRIP_PAYMENT_REFUNDED');
    assert.equal(sim.transactions.filter((t) => t.op === 'c2b').length, 1);
  });
});

Deno.test('a trip by card on the DPO hosted page: one page for the total; a retry with the key opens no other', async () => {
  await withDpo(async (sim) => {
    const { client, trip } = await heldTrip();
    const key = crypto.randomUUID();
    const first = await pay(client, { tripId: trip.id, method: 'card' }, key);
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const p = first.body.data as Payment;
    assert.deepEqual([p.provider, p.stage, p.tripId], ['dpo', 'awaiting', trip.id]);
    assert.equal(sim.transactions.length, 1);
    assert.equal(sim.transactions[0]!.amountCents, trip.totalCents);
    const held = await tripOf(client, trip.id);
    assert.ok(
      held.parts.every((x) => new Date(x.booking.holdExpiresAt!) > new Date(p.deadlineAt!)),
      'every part held while the page is open',
    );
    // The same key answers the same payment; another request with it is refused.
    const retry = await pay(client, { tripId: trip.id, method: 'card' }, key);
    assert.equal(retry.body.data.id, p.id);
    const other = await pay(client, { bookingId: p.bookingId, method: 'card' }, key);
    assert.equal(other.status, 422);
    assert.equal(other.body.error.code, 'IDEMPOTENCY_KEY_REUSED');
    assert.equal(sim.transactions.length, 1, 'one hosted page');

    sim.pay(tokenOf(p.redirectUrl!));
    const back = await call('POST', `/api/payments/${p.id}/return`, { token: client.token });
    assert.equal(back.body.data.status, 'succeeded');
    const paid = await tripOf(client, trip.id);
    assert.equal(paid.status, 'confirmed');
    assert.ok(paid.parts.every((x) => x.booking.status === 'confirmed'));
  });
});

Deno.test('race: 20 payments of one trip at once with different keys: one charge, one payment', async () => {
  await withMpesa(async (sim) => {
    const { client, trip } = await heldTrip();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => pay(client, mpesa(trip.id), crypto.randomUUID())),
    );
    const created = results.filter((r) => r.status === 201);
    assert.equal(created.length, 1, JSON.stringify(results.map((r) => r.body.error?.code ?? r.status)));
    for (const r of results.filter((r) => r.status !== 201)) {
      assert.equal(r.status, 409);
      assert.ok(['PAYMENT_PENDING', 'TRIP_NOTHING_TO_PAY'].includes(r.body.error.code), r.body.error.code);
    }
    await settleInFlight();
    assert.equal(sim.transactions.filter((t) => t.op === 'c2b').length, 1, 'charged once');
    const rows = await sql<{ status: string; amountCents: number }[]>`
      select status, amount_cents from payments where trip_id = ${trip.id}
    `;
    assert.deepEqual([...rows], [{ status: 'succeeded', amountCents: trip.totalCents }]);
    assert.equal((await tripOf(client, trip.id)).status, 'confirmed');
  });
});

Deno.test('a part cancelled refunds only its share by its policy; the whole trip then the sum it stated', async () => {
  await withDpo(async (sim) => {
    const { client, trip } = await heldTrip();
    const p = (await pay(client, { tripId: trip.id, method: 'card' })).body.data as Payment;
    sim.pay(tokenOf(p.redirectUrl!));
    await call('POST', `/api/payments/${p.id}/return`, { token: client.token });
    const paid = await tripOf(client, trip.id);
    assert.equal(paid.status, 'confirmed');

    // One part: the ride back, by its own quote, from its share only.
    const rideBack = paid.parts.find((x) => x.role === 'rideBack')!;
    const quote = (await call('GET', `/api/bookings/${rideBack.booking.id}/refund-quote`, { token: client.token }))
      .body.data;
    assert.equal(quote.paidCents, rideBack.booking.totalCents);
    assert.ok(quote.refundCents > 0);
    const one = await call('POST', `/api/bookings/${rideBack.booking.id}/cancel`, { token: client.token });
    assert.equal(one.status, 200, JSON.stringify(one.body));
    assert.deepEqual([...await refundsOf(p.id)], [
      { bookingId: rideBack.booking.id, amountCents: quote.refundCents, status: 'succeeded' },
    ]);
    assert.equal((await bookingOf(client, rideBack.booking.id)).refund?.amountCents, quote.refundCents);
    // Its refund receipt names the payment receipt of that part.
    const [rr] = await sql<{ id: string; paid: number }[]>`
      select r.id, (select number from receipts where payment_id = ${p.id} and booking_id = r.booking_id
        and kind = 'payment') as paid
      from receipts r where r.payment_id = ${p.id} and r.kind = 'refund'
    `;
    const receipt = await call('GET', `/api/receipts/${rr!.id}`, { token: client.token });
    assert.equal(receipt.status, 200, JSON.stringify(receipt.body));
    assert.deepEqual(
      [receipt.body.data.paymentReceiptNumber, receipt.body.data.booking.id, receipt.body.data.amountCents],
      [rr!.paid, rideBack.booking.id, quote.refundCents],
    );
    const t = sim.transactions[0]!;
    assert.deepEqual([t.refunds.length, t.refundedCents], [1, quote.refundCents], 'one refund on the card');
    const rest = await tripOf(client, trip.id);
    assert.equal(rest.status, 'partly_cancelled');
    assert.ok(rest.parts.filter((x) => x.role !== 'rideBack').every((x) => x.booking.status === 'confirmed'));

    // The whole trip: each remaining part by its quote, summing to the refundCents the trip stated.
    const stated = rest.refundCents;
    assert.equal(stated, rest.parts.reduce((s, x) => s + x.cancellation.refundCents, 0));
    const all = await call('POST', `/api/trips/${trip.id}/cancel`, { token: client.token });
    assert.equal(all.status, 200, JSON.stringify(all.body));
    assert.equal(all.body.data.status, 'cancelled');
    const refunds = await refundsOf(p.id);
    assert.equal(refunds.length, 1 + rest.parts.filter((x) => x.cancellation.refundCents > 0).length);
    assert.ok(refunds.every((r) => r.status === 'succeeded'));
    const others = refunds.filter((r) => r.bookingId !== rideBack.booking.id);
    assert.equal(others.reduce((s, r) => s + r.amountCents, 0), stated);
    for (const r of others) {
      const part = rest.parts.find((x) => x.booking.id === r.bookingId)!;
      assert.equal(r.amountCents, part.cancellation.refundCents, part.role);
    }
    assert.equal(t.refundedCents, quote.refundCents + stated, 'the card got back exactly the two amounts');
    assert.ok(t.refundedCents <= trip.totalCents);

    // The database refuses a second refund of a part and a refund beyond a part's share.
    const stay = rest.parts.find((x) => x.role === 'stay')!.booking;
    await assert.rejects(sql`
      insert into refunds (payment_id, booking_id, reason, amount_cents, platform_fee_cents, provider_amount_cents,
        provider)
      values (${p.id}, ${stay.id}, 'dispute_goodwill', 1, 0, 1, 'dpo')
    `);
  });
});

Deno.test('a trip by bank transfer holds every part until an admin confirms it, then confirms them all', async () => {
  const { client, trip } = await heldTrip();
  const res = await pay(client, { tripId: trip.id, method: 'bank', bank: { account: '00012345678' } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const p = res.body.data as Payment;
  assert.deepEqual([p.status, p.settlesAt, p.amountCents], ['pending', null, trip.totalCents]);
  const held = await tripOf(client, trip.id);
  assert.ok(held.parts.every((x) => x.booking.status === 'pending'));
  const admin = await createUser({ roles: ['client', 'admin'] });
  // The bank tab of the payment's booking asks for the one transfer of the whole trip.
  const account = await call('PUT', '/api/billing/bank-transfer', {
    token: admin.token,
    body: {
      bankName: 'Millennium bim',
      accountHolder: 'MozTurismo, Lda.',
      iban: 'MZ59 0003 0000 0012 3456 7808 8',
      expiryDays: 3,
    },
  });
  assert.equal(account.status, 200, JSON.stringify(account.body));
  const tab = await call('GET', `/api/bookings/${p.bookingId}/bank-transfer`, { token: client.token });
  assert.equal(tab.status, 200, JSON.stringify(tab.body));
  assert.deepEqual([tab.body.data.amountCents, tab.body.data.payment?.id], [trip.totalCents, p.id]);
  const ok = await call('POST', `/api/payments/${p.id}/confirm`, { token: admin.token });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.equal(ok.body.data.status, 'succeeded');
  const paid = await tripOf(client, trip.id);
  assert.equal(paid.status, 'confirmed');
});

Deno.test("the trip's one receipt: every part's numbered receipt, its owner only, refunds added", async () => {
  await withMpesa(async () => {
    const { client, trip } = await heldTrip();
    const receiptOf = (user: TestUser) => call('GET', `/api/trips/${trip.id}/receipt`, { token: user.token });
    const unpaid = await receiptOf(client);
    assert.deepEqual([unpaid.status, unpaid.body.error?.code], [409, 'TRIP_NOT_PAID']);

    const p = (await pay(client, mpesa(trip.id))).body.data as Payment;
    assert.equal(p.status, 'succeeded');
    const res = await receiptOf(client);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const r = res.body.data as TripReceipt;
    assert.equal(r.title, 'Recibo da viagem');
    // One line per part, each the part's own payment receipt (its provider's), the numbers consecutive.
    assert.deepEqual(r.parts.map((x) => x.role).sort(), trip.parts.map((x) => x.role).sort());
    for (const line of r.parts) {
      const part = trip.parts.find((x) => x.role === line.role)!;
      assert.deepEqual(
        [line.receipt.kind, line.receipt.booking.id, line.receipt.amountCents, line.receipt.totalCents],
        ['payment', part.booking.id, part.booking.totalCents, part.booking.totalCents],
        line.role,
      );
      assert.equal(line.receipt.discountCents, part.booking.discountCents, line.role);
    }
    const numbers = r.parts.map((x) => x.receipt.number);
    assert.deepEqual(numbers, numbers.map((_, i) => numbers[0]! + i));
    assert.equal(new Set(r.parts.map((x) => x.receipt.provider.name)).size, 3, 'three providers, three lines');
    assert.deepEqual([r.paidCents, r.refundedCents], [trip.totalCents, 0]);
    assert.equal(r.paidCents, r.parts.reduce((s, x) => s + x.receipt.amountCents, 0));

    // Nobody else reads it (404, as for a trip); an unknown id is 404 too.
    const stranger = await createClient();
    assert.equal((await receiptOf(stranger)).status, 404);
    const unknown = `/api/trips/00000000-0000-4000-8000-000000000000/receipt`;
    assert.equal((await call('GET', unknown, { token: client.token })).status, 404);

    // One part cancelled: its refund receipt joins the trip's receipt, after the payments.
    const rideBack = trip.parts.find((x) => x.role === 'rideBack')!;
    const cancelled = await call('POST', `/api/bookings/${rideBack.booking.id}/cancel`, { token: client.token });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const after = (await receiptOf(client)).body.data as TripReceipt;
    assert.equal(after.parts.length, trip.parts.length + 1);
    const refund = after.parts.at(-1)!;
    assert.deepEqual([refund.role, refund.receipt.kind], ['rideBack', 'refund']);
    const [row] = await sql<{ amountCents: number }[]>`
      select amount_cents from refunds where payment_id = ${p.id} and booking_id = ${rideBack.booking.id}
    `;
    assert.ok(row!.amountCents > 0);
    assert.deepEqual([refund.receipt.amountCents, after.refundedCents, after.paidCents], [
      row!.amountCents,
      row!.amountCents,
      trip.totalCents,
    ]);
  });
});
