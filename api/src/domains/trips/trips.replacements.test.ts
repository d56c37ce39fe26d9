/**
 * A provider cancelling their part of a trip (issue 30, ADR 0055, migration 0320): the traveller is told once, naming
 * the part and linking the trip's page (in the app, by e-mail and by SMS), the trip shows the part as cancelled by
 * its provider with alternatives from the platform's listings (another ride on that route that day with the seats
 * free; another room free on those nights in the town), and one of them is booked into the trip in the part's place.
 * Real PostgreSQL, the API in-process.
 */
import assert from 'node:assert/strict';
import { call, sql } from '../../test/helpers.ts';
import { createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import { bookTrip, festivalTrip } from './trips.fixtures.ts';
import type { Trip, TripPart } from './trips.schemas.ts';

const part = (t: Trip, role: string, open = true) =>
  t.parts.find((p) => p.role === role && (!open || p.booking.status !== 'cancelled'))!;
const getTrip = async (token: string, id: string) =>
  (await call('GET', `/api/trips/${id}`, { token })).body.data as Trip;

Deno.test('a provider cancelling a part of a trip tells the traveller and offers alternatives bookable into the trip', async () => {
  const f = await festivalTrip();
  const client = await createClient();
  await sql`update users set phone = '+258841234567' where id = ${client.uid}`;
  const held = await bookTrip(client, f.body);
  assert.equal(held.status, 201, JSON.stringify(held.body));
  const trip = held.body.data as Trip;
  const paid = await call('POST', '/api/payments', { token: client.token, body: { tripId: trip.id, method: 'card' } });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  assert.ok((await getTrip(client.token, trip.id)).parts.every((p) => p.booking.status === 'confirmed'));

  // The same route the same day: one ride with the seats free (offered), one with a single seat (not), one the next
  // day (not), and the way back (not).
  const other = await createDriver();
  // At 05:00: before the suite's other rides of this route that day (fixtures at 06:30), since a part offers the first
  // five by departure.
  const later = await insertRide(other, {
    from: 'Maputo',
    to: 'Inhambane',
    date: inDays(9),
    time: '05:00',
    priceMt: 900,
    seats: 4,
  });
  const notOffered: string[] = [];
  for (
    const [from, to, days, time, seats] of [
      ['Maputo', 'Inhambane', 9, '11:00', 1],
      ['Maputo', 'Inhambane', 10, '06:00', 4],
      ['Inhambane', 'Maputo', 9, '12:00', 4],
    ] as const
  ) notOffered.push(await insertRide(other, { from, to, date: inDays(days), time, priceMt: 700, seats }));

  // Nothing cancelled by a provider yet: no alternatives, nothing to replace.
  const before = await getTrip(client.token, trip.id);
  assert.ok(before.parts.every((p) => !p.cancelledByProvider && p.alternatives.length === 0 && !p.replacedBy));
  const early = await call('POST', `/api/trips/${trip.id}/parts`, {
    token: client.token,
    body: { replaces: part(before, 'rideThere').booking.id, rideId: later },
  });
  assert.equal(early.status, 409);
  assert.equal(early.body.error.code, 'TRIP_PART_NOT_REPLACEABLE');

  // The driver cancels the ride there.
  const rideThere = part(before, 'rideThere').booking;
  const byDriver = await call('PUT', `/api/rides/${f.there}/cancel`, { token: f.driver.token });
  assert.equal(byDriver.status, 200, JSON.stringify(byDriver.body));

  // Told once, as a part of the trip: named, the trip's page linked; not also the general notice.
  const told = await sql<{ kind: string; title: string; body: string; link: string }[]>`
    select kind, title, body, link from notifications where user_id = ${client.uid} and booking_id = ${rideThere.id}
      and kind in ('trip_part_cancelled', 'booking_cancelled')
  `;
  assert.equal(told.length, 1, JSON.stringify(told));
  assert.equal(told[0]!.kind, 'trip_part_cancelled');
  assert.equal(told[0]!.title, 'Parte da viagem cancelada pelo prestador');
  assert.match(told[0]!.body, /^Viagem de ida: Maputo → Inhambane, .* Veja as alternativas na página da viagem\.$/);
  assert.equal(told[0]!.link, `/viagens/${trip.id}`);
  // By e-mail and by SMS, as the other notifications.
  const queued = await sql<{ channel: string }[]>`
    select o.channel from outbound_messages o join notifications n on n.id = o.notification_id
    where n.user_id = ${client.uid} and n.kind = 'trip_part_cancelled' order by o.channel
  `;
  assert.deepEqual(queued.map((q) => q.channel), ['email', 'sms']);

  // The trip shows the part cancelled by its driver, refunded in full, with the other ride of that route that day.
  const after = await getTrip(client.token, trip.id);
  const cancelled = after.parts.find((p) => p.booking.id === rideThere.id)!;
  assert.equal(cancelled.booking.status, 'cancelled');
  assert.equal(cancelled.cancelledByProvider, true);
  assert.equal(cancelled.booking.refund?.amountCents, rideThere.totalCents);
  // Other tests of the suite publish rides on this route too (one database): every alternative is a ride of that
  // route that day with the seats free, the one published here among them, none of the three that do not fit.
  const offered = cancelled.alternatives.flatMap((a) => (a.kind === 'ride' ? [a] : []));
  assert.equal(offered.length, cancelled.alternatives.length);
  assert.ok(offered.some((a) => a.rideId === later), JSON.stringify(cancelled.alternatives));
  assert.ok(offered.every((a) => !notOffered.includes(a.rideId) && a.rideId !== f.there));
  assert.ok(offered.every((a) => a.departureDate === inDays(9) && a.seatsAvailable >= a.seats));
  assert.equal(after.status, 'partly_cancelled');
  assert.ok(after.parts.filter((p) => p.booking.id !== rideThere.id).every((p) => p.alternatives.length === 0));

  // The wrong kind, or a part of another trip, is refused; nothing is held.
  const wrong = await call('POST', `/api/trips/${trip.id}/parts`, {
    token: client.token,
    body: { replaces: rideThere.id, roomTypeId: f.roomTypeId },
  });
  assert.equal(wrong.status, 422);
  assert.equal(wrong.body.error.code, 'TRIP_ALTERNATIVE_KIND');
  const stranger = await createClient();
  const notMine = await call('POST', `/api/trips/${trip.id}/parts`, {
    token: stranger.token,
    body: { replaces: rideThere.id, rideId: later },
  });
  assert.equal(notMine.status, 404);
  assert.equal((await sql`select 1 from bookings where ride_id = ${later}`).length, 0);

  // The alternative booked into the trip: the ride there again, the same seats, pending until paid from the trip.
  const replaced = await call('POST', `/api/trips/${trip.id}/parts`, {
    token: client.token,
    body: { replaces: rideThere.id, rideId: later },
  });
  assert.equal(replaced.status, 201, JSON.stringify(replaced.body));
  const withNew = replaced.body.data as Trip;
  const fresh = part(withNew, 'rideThere');
  assert.equal(fresh.booking.ride?.id, later);
  assert.equal(fresh.booking.seats, 2);
  assert.equal(fresh.booking.status, 'pending');
  assert.equal(fresh.booking.tripId, trip.id);
  assert.equal(fresh.replaces, rideThere.id);
  const old = withNew.parts.find((p) => p.booking.id === rideThere.id)!;
  assert.equal(old.replacedBy, fresh.booking.id);
  assert.deepEqual(old.alternatives, [], 'a replaced part offers nothing more');
  assert.equal(withNew.status, 'partly_cancelled');
  // Once only.
  const twice = await call('POST', `/api/trips/${trip.id}/parts`, {
    token: client.token,
    body: { replaces: rideThere.id, rideId: later },
  });
  assert.equal(twice.status, 409);
  assert.equal(twice.body.error.code, 'TRIP_PART_ALREADY_REPLACED');

  // The manager cancels the stay; another room of the partner hotel is offered (and another establishment's), the
  // trip's partnership applied again to the one booked.
  const hotelier = f.hotelier.token;
  const suite = await call('POST', `/api/hotels/${f.hotelId}/room-types`, {
    token: hotelier,
    body: { name: 'Suite', pricePerNightCents: 300000, maxOccupancy: 2, totalRooms: 1 },
  });
  assert.equal(suite.status, 201, JSON.stringify(suite.body));
  const stay = part(withNew, 'stay').booking;
  const cancel = await call('POST', `/api/hotels/${f.hotelId}/reservations/${stay.id}/cancel`, { token: hotelier });
  assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
  const told2 = await sql<{ body: string }[]>`
    select body from notifications where user_id = ${client.uid} and booking_id = ${stay.id} and kind = 'trip_part_cancelled'
  `;
  assert.equal(told2.length, 1);
  assert.match(told2[0]!.body, /^Estadia: Casa do Mar Tofo, /);
  const t3 = await getTrip(client.token, trip.id);
  const stayPart = t3.parts.find((p) => p.booking.id === stay.id)! as TripPart;
  assert.equal(stayPart.cancelledByProvider, true);
  const rooms = stayPart.alternatives.flatMap((a) => (a.kind === 'stay' ? [a] : []));
  assert.ok(rooms.some((a) => a.roomTypeId === suite.body.data.id), JSON.stringify(stayPart.alternatives));
  assert.ok(rooms.every((a) => a.roomTypeId !== f.roomTypeId && a.checkIn === inDays(9) && a.nights === 2));
  const booked = await call('POST', `/api/trips/${trip.id}/parts`, {
    token: client.token,
    body: { replaces: stay.id, roomTypeId: suite.body.data.id },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const newStay = part(booked.body.data as Trip, 'stay').booking;
  assert.deepEqual([newStay.stay?.checkIn, newStay.stay?.checkOut, newStay.stay?.guests], [inDays(9), inDays(11), 2]);
  assert.equal(newStay.discountCents, 120000, "20 % of 2 nights at 3 000 MT: the event's partnership again");

  // One payment for the two alternatives, from the trip.
  const t4 = await getTrip(client.token, trip.id);
  const due = t4.parts.filter((p) => p.booking.status === 'pending').reduce((s, p) => s + p.booking.totalCents, 0);
  assert.equal(due, fresh.booking.totalCents + newStay.totalCents);
  const again = await call('POST', '/api/payments', { token: client.token, body: { tripId: trip.id, method: 'card' } });
  assert.equal(again.status, 201, JSON.stringify(again.body));
  assert.equal(again.body.data.amountCents, due);
  const t5 = await getTrip(client.token, trip.id);
  assert.ok(t5.parts.filter((p) => p.booking.status !== 'cancelled').every((p) => p.booking.status === 'confirmed'));
});

Deno.test('an event part cancelled by its organiser is told as a part of the trip, with no alternatives', async () => {
  const f = await festivalTrip();
  const client = await createClient();
  const held = await bookTrip(client, f.body);
  assert.equal(held.status, 201, JSON.stringify(held.body));
  const trip = held.body.data as Trip;
  const tickets = part(trip, 'event').booking;
  const res = await call('POST', `/api/events/${f.event.id}/cancel`, { token: f.org.token });
  assert.ok(res.status === 200, JSON.stringify(res.body));
  const told = await sql<{ kind: string; link: string }[]>`
    select kind, link from notifications where booking_id = ${tickets.id} and user_id = ${client.uid}
      and kind in ('trip_part_cancelled', 'booking_cancelled')
  `;
  assert.deepEqual(told.map((r) => ({ ...r })), [{ kind: 'trip_part_cancelled', link: `/viagens/${trip.id}` }]);
  const after = await getTrip(client.token, trip.id);
  const cancelled = after.parts.find((p) => p.booking.id === tickets.id)!;
  assert.equal(cancelled.cancelledByProvider, true);
  assert.deepEqual(cancelled.alternatives, []);
  // The traveller's own cancellation of a part is not a provider's: no trip notice, nothing to replace.
  const stay = part(after, 'stay').booking;
  assert.equal((await call('POST', `/api/bookings/${stay.id}/cancel`, { token: client.token, body: {} })).status, 200);
  const t2 = await getTrip(client.token, trip.id);
  assert.equal(t2.parts.find((p) => p.booking.id === stay.id)!.cancelledByProvider, false);
  assert.equal(
    (await sql`select 1 from notifications where booking_id = ${stay.id} and kind = 'trip_part_cancelled'`).length,
    0,
  );
});

Deno.test('race: 10 replacements of one cancelled part at once: one alternative held, the part replaced once', async () => {
  const f = await festivalTrip();
  const client = await createClient();
  const held = await bookTrip(client, f.body);
  assert.equal(held.status, 201, JSON.stringify(held.body));
  const trip = held.body.data as Trip;
  const other = await createDriver();
  const later = await insertRide(other, { from: 'Maputo', to: 'Inhambane', date: inDays(9), time: '10:00', seats: 8 });
  assert.equal((await call('PUT', `/api/rides/${f.there}/cancel`, { token: f.driver.token })).status, 200);
  const replaces = part(trip, 'rideThere').booking.id;
  const answers = await Promise.all(
    Array.from(
      { length: 10 },
      () => call('POST', `/api/trips/${trip.id}/parts`, { token: client.token, body: { replaces, rideId: later } }),
    ),
  );
  assert.deepEqual(answers.map((a) => a.status).sort(), [201, ...Array(9).fill(409)]);
  assert.ok(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'TRIP_PART_ALREADY_REPLACED'));
  const [row] = await sql<{ n: number; seats: number }[]>`
    select count(*)::int as n, (select seats_available from rides where id = ${later}) as seats
    from bookings where ride_id = ${later} and status <> 'cancelled'
  `;
  assert.deepEqual({ ...row }, { n: 1, seats: 6 });
  const [parts] = await sql<{ n: number }[]>`select count(*)::int as n from trip_parts where replaces = ${replaces}`;
  assert.equal(parts!.n, 1);
});
