/**
 * Waitlists on the real PostgreSQL (issue 30, ADR 0054): line order under races, one seat to one person, nothing
 * oversold, lapsed and declined offers passing to the next, joining twice refused, the offer paid at its held price.
 */
import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { releaseExpiredHolds } from '../bookings/bookings.holds.ts';
import { bookRide, createClient, createDriver, insertRide, seatsLeft } from '../rides/rides.fixtures.ts';
import { makeOffers } from './waitlists.offers.ts';

const join = (user: TestUser, body: Record<string, unknown>) =>
  call('POST', '/api/waitlists', { token: user.token, body });
const joinRide = (user: TestUser, rideId: string, seats = 1) => join(user, { kind: 'ride', rideId, seats });

/** The ride's entries in line order: user and status. */
const line = (rideId: string) =>
  sql<{ userId: string; status: string; bookingId: string | null }[]>`
    select user_id, status, booking_id from waitlist_entries where ride_id = ${rideId} order by seq
  `;

/** Seats of the ride's open bookings (pending or confirmed), and its free seats: never above the ride's total. */
async function seatsSold(rideId: string) {
  const [row] = await sql<{ sold: number }[]>`
    select coalesce(sum(seats), 0)::int as sold from bookings
    where ride_id = ${rideId} and status in ('pending', 'confirmed')
  `;
  return row!.sold;
}

const cancel = (user: TestUser, id: string) => call('POST', `/api/bookings/${id}/cancel`, { token: user.token });

Deno.test('30 people waiting, 5 seats freed at once: offers in line order, each seat to one person, nobody jumps the line; lapsed offers pass to the next', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Maputo', to: 'Xai-Xai', seats: 5, priceMt: 400 });
  const holders = await Promise.all(Array.from({ length: 5 }, () => createClient()));
  const held: string[] = [];
  for (const h of holders) {
    const res = await bookRide(h, ride, 1);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    held.push(res.body.data.id);
  }
  assert.equal(await seatsLeft(ride), 0);

  const waiters = await Promise.all(Array.from({ length: 30 }, () => createClient()));
  for (const [i, w] of waiters.entries()) {
    const res = await joinRide(w, ride);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.data.status, 'waiting');
    assert.equal(res.body.data.position, i + 1);
  }
  const jumpers = await Promise.all(Array.from({ length: 10 }, () => createClient()));

  // The 5 seats free at once, while 10 others try to book the ride.
  const [cancels, jumps] = await Promise.all([
    Promise.all(holders.map((h, i) => cancel(h, held[i]!))),
    Promise.all(jumpers.map((j) => bookRide(j, ride, 1))),
  ]);
  for (const c of cancels) assert.equal(c.status, 200, JSON.stringify(c.body));
  for (const j of jumps) assert.equal(j.body.error?.code, 'SEATS_UNAVAILABLE', JSON.stringify(j.body));
  assert.equal(await seatsLeft(ride), 0);

  let entries = await line(ride);
  assert.deepEqual(entries.map((e) => e.status), [...Array(5).fill('held'), ...Array(25).fill('waiting')]);
  assert.deepEqual(entries.slice(0, 5).map((e) => e.userId), waiters.slice(0, 5).map((w) => w.uid));

  await sql`update users set phone = '+258841234567' where id = ${waiters[0]!.uid}`;
  // Two runs of the offer job at once make each offer once.
  await Promise.all([makeOffers(sql), makeOffers(sql)]);
  entries = await line(ride);
  assert.deepEqual(entries.map((e) => e.status), [...Array(5).fill('offered'), ...Array(25).fill('waiting')]);
  const offers = await sql<{ userId: string; seats: number; status: string; holdExpiresAt: Date }[]>`
    select user_id, seats, status, hold_expires_at from bookings
    where ride_id = ${ride} and idempotency_key like 'waitlist:%' order by created_at
  `;
  assert.equal(offers.length, 5);
  assert.deepEqual(new Set(offers.map((o) => o.userId)), new Set(waiters.slice(0, 5).map((w) => w.uid)));
  for (const o of offers) {
    assert.equal(o.seats, 1);
    assert.equal(o.status, 'pending');
    assert.ok(o.holdExpiresAt.getTime() > Date.now() + 55 * 60_000, 'an offer is held for 60 minutes');
  }
  assert.equal(await seatsSold(ride), 5);
  assert.equal(await seatsLeft(ride), 0);

  // The first in line is told in the app, and the e-mail is queued.
  const [note] = await sql<{ title: string; body: string; id: string }[]>`
    select id, title, body from notifications where user_id = ${waiters[0]!.uid} and kind = 'waitlist_offer'
  `;
  assert.equal(note?.title, 'Há lugar para si na lista de espera');
  assert.match(note!.body, /Maputo → Xai-Xai.*está reservado para si até \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  assert.match(
    translateMessage(note!.body, 'en'),
    /: it is held for you until \d\d\/\d\d\/\d{4} \d\d:\d\d\. Pay in My/,
  );
  assert.equal(translateMessage(note!.title, 'en'), 'There is a place for you from the waitlist');
  const [mail] = await sql<{ n: number }[]>`
    select count(*)::int as n from outbound_messages where notification_id = ${note!.id} and channel = 'email'
  `;
  assert.equal(mail!.n, 1, 'the offer is sent by e-mail too');
  const [sms] = await sql<{ n: number }[]>`
    select count(*)::int as n from outbound_messages where notification_id = ${note!.id} and channel = 'sms'
  `;
  assert.equal(sms!.n, 1, 'and by SMS');
  const mine = await call('GET', `/api/waitlists/mine?rideId=${ride}`, { token: waiters[0]!.token });
  assert.equal(mine.body.data[0].status, 'offered');
  assert.ok(mine.body.data[0].bookingId);
  assert.ok(mine.body.data[0].offerExpiresAt);
  const sixth = await call('GET', `/api/waitlists/mine?rideId=${ride}`, { token: waiters[7]!.token });
  assert.equal(sixth.body.data[0].position, 3, 'the eighth in line is now third of those waiting');

  // The five offers lapse unpaid: the next five get the seats.
  await releaseExpiredHolds(sql, new Date(Date.now() + 61 * 60_000));
  entries = await line(ride);
  assert.deepEqual(entries.map((e) => e.status), [
    ...Array(5).fill('lapsed'),
    ...Array(5).fill('held'),
    ...Array(20).fill('waiting'),
  ]);
  await makeOffers(sql);
  entries = await line(ride);
  assert.deepEqual(entries.slice(5, 10).map((e) => e.status), Array(5).fill('offered'));
  assert.equal(await seatsSold(ride), 5);
  assert.equal(await seatsLeft(ride), 0);

  // The sixth declines (leaves): the eleventh gets the seat.
  const sixthEntry = (await call('GET', `/api/waitlists/mine?rideId=${ride}`, { token: waiters[5]!.token })).body
    .data[0];
  const left = await call('POST', `/api/waitlists/${sixthEntry.id}/leave`, { token: waiters[5]!.token });
  assert.equal(left.status, 200, JSON.stringify(left.body));
  assert.equal(left.body.data.status, 'declined');
  entries = await line(ride);
  assert.equal(entries[10]!.status, 'held');
  assert.equal(entries[11]!.status, 'waiting');
  await makeOffers(sql);
  assert.equal((await line(ride))[10]!.status, 'offered');
  assert.equal(await seatsSold(ride), 5);
  assert.equal(await seatsLeft(ride), 0);
});

Deno.test('joining twice is refused, even at once; a ride with room is booked, not waited for', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Beira', to: 'Chimoio', seats: 2, seatsAvailable: 0 });
  const client = await createClient();
  const both = await Promise.all([joinRide(client, ride), joinRide(client, ride)]);
  assert.deepEqual(both.map((r) => r.status).sort(), [201, 409]);
  const again = await joinRide(client, ride);
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'WAITLIST_ALREADY_JOINED');
  assert.equal((await line(ride)).length, 1);

  const open = await insertRide(driver, { from: 'Beira', to: 'Chimoio', seats: 2 });
  const notFull = await joinRide(client, open);
  assert.equal(notFull.status, 409);
  assert.equal(notFull.body.error.code, 'WAITLIST_NOT_FULL');
  const own = await joinRide(driver, ride);
  assert.equal(own.status, 422);
  assert.equal(own.body.error.code, 'OWN_LISTING');

  // Leaving a waiting place, then joining again, puts the person at the end of the line.
  const other = await createClient();
  assert.equal((await joinRide(other, ride)).status, 201);
  const entry = (await call('GET', `/api/waitlists/mine?active=true`, { token: client.token })).body.data
    .find((e: { rideId: string }) => e.rideId === ride);
  const left = await call('POST', `/api/waitlists/${entry.id}/leave`, { token: client.token });
  assert.equal(left.body.data.status, 'left');
  assert.equal((await call('POST', `/api/waitlists/${entry.id}/leave`, { token: client.token })).status, 409);
  // A path id that is not a UUID is not found, never a database error (the fuzz run's seed 20261124 found a 500).
  assert.equal((await call('POST', '/api/waitlists/2026-02-30/leave', { token: client.token })).status, 404);
  const back = await joinRide(client, ride);
  assert.equal(back.status, 201);
  assert.equal(back.body.data.position, 2);
});

Deno.test('a provider adding seats gives them to the line; the offer is paid at its held price', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, {
    from: 'Nampula',
    to: 'Ilha de Moçambique',
    seats: 3,
    seatsAvailable: 0,
    priceMt: 300,
  });
  const a = await createClient();
  const b = await createClient();
  assert.equal((await joinRide(a, ride, 2)).status, 201);
  assert.equal((await joinRide(b, ride, 1)).status, 201);
  // One seat frees: the first wants two, so nobody behind passes them.
  await sql`update rides set seats_available = seats_available + 1 where id = ${ride}`;
  assert.deepEqual((await line(ride)).map((e) => e.status), ['waiting', 'waiting']);
  assert.equal(await seatsLeft(ride), 1);
  // The driver adds a seat: now the first gets both.
  await sql`update rides set seats_total = seats_total + 1, seats_available = seats_available + 1 where id = ${ride}`;
  assert.deepEqual((await line(ride)).map((e) => e.status), ['held', 'waiting']);
  assert.equal(await seatsLeft(ride), 0);
  await makeOffers(sql);
  const [entry] = await line(ride);
  assert.equal(entry!.status, 'offered');
  const offer = await call('GET', `/api/bookings/${entry!.bookingId}`, { token: a.token });
  assert.equal(offer.body.data.seats, 2);
  const total = offer.body.data.totalCents;
  // The driver raises the price: the offer keeps its own.
  await sql`update rides set price_cents = 90000 where id = ${ride}`;
  const pay = await call('POST', '/api/payments', {
    token: a.token,
    body: { bookingId: entry!.bookingId, method: 'mpesa', mpesa: { phone: '+258 84 123 4567' } },
  });
  assert.equal(pay.status, 201, JSON.stringify(pay.body));
  assert.equal(pay.body.data.amountCents, total);
  const paid = await call('GET', `/api/bookings/${entry!.bookingId}`, { token: a.token });
  assert.equal(paid.body.data.status, 'confirmed');
  assert.equal((await line(ride))[0]!.status, 'booked');

  // The provider sees the line's length; nobody else does.
  const len = await call('GET', `/api/waitlists/length?rideId=${ride}`, { token: driver.token });
  assert.equal(len.status, 200);
  assert.deepEqual(len.body.data, { waiting: 1, units: 1, offered: 0 });
  assert.equal((await call('GET', `/api/waitlists/length?rideId=${ride}`, { token: b.token })).status, 403);
});

Deno.test('a sold-out event and a full room type on given nights have their lines too', async () => {
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  const created = await call('POST', '/api/events/create', {
    token: organiser.token,
    body: {
      title: 'Festival de Espera',
      category: 'cultura',
      eventType: 'festival',
      venue: 'Recinto',
      address: `Centro ${crypto.randomUUID().slice(0, 8)}`,
      startDate: addDays(todayInMaputo(), 12),
      endDate: addDays(todayInMaputo(), 12),
      startTime: '10:00',
      endTime: '18:00',
      ticketPrice: 500,
      maxTickets: 2,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const eventId = created.body.data.id;
  const buyer = await createClient();
  const bought = await call('POST', '/api/bookings/create', {
    token: buyer.token,
    body: { type: 'event', eventId, quantity: 2 },
  });
  assert.equal(bought.status, 201, JSON.stringify(bought.body));
  const fan = await createClient();
  const joined = await join(fan, { kind: 'event', eventId, quantity: 2 });
  assert.equal(joined.status, 201, JSON.stringify(joined.body));
  assert.equal((await cancel(buyer, bought.body.data.id)).status, 200);
  await makeOffers(sql);
  const [fanEntry] = await sql<{ status: string }[]>`select status from waitlist_entries where event_id = ${eventId}`;
  assert.equal(fanEntry!.status, 'offered');
  const [ev] = await sql<{ sold: number }[]>`select tickets_sold as sold from events where id = ${eventId}`;
  assert.equal(ev!.sold, 2, 'the offer holds the two tickets, nothing more');

  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const hotel = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Casa da Espera', address: `Rua ${crypto.randomUUID().slice(0, 8)}`, amenities: 'Wi-Fi' },
  });
  assert.equal(hotel.status, 201, JSON.stringify(hotel.body));
  const room = await call('POST', `/api/hotels/${hotel.body.data.id}/room-types`, {
    token: manager.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: 250000, maxOccupancy: 2, totalRooms: 1 },
  });
  assert.equal(room.status, 201, JSON.stringify(room.body));
  const roomTypeId = room.body.data.id;
  const checkIn = addDays(todayInMaputo(), 20);
  const checkOut = addDays(todayInMaputo(), 22);
  const guest = await createClient();
  const stay = await call('POST', '/api/bookings/create', {
    token: guest.token,
    body: { type: 'stay', roomTypeId, checkIn, checkOut, guests: 2 },
  });
  assert.equal(stay.status, 201, JSON.stringify(stay.body));
  const early = await createClient();
  const late = await createClient();
  // The first waits for both nights, the second only for the second night: the second waits behind the first.
  assert.equal((await join(early, { kind: 'stay', roomTypeId, checkIn, checkOut, guests: 2 })).status, 201);
  const lateJoin = await join(late, { kind: 'stay', roomTypeId, checkIn: addDays(checkIn, 1), checkOut, guests: 1 });
  assert.equal(lateJoin.status, 201, JSON.stringify(lateJoin.body));
  assert.equal(lateJoin.body.data.position, 2);
  assert.equal((await cancel(guest, stay.body.data.id)).status, 200);
  const stays = await sql<{ userId: string; status: string }[]>`
    select user_id, status from waitlist_entries where room_type_id = ${roomTypeId} order by seq
  `;
  assert.deepEqual(stays.map((s) => s.status), ['held', 'waiting']);
  await makeOffers(sql);
  const [offered] = await sql<{ status: string; bookingId: string }[]>`
    select status, booking_id from waitlist_entries where room_type_id = ${roomTypeId} order by seq limit 1
  `;
  assert.equal(offered!.status, 'offered');
  const nights = await sql<{ booked: number }[]>`
    select booked from room_nights where room_type_id = ${roomTypeId} and night >= ${checkIn} and night < ${checkOut}
  `;
  assert.deepEqual(nights.map((n) => n.booked), [1, 1]);
});

/** A published event of a new organiser, 12 days ahead. */
async function newEvent(fields: Record<string, unknown>) {
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  const created = await call('POST', '/api/events/create', {
    token: organiser.token,
    body: {
      title: 'Feira da Espera',
      category: 'cultura',
      eventType: 'feira',
      venue: 'Recinto',
      address: `Centro ${crypto.randomUUID().slice(0, 8)}`,
      startDate: addDays(todayInMaputo(), 12),
      endDate: addDays(todayInMaputo(), 12),
      startTime: '10:00',
      endTime: '18:00',
      ...fields,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return { organiser, eventId: created.body.data.id as string };
}

Deno.test('a sold-out ticket type has its own line; another type selling does not stop it', async () => {
  const { organiser, eventId } = await newEvent({ ticketPrice: 500, maxTickets: 100 });
  const put = await call('PUT', `/api/events/${eventId}/ticket-types`, {
    token: organiser.token,
    body: { ticketTypes: [{ name: 'Normal', price: 500, quantity: 20 }, { name: 'VIP', price: 2000, quantity: 1 }] },
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  const vip = put.body.data.find((t: { name: string }) => t.name === 'VIP').id as string;
  const buyer = await createClient();
  const bought = await call('POST', '/api/bookings/create', {
    token: buyer.token,
    body: { type: 'event', eventId, quantity: 1, ticketTypeId: vip },
  });
  assert.equal(bought.status, 201, JSON.stringify(bought.body));
  const fan = await createClient();
  const untyped = await join(fan, { kind: 'event', eventId, quantity: 1 });
  assert.equal(untyped.status, 422);
  assert.equal(untyped.body.error.code, 'TICKET_TYPE_REQUIRED');
  assert.equal((await join(fan, { kind: 'event', eventId, ticketTypeId: vip, quantity: 1 })).status, 201);
  const len = await call('GET', `/api/waitlists/length?ticketTypeId=${vip}`, { token: organiser.token });
  assert.deepEqual(len.body.data, { waiting: 1, units: 1, offered: 0 });
  assert.equal((await cancel(buyer, bought.body.data.id)).status, 200);
  await makeOffers(sql);
  const [entry] = await sql<{ status: string; bookingId: string }[]>`
    select status, booking_id from waitlist_entries where ticket_type_id = ${vip}
  `;
  assert.equal(entry!.status, 'offered');
  const offer = await call('GET', `/api/bookings/${entry!.bookingId}`, { token: fan.token });
  assert.equal(offer.body.data.subtotalCents, 200000, 'the VIP price');
  const [type] = await sql<{ sold: number }[]>`select sold from event_ticket_types where id = ${vip}`;
  assert.equal(type!.sold, 1);
});

Deno.test('a free event frees a place: the first in line is registered at once', async () => {
  const { eventId } = await newEvent({ maxTickets: 1 });
  const first = await createClient();
  const reg = await call('POST', '/api/bookings/create', { token: first.token, body: { type: 'event', eventId } });
  assert.equal(reg.status, 201, JSON.stringify(reg.body));
  assert.equal(reg.body.data.status, 'confirmed');
  const fan = await createClient();
  assert.equal((await join(fan, { kind: 'event', eventId })).status, 201);
  assert.equal((await cancel(first, reg.body.data.id)).status, 200);
  await makeOffers(sql);
  const [entry] = await sql<{ status: string }[]>`select status from waitlist_entries where event_id = ${eventId}`;
  assert.equal(entry!.status, 'booked');
  const [note] = await sql<{ body: string }[]>`
    select body from notifications where user_id = ${fan.uid} and kind = 'waitlist_offer'
  `;
  assert.match(note!.body, /o seu lugar da lista de espera está confirmado\.$/);
});
