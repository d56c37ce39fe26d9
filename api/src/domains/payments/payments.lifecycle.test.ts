/**
 * The payment life cycle on a live rail (ADR 0042), through the API and the M-Pesa rail against the local simulator,
 * on real PostgreSQL: the record committed first, the rail called after, the answer settling it; PIN typed late;
 * INS-2006; a time-out settled by reconciliation; a callback and the poller racing; two reconcilers at once; a
 * payment taken after its booking was cancelled; a refund by reversal; a payout by B2C.
 */
import assert from 'node:assert/strict';
import { startMpesaSimulator } from '../../../dev/mpesa-simulator.ts';
import { runExclusive } from '../../lib/exclusive.ts';
import { app, call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import { createBatch } from '../payouts/payouts.batches.ts';
import { createSandboxProvider } from './sandbox.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import { deploymentRails } from './default-provider.ts';
import { MPESA_MESSAGES } from './mpesa.codes.ts';
import { createMpesaProvider } from './mpesa.ts';
import { checkPayment, reconcile, settleInFlight } from './payments.lifecycle.ts';
import type { Payment } from './payments.schemas.ts';

const sandboxRail = createSandboxProvider({ delayMs: 0 });
type Sim = Awaited<ReturnType<typeof startMpesaSimulator>>;

/** Runs `fn` with the deployment's M-Pesa rail pointed at a fresh simulator. */
async function withMpesa(
  fn: (sim: Sim, rail: ReturnType<typeof createMpesaProvider>) => Promise<void>,
  timeoutMs = 1500,
) {
  const sim = await startMpesaSimulator();
  const rail = createMpesaProvider({
    baseUrl: sim.url,
    apiKey: sim.apiKey,
    publicKey: sim.publicKey,
    serviceProviderCode: sim.serviceProviderCode,
    initiatorIdentifier: 'MozTurismo',
    securityCredential: 'Mpesa2026',
    timeoutMs,
    confirmWindowMs: 60_000,
    backoffMs: 10,
  });
  const before = deploymentRails.mpesa;
  deploymentRails.mpesa = rail;
  try {
    await fn(sim, rail);
  } finally {
    await settleInFlight();
    deploymentRails.mpesa = before;
    await sim.stop();
  }
}

async function pendingBooking(): Promise<{ client: TestUser; booking: Booking }> {
  const driver = await createDriver();
  const rideId = await insertRide(driver, { from: 'Maputo', to: 'Xai-Xai', seats: 4, priceMt: 650 });
  const client = await createClient();
  const res = await bookRide(client, rideId, 1);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { client, booking: res.body.data };
}

const payMpesa = async (client: TestUser, bookingId: string, phone: string) => {
  const res = await call('POST', '/api/payments', {
    token: client.token,
    body: { bookingId, method: 'mpesa', mpesa: { phone } },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data as Payment;
};
const paymentOf = async (client: TestUser, id: string) =>
  (await call('GET', `/api/payments/${id}`, { token: client.token })).body.data as Payment;
const bookingOf = async (client: TestUser, id: string) =>
  (await call('GET', `/api/bookings/${id}`, { token: client.token })).body.data as Booking;
const events = (id: string) =>
  sql<{ source: string; fromStage: string | null; toStage: string | null; providerCode: string | null }[]>`
    select source, from_stage, to_stage, provider_code from money_events where record_id = ${id} order by id
  `;
const later = (ms: number) => new Date(Date.now() + ms);

Deno.test('M-Pesa: committed first, the rail called after, INS-0 settles it and confirms the booking; audit trail', async () => {
  await withMpesa(async (sim) => {
    const { client, booking } = await pendingBooking();
    const p = await payMpesa(client, booking.id, '+258 84 123 4567');
    assert.equal(p.provider, 'mpesa');
    assert.equal(p.stage, 'succeeded');
    assert.equal(p.status, 'succeeded');
    assert.equal(p.bookingStatus, 'confirmed');
    assert.match(p.providerReference!, /^C[0-9A-F]{10}$/);
    const tx = sim.transactions.find((t) => t.transactionId === p.providerReference)!;
    assert.equal(tx.amountCents, booking.totalCents);
    assert.match(tx.thirdPartyReference, /^P[0-9A-F]{11}$/);
    assert.deepEqual((await events(p.id)).map((e) => [e.source, e.fromStage, e.toStage, e.providerCode]), [
      ['start', null, 'created', null],
      ['start', 'created', 'awaiting', null],
      ['answer', 'awaiting', 'succeeded', 'INS-0'],
    ]);
  });
});

Deno.test('M-Pesa INS-2006: failed with its code and sentence; the booking stays pending and can be paid again', async () => {
  await withMpesa(async () => {
    const { client, booking } = await pendingBooking();
    const p = await payMpesa(client, booking.id, '+258840002006');
    assert.deepEqual([p.status, p.stage, p.errorCode], ['failed', 'failed', 'MPESA_INSUFFICIENT_BALANCE']);
    assert.equal(p.failureReason, MPESA_MESSAGES.balance);
    assert.equal((await bookingOf(client, booking.id)).status, 'pending');
    const again = await payMpesa(client, booking.id, '+258841234567');
    assert.equal(again.status, 'succeeded');
  });
});

Deno.test('M-Pesa PIN typed late: the API answers awaiting with a deadline, holds the seats, then settles', async () => {
  await withMpesa(async (sim) => {
    sim.set({ pinDelayMs: 3500 });
    const { client, booking } = await pendingBooking();
    const p = await payMpesa(client, booking.id, '+258841234567');
    assert.deepEqual([p.status, p.stage], ['pending', 'awaiting']);
    assert.ok(p.deadlineAt && new Date(p.deadlineAt) > new Date(), 'a deadline to confirm');
    const held = await bookingOf(client, booking.id);
    assert.ok(new Date(held.holdExpiresAt!) > new Date(p.deadlineAt!), 'the hold lasts while the customer confirms');
    await settleInFlight();
    assert.equal((await paymentOf(client, p.id)).stage, 'succeeded');
    assert.equal((await bookingOf(client, booking.id)).status, 'confirmed');
  }, 10_000);
});

Deno.test('a time-out (no answer) is unknown and the reconciliation job settles it by the status query', async () => {
  await withMpesa(async (sim, rail) => {
    const { client, booking } = await pendingBooking();
    const p = await payMpesa(client, booking.id, '+258840000999');
    await settleInFlight();
    const unknown = await paymentOf(client, p.id);
    assert.deepEqual([unknown.status, unknown.stage, unknown.errorCode], ['pending', 'unknown', 'MPESA_TIMEOUT']);
    assert.equal((await bookingOf(client, booking.id)).status, 'pending', 'never released while unknown');
    await new Promise((r) => setTimeout(r, 3200)); // the simulator completes it 3 s later
    const done = await reconcile(sql, { mpesa: rail }, later(10 * 60_000));
    assert.ok(done.payments >= 1);
    const settled = await paymentOf(client, p.id);
    assert.deepEqual([settled.status, settled.stage], ['succeeded', 'succeeded']);
    assert.equal((await bookingOf(client, booking.id)).status, 'confirmed');
    assert.equal(sim.transactions.filter((t) => t.op === 'c2b' && t.thirdPartyReference.startsWith('P')).length, 1);
  }, 300);
});

Deno.test('race: a callback and the poller settle one payment at once: settled once, the booking confirmed once', async () => {
  await withMpesa(async (_sim, rail) => {
    const { client, booking } = await pendingBooking();
    const p = await payMpesa(client, booking.id, '+258840000009'); // INS-9, then Completed
    await settleInFlight();
    assert.equal((await paymentOf(client, p.id)).stage, 'unknown');
    const rails = { mpesa: rail };
    const at = later(10 * 60_000);
    const results = await Promise.all([
      checkPayment(sql, rails, p.id, at, 'callback'),
      checkPayment(sql, rails, p.id, at, 'query'),
      reconcile(sql, rails, at),
      checkPayment(sql, rails, p.id, at, 'callback'),
    ]);
    const settledBy = results.filter((r) => r === 'succeeded').length +
      ((results[2] as { payments: number }).payments ? 1 : 0);
    assert.equal(settledBy, 1, `exactly one settles it: ${JSON.stringify(results)}`);
    const succeeded = (await events(p.id)).filter((e) => e.toStage === 'succeeded');
    assert.equal(succeeded.length, 1);
    const [b] = await sql`select status, confirmed_at from bookings where id = ${booking.id}`;
    assert.equal(b!.status, 'confirmed');
  });
});

Deno.test('race: two instances reconciling at once settle each payment once (with and without the job lock)', async () => {
  await withMpesa(async (_sim, rail) => {
    const made: { client: TestUser; id: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const { client, booking } = await pendingBooking();
      made.push({ client, id: (await payMpesa(client, booking.id, '+258840000010')).id }); // INS-10, Completed
    }
    await settleInFlight();
    const rails = { mpesa: rail };
    const at = later(10 * 60_000);
    const locked = await Promise.all([
      runExclusive(sql, 'payment-reconciliation', () => reconcile(sql, rails, at)),
      runExclusive(sql, 'payment-reconciliation', () => reconcile(sql, rails, at)),
    ]);
    assert.ok(locked.some((r) => r.ran), 'one instance ran');
    // Without the lock too (a job lock lost with its connection): the conditional settlement still settles once.
    await Promise.all([reconcile(sql, rails, at), reconcile(sql, rails, at)]);
    for (const m of made) {
      assert.equal((await paymentOf(m.client, m.id)).stage, 'succeeded');
      assert.equal((await events(m.id)).filter((e) => e.toStage === 'succeeded').length, 1, 'one settlement');
    }
  });
});

Deno.test('a payment taken after its booking was cancelled is recorded and refunded in full by reversal', async () => {
  await withMpesa(async (sim, rail) => {
    const { client, booking } = await pendingBooking();
    const p = await payMpesa(client, booking.id, '+258840000009');
    await settleInFlight();
    const cancel = await call('POST', `/api/bookings/${booking.id}/cancel`, { token: client.token });
    assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
    await reconcile(sql, { mpesa: rail }, later(10 * 60_000));
    const [row] = await sql`select status, stage from payments where id = ${p.id}`;
    assert.deepEqual([row!.status, row!.stage], ['succeeded', 'succeeded'], 'the money taken is on record');
    const [refund] = await sql`select reason, status, stage, amount_cents from refunds where payment_id = ${p.id}`;
    assert.equal(refund!.reason, 'late_payment');
    assert.equal(refund!.amountCents, booking.totalCents);
    assert.deepEqual([refund!.status, refund!.stage], ['succeeded', 'succeeded']);
    const reversal = sim.transactions.filter((t) => t.op === 'reversal');
    assert.equal(reversal.length, 1);
    assert.equal(reversal[0]!.amountCents, booking.totalCents);
  });
});

Deno.test('a refund of an M-Pesa payment goes back by reversal after the commit, once; the refund-fails number fails', async () => {
  await withMpesa(async (sim, rail) => {
    const { client, booking } = await pendingBooking();
    const p = await payMpesa(client, booking.id, '+258841234567');
    assert.equal(p.status, 'succeeded');
    const cancel = await call('POST', `/api/bookings/${booking.id}/cancel`, { token: client.token });
    assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
    const b = await bookingOf(client, booking.id);
    assert.equal(b.refund?.status, 'succeeded', JSON.stringify(b.refund));
    await reconcile(sql, { mpesa: rail }, later(10 * 60_000));
    assert.equal(sim.transactions.filter((t) => t.op === 'reversal').length, 1, 'one reversal');

    const second = await pendingBooking();
    const q = await payMpesa(second.client, second.booking.id, '+258840000777');
    assert.equal(q.status, 'succeeded');
    await call('POST', `/api/bookings/${second.booking.id}/cancel`, { token: second.client.token });
    const failed = await bookingOf(second.client, second.booking.id);
    assert.equal(failed.refund?.status, 'failed');
    assert.equal(failed.refund?.failureReason, MPESA_MESSAGES.failed);
  });
});

Deno.test('a payout to an M-Pesa number goes by B2C after the batch commits, once, and settles the balance', async () => {
  await withMpesa(async (sim, rail) => {
    const driver = await createDriver();
    await sql`update users set first_name = 'Carlos', last_name = 'Mondlane' where id = ${driver.uid}`;
    const method = await call('PUT', '/api/earnings/payout-method', {
      token: driver.token,
      body: { kind: 'mpesa', holderName: 'Carlos Mondlane', phone: '+258851112233' },
    });
    assert.equal(method.status, 200, JSON.stringify(method.body));
    const rideId = await insertRide(driver, { from: 'Mocuba', to: 'Milange', seats: 4, priceMt: 700, date: inDays(2) });
    const client = await createClient();
    const booked = await bookRide(client, rideId, 1);
    const p = await payMpesa(client, booked.body.data.id, '+258841234567');
    assert.equal(p.status, 'succeeded');
    const admin = await createUser({ roles: ['client', 'admin'] });
    const at = new Date(Date.now() + 5 * 86_400_000);
    const { batch } = await createBatch(sql, admin.uid, {
      providerIds: [driver.uid],
      key: null,
      now: at,
      provider: { ...createSandboxProvider({ delayMs: 0 }), pick: (m) => (m === 'mpesa' ? rail : sandboxRail) },
    });
    const [payout] = batch.payouts;
    assert.equal(payout!.status, 'succeeded', JSON.stringify(payout));
    assert.match(payout!.reference!, /^B[0-9A-F]{10}$/);
    const b2c = sim.transactions.filter((t) => t.op === 'b2c');
    assert.equal(b2c.length, 1);
    assert.equal(b2c[0]!.msisdn, '258851112233');
    assert.equal(b2c[0]!.amountCents, payout!.amount);
    // The job finds nothing left to send: one transfer.
    await reconcile(sql, { mpesa: rail }, new Date(at.getTime() + 10 * 60_000));
    assert.equal(sim.transactions.filter((t) => t.op === 'b2c').length, 1);
  });
});

Deno.test('admin reconciliation: an unknown payment is listed with its trail, resolved with a note; the day CSV', async () => {
  await withMpesa(async (sim) => {
    const { client, booking } = await pendingBooking();
    const p = await payMpesa(client, booking.id, '+258840000009'); // INS-9: unknown
    await settleInFlight();
    sim.script({ op: 'query', code: 'INS-1' }); // the status query fails too: still unknown
    const admin = await createUser({ roles: ['client', 'admin'] });
    const list = await call('GET', '/api/admin/payments/reconciliation', { token: admin.token });
    assert.equal(list.status, 200, JSON.stringify(list.body));
    const item = list.body.data.items.find((i: { id: string }) => i.id === p.id);
    assert.ok(item, 'the unknown payment is listed');
    assert.equal(item.problem, 'unknown');
    assert.equal(item.providerCode, 'INS-9');
    assert.ok(item.events.length >= 3);
    const path = `/api/admin/payments/reconciliation/payment/${p.id}/resolve`;
    const bad = await call('POST', path, { token: admin.token, body: { outcome: 'succeeded', note: '' } });
    assert.equal(bad.status, 400);
    const resolved = await call('POST', path, {
      token: admin.token,
      body: { outcome: 'succeeded', note: 'Confirmado no portal M-Pesa.' },
    });
    assert.equal(resolved.status, 200, JSON.stringify(resolved.body));
    assert.equal(resolved.body.data.stage, 'succeeded');
    assert.equal((await bookingOf(client, booking.id)).status, 'confirmed');
    const trail =
      await sql`select source, actor, note from money_events where record_id = ${p.id} and source = 'admin'`;
    assert.ok(trail.some((e) => e.actor === admin.uid && e.note === 'Confirmado no portal M-Pesa.'));
    const again = await call('POST', path, { token: admin.token, body: { outcome: 'failed', note: 'Engano.' } });
    assert.equal(again.status, 409);
    const [row] = await sql`select settled_at, rail_reference from payments where id = ${p.id}`;
    const day = new Date(row!.settledAt.getTime() + 2 * 3600_000).toISOString().slice(0, 10);
    const csv = await app.request(`/api/admin/payments/settlement-report?rail=mpesa&day=${day}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    assert.equal(csv.status, 200);
    // Response.text() drops the BOM: the bytes as sent.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    assert.match(text, /^\uFEFFdata_hora,tipo,id,referencia,referencia_operador,valor_mzn\r\n/);
    assert.ok(text.includes(`pagamento,${p.id},${row!.railReference}`));
    assert.match(text, /total_recebido,,,,\d+\.\d{2}/);
  });
});
