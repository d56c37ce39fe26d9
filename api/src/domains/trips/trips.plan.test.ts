/**
 * 'Planear a viagem' from a stay's dates (issue 30, ADR 0055): GET /api/trip-plans/stay offers, for a room and its
 * nights, the rides from the traveller's town arriving for the check-in, the rides back after the check-out and the
 * events in the town during the nights (with their partnership with the establishment); the parts chosen are booked
 * in one checkout through the same composition (POST /api/trips), the partnership taken off the nights. Real
 * PostgreSQL, the API in-process.
 */
import assert from 'node:assert/strict';
import { call, sql } from '../../test/helpers.ts';
import { createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import { bookTrip, createEvent, manager, organiser } from './trips.fixtures.ts';
import type { Trip, TripStayPlan } from './trips.schemas.ts';

const plan = (token: string | undefined, q: Record<string, string | number>) =>
  call('GET', `/api/trip-plans/stay?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`, {
    token,
  });

Deno.test('a trip planned from a stay: rides for the check-in and after the check-out, the town events, one checkout', async () => {
  const [hotelier, driver, org] = await Promise.all([manager(), createDriver(), organiser()]);
  const h = await call('POST', '/api/hotels', {
    token: hotelier.token,
    body: { name: 'Hotel da Baía', address: 'Avenida da Independência, Inhambane', amenities: 'Wi-Fi' },
  });
  assert.equal(h.status, 201, JSON.stringify(h.body));
  const rt = await call('POST', `/api/hotels/${h.body.data.id}/room-types`, {
    token: hotelier.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: 250000, maxOccupancy: 2, totalRooms: 1 },
  });
  assert.equal(rt.status, 201, JSON.stringify(rt.body));
  const roomTypeId = rt.body.data.id as string;
  const checkIn = inDays(9);
  const checkOut = inDays(11);

  const ride = (from: string, to: string, day: number, time: string, seats = 4) =>
    insertRide(driver, { from, to, date: inDays(day), time, priceMt: 800, seats });
  const thereDayBefore = await ride('Maputo', 'Inhambane', 8, '08:00');
  const thereMorning = await ride('Maputo', 'Inhambane', 9, '07:00');
  const thereTooLate = await ride('Maputo', 'Inhambane', 9, '15:00'); // after the 14:00 check-in
  const thereTooEarly = await ride('Maputo', 'Inhambane', 7, '08:00');
  const thereFull = await ride('Maputo', 'Inhambane', 9, '06:00', 1); // one seat, two travellers
  const backMorning = await ride('Inhambane', 'Maputo', 11, '10:00');
  const backNextDay = await ride('Inhambane', 'Maputo', 12, '08:00');
  const backTooLate = await ride('Inhambane', 'Maputo', 13, '08:00');
  const backDuring = await ride('Inhambane', 'Maputo', 10, '08:00');

  // An event in the town during the nights, with a partnership with this establishment; one after the stay.
  const festival = await createEvent(org, 10);
  await sql`
    insert into event_partnerships (event_id, partner_type, partner_id, partner_name, discount_percentage,
      min_event_tickets)
    values (${festival.id}, 'accommodation', ${h.body.data.id}, 'Hotel da Baía', 15, 2)
  `;
  const later = await createEvent(org, 12);

  const client = await createClient();
  const res = await plan(client.token, { roomTypeId, checkIn, checkOut, from: 'Maputo', guests: 2 });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const p = res.body.data as TripStayPlan;
  assert.equal(p.town, 'Inhambane');
  assert.deepEqual(
    [p.stay.roomTypeId, p.stay.name, p.stay.checkIn, p.stay.checkOut, p.stay.nights, p.stay.guests],
    [roomTypeId, 'Hotel da Baía', checkIn, checkOut, 2, 2],
  );
  const there = p.ridesThere.map((r) => r.rideId);
  assert.ok(there.includes(thereDayBefore) && there.includes(thereMorning), JSON.stringify(there));
  for (const id of [thereTooLate, thereTooEarly, thereFull]) assert.ok(!there.includes(id));
  const back = p.ridesBack.map((r) => r.rideId);
  assert.ok(back.includes(backMorning) && back.includes(backNextDay), JSON.stringify(back));
  for (const id of [backTooLate, backDuring]) assert.ok(!back.includes(id));
  const ev = p.events.find((e) => e.eventId === festival.id);
  assert.ok(ev, JSON.stringify(p.events));
  assert.deepEqual(ev.partnership, { partnerName: 'Hotel da Baía', discountPercentage: 15, minEventTickets: 2 });
  assert.ok(!p.events.some((e) => e.eventId === later.id), 'an event after the stay is not offered');

  // The parts chosen, booked in one checkout: the partnership off the nights (2 × 2 500 MT, 15 %).
  const trip = await bookTrip(client, {
    stay: { roomTypeId, checkIn, checkOut, guests: 2 },
    rideThere: { rideId: thereMorning, seats: 2 },
    rideBack: { rideId: backMorning, seats: 2 },
    event: { eventId: festival.id, quantity: 2 },
  });
  assert.equal(trip.status, 201, JSON.stringify(trip.body));
  const t = trip.body.data as Trip;
  assert.deepEqual(t.parts.map((x) => x.role), ['rideThere', 'stay', 'event', 'rideBack']);
  const stay = t.parts.find((x) => x.role === 'stay')!.booking;
  assert.equal(stay.discountCents, 75000);
  assert.equal(stay.subtotalCents, 425000);
  assert.equal(t.partnership?.discountPercentage, 15);
  // Every part is optional: a trip of the ride alone books too.
  const alone = await bookTrip(await createClient(), {
    rideThere: { rideId: thereDayBefore, seats: 1 },
  });
  assert.equal(alone.status, 201, JSON.stringify(alone.body));

  // The room booked: the next plan for those nights still answers (the stay page tells the room is taken).
  const after = await plan(client.token, { roomTypeId, checkIn, checkOut, from: 'Maputo', guests: 2 });
  assert.equal(after.status, 200);
});

Deno.test('a plan from a stay refuses what the stay booking refuses, and needs a signed-in traveller', async () => {
  const client = await createClient();
  const hotelier = await manager();
  const h = await call('POST', '/api/hotels', {
    token: hotelier.token,
    body: { name: 'Casa Azul', address: 'Avenida da Independência, Inhambane' },
  });
  const rt = await call('POST', `/api/hotels/${h.body.data.id}/room-types`, {
    token: hotelier.token,
    body: { name: 'Quarto', pricePerNightCents: 100000, maxOccupancy: 2, totalRooms: 1 },
  });
  const q = { roomTypeId: rt.body.data.id, checkIn: inDays(5), checkOut: inDays(7), from: 'Maputo', guests: 1 };
  assert.equal((await plan(undefined, q)).status, 401);
  assert.equal((await plan(client.token, q)).status, 200);
  const past = await plan(client.token, { ...q, checkIn: inDays(-1) });
  assert.equal(past.status, 400);
  const order = await plan(client.token, { ...q, checkOut: inDays(5) });
  assert.equal(order.status, 400);
  const unknown = await plan(client.token, { ...q, roomTypeId: crypto.randomUUID() });
  assert.equal(unknown.status, 404);
  const noFrom = await plan(client.token, { ...q, from: '' });
  assert.equal(noFrom.status, 400);
  await sql`update room_types set is_active = false where id = ${rt.body.data.id}`;
  assert.equal((await plan(client.token, q)).status, 404);
});
