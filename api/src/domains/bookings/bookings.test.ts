import assert from 'node:assert/strict';
import { env } from '../../lib/env.ts';
import { call, createUser, sql } from '../../test/helpers.ts';
import {
  bookRide,
  createClient,
  createDriver,
  feeBps,
  inDays,
  insertRide,
  seatsLeft,
} from '../rides/rides.fixtures.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import { releaseExpiredHolds } from './bookings.holds.ts';

Deno.test('a booking holds its seats at once and carries the price, fee and total computed by the server', async () => {
  const driver = await createDriver();
  await sql`update users set first_name = 'Carlos', last_name = 'Nhantumbo' where id = ${driver.uid}`;
  const ride = await insertRide(driver, { from: 'Maputo', to: 'Macia', priceMt: 1235, seats: 4, time: '06:15' });
  const client = await createClient();
  const before = Date.now();
  const res = await bookRide(client, ride, 3);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const b = res.body.data as Booking;
  const bps = await feeBps();
  const subtotal = 123500 * 3;
  const fee = Math.floor((subtotal * bps + 5000) / 10000);
  assert.equal(b.type, 'ride');
  assert.equal(b.status, 'pending');
  assert.equal(b.seats, 3);
  assert.equal(b.subtotalCents, subtotal);
  assert.equal(b.platformFeeBps, bps);
  assert.equal(b.platformFeeCents, fee);
  assert.equal(b.totalCents, subtotal + fee);
  assert.equal(b.providerAmountCents, subtotal);
  assert.equal(b.currency, 'MZN');
  assert.equal(b.provider.name, 'Carlos Nhantumbo');
  assert.equal(b.ride?.fromAddress, 'Maputo');
  assert.equal(b.ride?.toAddress, 'Macia');
  assert.equal(b.ride?.departureTime, '06:15');
  assert.equal(b.paymentStatus, 'unpaid');
  assert.equal(b.active, true);
  assert.equal(b.canCancel, true);
  const hold = new Date(b.holdExpiresAt!).getTime();
  assert.ok(hold >= before + env.HOLD_MINUTES * 60_000 - 1000 && hold <= Date.now() + env.HOLD_MINUTES * 60_000);
  assert.equal(await seatsLeft(ride), 1);
});

Deno.test('the amounts follow the fee setting and ignore any price sent by the client', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Maputo', to: 'Namaacha', priceMt: 150 });
  const client = await createClient();
  const res = await call('POST', '/api/bookings/create', {
    token: client.token,
    body: { type: 'ride', rideId: ride, seats: 2, price: 1, totalCents: 1 },
  });
  assert.equal(res.status, 201);
  assert.equal(res.body.data.subtotalCents, 30000);
  assert.ok(res.body.data.totalCents > 30000 || (await feeBps()) === 0);
});

Deno.test('a driver cannot book their own ride (422 OWN_RIDE)', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Beira', to: 'Nhamatanda' });
  const res = await bookRide(driver, ride, 1);
  assert.equal(res.status, 422);
  assert.equal(res.body.error.code, 'OWN_RIDE');
  assert.equal(res.body.error.message, 'Não pode reservar a sua própria viagem.');
  assert.equal(await seatsLeft(ride), 4);
});

Deno.test('a retry with the same Idempotency-Key returns the first booking with the same status', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Beira', to: 'Búzi', seats: 4 });
  const client = await createClient();
  const key = crypto.randomUUID();
  const first = await bookRide(client, ride, 2, key);
  const retry = await bookRide(client, ride, 2, key);
  assert.equal(first.status, 201);
  assert.equal(retry.status, 201);
  assert.equal(retry.body.data.id, first.body.data.id);
  assert.equal(await seatsLeft(ride), 2);
  const n = (await sql<{ n: number }[]>`select count(*)::int as n from bookings where ride_id = ${ride}`)[0]!.n;
  assert.equal(n, 1);
  // Concurrent retries also give one booking.
  const key2 = crypto.randomUUID();
  const burst = await Promise.all([1, 2, 3].map(() => bookRide(client, ride, 1, key2)));
  assert.deepEqual(burst.map((r) => r.status), [201, 201, 201]);
  assert.equal(new Set(burst.map((r) => r.body.data.id)).size, 1);
  assert.equal(await seatsLeft(ride), 1);
  // The same key for another request is refused; another user may use the same key.
  const reused = await bookRide(client, ride, 1, key);
  assert.equal(reused.status, 422);
  assert.equal(reused.body.error.code, 'IDEMPOTENCY_KEY_REUSED');
  const otherUser = await bookRide(await createClient(), ride, 1, key);
  assert.equal(otherUser.status, 201);
});

Deno.test('a failed booking is not remembered under its key: the retry is tried again', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Beira', to: 'Dondo', seats: 2, seatsAvailable: 0 });
  const client = await createClient();
  const key = crypto.randomUUID();
  assert.equal((await bookRide(client, ride, 1, key)).status, 409);
  await sql`update rides set seats_available = 2 where id = ${ride}`;
  assert.equal((await bookRide(client, ride, 1, key)).status, 201);
});

Deno.test('booking answers the validation messages, 404 for an unknown ride and 409 without seats', async () => {
  const client = await createClient();
  const post = (body: unknown) => call('POST', '/api/bookings/create', { token: client.token, body });
  const rideId = crypto.randomUUID();
  const cases: [unknown, string][] = [
    [{ type: 'hotel', rideId, seats: 1 }, 'Tipo de reserva inválido.'],
    [{ rideId, seats: 1 }, 'Tipo de reserva inválido.'],
    [{ type: 'ride', seats: 1 }, 'Escolha uma viagem para reservar.'],
    [{ type: 'ride', rideId: 'x', seats: 1 }, 'Escolha uma viagem para reservar.'],
    [{ type: 'ride', rideId, seats: 0 }, 'O número de assentos deve estar entre 1 e 8.'],
    [{ type: 'ride', rideId, seats: 9 }, 'O número de assentos deve estar entre 1 e 8.'],
    [{ type: 'ride', rideId, seats: '2' }, 'O número de assentos deve estar entre 1 e 8.'],
  ];
  for (const [body, message] of cases) {
    const res = await post(body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.error.message, message, JSON.stringify(body));
  }
  assert.equal((await post({ type: 'ride', rideId, seats: 1 })).status, 404);
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Chimoio', to: 'Gondola', seats: 2 });
  const tooMany = await post({ type: 'ride', rideId: ride, seats: 3 });
  assert.equal(tooMany.status, 409);
  assert.equal(tooMany.body.error.code, 'SEATS_UNAVAILABLE');
  assert.equal(tooMany.body.error.message, 'Não há lugares suficientes disponíveis nesta viagem.');
  const cancelled = await insertRide(driver, { from: 'Chimoio', to: 'Gondola', status: 'cancelled' });
  assert.equal((await post({ type: 'ride', rideId: cancelled, seats: 1 })).body.error.code, 'RIDE_NOT_AVAILABLE');
  const departed = await insertRide(driver, { from: 'Chimoio', to: 'Gondola', date: inDays(-1) });
  assert.equal((await post({ type: 'ride', rideId: departed, seats: 1 })).body.error.code, 'RIDE_NOT_AVAILABLE');
  assert.equal((await call('POST', '/api/bookings/create', { body: { type: 'ride', rideId, seats: 1 } })).status, 401);
});

Deno.test('cancelling a booking gives its seats back; only once, and only by its client', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Quelimane', to: 'Nicoadala', seats: 3 });
  const client = await createClient();
  const booking = (await bookRide(client, ride, 2)).body.data as Booking;
  assert.equal(await seatsLeft(ride), 1);

  const stranger = await createClient();
  const notYours = await call('POST', `/api/bookings/${booking.id}/cancel`, { token: stranger.token });
  assert.equal(notYours.status, 404);

  const res = await call('POST', `/api/bookings/${booking.id}/cancel`, { token: client.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.data.status, 'cancelled');
  assert.equal(res.body.data.cancelReason, 'cancelled_by_client');
  assert.equal(res.body.data.active, false);
  assert.equal(await seatsLeft(ride), 3);

  const again = await call('POST', `/api/bookings/${booking.id}/cancel`, { token: client.token });
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'BOOKING_NOT_CANCELLABLE');
  assert.equal(await seatsLeft(ride), 3);

  const confirmed = (await bookRide(client, ride, 1)).body.data as Booking;
  await sql`update bookings set status = 'confirmed' where id = ${confirmed.id}`;
  const withReason = await call('POST', `/api/bookings/${confirmed.id}/cancel`, {
    token: client.token,
    body: { reason: 'Mudança de planos.' },
  });
  assert.equal(withReason.status, 200);
  assert.equal(withReason.body.data.cancelReason, 'Mudança de planos.');
  assert.equal(await seatsLeft(ride), 3);
});

Deno.test('an unpaid booking releases its seats when its hold expires, not before', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Nampula', to: 'Monapo', seats: 4 });
  const client = await createClient();
  const booking = (await bookRide(client, ride, 3)).body.data as Booking;
  const holdEnds = new Date(booking.holdExpiresAt!);

  const early = await releaseExpiredHolds(sql, new Date(holdEnds.getTime() - 1000), ride);
  assert.deepEqual(early, { released: 0, seats: 0 });
  assert.equal(await seatsLeft(ride), 1);

  const released = await releaseExpiredHolds(sql, new Date(holdEnds.getTime() + 1000));
  assert.ok(released.released >= 1 && released.seats >= 3);
  assert.equal(await seatsLeft(ride), 4);
  const after = await call('GET', `/api/bookings/${booking.id}`, { token: client.token });
  assert.equal(after.body.data.status, 'cancelled');
  assert.equal(after.body.data.cancelReason, 'hold_expired');
  assert.equal(after.body.data.active, false);
  // Released once only.
  assert.deepEqual(await releaseExpiredHolds(sql, new Date(holdEnds.getTime() + 2000), ride), {
    released: 0,
    seats: 0,
  });
  assert.equal(await seatsLeft(ride), 4);
});

Deno.test('booking releases the expired holds of the ride first, so seats held too long can be booked', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Nampula', to: 'Ribáuè', seats: 1 });
  const first = (await bookRide(await createClient(), ride, 1)).body.data as Booking;
  const second = await createClient();
  assert.equal((await bookRide(second, ride, 1)).status, 409);
  await sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${first.id}`;
  const res = await bookRide(second, ride, 1);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(await seatsLeft(ride), 0);
});

Deno.test("the client's bookings list their ride, provider, status and payment; a booking is visible to its provider", async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Tete', to: 'Songo', date: inDays(2), time: '09:45' });
  const client = await createClient();
  const a = (await bookRide(client, ride, 1)).body.data as Booking;
  const b = (await bookRide(client, ride, 2)).body.data as Booking;
  await call('POST', `/api/bookings/${a.id}/cancel`, { token: client.token });

  const res = await call('GET', '/api/bookings/user', { token: client.token });
  assert.equal(res.status, 200);
  const list = res.body.data as Booking[];
  assert.deepEqual(list.map((x) => x.id), [b.id, a.id]);
  assert.deepEqual(list.map((x) => [x.status, x.active]), [['pending', true], ['cancelled', false]]);
  assert.equal(list[0]!.ride?.departureDate, inDays(2));
  assert.equal(list[0]!.ride?.departureTime, '09:45');
  assert.equal(list[0]!.paymentStatus, 'unpaid');
  assert.equal(list[0]!.provider.id, driver.uid);

  assert.equal((await call('GET', `/api/bookings/${b.id}`, { token: driver.token })).status, 200);
  assert.equal((await call('GET', `/api/bookings/${b.id}`, { token: (await createClient()).token })).status, 404);
  const admin = await createUser({ roles: ['client', 'admin'] });
  assert.equal((await call('GET', `/api/bookings/${b.id}`, { token: admin.token })).status, 200);
  assert.equal((await call('GET', '/api/bookings/user')).status, 401);
  assert.deepEqual((await call('GET', '/api/bookings/user', { token: driver.token })).body.data, []);
});

Deno.test('40 clients racing for the last 3 seats: exactly the seats of the ride are sold, the rest get 409', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Pemba', to: 'Ancuabe', seats: 8 });
  const early = await createClient();
  assert.equal((await bookRide(early, ride, 5)).status, 201);
  const clients = await Promise.all(Array.from({ length: 40 }, () => createClient()));

  const results = await Promise.all(clients.map((c) => bookRide(c, ride, 1)));

  const created = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status !== 201);
  assert.equal(created.length, 3);
  assert.equal(refused.length, 37);
  assert.ok(refused.every((r) => r.status === 409 && r.body.error.code === 'SEATS_UNAVAILABLE'));
  assert.equal(await seatsLeft(ride), 0);
  const sold = (await sql<{ sold: number }[]>`
    select coalesce(sum(seats), 0)::int as sold from bookings where ride_id = ${ride} and status <> 'cancelled'
  `)[0]!.sold;
  assert.equal(sold, 8);
});

Deno.test("racing give-backs: a ride booking cancelled by its client and by its hold's expiry at once gives its seats back once", async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Chimoio', to: 'Manica', seats: 8 });
  // Seats that stay sold: a second give-back would show as more than 5 free (the ride's total caps it at 8 only).
  const keeper = await createClient();
  assert.equal((await bookRide(keeper, ride, 3)).status, 201);
  const clients = await Promise.all(Array.from({ length: 5 }, () => createClient()));
  const bookings = await Promise.all(clients.map(async (c) => {
    const res = await bookRide(c, ride, 1);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return { c, id: (res.body.data as Booking).id };
  }));
  assert.equal(await seatsLeft(ride), 0);
  await sql`update bookings set hold_expires_at = now() - interval '1 minute' where id in ${
    sql(bookings.map((b) => b.id))
  }`;
  const results = await Promise.all(bookings.flatMap(({ c, id }) => [
    call('POST', `/api/bookings/${id}/cancel`, { token: c.token }),
    releaseExpiredHolds(sql, new Date(), ride),
    call('POST', `/api/bookings/${id}/cancel`, { token: c.token }),
  ]));
  for (const r of results) {
    if ('status' in r) assert.ok([200, 409].includes(r.status), JSON.stringify(r.body));
  }
  const statuses = await sql<{ status: string }[]>`select status from bookings where id in ${
    sql(bookings.map((b) => b.id))
  }`;
  assert.ok(statuses.every((s) => s.status === 'cancelled'));
  assert.equal(await seatsLeft(ride), 5);
});
