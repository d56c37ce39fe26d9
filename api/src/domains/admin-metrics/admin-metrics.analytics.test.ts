import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { getFeeBps, setFeeBps } from '../billing/billing.service.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import type { Analytics } from './admin-metrics.analytics.schemas.ts';

const createAdmin = () => createUser({ roles: ['client', 'admin'] });

async function analytics(admin: TestUser, query = ''): Promise<Analytics> {
  const res = await call('GET', `/api/admin/analytics${query}`, { token: admin.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
}

Deno.test('analytics check their range: bad dates, reversed or longer than 366 days answer 400', async () => {
  const admin = await createAdmin();
  for (const query of ['?from=2026-02-30', '?from=2026-03-02&to=2026-03-01', '?from=2025-01-01&to=2026-01-02']) {
    const res = await call('GET', `/api/admin/analytics${query}`, { token: admin.token });
    assert.equal(res.status, 400, query);
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
  }
  assert.equal((await call('GET', '/api/admin/analytics?granularity=year', { token: admin.token })).status, 400);
  const client = await createClient();
  assert.equal((await call('GET', '/api/admin/analytics', { token: client.token })).status, 403);
});

Deno.test('analytics count a booking, its payment, its refund and the seats sold as they happen', async () => {
  const admin = await createAdmin();
  const previous = await getFeeBps(sql);
  try {
    await setFeeBps(sql, 1000);
    const today = todayInMaputo();
    const range = `?from=${addDays(today, -6)}&to=${addDays(today, 6)}`;
    const before = await analytics(admin, range);
    assert.equal(before.series.length, 13);
    assert.equal(before.series[0]?.period, addDays(today, -6));
    const todayOf = (a: Analytics) => a.series.find((p) => p.period === today)!;
    const rideOf = (a: Analytics) => a.byProduct.find((p) => p.type === 'ride')!;

    // A ride of 4 seats at 1 000 MT from Maputo in 5 days; a client books 2 seats and pays 2 200 MT (200 MT fee).
    const driver = await createDriver();
    const client = await createClient();
    const rideId = await insertRide(driver, { seats: 4, priceMt: 1000, date: inDays(5), from: 'Maputo' });
    const booked = await bookRide(client, rideId, 2);
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const paid = await call('POST', '/api/payments', {
      token: client.token,
      body: { bookingId: booked.body.data.id, method: 'card' },
    });
    assert.equal(paid.body.data.status, 'succeeded', JSON.stringify(paid.body));

    const after = await analytics(admin, range);
    assert.equal(todayOf(after).bookings - todayOf(before).bookings, 1);
    assert.equal(todayOf(after).confirmed - todayOf(before).confirmed, 1);
    assert.equal(todayOf(after).revenueCents - todayOf(before).revenueCents, 220000);
    assert.equal(todayOf(after).feesCents - todayOf(before).feesCents, 20000);
    assert.equal(rideOf(after).bookings - rideOf(before).bookings, 1);
    assert.equal(after.occupancy.rides.offered - before.occupancy.rides.offered, 4);
    assert.equal(after.occupancy.rides.sold - before.occupancy.rides.sold, 2);
    const maputo = (a: Analytics) => a.byProvince.find((p) => p.province === 'Maputo Cidade');
    assert.equal((maputo(after)?.bookings ?? 0) - (maputo(before)?.bookings ?? 0), 1);

    // The totals of the range are the billing report's for the same range.
    const report = await call('GET', `/api/billing/financial-report${range}`, { token: admin.token });
    assert.equal(after.totals.revenueCents, report.body.data.totalRevenue);
    assert.equal(after.totals.feesCents, report.body.data.totalFees);
    assert.equal(after.totals.bookings, after.series.reduce((n, p) => n + p.bookings, 0));

    // Cancelled and refunded: counted as cancelled, and the money is not revenue any more.
    const cancelled = await call('POST', `/api/bookings/${booked.body.data.id}/cancel`, { token: client.token });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const refunded = await analytics(admin, range);
    assert.equal(todayOf(refunded).cancelled - todayOf(after).cancelled, 1);
    assert.equal(todayOf(refunded).revenueCents, todayOf(before).revenueCents);
    assert.equal(refunded.occupancy.rides.sold, before.occupancy.rides.sold);

    // By week and by month, the same totals over whole periods.
    const weekly = await analytics(admin, `${range}&granularity=week`);
    assert.ok(weekly.series.every((p) => new Date(`${p.period}T00:00:00Z`).getUTCDay() === 1), 'weeks start on Monday');
    assert.equal(weekly.totals.bookings, refunded.totals.bookings);
    const stays = await analytics(admin, `${range}&type=stay`);
    assert.equal(stays.type, 'stay');
    assert.ok(stays.totals.bookings <= refunded.totals.bookings);
  } finally {
    await setFeeBps(sql, previous);
  }
});
