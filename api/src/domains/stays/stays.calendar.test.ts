import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import type { Hotel, Reservation, RoomType } from './stays.schemas.ts';
import type { RoomCalendar, StayQuote } from './stays.calendar.schemas.ts';

const inDays = (n: number) => addDays(todayInMaputo(), n);
const manager = () => createUser({ roles: ['client', 'hotel_manager'], verified: true });
const client = () => createUser({ roles: ['client'] });

async function setup(room: Record<string, unknown> = {}) {
  const m = await manager();
  const tag = `Rua Calendario ${crypto.randomUUID().slice(0, 8)}`;
  const h = await call('POST', '/api/hotels', { token: m.token, body: { name: 'Casa do Calendário', address: tag } });
  assert.equal(h.status, 201, JSON.stringify(h.body));
  const hotel = h.body.data as Hotel;
  const r = await call('POST', `/api/hotels/${hotel.id}/room-types`, {
    token: m.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: 250000, maxOccupancy: 2, totalRooms: 1, ...room },
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return { m, hotel, rt: r.body.data as RoomType, tag };
}

const calendarPath = (hotelId: string, rtId: string) => `/api/hotels/${hotelId}/room-types/${rtId}/calendar`;

async function change(m: TestUser, hotelId: string, rtId: string, body: Record<string, unknown>) {
  const res = await call('PUT', calendarPath(hotelId, rtId), { token: m.token, body });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data as RoomCalendar;
}

const book = (u: TestUser, roomTypeId: string, checkIn: string, checkOut: string, extra: object = {}) =>
  call('POST', '/api/bookings/create', {
    token: u.token,
    body: { type: 'stay', roomTypeId, checkIn, checkOut, guests: 2, ...extra },
  });

async function pay(u: TestUser, bookingId: string) {
  const res = await call('POST', '/api/payments', {
    token: u.token,
    body: { bookingId, method: 'card' },
  });
  assert.ok(res.status === 201 || res.status === 200, JSON.stringify(res.body));
  return (await call('GET', `/api/bookings/${bookingId}`, { token: u.token })).body.data as Booking;
}

Deno.test('the rate of each night is what the booking charges, the quote and the search show', async () => {
  const { m, hotel, rt, tag } = await setup({ totalRooms: 2 });
  await change(m, hotel.id, rt.id, { from: inDays(10), to: inDays(10), rateCents: 400000 });
  const cal = await change(m, hotel.id, rt.id, { from: inDays(11), to: inDays(12), rateCents: 300000 });
  assert.deepEqual(cal.days.map((d) => d.priceCents), [300000, 300000]);
  const expected = 250000 + 400000 + 300000 + 300000;

  const quote = await call('GET', `/api/hotels/room-types/${rt.id}/quote?checkIn=${inDays(9)}&checkOut=${inDays(13)}`);
  assert.equal(quote.status, 200, JSON.stringify(quote.body));
  const q = quote.body.data as StayQuote;
  assert.equal(q.totalCents, expected);
  assert.deepEqual(q.nightly.map((n) => n.priceCents), [250000, 400000, 300000, 300000]);
  assert.equal(q.available, true);

  const search = await call(
    'GET',
    `/api/hotels?address=${encodeURIComponent(tag)}&checkIn=${inDays(9)}&checkOut=${inDays(13)}&guests=2`,
  );
  assert.equal(search.status, 200, JSON.stringify(search.body));
  const [found] = search.body.data.accommodations;
  assert.equal(found.totalPriceCents, expected);

  const c = await client();
  const res = await book(c, rt.id, inDays(9), inDays(13));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.data.subtotalCents, expected);

  // A later rate change applies to new bookings only: the booked stay keeps its price.
  await change(m, hotel.id, rt.id, { from: inDays(9), to: inDays(12), rateCents: 900000 });
  const [row] = await sql<
    { subtotalCents: number }[]
  >`select subtotal_cents from bookings where id = ${res.body.data.id}`;
  assert.equal(row!.subtotalCents, expected);
  const second = await book(await client(), rt.id, inDays(9), inDays(10));
  assert.equal(second.body.data.subtotalCents, 900000);

  // null removes the rate: the room type's price applies again.
  await change(m, hotel.id, rt.id, { from: inDays(9), to: inDays(12), rateCents: null });
  const back = await call('GET', `/api/hotels/room-types/${rt.id}/quote?checkIn=${inDays(9)}&checkOut=${inDays(11)}`);
  assert.equal(back.body.data.totalCents, 500000);
});

Deno.test('weekday rates touch only the chosen days of the week', async () => {
  const { m, hotel, rt } = await setup();
  const cal = await change(m, hotel.id, rt.id, {
    from: inDays(7),
    to: inDays(20),
    weekdays: [5, 6],
    rateCents: 350000,
  });
  assert.equal(cal.days.length, 14);
  for (const d of cal.days) {
    const dow = new Date(`${d.date}T12:00:00Z`).getUTCDay();
    assert.equal(d.rateCents, dow === 5 || dow === 6 ? 350000 : null, d.date);
    assert.equal(d.priceCents, dow === 5 || dow === 6 ? 350000 : 250000);
  }
});

Deno.test('a blocked night is never sold; stays already booked on it are kept; reopening sells it again', async () => {
  const { m, hotel, rt, tag } = await setup({ totalRooms: 2 });
  const early = await book(await client(), rt.id, inDays(20), inDays(21));
  assert.equal(early.status, 201);
  const cal = await change(m, hotel.id, rt.id, { from: inDays(20), to: inDays(20), blocked: true });
  assert.deepEqual(cal.days[0], {
    date: inDays(20),
    totalRooms: 2,
    bookedRooms: 1,
    freeRooms: 0,
    blocked: true,
    rateCents: null,
    priceCents: 250000,
  });
  const refused = await book(await client(), rt.id, inDays(19), inDays(22));
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error.code, 'ROOMS_UNAVAILABLE');
  const q = await call('GET', `/api/hotels/room-types/${rt.id}/quote?checkIn=${inDays(19)}&checkOut=${inDays(22)}`);
  assert.equal(q.body.data.available, false);
  assert.equal(q.body.data.freeRooms, 0);
  const s = await call(
    'GET',
    `/api/hotels?address=${encodeURIComponent(tag)}&checkIn=${inDays(19)}&checkOut=${inDays(22)}&isAvailable=false`,
  );
  assert.equal(s.body.data.accommodations[0].isAvailable, false);
  const only = await call(
    'GET',
    `/api/hotels?address=${encodeURIComponent(tag)}&checkIn=${inDays(19)}&checkOut=${inDays(22)}`,
  );
  assert.equal(only.body.data.accommodations.length, 0);
  // The stay booked before the block is still there.
  const [kept] = await sql<{ status: string }[]>`select status from bookings where id = ${early.body.data.id}`;
  assert.equal(kept!.status, 'pending');

  await change(m, hotel.id, rt.id, { from: inDays(20), to: inDays(20), blocked: false });
  assert.equal((await book(await client(), rt.id, inDays(19), inDays(22))).status, 201);
});

Deno.test('race: concurrent bookings against a block never sell the night once it is blocked', async () => {
  const { m, hotel, rt } = await setup({ totalRooms: 40 });
  const night = inDays(25);
  const clients = await Promise.all(Array.from({ length: 14 }, () => client()));
  const bookings = clients.map((c) => book(c, rt.id, night, addDays(night, 1)));
  const block = call('PUT', calendarPath(hotel.id, rt.id), {
    token: m.token,
    body: { from: night, to: night, blocked: true },
  });
  const [blocked, ...results] = await Promise.all([block, ...bookings]);
  assert.equal(blocked.status, 200, JSON.stringify(blocked.body));
  const bookedAtBlock = (blocked.body.data as RoomCalendar).days[0]!.bookedRooms;
  const sold = results.filter((r) => r.status === 201).length;
  for (const r of results) assert.ok(r.status === 201 || r.status === 409, JSON.stringify(r.body));
  const [row] = await sql<{ booked: number; blocked: boolean }[]>`
    select booked, blocked from room_nights where room_type_id = ${rt.id} and night = ${night}
  `;
  // Every booking that got the night got it before the block: none after it.
  assert.equal(row!.blocked, true);
  assert.equal(row!.booked, sold);
  assert.equal(bookedAtBlock, sold);
  const [count] = await sql<{ n: number }[]>`
    select count(*)::int as n from bookings where room_type_id = ${rt.id} and status <> 'cancelled'
  `;
  assert.equal(count!.n, sold);
  assert.equal((await book(await client(), rt.id, night, addDays(night, 1))).status, 409);
});

Deno.test('minimum nights are enforced by the server with a Portuguese error', async () => {
  const { m, hotel, rt } = await setup({ minNights: 3 });
  assert.equal(rt.minNights, 3);
  const short = await book(await client(), rt.id, inDays(5), inDays(7));
  assert.equal(short.status, 422);
  assert.equal(short.body.error.code, 'MIN_NIGHTS');
  assert.equal(short.body.error.message, 'Este quarto exige uma estadia mínima de 3 noites.');
  const q = await call('GET', `/api/hotels/room-types/${rt.id}/quote?checkIn=${inDays(5)}&checkOut=${inDays(7)}`);
  assert.equal(q.body.data.available, false);
  assert.equal(q.body.data.reason, 'Este quarto exige uma estadia mínima de 3 noites.');
  assert.equal((await book(await client(), rt.id, inDays(5), inDays(8))).status, 201);
  // The manager lowers it.
  const upd = await call('PUT', `/api/hotels/${hotel.id}/room-types/${rt.id}`, {
    token: m.token,
    body: { minNights: 1 },
  });
  assert.equal(upd.status, 200, JSON.stringify(upd.body));
  assert.equal(upd.body.data.minNights, 1);
  const bad = await call('PUT', `/api/hotels/${hotel.id}/room-types/${rt.id}`, {
    token: m.token,
    body: { minNights: 31 },
  });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.message, 'A estadia mínima deve estar entre 1 e 30 noites.');
});

Deno.test('the calendar belongs to its manager and refuses past nights and empty changes', async () => {
  const { m, hotel, rt } = await setup();
  const other = await manager();
  const path = `${calendarPath(hotel.id, rt.id)}?from=${inDays(0)}&to=${inDays(30)}`;
  assert.equal((await call('GET', path, { token: other.token })).status, 403);
  const own = await call('GET', path, { token: m.token });
  assert.equal(own.status, 200);
  assert.equal(own.body.data.days.length, 31);
  const past = await call('PUT', calendarPath(hotel.id, rt.id), {
    token: m.token,
    body: { from: inDays(-1), to: inDays(1), blocked: true },
  });
  assert.equal(past.status, 400);
  assert.equal(past.body.error.message, 'Não pode alterar noites passadas.');
  const empty = await call('PUT', calendarPath(hotel.id, rt.id), {
    token: m.token,
    body: { from: inDays(1), to: inDays(2) },
  });
  assert.equal(empty.status, 400);
  const theirs = await call('PUT', calendarPath(hotel.id, rt.id), {
    token: other.token,
    body: { from: inDays(1), to: inDays(2), blocked: true },
  });
  assert.equal(theirs.status, 403);
  const [n] = await sql<{ n: number }[]>`select count(*)::int as n from room_nights where room_type_id = ${rt.id}`;
  assert.equal(n!.n, 0);
});

Deno.test('reservations show arrival time and phone; no-show only after the check-in day, without refund', async () => {
  const { m, hotel, rt } = await setup({ totalRooms: 2 });
  const c = await client();
  await sql`update users set phone = '+258841112233' where id = ${c.uid}`;
  const res = await book(c, rt.id, inDays(1), inDays(4), { arrivalTime: '18:30' });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const booking = await pay(c, res.body.data.id);
  assert.equal(booking.status, 'confirmed');
  const list = async () =>
    ((await call('GET', `/api/hotels/${hotel.id}/reservations`, { token: m.token })).body.data as Reservation[])[0]!;
  let r = await list();
  assert.equal(r.arrivalTime, '18:30');
  assert.equal(r.guestPhone, '+258841112233');
  assert.ok(!r.actions.includes('no-show'));
  const early = await call('POST', `/api/hotels/${hotel.id}/reservations/${booking.id}/no-show`, { token: m.token });
  assert.equal(early.status, 409);

  // The check-in day is over (moved back two days): the guest never came.
  await sql`
    update bookings set check_in = ${inDays(-1)}, check_out = ${inDays(2)} where id = ${booking.id}
  `;
  await sql`update room_nights set night = night - 2 where room_type_id = ${rt.id}`;
  r = await list();
  assert.ok(r.actions.includes('no-show'));
  const done = await call('POST', `/api/hotels/${hotel.id}/reservations/${booking.id}/no-show`, { token: m.token });
  assert.equal(done.status, 200, JSON.stringify(done.body));
  assert.equal(done.body.data.status, 'completed');
  assert.ok(done.body.data.noShowAt);
  assert.equal(done.body.data.refund, null);
  const [p] = await sql<{ status: string }[]>`select status from payments where booking_id = ${booking.id}`;
  assert.equal(p!.status, 'succeeded');
  // The nights from today on went back on sale.
  const nights = await sql<{ night: string; booked: number }[]>`
    select to_char(night, 'YYYY-MM-DD') as night, booked from room_nights where room_type_id = ${rt.id} order by night
  `;
  assert.deepEqual(nights.map((n) => [n.night, n.booked]), [[inDays(-1), 1], [inDays(0), 0], [inDays(1), 0]]);
});

Deno.test('searches for other dates of one place show each stay its own price and rooms, as its quote', async () => {
  // One room type with a rate, a blocked night, a sold-out night and a minimum stay: every dated search below reads
  // the same kept candidates (no write between them), each must still answer as the quote of its own stay.
  const { m, hotel, rt, tag } = await setup({ totalRooms: 1, minNights: 2 });
  await change(m, hotel.id, rt.id, { from: inDays(30), to: inDays(31), rateCents: 400000 });
  await change(m, hotel.id, rt.id, { from: inDays(33), to: inDays(33), blocked: true });
  assert.equal((await book(await client(), rt.id, inDays(36), inDays(38))).status, 201);
  const stays = [[29, 31], [30, 32], [31, 33], [32, 34], [34, 36], [35, 37], [38, 40], [30, 31], [38, 39]];
  for (const [from, to] of stays) {
    const [checkIn, checkOut] = [inDays(from!), inDays(to!)];
    const quote = (await call('GET', `/api/hotels/room-types/${rt.id}/quote?checkIn=${checkIn}&checkOut=${checkOut}`))
      .body.data as StayQuote;
    const s = await call(
      'GET',
      `/api/hotels?address=${encodeURIComponent(tag)}&checkIn=${checkIn}&checkOut=${checkOut}&isAvailable=false`,
    );
    const [entry] = s.body.data.accommodations;
    const stay = `${from}-${to}`;
    assert.equal(entry.totalPriceCents, quote.totalCents, stay);
    assert.equal(entry.pricePerNightCents, Math.round(quote.totalCents / quote.nights), stay);
    assert.equal(entry.isAvailable, quote.available, stay);
    assert.equal(entry.availableRooms, quote.available ? quote.freeRooms : 0, stay);
    const only = await call(
      'GET',
      `/api/hotels?address=${encodeURIComponent(tag)}&checkIn=${checkIn}&checkOut=${checkOut}`,
    );
    assert.equal(only.body.data.total, quote.available ? 1 : 0, stay);
  }
});
