import assert from 'node:assert/strict';
import { call, sql } from '../../test/helpers.ts';
import { createClient, feeBps, seatsLeft } from '../rides/rides.fixtures.ts';
import { bookedNights, bookTrip, festivalTrip, ticketsSold } from './trips.fixtures.ts';
import type { Trip } from './trips.schemas.ts';

Deno.test('a trip holds every part in one checkout, applies the partnership to the stay and reads in time order', async () => {
  const f = await festivalTrip();
  const client = await createClient();
  const key = crypto.randomUUID();
  const res = await bookTrip(client, f.body, key);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const trip = res.body.data as Trip;
  assert.deepEqual(trip.parts.map((p) => p.role), ['rideThere', 'stay', 'event', 'rideBack'], 'time order');
  assert.equal(trip.status, 'pending');
  assert.ok(trip.parts.every((p) => p.booking.status === 'pending' && p.booking.holdExpiresAt));
  assert.deepEqual(trip.partnership, {
    id: trip.partnership!.id,
    partnerName: 'Casa do Mar Tofo',
    discountPercentage: 20,
  });

  const bps = await feeBps();
  const fee = (cents: number) => Math.floor((cents * bps + 5000) / 10000);
  const stay = trip.parts.find((p) => p.role === 'stay')!.booking;
  // Two nights at 2 500 MT, 20 % off: 4 000 MT, the fee on it.
  assert.equal(stay.discountCents, 100000);
  assert.equal(stay.subtotalCents, 400000);
  assert.equal(stay.platformFeeCents, fee(400000));
  assert.equal(stay.providerAmountCents, 400000);
  const tickets = trip.parts.find((p) => p.role === 'event')!.booking;
  assert.equal(tickets.subtotalCents, 300000, "the tickets keep their price: the partnership is the stay's");
  assert.equal(trip.parts.find((p) => p.role === 'rideThere')!.booking.subtotalCents, 160000);
  assert.equal(trip.subtotalCents, 160000 + 400000 + 300000 + 160000);
  assert.equal(trip.discountCents, 100000);
  assert.equal(trip.totalCents, trip.parts.reduce((s, p) => s + p.booking.totalCents, 0));
  assert.equal(trip.platformFeeCents, trip.parts.reduce((s, p) => s + p.booking.platformFeeCents, 0));
  assert.ok(trip.parts.every((p) => p.cancellation.policy.text.length > 0 && p.cancellation.cancellable));
  assert.equal(trip.refundCents, 0, 'nothing paid yet: nothing to give back');

  // Each part is an ordinary booking of its own provider; the trip is one hold for the unpaid limit (ADR 0017).
  const list = await call('GET', '/api/bookings/user', { token: client.token });
  assert.equal(list.body.data.length, 4);
  // Each part names its trip: /reservas links the trip's page from the list (on any device).
  assert.deepEqual(list.body.data.map((b: { tripId: string | null }) => b.tripId), [
    trip.id,
    trip.id,
    trip.id,
    trip.id,
  ]);
  assert.equal(new Set(trip.parts.map((p) => p.booking.provider.id)).size, 3);
  assert.equal(await seatsLeft(f.there), 2);
  assert.equal(await seatsLeft(f.back), 2);
  assert.equal(await ticketsSold(f.event.id), 2);
  assert.equal(await bookedNights(f.roomTypeId), 2);

  // A retry with the same key answers the same trip; another body with it is refused.
  const retry = await bookTrip(client, f.body, key);
  assert.equal(retry.status, 201);
  assert.equal(retry.body.data.id, trip.id);
  assert.equal(await seatsLeft(f.there), 2);
  const reused = await bookTrip(client, { ...f.body, rideBack: undefined }, key);
  assert.equal(reused.status, 422);
  assert.equal(reused.body.error.code, 'IDEMPOTENCY_KEY_REUSED');

  // The owner only.
  assert.equal((await call('GET', `/api/trips/${trip.id}`, { token: client.token })).status, 200);
  assert.equal((await call('GET', `/api/trips/${trip.id}`, { token: (await createClient()).token })).status, 404);
  assert.equal((await call('GET', `/api/trips/${trip.id}`)).status, 401);
});

Deno.test('a part gone holds nothing and the answer names the part', async () => {
  const f = await festivalTrip({ seatsBack: 1 });
  const client = await createClient();
  const res = await bookTrip(client, f.body);
  assert.equal(res.status, 409);
  assert.equal(res.body.error.code, 'TRIP_PART_UNAVAILABLE');
  assert.equal(
    res.body.error.message,
    'Viagem de regresso: Não há lugares suficientes disponíveis nesta viagem. Nada foi reservado.',
  );
  assert.deepEqual(res.body.error.details, { part: 'rideBack', cause: 'SEATS_UNAVAILABLE' });
  // Nothing held: the parts booked before the refusal in the same transaction are rolled back.
  assert.equal(await seatsLeft(f.there), 4);
  assert.equal(await seatsLeft(f.back), 1);
  assert.equal(await ticketsSold(f.event.id), 0);
  assert.equal(await bookedNights(f.roomTypeId), 0);
  const [n] = await sql<{ n: number }[]>`select count(*)::int as n from bookings where user_id = ${client.uid}`;
  assert.equal(n!.n, 0);
  const [t] = await sql<{ n: number }[]>`select count(*)::int as n from trips where user_id = ${client.uid}`;
  assert.equal(t!.n, 0);

  // A stay that does not exist is named too.
  const gone = await bookTrip(client, { stay: { ...f.body.stay, roomTypeId: crypto.randomUUID() } });
  assert.equal(gone.status, 409);
  assert.equal(gone.body.error.message, 'Estadia: Tipo de quarto não encontrado. Nada foi reservado.');
  const empty = await bookTrip(client, {});
  assert.equal(empty.status, 400);
});

Deno.test('one part cancelled by its own policy, then the whole trip with the sum of the quotes', async () => {
  const f = await festivalTrip();
  const client = await createClient();
  const trip = (await bookTrip(client, f.body)).body.data as Trip;
  const rideBack = trip.parts.find((p) => p.role === 'rideBack')!;
  const one = await call('POST', `/api/bookings/${rideBack.booking.id}/cancel`, { token: client.token });
  assert.equal(one.status, 200);
  assert.equal(await seatsLeft(f.back), 4);
  const after = (await call('GET', `/api/trips/${trip.id}`, { token: client.token })).body.data as Trip;
  assert.equal(after.status, 'partly_cancelled');
  assert.equal(after.totalCents, trip.totalCents - rideBack.booking.totalCents);

  const all = await call('POST', `/api/trips/${trip.id}/cancel`, { token: client.token });
  assert.equal(all.status, 200, JSON.stringify(all.body));
  assert.equal(all.body.data.status, 'cancelled');
  assert.equal(await seatsLeft(f.there), 4);
  assert.equal(await ticketsSold(f.event.id), 0);
  assert.equal(await bookedNights(f.roomTypeId), 0);
  const again = await call('POST', `/api/trips/${trip.id}/cancel`, { token: client.token });
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'TRIP_NOT_CANCELLABLE');
});

Deno.test('50 trips racing for the last seat and the last room: each wholly held or not at all, nothing oversold', async () => {
  // The ride there has 1 seat and the hotel 2 rooms; tickets and the ride back are plenty: a losing trip takes its
  // tickets (and maybe the ride back) before it finds the seat gone, and must then give everything back.
  const f = await festivalTrip({ rideSeats: 1, rooms: 2 });
  const body = { ...f.body, rideThere: { rideId: f.there, seats: 1 }, rideBack: { rideId: f.back, seats: 1 } };
  const clients = await Promise.all(Array.from({ length: 50 }, () => createClient()));
  const results = await Promise.all(clients.map((c) => bookTrip(c, body)));
  const won = results.filter((r) => r.status === 201);
  const lost = results.filter((r) => r.status !== 201);
  assert.equal(won.length, 1, JSON.stringify(lost.find((r) => r.status !== 409)?.body));
  assert.ok(lost.every((r) => r.status === 409 && r.body.error.code === 'TRIP_PART_UNAVAILABLE'));
  assert.equal(await seatsLeft(f.there), 0);
  assert.equal(await seatsLeft(f.back), 3);
  assert.equal(await ticketsSold(f.event.id), 2);
  assert.equal(await bookedNights(f.roomTypeId), 2, 'one room for two nights: the losers hold none');
  const [row] = await sql<{ bookings: number; trips: number; parts: number }[]>`
    select (select count(*)::int from bookings where user_id in ${sql(clients.map((c) => c.uid))}) as bookings,
      (select count(*)::int from trips where user_id in ${sql(clients.map((c) => c.uid))}) as trips,
      (select count(*)::int from bookings b where b.user_id in ${sql(clients.map((c) => c.uid))}
        and b.trip_id = ${won[0]!.body.data.id}) as parts
  `;
  assert.deepEqual(row, { bookings: 4, trips: 1, parts: 4 });
});
