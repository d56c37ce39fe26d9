/**
 * @module Popular rides from the summary (issue 27, migration 0270, ADR 0047): ride_route_days stays equal to the
 * live count of bookable rides after publishing, bookings, cancellations, expired holds, a ride's cancellation and a
 * driver's suspension, also under racing bookings; and GET /api/rides/popular's query answers what grouping every
 * ride of the window answered before it (the old query, kept here as the reference), at any instant of the day; and the special offers, from the same summary, what they answered.
 */
import assert from 'node:assert/strict';
import { call, sql } from '../../test/helpers.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import { releaseExpiredHolds } from '../bookings/bookings.holds.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from './rides.fixtures.ts';
import { popularRides, specialOffers, windowRouteCounts } from './rides.repo.ts';

/**
 * Route-days of today and later, and route-hours of this hour and later, where the summaries and a live count of the
 * bookable rides disagree (none: []).
 */
async function summaryMismatches() {
  const rows = await sql<
    { departureDate: string; routeFrom: string; routeTo: string; summary: number; live: number }[]
  >`
    with live as (
      select departure_date, route_from, route_to, count(*)::int as n from rides
      where status = 'active' and not provider_suspended and seats_available > 0
      group by 1, 2, 3
    ),
    summary as (select departure_date, route_from, route_to, rides as n from ride_route_days)
    select to_char(departure_date, 'YYYY-MM-DD') as departure_date, route_from, route_to,
      coalesce(s.n, 0) as summary, coalesce(l.n, 0) as live
    from summary s full join live l using (departure_date, route_from, route_to)
    where departure_date >= (now() at time zone 'Africa/Maputo')::date and coalesce(s.n, 0) <> coalesce(l.n, 0)
  `;
  const hours = await sql<
    { departureHour: string; routeFrom: string; routeTo: string; summary: number; live: number }[]
  >`
    with live as (
      select date_trunc('hour', departure_at, 'Africa/Maputo') as departure_hour, route_from, route_to,
        count(*)::int as n, sum(price_cents) as price
      from rides where status = 'active' and not provider_suspended and seats_available > 0
      group by 1, 2, 3
    ),
    summary as (select departure_hour, route_from, route_to, rides as n, price_cents_sum as price from ride_route_hours)
    select departure_hour::text, route_from, route_to, coalesce(s.n, 0) as summary, coalesce(l.n, 0) as live
    from summary s full join live l using (departure_hour, route_from, route_to)
    where departure_hour >= date_trunc('hour', now(), 'Africa/Maputo')
      and (coalesce(s.n, 0) <> coalesce(l.n, 0) or coalesce(s.price, 0) <> coalesce(l.price, 0))
  `;
  return [...rows, ...hours];
}

/** The bookable rides of one route-day in the summary. */
async function summaryOf(from: string, to: string, date: string) {
  const [row] = await sql<{ n: number }[]>`
    select coalesce(sum(rides), 0)::int as n from ride_route_days
    where departure_date = ${date} and route_from = fold(${from}) and route_to = fold(${to})
  `;
  return row!.n;
}

/** The popular rides' ids as the query before the summary found them: every upcoming ride of the window grouped. */
async function livePopularIds(now: Date, days: number, limit: number) {
  const until = new Date(now.getTime() + days * 86_400_000);
  const rows = await sql<{ id: string }[]>`
    with upcoming as (
      select id, price_cents, departure_at, coalesce(from_place_id::text, fold(from_address)) as fk,
        coalesce(to_place_id::text, fold(to_address)) as tk
      from rides
      where status = 'active' and not provider_suspended and departure_at > ${now} and departure_at < ${until}
        and seats_available > 0
    ),
    routes as (select fk, tk, count(*) as n from upcoming group by fk, tk),
    best as (
      select distinct on (u.fk, u.tk) u.id, u.price_cents, u.departure_at, routes.n
      from upcoming u join routes using (fk, tk)
      order by u.fk, u.tk, u.price_cents, u.departure_at, u.id
    )
    select id from best order by n desc, price_cents, departure_at, id limit ${limit}
  `;
  return rows.map((r) => r.id);
}

/** The special offers as the query before the summary found them: [id, average, discount] each. */
async function liveOffers(now: Date, days: number, limit: number) {
  const until = new Date(now.getTime() + days * 86_400_000);
  const rows = await sql<{ id: string; average: string; discount: number }[]>`
    with upcoming as (
      select id, price_cents, departure_at, coalesce(from_place_id::text, fold(from_address)) as fk,
        coalesce(to_place_id::text, fold(to_address)) as tk
      from rides
      where status = 'active' and not provider_suspended and departure_at > ${now} and departure_at < ${until}
        and seats_available > 0
    ),
    stats as (select fk, tk, avg(price_cents) as average from upcoming group by fk, tk having count(*) >= 3),
    best as (
      select distinct on (u.fk, u.tk) u.id, u.departure_at, stats.average,
        floor((stats.average - u.price_cents) * 100 / stats.average)::int as discount_percent
      from upcoming u join stats using (fk, tk)
      order by u.fk, u.tk, u.price_cents, u.departure_at, u.id
    )
    select id, round(average)::bigint::text as average, discount_percent as discount from best
    where discount_percent >= 5 order by discount_percent desc, departure_at, id limit ${limit}
  `;
  return rows.map((r) => [r.id, Number(r.average), r.discount]);
}

/** Every route's bookable rides in (now, until) and their price sum, grouped from rides: the reference. */
async function liveRouteCounts(now: Date, until: Date) {
  const rows = await sql<{ routeFrom: string; routeTo: string; n: number; priceSum: string }[]>`
    select route_from, route_to, count(*)::int as n, sum(price_cents)::text as price_sum from rides
    where status = 'active' and not provider_suspended and seats_available > 0
      and departure_at > ${now} and departure_at < ${until}
    group by 1, 2 order by 1, 2
  `;
  return [...rows];
}

/** Asserts the summary query and the live one agree at `now` and at instants spread over the coming days. */
async function assertSameAsLive() {
  const base = Date.now();
  const onTheHour = Math.ceil(base / 3_600_000) * 3_600_000;
  // Through the day (partial first and last days of every size), a few days on, and exactly on an hour (a ride leaving
  // at that very instant is not counted; the hour tier starts at the next hour).
  const instants = [0, 3.5, 7.25, 11, 17.75, 22.5, 49, 24 * 6 + 13].map((h) => base + h * 3_600_000);
  instants.push(onTheHour, onTheHour + 5 * 3_600_000, onTheHour - 1, onTheHour + 24 * 3_600_000, base + 24 * 3_600_000);
  for (const at of instants) {
    const now = new Date(at);
    const hours = ((at - base) / 3_600_000).toFixed(2);
    // Windows of 30 and 2 days, half a day, and 20 minutes (within or across one hour, no whole hour in it).
    for (const [days, limit] of [[30, 6], [30, 40], [2, 6], [0.5, 10], [1 / 72, 10]] as const) {
      const until = new Date(now.getTime() + days * 86_400_000);
      assert.deepEqual(
        [...await windowRouteCounts(sql, now, until)],
        await liveRouteCounts(now, until),
        `route counts at +${hours} h, ${days} days`,
      );
      const fromSummary = (await popularRides(sql, now, days, limit)).map((r) => r.id);
      assert.deepEqual(fromSummary, await livePopularIds(now, days, limit), `at +${hours} h, ${days} days, ${limit}`);
      const offers = await specialOffers(sql, now, { days, limit, minRides: 3, minDiscount: 5 });
      assert.deepEqual(
        offers.map((o) => [o.id, Number(o.averagePriceCents), o.discountPercent]),
        await liveOffers(now, days, limit),
        `offers at +${hours} h, ${days} days, ${limit}`,
      );
    }
  }
}

Deno.test('the route summary follows publishing, bookings, cancellations, expired holds, suspension; popular agrees', async () => {
  const tag = crypto.randomUUID().slice(0, 8);
  const [from, to] = [`Popular Origem ${tag}`, `Popular Destino ${tag}`];
  const driver = await createDriver();
  const date = inDays(2);
  const one = await insertRide(driver, { from, to, date, seats: 2, priceMt: 300 });
  const two = await insertRide(driver, { from, to, date, seats: 1, priceMt: 400, time: '15:30' });
  await insertRide(driver, { from, to, date: inDays(5), seats: 3 });
  // Free text on one side only (a known place on the other): the key mixes a place id and a folded address.
  await insertRide(driver, { from: 'Maputo', to, date, seats: 1 });
  // Dearer rides of the route the next day: its 300 MT ride becomes a special offer.
  for (const time of ['06:00', '09:00', '12:00']) {
    await insertRide(driver, { from, to, date: inDays(3), time, priceMt: 990 });
  }
  // Rides tomorrow around this very hour: the windows that start or end within it count them from rides, the others
  // from the hour tier.
  const hour = new Date(Date.now() + 2 * 3_600_000).getUTCHours();
  const at = (h: number, m: string) => `${String(h % 24).padStart(2, '0')}:${m}`;
  for (const time of [at(hour, '00'), at(hour, '30'), at(hour, '59'), at(hour + 1, '00')]) {
    await insertRide(driver, { from, to: `${to} hora`, date: inDays(hour === 23 ? 2 : 1), time, priceMt: 500 });
  }
  assert.equal(await summaryOf(from, to, date), 2);
  assert.deepEqual(await summaryMismatches(), []);
  const offers = await specialOffers(sql, new Date(), { days: 30, limit: 1000, minRides: 3, minDiscount: 5 });
  const offer = offers.find((o) => o.id === one);
  assert.ok(offer, 'the 300 MT ride is an offer');
  assert.deepEqual([offer.averagePriceCents, offer.discountPercent], [69500, 56]);

  // A booking that leaves a free seat changes nothing; the one taking the last seat takes the ride out.
  const client = await createClient();
  const first = (await bookRide(client, one, 1)).body.data as Booking;
  assert.equal(await summaryOf(from, to, date), 2);
  const last = (await bookRide(client, two, 1)).body.data as Booking;
  assert.equal(await summaryOf(from, to, date), 1);
  assert.deepEqual(await summaryMismatches(), []);
  await assertSameAsLive();

  // Cancelling gives the seat back: the ride counts again.
  const cancelled = await call('POST', `/api/bookings/${last.id}/cancel`, { token: client.token });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  assert.equal(await summaryOf(from, to, date), 2);

  // An expired hold on a full ride: released by the hold job, the ride counts again.
  const other = await createClient();
  const full = (await bookRide(other, one, 1)).body.data as Booking;
  assert.equal(await summaryOf(from, to, date), 1);
  const released = await releaseExpiredHolds(sql, new Date(new Date(full.holdExpiresAt!).getTime() + 1000), one);
  assert.ok(released.released >= 1);
  assert.equal(await summaryOf(from, to, date), 2);
  assert.deepEqual(await summaryMismatches(), []);
  await assertSameAsLive();

  // The driver cancels a ride; the driver is suspended (ADR 0014), then restored.
  const ride = await call('PUT', `/api/rides/${two}/cancel`, { token: driver.token });
  assert.ok(ride.status === 200 || ride.status === 204, JSON.stringify(ride.body));
  assert.equal(await summaryOf(from, to, date), 1);
  await sql`update users set status = 'suspended' where id = ${driver.uid}`;
  assert.equal(await summaryOf(from, to, date), 0);
  assert.deepEqual(await summaryMismatches(), []);
  await sql`update users set status = 'active' where id = ${driver.uid}`;
  assert.equal(await summaryOf(from, to, date), 1);

  // A deleted ride and a ride moved to another day.
  const gone = await insertRide(driver, { from, to, date });
  assert.equal(await summaryOf(from, to, date), 2);
  await sql`delete from rides where id = ${gone}`;
  assert.equal(await summaryOf(from, to, date), 1);
  await sql`update rides set departure_date = ${inDays(3)} where id = ${one}`;
  assert.equal(await summaryOf(from, to, date), 0);
  assert.equal(await summaryOf(from, to, inDays(3)), 4);
  assert.equal(first.status, 'pending');
  assert.deepEqual(await summaryMismatches(), []);
  await assertSameAsLive();
});

Deno.test('racing bookings and cancellations on one route-day leave the summary exact', async () => {
  const tag = crypto.randomUUID().slice(0, 8);
  const [from, to] = [`Corrida Origem ${tag}`, `Corrida Destino ${tag}`];
  const driver = await createDriver();
  const date = inDays(4);
  const rides: string[] = [];
  for (let i = 0; i < 6; i++) rides.push(await insertRide(driver, { from, to, date, seats: 1, time: `0${i + 1}:00` }));
  assert.equal(await summaryOf(from, to, date), 6);

  // Twelve clients race two by two for the six single seats: six bookings, six 409s, every ride out.
  const clients = await Promise.all(Array.from({ length: 12 }, () => createClient()));
  const answers = await Promise.all(clients.map((c, i) => bookRide(c, rides[i % 6]!, 1)));
  const booked = answers.filter((a) => a.status === 201 || a.status === 200);
  assert.equal(booked.length, 6, JSON.stringify(answers.map((a) => a.status)));
  assert.equal(answers.filter((a) => a.status === 409).length, 6);
  assert.equal(await summaryOf(from, to, date), 0);
  assert.deepEqual(await summaryMismatches(), []);

  // All six cancelled at once: every ride back.
  const byBooking = new Map(answers.map((a, i) => [a.body.data?.id as string | undefined, clients[i]!]));
  const cancels = await Promise.all(
    booked.map((a) => {
      const id = (a.body.data as Booking).id;
      return call('POST', `/api/bookings/${id}/cancel`, { token: byBooking.get(id)!.token });
    }),
  );
  assert.deepEqual(cancels.map((c) => c.status), [200, 200, 200, 200, 200, 200]);
  assert.equal(await summaryOf(from, to, date), 6);
  assert.deepEqual(await summaryMismatches(), []);
});
