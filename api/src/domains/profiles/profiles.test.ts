import assert from 'node:assert/strict';
import { call, createUser, sql } from '../../test/helpers.ts';
import { createClient, createDriver, insertRide } from '../rides/rides.fixtures.ts';

const profile = (kind: string, id: string) => call('GET', `/api/profiles/${kind}/${id}`);

/** A confirmed ride booking of `driverId` that departed two days ago; returns its id. */
async function pastTrip(driverId: string, clientId: string) {
  const tag = crypto.randomUUID().slice(0, 8);
  const rideId = await insertRide(driverId, { from: `Perfil ${tag}`, to: `Destino ${tag}`, vehicleType: 'suv' });
  await sql`
    update rides set departure_date = (now() at time zone 'Africa/Maputo')::date - 2 where id = ${rideId}
  `;
  const [b] = await sql<{ id: string }[]>`
    insert into bookings (user_id, provider_id, type, status, ride_id, seats, subtotal_cents, platform_fee_bps,
      platform_fee_cents, total_cents, provider_amount_cents)
    values (${clientId}, ${driverId}, 'ride', 'confirmed', ${rideId}, 1, 0, 0, 0, 0, 0)
    returning id
  `;
  return { bookingId: b!.id, rideId };
}

Deno.test("a driver's public profile: first name, verified badge, trips, rating of published reviews", async () => {
  const driver = await createDriver();
  await sql`update users set first_name = 'Carlos', last_name = 'Nhantumbo' where id = ${driver.uid}`;
  const empty = await profile('drivers', driver.uid);
  assert.equal(empty.status, 200, JSON.stringify(empty.body));
  assert.equal(empty.body.data.firstName, 'Carlos');
  assert.equal(empty.body.data.verified, true);
  assert.equal(empty.body.data.rating, null, 'no review: no number');
  assert.equal(empty.body.data.reviewCount, 0);
  assert.equal(empty.body.data.tripsCompleted, 0);
  assert.ok(!JSON.stringify(empty.body).includes('Nhantumbo'), 'no surname in public');

  const client = await createClient();
  const { bookingId, rideId } = await pastTrip(driver.uid, client.uid);
  const review = (token: string, rating: number) =>
    call('POST', `/api/reviews/bookings/${bookingId}`, { token, body: { rating, comment: 'Boa viagem.' } });
  assert.equal((await review(client.token, 4)).status, 201);
  assert.equal((await profile('drivers', driver.uid)).body.data.reviewCount, 0, 'blind reviews do not count');
  assert.equal((await review(driver.token, 5)).status, 201);
  const after = (await profile('drivers', driver.uid)).body.data;
  assert.equal(after.rating, 4);
  assert.equal(after.reviewCount, 1);
  assert.equal(after.tripsCompleted, 1);
  assert.equal(after.vehicleType, 'suv');
  // Ride results carry the same badge and rating.
  const ride = (await call('GET', `/api/rides/${rideId}`)).body.data;
  assert.deepEqual([ride.driverVerified, ride.driverRating, ride.driverReviewCount], [true, 4, 1]);
});

Deno.test('the verified badge is the approved verification; clients and suspended drivers: 404', async () => {
  const unverified = await createUser({ roles: ['client', 'driver'] });
  assert.equal((await profile('drivers', unverified.uid)).body.data.verified, false);
  const rideId = await insertRide(unverified.uid, { from: 'Sem Selo', to: `Destino ${crypto.randomUUID()}` });
  const ride = (await call('GET', `/api/rides/${rideId}`)).body.data;
  assert.deepEqual([ride.driverVerified, ride.driverRating, ride.driverReviewCount], [false, null, 0]);
  const client = await createClient();
  assert.equal((await profile('drivers', client.uid)).status, 404);
  const suspended = await createDriver();
  await sql`update users set status = 'suspended' where id = ${suspended.uid}`;
  assert.equal((await profile('drivers', suspended.uid)).status, 404);
});

Deno.test("an organiser's profile lists past events with their ratings", async () => {
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  const [ev] = await sql<{ id: string }[]>`
    insert into events (organiser_id, title, category, venue, address, start_date, end_date, start_time, end_time,
      status)
    values (${organiser.uid}, 'Feira do Perfil', 'cultura', 'Praça', 'Maputo',
      (now() at time zone 'Africa/Maputo')::date - 3, (now() at time zone 'Africa/Maputo')::date - 3, '10:00',
      '20:00', 'upcoming')
    returning id
  `;
  const client = await createClient();
  const [b] = await sql<{ id: string }[]>`
    insert into bookings (user_id, provider_id, type, status, event_id, ticket_quantity, subtotal_cents,
      platform_fee_bps, platform_fee_cents, total_cents, provider_amount_cents)
    values (${client.uid}, ${organiser.uid}, 'event', 'confirmed', ${ev!.id}, 1, 0, 0, 0, 0, 0)
    returning id
  `;
  await sql`update tickets set checked_in_at = now() - interval '3 days' where booking_id = ${b!.id}`;
  const r = await call('POST', `/api/reviews/bookings/${b!.id}`, {
    token: client.token,
    body: { rating: 3, comment: 'Razoável.' },
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const res = await profile('organisers', organiser.uid);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.data.verified, true);
  assert.equal(res.body.data.pastEventCount, 1);
  assert.deepEqual(res.body.data.pastEvents.map((e: { title: string; rating: number }) => [e.title, e.rating]), [
    ['Feira do Perfil', 3],
  ]);
  assert.equal(res.body.data.rating, 3);
});
