/** @module Fixtures of the trip tests (ADR 0055): a festival with a ride there and back and a partner hotel. */
import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';

export const organiser = () => createUser({ roles: ['client', 'event'], verified: true });
export const manager = () => createUser({ roles: ['client', 'hotel_manager'], verified: true });

/** An event in `day` days (16:00-23:00, one day), 1 500 MT a ticket, `maxTickets` tickets. */
export async function createEvent(owner: TestUser, day: number, maxTickets = 100): Promise<{ id: string }> {
  const res = await call('POST', '/api/events/create', {
    token: owner.token,
    body: {
      title: 'Festival de Marrabenta',
      category: 'entretenimento',
      eventType: 'festival',
      venue: 'Praia do Tofo',
      address: 'Praia do Tofo, Inhambane',
      startDate: inDays(day),
      endDate: inDays(day),
      startTime: '16:00',
      endTime: '23:00',
      ticketPrice: 1500,
      maxTickets,
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

/** A room type of a fresh establishment (instant booking), 2 500 MT a night, `totalRooms` rooms. */
export async function createRoomType(
  owner: TestUser,
  totalRooms = 1,
): Promise<{ hotelId: string; roomTypeId: string }> {
  const h = await call('POST', '/api/hotels', {
    token: owner.token,
    body: { name: 'Casa do Mar Tofo', address: `Rua do Tofo ${crypto.randomUUID().slice(0, 8)}`, amenities: 'Wi-Fi' },
  });
  assert.equal(h.status, 201, JSON.stringify(h.body));
  const rt = await call('POST', `/api/hotels/${h.body.data.id}/room-types`, {
    token: owner.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: 250000, maxOccupancy: 2, totalRooms },
  });
  assert.equal(rt.status, 201, JSON.stringify(rt.body));
  return { hotelId: h.body.data.id, roomTypeId: rt.body.data.id };
}

export const bookTrip = (user: TestUser, body: unknown, key?: string) =>
  call('POST', '/api/trips', { token: user.token, body, headers: key ? { 'Idempotency-Key': key } : undefined });

export async function bookedNights(roomTypeId: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select coalesce(sum(booked), 0)::int as n from room_nights where room_type_id = ${roomTypeId}
  `;
  return row!.n;
}

export async function ticketsSold(eventId: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select tickets_sold as n from events where id = ${eventId}`;
  return row!.n;
}

/** A festival in 10 days, a ride there the day before, a ride back the day after, two nights at a partner hotel. */
export async function festivalTrip(o: { seatsBack?: number; rooms?: number; rideSeats?: number } = {}) {
  const [org, driver, hotelier] = await Promise.all([organiser(), createDriver(), manager()]);
  const event = await createEvent(org, 10);
  const { hotelId, roomTypeId } = await createRoomType(hotelier, o.rooms ?? 1);
  // The event's accommodation partnership with the hotel: 20 % for holders of at least 2 tickets.
  await sql`
    insert into event_partnerships (event_id, partner_type, partner_id, partner_name, discount_percentage,
      min_event_tickets)
    values (${event.id}, 'accommodation', ${hotelId}, 'Casa do Mar Tofo', 20, 2)
  `;
  const there = await insertRide(driver, {
    from: 'Maputo',
    to: 'Inhambane',
    date: inDays(9),
    time: '06:30',
    priceMt: 800,
    seats: o.rideSeats ?? 4,
  });
  const back = await insertRide(driver, {
    from: 'Inhambane',
    to: 'Maputo',
    date: inDays(11),
    time: '09:00',
    priceMt: 800,
    seats: o.seatsBack ?? 4,
  });
  const body = {
    event: { eventId: event.id, quantity: 2 },
    rideThere: { rideId: there, seats: 2 },
    rideBack: { rideId: back, seats: 2 },
    stay: { roomTypeId, checkIn: inDays(9), checkOut: inDays(11), guests: 2 },
  };
  return { event, hotelId, roomTypeId, there, back, body, org, driver, hotelier };
}
