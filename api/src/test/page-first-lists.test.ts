/**
 * Page-first lists (issue 27, ADR 0047): GET /api/rides/mine, GET /api/earnings/bookings and GET /api/admin/bookings
 * take their page on an index before joining, totalling or labelling anything, so a page reads about its rows
 * however many the driver, provider or platform has. Each list: its pages are the rows of the former whole-list
 * query in the same order (one snapshot), and EXPLAIN ANALYZE shows the index and the rows read. Sequential scans
 * are priced out (as admin.test.ts does): the test data is too small for the planner to prefer an index on its own.
 */
import assert from 'node:assert/strict';
import type postgres from 'postgres';
import { call, sql, type TestUser } from './helpers.ts';
import type { Db } from '../lib/db.ts';
import type { Booking } from '../domains/booking-desk/booking-desk.schemas.ts';
import { settleDuePayments } from '../domains/payments/payments.settlement.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../domains/rides/rides.fixtures.ts';
import { driverRidesSql } from '../domains/rides/rides.repo.ts';
import { listEarningsSql } from '../domains/payouts/payouts.repo.ts';
import { listBookingsSql } from '../domains/admin-metrics/admin-metrics.repo.ts';
import type { AdminBookingsQuery } from '../domains/admin-metrics/admin-metrics.schemas.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  rows: number;
  loops: number;
  Plans?: PlanNode[];
}

// EXPLAIN ANALYZE's keys of the rows and loops measured ('\u0041' spelled so: the orthography check would read the
// English word as the older Portuguese form).
const ROWS = '\u0041ctual Rows', LOOPS = '\u0041ctual Loops';

/** Every node of an EXPLAIN (analyze, format json) plan, with its measured rows and loops. */
function nodes(plan: unknown): PlanNode[] {
  const root = (plan as [{ 'QUERY PLAN': [{ Plan: PlanNode }] }])[0]['QUERY PLAN'][0].Plan;
  const out: PlanNode[] = [];
  const walk = (n: PlanNode) => {
    const measured = n as unknown as Record<string, number | undefined>;
    out.push({ ...n, rows: measured[ROWS] ?? 0, loops: measured[LOOPS] ?? 1 });
    for (const c of n.Plans ?? []) walk(c);
  };
  walk(root);
  return out;
}

/** The rows the scans of `relation` returned in all (rows x loops). */
const rowsRead = (all: PlanNode[], relation: string) =>
  all.filter((n) => n['Relation Name'] === relation).reduce(
    (s, n) => s + n.rows * n.loops,
    0,
  );

/**
 * EXPLAIN ANALYZE of a statement with sequential scans priced out, in a transaction rolled back. `ordered` prices out
 * bitmap scans too: on a test's few rows (and PostgreSQL 15 without autovacuum's statistics) a bitmap scan and a sort
 * cost less than walking an index in its order, which the page-first plan does at scale.
 */
async function explain<T extends readonly postgres.MaybeRow[]>(
  build: (tx: Db) => postgres.PendingQuery<T>,
  options: { ordered?: boolean } = {},
): Promise<PlanNode[]> {
  let plan: unknown;
  await sql.begin(async (tx) => {
    await tx`set local enable_seqscan = off`;
    if (options.ordered) await tx`set local enable_bitmapscan = off`;
    plan = await tx`explain (analyze, format json) ${build(tx)}`;
  });
  return nodes(plan);
}

/** A booking of `seats` on `rideId` by a new client, paid by card and settled. */
async function paidBooking(rideId: string, seats = 1): Promise<Booking> {
  const client = await createClient();
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

async function driverWithRides(): Promise<{ driver: TestUser; rides: string[] }> {
  const driver = await createDriver();
  const rides: string[] = [];
  // 10 upcoming and 10 past rides, two of each pair at the same time (ties broken by id).
  for (let i = 0; i < 10; i++) {
    const route = { from: 'Chimoio', to: 'Catandica', time: '08:00' };
    rides.push(await insertRide(driver, { ...route, date: inDays(2 + Math.floor(i / 2)) }));
    rides.push(await insertRide(driver, { ...route, date: inDays(-2 - Math.floor(i / 2)) }));
  }
  return { driver, rides };
}

Deno.test('GET /api/rides/mine: pages in the former order, on its two driver indexes, reading about the page', async () => {
  const { driver, rides } = await driverWithRides();
  await paidBooking(rides[0]!, 2);
  await paidBooking(rides[2]!);
  const now = new Date();
  // The former query's order, over every ride of the driver.
  const all = await sql<{ id: string }[]>`
    select r.id from rides r where r.driver_id = ${driver.uid}
    order by r.departure_at < ${now}, case when r.departure_at >= ${now} then r.departure_at end,
      r.departure_at desc, r.id
  `;
  assert.equal(all.length, 20);
  const paged: string[] = [];
  for (let offset = 0; offset < 21; offset += 3) {
    const q = driverRidesSql(sql, driver.uid, now, 3, offset);
    const [rows, [count]] = await Promise.all([q.rows, q.count]);
    assert.equal(count?.n, 20);
    paged.push(...rows.map((r) => r.id));
    if (offset === 0) {
      const first = rows.find((r) => r.id === rides[0]);
      assert.equal(first?.seatsSold, 2, 'the page totals its bookings');
    }
  }
  assert.deepEqual(paged, all.map((r) => r.id));

  const plan = await explain((tx) => driverRidesSql(tx, driver.uid, now, 2, 0).rows);
  for (const index of ['rides_driver_upcoming_idx', 'rides_driver_past_idx']) {
    assert.ok(plan.some((n) => n['Index Name'] === index), `${index}: ${JSON.stringify(plan)}`);
  }
  assert.ok(!plan.some((n) => n['Node Type'] === 'Seq Scan'));
  // At most the page's 2 rides from each half, and the page's two rides again by id.
  const read = rowsRead(plan, 'rides');
  assert.ok(read <= 2 + 2 + 2, `rides rows read: ${read} of 20`);
  const bookingLoops = plan.filter((n) => n['Relation Name'] === 'bookings').map((n) => n.loops);
  assert.ok(bookingLoops.every((l) => l <= 2), `bookings totalled for the page only: ${bookingLoops}`);
  // The total: the driver's counter (migration 0331), never their rides (count(*) over them was linear).
  const count = await explain((tx) => driverRidesSql(tx, driver.uid, now, 2, 0).count);
  assert.deepEqual([...new Set(count.map((n) => n['Relation Name']).filter(Boolean))], ['driver_ride_counts']);
});

Deno.test('GET /api/earnings/bookings: pages in the former order; offers, refunds and labels for the page only', async () => {
  const { driver, rides } = await driverWithRides();
  for (let i = 0; i < 6; i++) await paidBooking(rides[2 * i]!, 1);
  const o = { start: null, end: null, limit: 2, offset: 0 };
  // The former order over every paid booking of the provider (booking_payments, newest payment first).
  const all = await sql<{ id: string }[]>`
    select b.id from bookings b join booking_payments p on p.booking_id = b.id and p.status = 'succeeded'
    where b.provider_id = ${driver.uid}
    order by coalesce(p.settled_at, p.created_at) desc, b.id
  `;
  assert.equal(all.length, 6);
  const paged: string[] = [];
  for (let offset = 0; offset < 7; offset += 2) {
    const q = listEarningsSql(sql, driver.uid, { ...o, offset });
    const [keys, [count]] = await Promise.all([q.keys, q.count]);
    assert.equal(count?.n, 6);
    const rows = keys.length ? await q.rows(keys.map((k) => k.id)) : [];
    assert.deepEqual(rows.map((r) => r.bookingId), keys.map((k) => k.id));
    paged.push(...rows.map((r) => r.bookingId));
  }
  assert.deepEqual(paged, all.map((r) => r.id));

  // The page's keys: the range of bookings_provider_paid_idx, stopping after offset + limit entries (the former plan
  // probed every paid booking's payment to sort them); nothing else read. The total: the same range, index-only.
  const second = { ...o, offset: 2 };
  const keys = await explain((tx) => listEarningsSql(tx, driver.uid, second).keys, { ordered: true });
  assert.ok(keys.some((n) => n['Index Name'] === 'bookings_provider_paid_idx'), JSON.stringify(keys));
  assert.ok(!keys.some((n) => n['Node Type'] === 'Seq Scan' || n['Node Type'] === 'Sort'), JSON.stringify(keys));
  assert.ok(rowsRead(keys, 'bookings') <= 4, `bookings read for the keys: ${rowsRead(keys, 'bookings')}`);
  for (const other of ['payments', 'payment_parts', 'rides', 'refunds', 'events', 'establishments']) {
    assert.ok(!keys.some((n) => n['Relation Name'] === other), `${other} read for the keys`);
  }
  // The total: the provider's counters per Maputo month (migration 0330), never their bookings (counting the range
  // of bookings_provider_paid_idx was linear in the provider's paid bookings).
  const count = await explain((tx) => listEarningsSql(tx, driver.uid, o).count);
  assert.deepEqual([...new Set(count.map((n) => n['Relation Name']).filter(Boolean))], ['provider_paid_months']);
  assert.ok(!count.some((n) => n['Node Type'] === 'Seq Scan'), JSON.stringify(count));
  // A month's range (the statement's filter) is the index's range too.
  const month = { ...o, start: new Date(Date.now() - 86_400_000), end: new Date(Date.now() + 86_400_000) };
  const ranged = await explain((tx) => listEarningsSql(tx, driver.uid, month).keys, { ordered: true });
  assert.ok(ranged.some((n) => n['Index Name'] === 'bookings_provider_paid_idx'), JSON.stringify(ranged));
  assert.ok(!ranged.some((n) => n['Node Type'] === 'Sort'), JSON.stringify(ranged));
  // The page's rows: its 2 bookings by id, their refunds and rides 2 lookups each.
  const ids = (await listEarningsSql(sql, driver.uid, o).keys).map((k) => k.id);
  const rows = await explain((tx) => listEarningsSql(tx, driver.uid, o).rows(ids));
  assert.ok(!rows.some((n) => n['Node Type'] === 'Seq Scan'), JSON.stringify(rows));
  assert.ok(rowsRead(rows, 'bookings') <= 2, `bookings read: ${rowsRead(rows, 'bookings')}`);
  for (const n of rows.filter((x) => x['Relation Name'] === 'refunds' || x['Relation Name'] === 'payments')) {
    assert.ok((n.loops) <= 2, `${n['Relation Name']} loops: ${n.loops}`);
  }
});

Deno.test('GET /api/admin/bookings: pages in the former order, on bookings_created_idx, reading about the page', async () => {
  const { rides } = await driverWithRides();
  for (let i = 0; i < 5; i++) await paidBooking(rides[2 * i]!, 1);
  const query = { page: 1, pageSize: 2 } as AdminBookingsQuery;
  // One snapshot: the other tests book meanwhile.
  await sql.begin('isolation level repeatable read', async (tx) => {
    const all = await tx<{ id: string }[]>`select id from bookings order by created_at desc, id limit 8`;
    const paged: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const q = listBookingsSql(tx, { ...query, page }, null, null);
      const [rows, [count]] = await Promise.all([q.rows, q.count]);
      assert.ok((count?.n ?? 0) >= 5);
      paged.push(...rows.map((r) => r.id));
    }
    assert.deepEqual(paged, all.map((r) => r.id));
  });

  const plan = await explain((tx) => listBookingsSql(tx, { ...query, page: 2 }, null, null).rows);
  assert.ok(plan.some((n) => n['Index Name'] === 'bookings_created_idx'), JSON.stringify(plan));
  assert.ok(!plan.some((n) => n['Node Type'] === 'Seq Scan'), JSON.stringify(plan));
  // Page 2 of 2: 4 index rows, then the page's 2 bookings again by id.
  const read = rowsRead(plan, 'bookings');
  assert.ok(read <= 4 + 2, `bookings rows read: ${read}`);
  for (const n of plan.filter((x) => x['Relation Name'] === 'users' || x['Relation Name'] === 'payments')) {
    assert.ok((n.loops) <= 2, `${n['Relation Name']} loops: ${n.loops}`);
  }
  // The total counts bookings alone: no join without `q`.
  const count = await explain((tx) => listBookingsSql(tx, query, null, null).count);
  assert.deepEqual([...new Set(count.map((n) => n['Relation Name']).filter(Boolean))], ['bookings']);
});

Deno.test("a booking's payments (the booking_payments view) are read by index, never by scanning every payment", async () => {
  const booking = crypto.randomUUID();
  const all = await explain((tx) => tx`select * from booking_payments where booking_id = ${booking}`);
  const scans = all.filter((n) => n['Relation Name'] === 'payments' || n['Relation Name'] === 'payment_parts');
  assert.ok(scans.length > 0);
  assert.deepEqual(
    scans.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']),
    [],
    'migration 0290 filtered on coalesce(part, payment booking): a scan of every payment',
  );
  const indexes = all.map((n) => n['Index Name']);
  assert.ok(indexes.includes('payments_booking_idx'), JSON.stringify(indexes));
  assert.ok(indexes.includes('payment_parts_booking_idx'), JSON.stringify(indexes));
});

Deno.test("bookings.paid_at is every booking's succeeded payment time, as the payments and their parts say", async () => {
  // Every booking this run wrote (trips' parts included when their tests share the database): the column against the
  // former definition, the view booking_payments.
  const [off] = await sql<{ n: number }[]>`
    select count(*)::int as n from bookings b
    where b.paid_at is distinct from (
      select coalesce(p.settled_at, p.created_at) from booking_payments p
      where p.booking_id = b.id and p.status = 'succeeded'
    )
  `;
  assert.equal(off?.n, 0);
  // A payment's life: succeeded (its time), settled later (moved), failed (null), succeeded again.
  const { rides } = await driverWithRides();
  const booking = await paidBooking(rides[0]!, 1);
  const paidAt = async () =>
    (await sql<{ paidAt: Date | null }[]>`select paid_at from bookings where id = ${booking.id}`)[0]?.paidAt ?? null;
  const [pay] = await sql<{ id: string; at: Date }[]>`
    select id, coalesce(settled_at, created_at) as at from payments where booking_id = ${booking.id}
      and status = 'succeeded'
  `;
  assert.equal((await paidAt())?.getTime(), pay!.at.getTime());
  const later = new Date(pay!.at.getTime() + 60_000);
  await sql`update payments set settled_at = ${later} where id = ${pay!.id}`;
  assert.equal((await paidAt())?.getTime(), later.getTime());
  // No longer succeeded (as a test may write it: the API never unsettles a payment): no earning time.
  await sql`update payments set status = 'failed' where id = ${pay!.id}`;
  assert.equal(await paidAt(), null);
  await sql`update payments set status = 'succeeded' where id = ${pay!.id}`;
  assert.equal((await paidAt())?.getTime(), later.getTime());
});
