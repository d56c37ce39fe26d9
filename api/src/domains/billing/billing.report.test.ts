import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { bookRide, createClient, createDriver, insertRide } from '../rides/rides.fixtures.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import { percentageOf } from './billing.report.ts';
import { getFeeBps, setFeeBps } from './billing.service.ts';

const CARD = { method: 'card' } as const;
/** The sandbox takes payments made with it and refuses their refunds. */
const REFUND_FAILS = { method: 'mpesa', mpesa: { phone: '+258 84 000 0777' } } as const;
const report = (token?: string, query = '') => call('GET', `/api/billing/financial-report${query}`, { token });
const pay = (user: TestUser, body: unknown) => call('POST', '/api/payments', { token: user.token, body });

/** A pending booking made through the API on a fresh ride. */
async function booking(priceMt: number, seats: number): Promise<{ client: TestUser; booking: Booking }> {
  const ride = await insertRide(await createDriver(), { from: 'Maputo', to: 'Inhambane', seats: 4, priceMt });
  const client = await createClient();
  const res = await bookRide(client, ride, seats);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { client, booking: res.body.data };
}

Deno.test('the financial report is for admins only (reports.view) and checks its dates', async () => {
  assert.equal((await report()).status, 401);
  assert.equal((await report((await createClient()).token)).status, 403);
  assert.equal((await report((await createDriver()).token)).status, 403);
  const admin = await createUser({ roles: ['client', 'admin'] });
  const ok = await report(admin.token);
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  const bad = await report(admin.token, '?from=2026-02-30');
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.message, 'Data inválida. Use o formato AAAA-MM-DD.');
  const reversed = await report(admin.token, '?from=2026-03-02&to=2026-03-01');
  assert.equal(reversed.status, 400);
  assert.equal(reversed.body.error.message, 'A data inicial deve ser anterior ou igual à data final.');
  const empty = await report(admin.token, '?from=2000-01-01&to=2000-01-01');
  assert.deepEqual(empty.body.data, {
    totalTransactions: 0,
    totalRevenue: 0,
    totalFees: 0,
    providerPayouts: 0,
    profitMargin: 0,
    rewardsCost: 0,
    platformNet: 0,
    feePercentage: (await getFeeBps(sql)) / 100,
    grossRevenue: 0,
    refundCount: 0,
    refundedAmount: 0,
    refundsPendingAmount: 0,
    refundsFailedAmount: 0,
    payoutCount: 0,
    payoutsSentAmount: 0,
    payoutsPendingAmount: 0,
  });
});

Deno.test('the report sums succeeded payments with the fee each booking was made with, by Maputo settlement date', async () => {
  const admin = await createUser({ roles: ['client', 'admin'] });
  const previous = await getFeeBps(sql);
  try {
    await setFeeBps(sql, 1000);
    const before = (await report(admin.token)).body.data;

    // 2 seats at 1 000 MT with a 10 % fee: 2 200 MT paid, 200 MT fee, 2 000 MT to the driver.
    const a = await booking(1000, 2);
    const paidA = await pay(a.client, { bookingId: a.booking.id, ...CARD });
    assert.equal(paidA.body.data.status, 'succeeded', JSON.stringify(paidA.body));
    assert.equal(paidA.body.data.amountCents, 220000);

    // The fee changes: 1 seat at 800 MT with 12.5 %: 900 MT paid, 100 MT fee.
    await setFeeBps(sql, 1250);
    const b = await booking(800, 1);
    const paidB = await pay(b.client, { bookingId: b.booking.id, method: 'mpesa', mpesa: { phone: '84 123 4567' } });
    assert.equal(paidB.body.data.status, 'succeeded', JSON.stringify(paidB.body));
    assert.equal(paidB.body.data.amountCents, 90000);

    // A refused payment and a pending bank transfer do not count until the transfer is confirmed.
    const c = await booking(500, 1);
    const declined = await pay(c.client, {
      bookingId: c.booking.id,
      method: 'mpesa',
      mpesa: { phone: '+258 84 000 0000' },
    });
    assert.equal(declined.body.data.status, 'failed');
    const d = await booking(400, 1);
    const bank = await pay(d.client, { bookingId: d.booking.id, method: 'bank', bank: { account: '12345678' } });
    assert.equal(bank.body.data.status, 'pending');

    const mid = (await report(admin.token)).body.data;
    assert.equal(mid.totalTransactions - before.totalTransactions, 2);
    assert.equal(mid.totalRevenue - before.totalRevenue, 310000);
    assert.equal(mid.totalFees - before.totalFees, 30000);
    assert.equal(mid.providerPayouts - before.providerPayouts, 280000);
    assert.equal(mid.feePercentage, 12.5);
    assert.equal(mid.profitMargin, percentageOf(mid.totalFees, mid.totalRevenue));

    const confirmed = await call('POST', `/api/payments/${bank.body.data.id}/confirm`, { token: admin.token });
    assert.equal(confirmed.body.data.status, 'succeeded', JSON.stringify(confirmed.body));
    const after = (await report(admin.token)).body.data;
    assert.equal(after.totalTransactions - before.totalTransactions, 3);
    // 400 MT at 12.5 %: 450 MT paid, 50 MT fee.
    assert.equal(after.totalRevenue - before.totalRevenue, 355000);
    assert.equal(after.totalFees - before.totalFees, 35000);
    assert.equal(after.providerPayouts - before.providerPayouts, 320000);

    // Settlement dates are Maputo dates (UTC+2): move the three payments to days no other payment has.
    const settle = (id: string, at: string) => sql`update payments set settled_at = ${new Date(at)} where id = ${id}`;
    await settle(paidA.body.data.id, '2031-05-31T22:30:00Z'); // 1 June 00:30 in Maputo
    await settle(paidB.body.data.id, '2031-06-01T21:59:00Z'); // 1 June 23:59 in Maputo
    await settle(bank.body.data.id, '2031-06-01T22:00:00Z'); // 2 June 00:00 in Maputo
    const june1 = (await report(admin.token, '?from=2031-06-01&to=2031-06-01')).body.data;
    assert.deepEqual(june1, {
      totalTransactions: 2,
      totalRevenue: 310000,
      totalFees: 30000,
      providerPayouts: 280000,
      profitMargin: 9.7,
      rewardsCost: 0,
      platformNet: 30000,
      feePercentage: 12.5,
      grossRevenue: 310000,
      refundCount: 0,
      refundedAmount: 0,
      refundsPendingAmount: 0,
      refundsFailedAmount: 0,
      payoutCount: 0,
      payoutsSentAmount: 0,
      payoutsPendingAmount: 0,
    });
    const june2 = (await report(admin.token, '?from=2031-06-02&to=2031-06-02')).body.data;
    assert.equal(june2.totalTransactions, 1);
    assert.equal(june2.totalRevenue, 45000);
    assert.equal(june2.profitMargin, 11.1);
    const may31 = (await report(admin.token, '?from=2031-05-31&to=2031-05-31')).body.data;
    assert.equal(may31.totalTransactions, 0);
    const open = (await report(admin.token, '?from=2031-06-01')).body.data;
    assert.ok(open.totalTransactions >= 3);
  } finally {
    await setFeeBps(sql, previous);
  }
});

Deno.test('refunds are not revenue: a refunded booking earns no fee and owes the provider nothing', async () => {
  const admin = await createUser({ roles: ['client', 'admin'] });
  const previous = await getFeeBps(sql);
  try {
    await setFeeBps(sql, 1000);
    // Three bookings paid on a day no other payment has: 2 200 MT, 1 100 MT and 550 MT (10 % fee each).
    const kept = await booking(1000, 2);
    const refunded = await booking(1000, 1);
    const refusedRefund = await booking(500, 1);
    const payments: string[] = [];
    for (const [x, payer] of [[kept, CARD], [refunded, CARD], [refusedRefund, REFUND_FAILS]] as const) {
      const paid = await pay(x.client, { bookingId: x.booking.id, ...payer });
      assert.equal(paid.body.data.status, 'succeeded', JSON.stringify(paid.body));
      payments.push(paid.body.data.id);
    }
    await sql`update payments set settled_at = ${new Date('2032-03-10T10:00:00Z')} where id in ${sql(payments)}`;
    const day = '?from=2032-03-10&to=2032-03-10';
    const before = (await report(admin.token, day)).body.data;
    assert.equal(before.totalRevenue, 385000);
    assert.equal(before.totalFees, 35000);
    assert.equal(before.refundCount, 0);

    // The client cancels one (refund succeeds); the other's refund is refused by the card issuer.
    for (const x of [refunded, refusedRefund]) {
      const res = await call('POST', `/api/bookings/${x.booking.id}/cancel`, { token: x.client.token });
      assert.equal(res.status, 200, JSON.stringify(res.body));
    }
    const after = (await report(admin.token, day)).body.data;
    assert.deepEqual(after, {
      totalTransactions: 3,
      totalRevenue: 220000,
      totalFees: 20000,
      providerPayouts: 200000,
      profitMargin: 9.1,
      rewardsCost: 0,
      platformNet: 20000,
      feePercentage: 10,
      grossRevenue: 385000,
      refundCount: 2,
      refundedAmount: 165000,
      refundsPendingAmount: 0,
      refundsFailedAmount: 55000,
      payoutCount: 0,
      payoutsSentAmount: 0,
      payoutsPendingAmount: 0,
    });
    // A second cancel changes nothing.
    await call('POST', `/api/bookings/${refunded.booking.id}/cancel`, { token: refunded.client.token });
    assert.deepEqual((await report(admin.token, day)).body.data, after);
  } finally {
    await setFeeBps(sql, previous);
  }
});

Deno.test('the margin is the fee share of the revenue with one decimal, 0 without revenue', () => {
  assert.equal(percentageOf(30000, 310000), 9.7);
  assert.equal(percentageOf(1, 3), 33.3);
  assert.equal(percentageOf(2, 3), 66.7);
  assert.equal(percentageOf(0, 0), 0);
  assert.equal(percentageOf(5, 0), 0);
});
