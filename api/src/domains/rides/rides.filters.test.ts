import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { forgetPages } from '../../lib/page-cache.ts';
import { createDriver, inDays, insertRide } from './rides.fixtures.ts';
import type { Ride } from './rides.schemas.ts';

/** A free-text route no other test uses, so each search sees only this test's rides. */
function route() {
  const t = crypto.randomUUID().slice(0, 8);
  return { from: `Mercado Central ${t}`, to: `Escola Primaria ${t}` };
}
const get = (path: string, params: Record<string, string | number | undefined>) =>
  call(
    'GET',
    `${path}?${new URLSearchParams(
      Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, `${v}`]),
    )}`,
  );
const search = (params: Record<string, string | number | undefined>) => get('/api/rides-simple/search', params);
const ids = (res: { body: { data: Ride[] } }) => res.body.data.map((r) => r.id);

/** The driver's rating totals as published reviews leave them (migration 0055). */
async function rate(driver: TestUser, sum: number, count: number) {
  await sql`
    insert into rating_totals (subject_type, subject_id, rating_sum, review_count)
    values ('driver', ${driver.uid}, ${sum}, ${count})
    on conflict (subject_type, subject_id) do update set rating_sum = ${sum}, review_count = ${count}
  `;
  forgetPages('rides');
}

Deno.test('a date search lists that date first, then the following days, whatever the sort', async () => {
  const driver = await createDriver();
  const r = route();
  const dayLate = await insertRide(driver, { ...r, date: inDays(2), time: '15:00', priceMt: 900 });
  const dayEarly = await insertRide(driver, { ...r, date: inDays(2), time: '06:00', priceMt: 400 });
  const nextCheap = await insertRide(driver, { ...r, date: inDays(3), time: '07:00', priceMt: 100 });
  const nextDear = await insertRide(driver, { ...r, date: inDays(4), time: '07:00', priceMt: 800 });
  const before = await insertRide(driver, { ...r, date: inDays(1), time: '07:00', priceMt: 50 }); // before the date

  const byDeparture = await search({ ...r, date: inDays(2) });
  assert.equal(byDeparture.status, 200, JSON.stringify(byDeparture.body));
  assert.deepEqual(ids(byDeparture), [dayEarly, dayLate, nextCheap, nextDear]);
  const byPrice = await search({ ...r, date: inDays(2), sort: 'price' });
  assert.deepEqual(ids(byPrice), [dayEarly, dayLate, nextCheap, nextDear], 'the date first, each group by price');
  assert.equal(byPrice.body.total, 4);
  const listByPrice = await get('/api/rides', { ...r, sort: 'price' });
  assert.deepEqual(ids(listByPrice), [before, nextCheap, dayEarly, nextDear, dayLate], 'no date: by price only');
});

Deno.test('sort by price and by driver rating (drivers without reviews last), ties in departure order', async () => {
  const good = await createDriver();
  const fair = await createDriver();
  const unrated = await createDriver();
  await rate(good, 48, 10); // 4.8
  await rate(fair, 35, 10); // 3.5
  const r = route();
  const a = await insertRide(unrated, { ...r, date: inDays(2), priceMt: 300 });
  const b = await insertRide(fair, { ...r, date: inDays(3), priceMt: 700 });
  const c = await insertRide(good, { ...r, date: inDays(4), priceMt: 500 });
  const d = await insertRide(good, { ...r, date: inDays(5), priceMt: 300 });

  assert.deepEqual(ids(await search({ ...r, date: inDays(1) })), [a, b, c, d]);
  assert.deepEqual(ids(await search({ ...r, date: inDays(1), sort: 'price' })), [a, d, c, b]);
  const byRating = await search({ ...r, date: inDays(1), sort: 'rating' });
  assert.deepEqual(ids(byRating), [c, d, b, a]);
  assert.equal(byRating.body.data[0].driverRating, 4.8);
});

Deno.test('filters: time of day (Africa/Maputo), vehicle, highest price, seats, instant confirmation, verified driver', async () => {
  const driver = await createDriver();
  const unverified = await createUser({ roles: ['client', 'driver'], verified: false });
  const r = route();
  const date = inDays(2);
  const dawn = await insertRide(driver, { ...r, date, time: '04:30', vehicleType: 'van' });
  const morning = await insertRide(driver, { ...r, date, time: '05:00', priceMt: 300, seats: 2 });
  const noon = await insertRide(driver, { ...r, date, time: '12:00', vehicleType: 'minibus', allowNegotiation: true });
  const evening = await insertRide(unverified, { ...r, date, time: '18:00', priceMt: 1000 });
  const late = await insertRide(driver, { ...r, date, time: '23:45', vehicleType: 'minibus' });

  const q = { ...r, date };
  assert.deepEqual(ids(await search({ ...q, timeOfDay: 'manha' })), [morning]);
  assert.deepEqual(ids(await search({ ...q, timeOfDay: 'tarde' })), [noon]);
  assert.deepEqual(
    ids(await search({ ...q, timeOfDay: 'noite' })),
    [dawn, evening, late],
    'the night runs past midnight',
  );
  assert.deepEqual(ids(await search({ ...q, vehicleType: 'minibus' })), [noon, late]);
  assert.deepEqual(ids(await search({ ...q, maxPriceCents: 30000 })), [morning]);
  assert.deepEqual(ids(await search({ ...q, passengers: 3 })), [dawn, noon, evening, late], 'at least 3 free seats');
  assert.deepEqual(ids(await search({ ...q, instantConfirmation: 'true' })), [dawn, morning, evening, late]);
  assert.deepEqual(ids(await search({ ...q, verifiedDriver: 'true' })), [dawn, morning, noon, late]);
  assert.equal((await search({ ...q, verifiedDriver: 'true' })).body.total, 4);
  const combined = await get('/api/rides', {
    ...r,
    timeOfDay: 'noite',
    verifiedDriver: 'true',
    vehicleType: 'minibus',
  });
  assert.deepEqual(ids(combined), [late]);
  assert.equal(combined.body.total, 1);
});

Deno.test('a bad sort or filter value is refused with 400 by the OpenAPI validation', async () => {
  const r = route();
  const cases = [
    { sort: 'cheapest' },
    { timeOfDay: 'madrugada' },
    { instantConfirmation: 'yes' },
    { verifiedDriver: '1' },
    { vehicleType: 'bicycle' },
    { maxPriceCents: -5 },
  ];
  for (const bad of cases) {
    for (const path of ['/api/rides-simple/search', '/api/rides']) {
      const res = await get(path, { ...r, date: inDays(1), ...bad });
      assert.equal(res.status, 400, `${path} ${JSON.stringify(bad)}`);
      assert.equal(res.body.error.code, 'VALIDATION_ERROR');
    }
  }
});

Deno.test('a cached page shows a seat taken in this process at once', async () => {
  const driver = await createDriver();
  const client = await createUser({ roles: ['client'] });
  const r = route();
  const ride = await insertRide(driver, { ...r, date: inDays(2), seats: 3 });
  await new Promise((resolve) => setTimeout(resolve, 300)); // past the write's settling time: the page is kept
  const first = await search({ ...r, date: inDays(1) });
  assert.equal(first.body.data[0].seatsAvailable, 3);
  const booked = await call('POST', '/api/bookings/create', {
    token: client.token,
    body: { type: 'ride', rideId: ride, seats: 2 },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const after = await search({ ...r, date: inDays(1) });
  assert.equal(after.body.data[0].seatsAvailable, 1);
});
