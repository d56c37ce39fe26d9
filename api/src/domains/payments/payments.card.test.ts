/**
 * Card payments on the acquirer's hosted page (ADR 0050), through the API and the DPO rail against the local
 * simulator, on real PostgreSQL: no card field in the API; POST /api/payments answers awaiting with the page; the
 * return verifies (never trusting the page's query string); declined; idempotency (one page per key); an abandoned
 * page expires with the hold; a time-out settled by the reconciliation job; the return and the poller racing; a
 * refund by refundToken.
 */
import assert from 'node:assert/strict';
import { DPO_TEST_CARDS, startDpoSimulator } from '../../../dev/dpo-simulator.ts';
import { call, sql, type TestUser } from '../../test/helpers.ts';
import { bookRide, createClient, createDriver, insertRide } from '../rides/rides.fixtures.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import { deploymentRails } from './default-provider.ts';
import { CARD_MESSAGES, createDpoProvider } from './dpo.ts';
import { checkPayment, reconcile, settleInFlight } from './payments.lifecycle.ts';
import type { Payment } from './payments.schemas.ts';
import openapi from '../../../../openapi/openapi.json' with { type: 'json' };

type Sim = Awaited<ReturnType<typeof startDpoSimulator>>;
type Rail = ReturnType<typeof createDpoProvider>;

/** Runs `fn` with the deployment's card rail pointed at a fresh simulator. */
async function withDpo(fn: (sim: Sim, rail: Rail) => Promise<void>, timeoutMs = 1000) {
  const sim = await startDpoSimulator();
  const rail = createDpoProvider({
    baseUrl: sim.url,
    companyToken: sim.companyToken,
    serviceType: '3854',
    timeoutMs,
    confirmWindowMs: 60_000,
  });
  const before = deploymentRails.dpo;
  deploymentRails.dpo = rail;
  try {
    await fn(sim, rail);
  } finally {
    await settleInFlight();
    deploymentRails.dpo = before;
    await sim.stop();
  }
}

async function pendingBooking(): Promise<{ client: TestUser; booking: Booking }> {
  const driver = await createDriver();
  const rideId = await insertRide(driver, { from: 'Maputo', to: 'Bilene', seats: 4, priceMt: 480 });
  const client = await createClient();
  const res = await bookRide(client, rideId, 1);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { client, booking: res.body.data };
}

const payCard = async (client: TestUser, bookingId: string, key?: string) => {
  const res = await call('POST', '/api/payments', {
    token: client.token,
    body: { bookingId, method: 'card' },
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data as Payment;
};
const back = async (client: TestUser, id: string) => {
  const res = await call('POST', `/api/payments/${id}/return`, { token: client.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data as Payment;
};
const bookingOf = async (client: TestUser, id: string) =>
  (await call('GET', `/api/bookings/${id}`, { token: client.token })).body.data as Booking;
const events = (id: string) =>
  sql<{ source: string; fromStage: string | null; toStage: string | null; providerCode: string | null }[]>`
    select source, from_stage, to_stage, provider_code from money_events where record_id = ${id} order by id
  `;
const later = (ms: number) => new Date(Date.now() + ms);
const tokenOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('ID')!;

Deno.test('OpenAPI has no card fields: CreatePaymentBody is method, bookingId or tripId, mpesa, bank', () => {
  const schemas = (openapi as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } })
    .components.schemas;
  assert.deepEqual(Object.keys(schemas.CreatePaymentBody!.properties!).sort(), [
    'bank',
    'bookingId',
    'method',
    'mpesa',
    'tripId',
  ]);
  assert.ok(!JSON.stringify(openapi).includes('cvv'), 'no CVV anywhere in the API');
});

Deno.test('card: awaiting with the hosted page, paid on the page, verified on return; the booking confirmed', async () => {
  await withDpo(async (sim) => {
    const { client, booking } = await pendingBooking();
    // Card details sent anyway are not part of the API: ignored, never stored or forwarded.
    const res = await call('POST', '/api/payments', {
      token: client.token,
      body: { bookingId: booking.id, method: 'card', card: { number: '4242424242424242', cvv: '123' } },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const p = res.body.data as Payment;
    assert.deepEqual([p.provider, p.status, p.stage, p.errorCode], ['dpo', 'pending', 'awaiting', 'CARD_REDIRECT']);
    assert.ok(p.redirectUrl?.startsWith(`${sim.url}/payv2.php?ID=`), p.redirectUrl ?? 'no page');
    assert.equal(p.payerHint, null);
    const [stored] = await sql`select * from payments where id = ${p.id}`;
    assert.ok(!JSON.stringify(stored).includes('4242'), 'nothing of the card stored');
    const t = sim.transactions[0]!;
    assert.equal(t.amountCents, booking.totalCents);
    assert.match(t.redirectUrl, new RegExp(`/reservas\\?pagamento=${p.id}$`));
    const held = await bookingOf(client, booking.id);
    assert.ok(new Date(held.holdExpiresAt!) > new Date(p.deadlineAt!), 'the hold lasts while the page is open');

    // Back before paying (the query string says nothing trusted): still awaiting.
    assert.equal((await back(client, p.id)).stage, 'awaiting');
    sim.pay(tokenOf(p.redirectUrl!));
    const paid = await back(client, p.id);
    assert.deepEqual([paid.status, paid.stage, paid.bookingStatus], ['succeeded', 'succeeded', 'confirmed']);
    assert.equal(paid.providerReference, t.token);
    assert.equal(paid.redirectUrl, null);
    // Returning again changes nothing.
    assert.equal((await back(client, p.id)).stage, 'succeeded');
    assert.deepEqual((await events(p.id)).map((e) => [e.source, e.fromStage, e.toStage, e.providerCode]), [
      ['start', null, 'created', null],
      ['start', 'created', 'awaiting', null],
      ['answer', 'awaiting', 'awaiting', 'DPO-000'],
      ['callback', 'awaiting', 'awaiting', 'DPO-900'],
      ['callback', 'awaiting', 'succeeded', 'DPO-000'],
    ]);
  });
});

Deno.test('card declined on the page: failed with its sentence; the booking stays pending and can be paid again', async () => {
  await withDpo(async (sim) => {
    const { client, booking } = await pendingBooking();
    const p = await payCard(client, booking.id);
    sim.pay(tokenOf(p.redirectUrl!), DPO_TEST_CARDS.declined);
    const failed = await back(client, p.id);
    assert.deepEqual([failed.status, failed.stage, failed.errorCode], ['failed', 'failed', 'CARD_DECLINED']);
    assert.equal(failed.failureReason, CARD_MESSAGES.declined);
    assert.equal((await bookingOf(client, booking.id)).status, 'pending');
    const again = await payCard(client, booking.id);
    sim.pay(tokenOf(again.redirectUrl!));
    assert.equal((await back(client, again.id)).status, 'succeeded');
  });
});

Deno.test('card idempotency: a retry with the same key is the same payment and the same page', async () => {
  await withDpo(async (sim) => {
    const { client, booking } = await pendingBooking();
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([payCard(client, booking.id, key), payCard(client, booking.id, key)]);
    assert.equal(a.id, b.id);
    await settleInFlight();
    const c = await payCard(client, booking.id, key);
    assert.equal(c.id, a.id);
    // A retry that raced the first answers the payment as it was then (maybe before the page existed); once the rail
    // answered, every retry gets the one page.
    assert.equal(c.redirectUrl, `${sim.url}/payv2.php?ID=${sim.transactions[0]!.token}`);
    assert.equal(sim.transactions.length, 1, 'one createToken');
    // Another traveller cannot verify it.
    const other = await createClient();
    const stranger = await call('POST', `/api/payments/${a.id}/return`, { token: other.token });
    assert.equal(stranger.status, 404);
  });
});

Deno.test('an abandoned page: at the deadline the job cancels it and the payment expires; the hold goes', async () => {
  await withDpo(async (sim, rail) => {
    const { client, booking } = await pendingBooking();
    const p = await payCard(client, booking.id);
    const held = (await bookingOf(client, booking.id)).holdExpiresAt;
    await reconcile(sql, { dpo: rail }, later(2 * 60_000));
    const [row] = await sql`select status, stage, error_code from payments where id = ${p.id}`;
    assert.deepEqual([row!.status, row!.stage, row!.errorCode], ['failed', 'expired', 'CARD_EXPIRED']);
    assert.equal(sim.transactions[0]!.status, 'cancelled', 'the page can no longer be paid');
    // The hold is not extended further: the booking is released at its end as before (bookings.repo releaseExpired).
    const [b] = await sql`select status, hold_expires_at from bookings where id = ${booking.id}`;
    assert.equal(b!.status, 'pending');
    assert.equal(b!.holdExpiresAt.getTime(), new Date(held!).getTime());
  });
});

Deno.test('a verify time-out on return is unknown; the reconciliation job settles it', async () => {
  await withDpo(async (sim, rail) => {
    const { client, booking } = await pendingBooking();
    const p = await payCard(client, booking.id);
    sim.pay(tokenOf(p.redirectUrl!), DPO_TEST_CARDS.verifyTimesOut); // verifyToken hangs twice
    const unknown = await back(client, p.id);
    assert.deepEqual([unknown.status, unknown.stage, unknown.errorCode], ['pending', 'unknown', 'CARD_TIMEOUT']);
    assert.equal((await bookingOf(client, booking.id)).status, 'pending', 'never released while unknown');
    await reconcile(sql, { dpo: rail }, later(10 * 60_000)); // the second hang
    await reconcile(sql, { dpo: rail }, later(60 * 60_000));
    const [row] = await sql`select status, stage from payments where id = ${p.id}`;
    assert.deepEqual([row!.status, row!.stage], ['succeeded', 'succeeded']);
    assert.equal((await bookingOf(client, booking.id)).status, 'confirmed');
  });
});

Deno.test('race: the return and the poller settle one card payment at once: settled once, confirmed once', async () => {
  await withDpo(async (sim, rail) => {
    for (let round = 0; round < 3; round++) {
      const { client, booking } = await pendingBooking();
      const p = await payCard(client, booking.id);
      sim.pay(tokenOf(p.redirectUrl!));
      const rails = { dpo: rail };
      const at = later(10 * 60_000);
      const [r1, r2, job, r3] = await Promise.all([
        call('POST', `/api/payments/${p.id}/return`, { token: client.token }),
        checkPayment(sql, rails, p.id, at, 'query'),
        reconcile(sql, rails, at),
        call('POST', `/api/payments/${p.id}/return`, { token: client.token }),
      ]);
      for (const r of [r1, r3]) assert.equal(r.body.data.stage, 'succeeded');
      assert.ok(r2 === 'succeeded' || r2 === null);
      assert.ok(job.payments <= 1);
      assert.equal((await events(p.id)).filter((e) => e.toStage === 'succeeded').length, 1, 'one settlement');
      const [b] = await sql`select status from bookings where id = ${booking.id}`;
      assert.equal(b!.status, 'confirmed');
    }
  });
});

Deno.test('a refund of a card payment goes back by refundToken after the commit; the refund-fails card fails', async () => {
  await withDpo(async (sim, rail) => {
    const { client, booking } = await pendingBooking();
    const p = await payCard(client, booking.id);
    sim.pay(tokenOf(p.redirectUrl!));
    assert.equal((await back(client, p.id)).status, 'succeeded');
    const cancel = await call('POST', `/api/bookings/${booking.id}/cancel`, { token: client.token });
    assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
    const b = await bookingOf(client, booking.id);
    assert.equal(b.refund?.status, 'succeeded', JSON.stringify(b.refund));
    await reconcile(sql, { dpo: rail }, later(10 * 60_000));
    const t = sim.transactions[0]!;
    assert.equal(t.refunds.length, 1, 'one refund');
    assert.equal(t.refundedCents, b.refund!.amountCents);

    const second = await pendingBooking();
    const q = await payCard(second.client, second.booking.id);
    sim.pay(tokenOf(q.redirectUrl!), DPO_TEST_CARDS.refundFails);
    assert.equal((await back(second.client, q.id)).status, 'succeeded');
    await call('POST', `/api/bookings/${second.booking.id}/cancel`, { token: second.client.token });
    const failed = await bookingOf(second.client, second.booking.id);
    assert.equal(failed.refund?.status, 'failed');
    assert.equal(failed.refund?.failureReason, CARD_MESSAGES.refundFailed);
  });
});
