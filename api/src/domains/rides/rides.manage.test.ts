import assert from 'node:assert/strict';
import { call, sql, type TestUser } from '../../test/helpers.ts';
import { addDays } from '../../lib/time.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from './rides.fixtures.ts';
import type { Ride } from './rides.schemas.ts';
import { seriesDates } from './rides.manage.ts';

async function paidBooking(c: TestUser, rideId: string, seats = 1, note?: string) {
  const res = await call('POST', '/api/bookings/create', {
    token: c.token,
    body: { type: 'ride', rideId, seats, specialRequests: note },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const pay = await call('POST', '/api/payments', {
    token: c.token,
    body: { bookingId: res.body.data.id, method: 'card' },
  });
  assert.ok(pay.status === 201 || pay.status === 200, JSON.stringify(pay.body));
  return res.body.data.id as string;
}

async function rideChanged(userId: string) {
  return await sql<{ body: string; bookingId: string }[]>`
    select body, booking_id from notifications where user_id = ${userId} and kind = 'ride_changed'
  `;
}

Deno.test('the manifest lists passengers with seats, paid state, notes, and the phone only once paid', async () => {
  const driver = await createDriver();
  const rideId = await insertRide(driver, { seats: 4 });
  const payer = await createClient();
  const holder = await createClient();
  await sql`update users set phone = '+258841110000', first_name = 'Ana', last_name = 'Macuácua' where id = ${payer.uid}`;
  await sql`update users set phone = '+258842220000' where id = ${holder.uid}`;
  await paidBooking(payer, rideId, 2, 'Apanhar na bomba da Total');
  assert.equal((await bookRide(holder, rideId, 1)).status, 201);

  const res = await call('GET', `/api/rides/${rideId}/passengers`, { token: driver.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const m = res.body.data;
  assert.equal(m.seatsPaid, 2);
  assert.equal(m.seatsHeld, 1);
  assert.equal(m.seatsAvailable, 1);
  assert.equal(m.passengers.length, 2);
  const [first, second] = m.passengers;
  assert.equal(first.name, 'Ana Macuácua');
  assert.equal(first.seats, 2);
  assert.equal(first.paid, true);
  assert.equal(first.pickupNote, 'Apanhar na bomba da Total');
  assert.equal(first.phone, '+258841110000');
  assert.equal(second.paid, false);
  assert.equal(second.phone, null);

  // Nobody else sees it: another driver, the passenger, a visitor.
  const other = await createDriver();
  assert.equal((await call('GET', `/api/rides/${rideId}/passengers`, { token: other.token })).status, 404);
  assert.equal((await call('GET', `/api/rides/${rideId}/passengers`, { token: payer.token })).status, 403);
  assert.equal((await call('GET', `/api/rides/${rideId}/passengers`)).status, 401);
});

Deno.test("'Gerir' edits notify every booked passenger; booked seats keep their price, new ones pay the new one", async () => {
  const driver = await createDriver();
  const rideId = await insertRide(driver, { priceMt: 500, date: inDays(5), time: '07:00' });
  const a = await createClient();
  const b = await createClient();
  const gone = await createClient();
  const aBooking = await paidBooking(a, rideId, 1);
  assert.equal((await bookRide(b, rideId, 1)).status, 201);
  const cancelled = await bookRide(gone, rideId, 1);
  assert.equal(
    (await call('POST', `/api/bookings/${cancelled.body.data.id}/cancel`, { token: gone.token, body: {} })).status,
    200,
  );

  const res = await call('PUT', `/api/rides/${rideId}/manage`, {
    token: driver.token,
    body: { departureTime: '08:30', priceCents: 60000, pickupPoint: 'Terminal da Junta', description: 'Com ar' },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const ride = res.body.data as Ride & { notifiedPassengers: number; changes: string[] };
  assert.equal(ride.departureTime, '08:30');
  assert.equal(ride.priceCents, 60000);
  assert.equal(ride.pickupPoint, 'Terminal da Junta');
  assert.equal(ride.notifiedPassengers, 2);
  const d = inDays(5);
  const shown = `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  assert.ok(ride.changes.includes(`partida: ${shown} 07:00 → ${shown} 08:30`), ride.changes.join(' | '));

  const [na] = await rideChanged(a.uid);
  assert.ok(na && na.body.includes('08:30') && na.body.includes('Terminal da Junta'), na?.body ?? '');
  assert.equal(na!.bookingId, aBooking);
  assert.equal((await rideChanged(b.uid)).length, 1);
  assert.equal((await rideChanged(gone.uid)).length, 0);

  // The paid booking keeps its 500 MT seat; a new booking pays 600 MT.
  const [kept] = await sql<{ subtotalCents: number }[]>`select subtotal_cents from bookings where id = ${aBooking}`;
  assert.equal(kept!.subtotalCents, 50000);
  const later = await bookRide(await createClient(), rideId, 1);
  assert.equal(later.body.data.subtotalCents, 60000);
  // The ride's page shows the change at once.
  assert.equal((await call('GET', `/api/rides/${rideId}`)).body.data.departureTime, '08:30');
});

Deno.test("'Gerir' follows the publishing rules and refuses rides not theirs, cancelled or departed", async () => {
  const driver = await createDriver();
  const rideId = await insertRide(driver, { date: inDays(4) });
  const put = (body: object, token = driver.token, id = rideId) =>
    call('PUT', `/api/rides/${id}/manage`, { token, body });
  const past = await put({ departureDate: inDays(-1) });
  assert.equal(past.status, 400);
  assert.equal(past.body.error.message, 'A data não pode ser anterior a hoje.');
  const badTime = await put({ departureTime: '25:00' });
  assert.equal(badTime.body.error.message, 'Hora de partida inválida. Use o formato HH:mm.');
  const step = await put({ priceCents: 10100 });
  assert.equal(step.body.error.message, 'O preço deve ser múltiplo de 5 MT.');
  const nothing = await put({ pickupPoint: null });
  assert.equal(nothing.status, 400);
  assert.equal(nothing.body.error.message, 'Nada a alterar.');
  assert.equal((await put({ pickupPoint: 'X' }, (await createDriver()).token)).status, 404);
  const cancelledId = await insertRide(driver, { status: 'cancelled' });
  assert.equal((await put({ pickupPoint: 'X' }, driver.token, cancelledId)).status, 409);
  const [row] = await sql<{ departureDate: string; priceCents: number }[]>`
    select to_char(departure_date, 'YYYY-MM-DD') as departure_date, price_cents from rides where id = ${rideId}
  `;
  assert.deepEqual(row, { departureDate: inDays(4), priceCents: 50000 });
});

Deno.test('recurring rides: chosen weekdays for N weeks in one step, idempotent with its key', async () => {
  const driver = await createDriver();
  const start = inDays(2);
  const body = {
    fromAddress: 'Maputo',
    toAddress: 'Xai-Xai',
    startDate: start,
    departureTime: '06:30',
    price: 800,
    maxPassengers: 3,
    weekdays: [1, 3, 5],
    weeks: 3,
  };
  const key = crypto.randomUUID();
  const post = (b: object, k = key) =>
    call('POST', '/api/rides/recurring', { token: driver.token, body: b, headers: { 'Idempotency-Key': k } });
  const res = await post(body);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const rides = res.body.data.rides as Ride[];
  const expected = seriesDates(start, [1, 3, 5], 3);
  assert.equal(expected.length, 9);
  assert.deepEqual(rides.map((r) => r.departureDate), expected);
  for (const r of rides) {
    assert.equal(r.departureTime, '06:30');
    assert.equal(r.priceCents, 80000);
    assert.equal(r.seatsTotal, 3);
    assert.ok([1, 3, 5].includes(new Date(`${r.departureDate}T12:00:00Z`).getUTCDay()));
  }
  // A retry answers the same rides; concurrent retries too.
  const retries = await Promise.all([post(body), post(body), post(body)]);
  for (const r of retries) {
    assert.equal(r.status, 201);
    assert.equal(r.body.data.seriesId, res.body.data.seriesId);
  }
  const [n] = await sql<{ n: number }[]>`select count(*)::int as n from rides where driver_id = ${driver.uid}`;
  assert.equal(n!.n, 9);
  assert.equal((await post({ ...body, weeks: 4 })).status, 422);

  // Concurrent first requests with a new key create one series only.
  const key2 = crypto.randomUUID();
  const racing = await Promise.all(Array.from({ length: 4 }, () => post({ ...body, weeks: 1 }, key2)));
  assert.ok(racing.every((r) => r.status === 201), JSON.stringify(racing.map((r) => r.body)));
  assert.equal(new Set(racing.map((r) => r.body.data.seriesId)).size, 1);
  const [n2] = await sql<{ n: number }[]>`select count(*)::int as n from rides where driver_id = ${driver.uid}`;
  assert.equal(n2!.n, 12);

  // All or none: a bad price publishes nothing.
  const bad = await post({ ...body, price: 7 }, crypto.randomUUID());
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.message, 'O preço mínimo é de 10 MT por pessoa.');
  const none = await post({ ...body, weekdays: [] }, crypto.randomUUID());
  assert.equal(none.status, 400);
  const [n3] = await sql<{ n: number }[]>`select count(*)::int as n from rides where driver_id = ${driver.uid}`;
  assert.equal(n3!.n, 12);
});

Deno.test('the vehicle is shown with its plate only to passengers who booked (and the driver)', async () => {
  const driver = await createDriver();
  const rideId = await insertRide(driver);
  const none = await call('GET', `/api/rides/${rideId}/vehicle`);
  assert.equal(none.status, 404);
  const bad = await call('PUT', '/api/drivers/vehicle', {
    token: driver.token,
    body: { make: 'Toyota', model: 'Corolla', colour: 'Branco', plate: '!!' },
  });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.message, 'Matrícula inválida (por exemplo AAA 123 MC).');
  const saved = await call('PUT', '/api/drivers/vehicle', {
    token: driver.token,
    body: { make: 'Toyota', model: 'Corolla', colour: 'Branco', plate: 'aab  123 mc' },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.equal(saved.body.data.plate, 'AAB 123 MC');

  const visitor = await call('GET', `/api/rides/${rideId}/vehicle`);
  assert.equal(visitor.status, 200);
  assert.equal(visitor.body.data.model, 'Corolla');
  assert.equal(visitor.body.data.plate, null);
  const c = await createClient();
  assert.equal((await call('GET', `/api/rides/${rideId}/vehicle`, { token: c.token })).body.data.plate, null);
  assert.equal((await bookRide(c, rideId, 1)).status, 201);
  assert.equal((await call('GET', `/api/rides/${rideId}/vehicle`, { token: c.token })).body.data.plate, 'AAB 123 MC');
  // The rule is per ride: a booking of this ride does not reveal the plate on the driver's other rides.
  const otherRide = await insertRide(driver, { date: addDays(inDays(3), 1) });
  assert.equal((await call('GET', `/api/rides/${otherRide}/vehicle`, { token: c.token })).body.data.plate, null);
  assert.equal((await call('GET', '/api/drivers/vehicle', { token: driver.token })).body.data.plate, 'AAB 123 MC');
});
