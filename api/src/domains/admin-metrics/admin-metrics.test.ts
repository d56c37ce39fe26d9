import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { getFeeBps, setFeeBps } from '../billing/billing.service.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import { submit } from '../verifications/verifications.fixtures.ts';
import { monthOf } from './admin-metrics.service.ts';

const CARD = { method: 'card' } as const;
/** The sandbox takes payments made with it and refuses their refunds. */
const REFUND_FAILS = { method: 'mpesa', mpesa: { phone: '+258 84 000 0777' } } as const;
const get = (path: string, token?: string) => call('GET', path, { token });
const createAdmin = () => createUser({ roles: ['client', 'admin'] });
const pay = (user: TestUser, body: unknown) => call('POST', '/api/payments', { token: user.token, body });

async function stats(admin: TestUser) {
  const res = await get('/api/admin/stats', admin.token);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
}

Deno.test('the dashboard endpoints are for admins only and check their filters', async () => {
  const client = await createClient();
  const driver = await createDriver();
  const admin = await createAdmin();
  for (const path of ['/api/admin/stats', '/api/admin/bookings', '/api/admin/rides', '/api/admin/pending-actions']) {
    assert.equal((await get(path)).status, 401, path);
    assert.equal((await get(path, client.token)).status, 403, path);
    assert.equal((await get(path, driver.token)).status, 403, path);
    assert.equal((await get(path, admin.token)).status, 200, path);
  }
  const badDate = await get('/api/admin/bookings?from=2026-02-30', admin.token);
  assert.equal(badDate.status, 400);
  assert.equal(badDate.body.error.message, 'Data inválida. Use o formato AAAA-MM-DD.');
  const reversed = await get('/api/admin/rides?from=2026-03-02&to=2026-03-01', admin.token);
  assert.equal(reversed.status, 400);
  assert.equal(reversed.body.error.message, 'A data inicial deve ser anterior ou igual à data final.');
  assert.equal((await get('/api/admin/bookings?type=boat', admin.token)).status, 400);
  assert.equal((await get('/api/admin/bookings?pageSize=101', admin.token)).status, 400);
});

Deno.test('the months of the stats are calendar months', () => {
  assert.deepEqual(monthOf('2026-11-23'), { first: '2026-11-01', next: '2026-12-01' });
  assert.deepEqual(monthOf('2026-12-31'), { first: '2026-12-01', next: '2027-01-01' });
  assert.deepEqual(monthOf('2028-02-29'), { first: '2028-02-01', next: '2028-03-01' });
});

Deno.test('the stats count users, rides, bookings and money exactly as they change', async () => {
  const admin = await createAdmin();
  const previous = await getFeeBps(sql);
  try {
    await setFeeBps(sql, 1000);
    const before = await stats(admin);

    // A driver and a client sign up; the driver publishes an upcoming ride of 4 seats at 1 000 MT.
    const driver = await createDriver();
    const client = await createClient();
    const rideId = await insertRide(driver, { seats: 4, priceMt: 1000, date: inDays(5) });
    // Someone asks to be verified; someone else is suspended.
    const applicant = await createUser({ roles: ['client', 'driver'] });
    assert.equal((await submit(applicant)).status, 201);
    const suspended = await createClient();
    const sus = await call('POST', `/api/admin/users/${suspended.uid}/suspend`, {
      token: admin.token,
      body: { reason: 'Cancelamentos repetidos.' },
    });
    assert.equal(sus.status, 200, JSON.stringify(sus.body));

    const mid = await stats(admin);
    assert.equal(mid.users.total - before.users.total, 4);
    assert.equal(mid.users.newThisMonth - before.users.newThisMonth, 4);
    assert.equal(mid.users.byRole.client - before.users.byRole.client, 4);
    assert.equal(mid.users.byRole.driver - before.users.byRole.driver, 2);
    assert.equal(mid.users.byRole.admin - before.users.byRole.admin, 0);
    assert.equal(mid.users.pendingVerifications - before.users.pendingVerifications, 1);
    assert.equal(mid.users.suspended - before.users.suspended, 1);
    assert.equal(mid.rides.published - before.rides.published, 1);
    assert.equal(mid.rides.upcoming - before.rides.upcoming, 1);
    assert.equal(mid.rides.seatsTotal - before.rides.seatsTotal, 4);
    assert.equal(mid.pendingActions - before.pendingActions, 1);

    // The client books 2 seats (pending), then pays by card: 2 200 MT, of which 200 MT is the fee.
    const booked = await bookRide(client, rideId, 2);
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const held = await stats(admin);
    assert.equal(held.bookings.today.total - mid.bookings.today.total, 1);
    assert.equal(held.bookings.today.byType.ride - mid.bookings.today.byType.ride, 1);
    assert.equal(held.bookings.today.byStatus.pending - mid.bookings.today.byStatus.pending, 1);
    assert.equal(held.bookings.thisMonth.total - mid.bookings.thisMonth.total, 1);
    assert.equal(held.rides.seatsTaken - mid.rides.seatsTaken, 2);

    const paid = await pay(client, { bookingId: booked.body.data.id, ...CARD });
    assert.equal(paid.body.data.status, 'succeeded', JSON.stringify(paid.body));
    const after = await stats(admin);
    assert.equal(after.bookings.today.byStatus.pending - held.bookings.today.byStatus.pending, -1);
    assert.equal(after.bookings.today.byStatus.confirmed - held.bookings.today.byStatus.confirmed, 1);
    assert.equal(after.revenue.thisMonth.grossRevenue - held.revenue.thisMonth.grossRevenue, 220000);
    assert.equal(after.revenue.thisMonth.totalRevenue - held.revenue.thisMonth.totalRevenue, 220000);
    assert.equal(after.revenue.thisMonth.totalFees - held.revenue.thisMonth.totalFees, 20000);
    assert.equal(after.revenue.thisMonth.transactions - held.revenue.thisMonth.transactions, 1);
    assert.equal(after.revenue.allTime.totalRevenue - held.revenue.allTime.totalRevenue, 220000);

    // The month's money is the billing financial report of the same month.
    const { first, next } = monthOf(after.today);
    const last = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const report = await get(`/api/billing/financial-report?from=${first}&to=${last}`, admin.token);
    assert.equal(report.body.data.totalRevenue, after.revenue.thisMonth.totalRevenue);
    assert.equal(report.body.data.totalFees, after.revenue.thisMonth.totalFees);
    assert.equal(report.body.data.refundedAmount, after.revenue.thisMonth.refundedAmount);
    const all = await get('/api/billing/financial-report', admin.token);
    assert.equal(all.body.data.totalRevenue, after.revenue.allTime.totalRevenue);
    assert.equal(all.body.data.grossRevenue, after.revenue.allTime.grossRevenue);

    // The client cancels: the refund is not revenue and the fee is not earned.
    const cancelled = await call('POST', `/api/bookings/${booked.body.data.id}/cancel`, { token: client.token });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const refunded = await stats(admin);
    assert.equal(refunded.revenue.thisMonth.grossRevenue, after.revenue.thisMonth.grossRevenue);
    assert.equal(refunded.revenue.thisMonth.totalRevenue - after.revenue.thisMonth.totalRevenue, -220000);
    assert.equal(refunded.revenue.thisMonth.totalFees - after.revenue.thisMonth.totalFees, -20000);
    assert.equal(refunded.revenue.thisMonth.refundCount - after.revenue.thisMonth.refundCount, 1);
    assert.equal(refunded.bookings.today.byStatus.cancelled - after.bookings.today.byStatus.cancelled, 1);
    assert.equal(refunded.rides.seatsTaken - after.rides.seatsTaken, -2);
  } finally {
    await setFeeBps(sql, previous);
  }
});

Deno.test('pending actions list verifications, failed refunds and bank transfers until they are resolved', async () => {
  const admin = await createAdmin();
  const actions = async () => {
    const res = await get('/api/admin/pending-actions', admin.token);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data as {
      id: string;
      type: string;
      priority: string;
      subjectId: string;
      link: string;
      amountCents: number | null;
    }[];
  };
  const applicant = await createUser({ roles: ['client', 'driver'] });
  assert.equal((await submit(applicant)).status, 201);
  const driver = await createDriver();
  const rideId = await insertRide(driver, { seats: 4, priceMt: 500 });

  // A paid booking whose refund the card issuer refuses, and a bank transfer waiting for confirmation.
  const unlucky = await createClient();
  const b1 = await bookRide(unlucky, rideId, 1);
  const p1 = await pay(unlucky, { bookingId: b1.body.data.id, ...REFUND_FAILS });
  assert.equal(p1.body.data.status, 'succeeded', JSON.stringify(p1.body));
  assert.equal((await call('POST', `/api/bookings/${b1.body.data.id}/cancel`, { token: unlucky.token })).status, 200);
  const transferer = await createClient();
  const b2 = await bookRide(transferer, rideId, 1);
  const p2 = await pay(transferer, { bookingId: b2.body.data.id, method: 'bank', bank: { account: '12345678' } });
  assert.equal(p2.body.data.status, 'pending', JSON.stringify(p2.body));

  const list = await actions();
  const verification = list.find((a) => a.id === `verification:${applicant.uid}`);
  assert.deepEqual(
    verification && { type: verification.type, priority: verification.priority, link: verification.link },
    { type: 'verification', priority: 'high', link: '/admin/users' },
  );
  const refund = list.find((a) =>
    a.type === 'refund' && a.amountCents === p1.body.data.amountCents &&
    a.link === '/admin/reports?refund=failed'
  );
  assert.ok(refund, JSON.stringify(list));
  assert.equal(refund.priority, 'high');
  const transfer = list.find((a) => a.id === `payment:${p2.body.data.id}`);
  assert.ok(transfer);
  assert.equal(transfer.priority, 'medium');
  assert.equal(transfer.subjectId, p2.body.data.id);
  assert.equal(transfer.amountCents, p2.body.data.amountCents);
  // High priorities come first.
  const firstMedium = list.findIndex((a) => a.priority === 'medium');
  assert.ok(list.slice(firstMedium).every((a) => a.priority !== 'high'));

  // In the admin's language: an English admin reads them in English, the names kept.
  const english = await call('GET', '/api/admin/pending-actions', {
    token: admin.token,
    headers: { 'Accept-Language': 'en' },
  });
  const inEnglish = (id: string) =>
    (english.body.data as { id: string; title: string; description: string }[]).find((a) => a.id === id);
  const portuguese = list.find((a) => a.id === transfer.id) as unknown as { title: string; description: string };
  assert.equal(portuguese.title, 'Transferência bancária por confirmar');
  const payer = portuguese.description.replace(
    / pagou por transferência bancária; confirme quando o valor chegar\.$/,
    '',
  );
  assert.notEqual(payer, portuguese.description);
  assert.deepEqual(
    { title: inEnglish(transfer.id)?.title, description: inEnglish(transfer.id)?.description },
    {
      title: 'Bank transfer to confirm',
      description: `${payer} paid by bank transfer; confirm when the amount arrives.`,
    },
  );
  assert.equal(inEnglish(`verification:${applicant.uid}`)?.title, 'Verification pending');
  assert.match(inEnglish(refund.id)?.description ?? '', /^The refund to .+ failed.*: return the amount manually\.$/);

  // Resolving them takes them off the list.
  const approved = await call('POST', `/api/admin/users/${applicant.uid}/verification/approve`, { token: admin.token });
  assert.equal(approved.status, 200);
  const confirmed = await call('POST', `/api/payments/${p2.body.data.id}/confirm`, { token: admin.token });
  assert.equal(confirmed.body.data.status, 'succeeded', JSON.stringify(confirmed.body));
  const later = await actions();
  assert.equal(later.find((a) => a.id === `verification:${applicant.uid}`), undefined);
  assert.equal(later.find((a) => a.id === `payment:${p2.body.data.id}`), undefined);
  assert.equal(later.length, list.length - 2);
});

Deno.test('the bookings list shows who, what, amounts, payment and refund, and filters them', async () => {
  const admin = await createAdmin();
  const driver = await createDriver();
  // A surname no other test uses, so that the search finds this driver's bookings only.
  const surname = `Nhantumbo${crypto.randomUUID().slice(0, 8)}`;
  await sql`update users set first_name = 'Zacarias', last_name = ${surname} where id = ${driver.uid}`;
  const rideId = await insertRide(driver, { from: 'Maputo', to: 'Vilankulo', seats: 4, priceMt: 700 });
  const client = await createClient();
  const paidBooking = await bookRide(client, rideId, 2);
  const paid = await pay(client, { bookingId: paidBooking.body.data.id, ...REFUND_FAILS });
  assert.equal(paid.body.data.status, 'succeeded');
  const pendingBooking = await bookRide(client, rideId, 1);
  await call('POST', `/api/bookings/${paidBooking.body.data.id}/cancel`, { token: client.token });

  const list = async (query: string) => {
    const res = await get(`/api/admin/bookings?${query}`, admin.token);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data;
  };
  // Search by the driver's name, accent-insensitive.
  const mine = await list(`q=zacarias%20${surname}`);
  assert.equal(mine.total, 2);
  assert.deepEqual(mine.items.map((b: { id: string }) => b.id), [
    pendingBooking.body.data.id,
    paidBooking.body.data.id,
  ]);
  const row = mine.items[1];
  assert.equal(row.type, 'ride');
  assert.equal(row.status, 'cancelled');
  assert.equal(row.title, 'Maputo → Vilankulo');
  assert.equal(row.client.id, client.uid);
  assert.deepEqual(row.provider, { id: driver.uid, name: `Zacarias ${surname}` });
  assert.equal(row.quantity, 2);
  assert.equal(row.totalCents, paidBooking.body.data.totalCents);
  assert.equal(row.platformFeeCents, paidBooking.body.data.platformFeeCents);
  assert.equal(row.payment.status, 'succeeded');
  assert.equal(row.payment.method, 'mpesa');
  assert.equal(row.payment.amountCents, paid.body.data.amountCents);
  assert.equal(row.refund.status, 'failed');
  assert.equal(row.refund.amountCents, paid.body.data.amountCents);
  assert.equal(mine.items[0].payment, null);
  assert.equal(mine.items[0].refund, null);

  assert.equal((await list(`q=${surname}&status=pending`)).total, 1);
  assert.equal((await list(`q=${surname}&status=cancelled&type=ride`)).total, 1);
  assert.equal((await list(`q=${surname}&type=stay`)).total, 0);
  assert.equal((await list(`q=${surname}&refund=failed`)).total, 1);
  assert.equal((await list(`q=${surname}&refund=succeeded`)).total, 0);
  assert.equal((await list(`q=${surname}&from=2000-01-01&to=2000-01-31`)).total, 0);
  const today = (await stats(admin)).today;
  assert.equal((await list(`q=${surname}&from=${today}&to=${today}`)).total, 2);
  const paged = await list(`q=${surname}&pageSize=1&page=2`);
  assert.equal(paged.total, 2);
  assert.equal(paged.items.length, 1);
  assert.equal(paged.items[0].id, paidBooking.body.data.id);
});

Deno.test('the rides list shows route, driver, seats and confirmed bookings, and filters them', async () => {
  const admin = await createAdmin();
  const driver = await createDriver();
  const surname = `Mabunda${crypto.randomUUID().slice(0, 8)}`;
  await sql`update users set first_name = 'Glória', last_name = ${surname} where id = ${driver.uid}`;
  const soon = await insertRide(driver, { from: 'Maputo', to: 'Xai-Xai', seats: 3, priceMt: 600, date: inDays(2) });
  const later = await insertRide(driver, { from: 'Maputo', to: 'Beira', seats: 4, priceMt: 2000, date: inDays(9) });
  const cancelled = await insertRide(driver, { seats: 2, date: inDays(4), status: 'cancelled' });
  const client = await createClient();
  const booked = await bookRide(client, soon, 2);
  const paid = await pay(client, { bookingId: booked.body.data.id, ...CARD });
  assert.equal(paid.body.data.status, 'succeeded');

  const list = async (query: string) => {
    const res = await get(`/api/admin/rides?${query}`, admin.token);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data;
  };
  const all = await list(`q=gloria%20${surname}`);
  assert.equal(all.total, 3);
  assert.deepEqual(all.items.map((r: { id: string }) => r.id), [later, cancelled, soon]);
  const row = all.items[2];
  assert.equal(row.from, 'Maputo');
  assert.equal(row.to, 'Xai-Xai');
  assert.equal(row.departureDate, inDays(2));
  assert.equal(row.departureTime, '08:00');
  assert.deepEqual(row.driver, { id: driver.uid, name: `Glória ${surname}` });
  assert.equal(row.priceCents, 60000);
  assert.equal(row.seatsTotal, 3);
  assert.equal(row.seatsAvailable, 1);
  assert.equal(row.bookings, 1);
  assert.equal(row.revenueCents, paid.body.data.amountCents);
  assert.equal((await list(`q=${surname}&status=cancelled`)).total, 1);
  assert.equal((await list(`q=${surname}&status=active`)).total, 2);
  assert.equal((await list(`q=${surname}&from=${inDays(3)}&to=${inDays(9)}`)).total, 2);
  assert.equal((await list(`q=${surname}&to=${inDays(2)}`)).total, 1);
  // An address is searched too.
  const byAddress = await list(`q=xai-xai&from=${inDays(2)}&to=${inDays(2)}&pageSize=100`);
  assert.ok(byAddress.items.some((r: { id: string }) => r.id === soon));
  assert.ok(!byAddress.items.some((r: { id: string }) => r.id === later));
});
