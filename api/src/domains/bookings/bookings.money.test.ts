/**
 * @module Money and bookings that testing broke (issue 9, ADR 0017): unpaid holds per client, no cancellation once
 * the service has begun, payment retries racing with one Idempotency-Key, and amounts beyond 32 bits. Real
 * PostgreSQL, concurrent requests where the rule is about races.
 */
import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import { MAX_UNPAID_HOLDS } from './bookings.limits.ts';

const TOO_MANY =
  `Tem ${MAX_UNPAID_HOLDS} reservas por pagar. Pague ou cancele uma delas antes de fazer uma nova reserva.`;

const pay = (user: TestUser, bookingId: string, key?: string) =>
  call('POST', '/api/payments', {
    token: user.token,
    body: { bookingId, method: 'card' },
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });
const cancel = (user: TestUser, id: string) =>
  call('POST', `/api/bookings/${id}/cancel`, { token: user.token, body: {} });
const bookingOf = async (user: TestUser, id: string) =>
  (await call('GET', `/api/bookings/${id}`, { token: user.token })).body.data as Booking;

/** A ride with its own address texts (tests share the database). */
async function ride(o: { priceMt?: number; seats?: number; date?: string; time?: string } = {}) {
  const tag = crypto.randomUUID().slice(0, 8);
  return insertRide(await createDriver(), { from: `Origem ${tag}`, to: `Destino ${tag}`, seats: o.seats ?? 4, ...o });
}

/** A paid event of a fresh organiser, `days` ahead. */
async function paidEvent(fields: Record<string, unknown> = {}) {
  const owner = await createUser({ roles: ['client', 'event'], verified: true });
  const res = await call('POST', '/api/events/create', {
    token: owner.token,
    body: {
      title: 'Festival das Regras',
      category: 'entretenimento',
      eventType: 'festival',
      venue: 'Praia do Tofo',
      address: 'Praia do Tofo, Inhambane',
      startDate: inDays(10),
      endDate: inDays(11),
      startTime: '16:00',
      endTime: '23:00',
      ticketPrice: 500,
      maxTickets: 100,
      ...fields,
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { owner, event: res.body.data as { id: string } };
}
const bookEvent = (user: TestUser, eventId: string, quantity = 1) =>
  call('POST', '/api/bookings/create', { token: user.token, body: { type: 'event', eventId, quantity } });

Deno.test('a client holds at most 3 unpaid bookings of any kind; paying or cancelling one frees a place', async () => {
  const client = await createClient();
  const held: string[] = [];
  for (let i = 0; i < MAX_UNPAID_HOLDS; i++) {
    const res = await bookRide(client, await ride(), 2);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    held.push(res.body.data.id);
  }
  const fourth = await bookRide(client, await ride(), 1);
  assert.equal(fourth.status, 409);
  assert.equal(fourth.body.error.code, 'TOO_MANY_UNPAID_BOOKINGS');
  assert.equal(fourth.body.error.message, TOO_MANY);
  const { event } = await paidEvent();
  const ticket = await bookEvent(client, event.id);
  assert.equal(ticket.status, 409, 'an event ticket counts too');
  assert.equal(ticket.body.error.code, 'TOO_MANY_UNPAID_BOOKINGS');
  // A free event holds nothing unpaid: registering is still possible.
  const { event: free } = await paidEvent({ ticketPrice: 0 });
  assert.equal((await bookEvent(client, free.id)).status, 201);

  assert.equal((await pay(client, held[0]!)).status, 201);
  assert.equal((await bookingOf(client, held[0]!)).status, 'confirmed');
  const afterPaying = await bookRide(client, await ride(), 1);
  assert.equal(afterPaying.status, 201, JSON.stringify(afterPaying.body));
  assert.equal((await bookRide(client, await ride(), 1)).status, 409);
  assert.equal((await cancel(client, held[1]!)).status, 200);
  assert.equal((await bookEvent(client, event.id)).status, 201);
  // An expired hold no longer counts, even before the release job has run.
  await sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${held[2]!}`;
  assert.equal((await bookRide(client, await ride(), 1)).status, 201);
});

Deno.test('12 racing bookings of one client on 12 rides: exactly 3 hold seats, 9 get 409', async () => {
  const client = await createClient();
  const rides = await Promise.all(Array.from({ length: 12 }, () => ride({ seats: 8 })));
  const answers = await Promise.all(rides.map((r) => bookRide(client, r, 8)));
  const created = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 409);
  assert.equal(created.length, MAX_UNPAID_HOLDS, JSON.stringify(answers.map((a) => a.status)));
  assert.equal(refused.length, 12 - MAX_UNPAID_HOLDS);
  assert.ok(refused.every((a) => a.body.error.code === 'TOO_MANY_UNPAID_BOOKINGS'));
  const [row] = await sql<{ n: number; seats: number }[]>`
    select count(*)::int as n, coalesce(sum(seats), 0)::int as seats from bookings
    where user_id = ${client.uid} and status = 'pending'
  `;
  assert.deepEqual({ ...row }, { n: MAX_UNPAID_HOLDS, seats: 8 * MAX_UNPAID_HOLDS });
  const [held] = await sql<{ taken: number }[]>`
    select sum(seats_total - seats_available)::int as taken from rides where id in ${sql(rides)}
  `;
  assert.equal(held!.taken, 8 * MAX_UNPAID_HOLDS, 'no seat is held by a refused booking');
});

Deno.test('20 concurrent retries of one payment with the same Idempotency-Key all get the first answer', async () => {
  const client = await createClient();
  const booked = await bookRide(client, await ride(), 1);
  assert.equal(booked.status, 201);
  const key = crypto.randomUUID();
  const answers = await Promise.all(Array.from({ length: 20 }, () => pay(client, booked.body.data.id, key)));
  assert.deepEqual(answers.map((a) => a.status), Array(20).fill(201), JSON.stringify(answers.map((a) => a.body)));
  // Every retry answers the first request's payment: the same payment, amount, method and reference. Its status may
  // have moved on in between (the tests settle payments at once, PAYMENT_DELAY_MS=0: a later replay can read it
  // succeeded where the first answer said pending), so the replay is compared by what identifies the payment.
  const identity = (body: { data: Record<string, unknown> }) => {
    const { id, bookingId, amountCents, method, providerReference, createdAt, currency } = body.data;
    return { id, bookingId, amountCents, method, providerReference, createdAt, currency };
  };
  const first = identity(answers[0]!.body);
  for (const a of answers) assert.deepEqual(identity(a.body), first);
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from payments where booking_id = ${booked.body.data.id}
  `;
  assert.equal(row!.n, 1, 'one payment');
});

Deno.test('no cancelling once a ticket of the booking is checked in, nor once the event has started', async () => {
  const client = await createClient();
  const { owner, event } = await paidEvent();
  const booked = await bookEvent(client, event.id, 2);
  assert.equal(booked.status, 201);
  assert.equal((await pay(client, booked.body.data.id)).status, 201);
  const before = await bookingOf(client, booked.body.data.id);
  assert.equal(before.canCancel, true);
  const code = before.event!.tickets[0]!.code;
  // The check-in opens a few hours before the start (ADR 0043): the event starts in an hour, ends in five.
  await sql`
    update events set start_date = (now() at time zone 'Africa/Maputo' + interval '1 hour')::date,
      start_time = date_trunc('minute', now() at time zone 'Africa/Maputo' + interval '1 hour')::time,
      end_date = (now() at time zone 'Africa/Maputo' + interval '5 hours')::date,
      end_time = date_trunc('minute', now() at time zone 'Africa/Maputo' + interval '5 hours')::time
    where id = ${event.id}
  `;
  assert.equal((await call('POST', '/api/events/check-in', { token: owner.token, body: { code } })).status, 200);

  const after = await bookingOf(client, booked.body.data.id);
  assert.equal(after.canCancel, false, "the /reservas 'Cancelar' button disappears");
  const refused = await cancel(client, booked.body.data.id);
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error.code, 'BOOKING_NOT_CANCELLABLE');
  assert.equal(
    refused.body.error.message,
    'Um bilhete desta reserva já entrou no evento: esta reserva já não pode ser cancelada.',
  );
  const [refund] = await sql`select 1 from refunds where booking_id = ${booked.body.data.id}`;
  assert.equal(refund, undefined, 'nothing refunded');

  // Another booking of an event that started an hour ago (and ends tonight), nobody checked in.
  const second = await paidEvent();
  const other = await bookEvent(client, second.event.id, 1);
  assert.equal((await pay(client, other.body.data.id)).status, 201);
  const today = todayInMaputo();
  // The start an hour ago as a local date and time (yesterday's date between 00:00 and 01:00 in Maputo).
  await sql`
    update events set start_date = (now() at time zone 'Africa/Maputo' - interval '1 hour')::date,
      end_date = ${addDays(today, 1)}::date,
      start_time = (now() at time zone 'Africa/Maputo' - interval '1 hour')::time
    where id = ${second.event.id}
  `;
  const started = await bookingOf(client, other.body.data.id);
  assert.equal(started.canCancel, false);
  assert.equal(started.active, true, 'still listed under Ativas until it ends');
  const late = await cancel(client, other.body.data.id);
  assert.equal(late.status, 409);
  assert.equal(late.body.error.message, 'O evento já começou: esta reserva já não pode ser cancelada.');
});

Deno.test('a ride cannot be cancelled after its departure; the answer says why', async () => {
  const client = await createClient();
  const rideId = await ride();
  const booked = await bookRide(client, rideId, 1);
  assert.equal((await pay(client, booked.body.data.id)).status, 201);
  await sql`update rides set departure_date = ${inDays(-1)}::date where id = ${rideId}`;
  assert.equal((await bookingOf(client, booked.body.data.id)).canCancel, false);
  const refused = await cancel(client, booked.body.data.id);
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error.message, 'A viagem já partiu: esta reserva já não pode ser cancelada.');
});

Deno.test('a ride at 20,000,000 MT with 8 seats books, pays and refunds exactly (bigint centavos)', async () => {
  const client = await createClient();
  const rideId = await ride({ priceMt: 20_000_000, seats: 8 });
  const booked = await bookRide(client, rideId, 8);
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const b = booked.body.data as Booking;
  assert.equal(b.subtotalCents, 16_000_000_000);
  assert.equal(b.totalCents, b.subtotalCents + b.platformFeeCents);
  assert.equal(typeof b.totalCents, 'number');
  const paid = await pay(client, b.id);
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  assert.equal(paid.body.data.amountCents, b.totalCents);
  const cancelled = await cancel(client, b.id);
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  assert.equal(cancelled.body.data.refund.amountCents, b.totalCents);
  const list = await call('GET', '/api/bookings/user', { token: client.token });
  assert.equal((list.body.data as Booking[]).find((x) => x.id === b.id)?.totalCents, b.totalCents);
});

Deno.test('a room at 1,000,000 MT a night for 30 nights books and pays (bigint centavos)', async () => {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const h = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Palácio Caro', address: `Rua Cara ${crypto.randomUUID().slice(0, 8)}`, amenities: 'Wi-Fi' },
  });
  assert.equal(h.status, 201, JSON.stringify(h.body));
  const rt = await call('POST', `/api/hotels/${h.body.data.id}/room-types`, {
    token: manager.token,
    body: { name: 'Suite Real', pricePerNightCents: 100_000_000, maxOccupancy: 2, totalRooms: 1 },
  });
  assert.equal(rt.status, 201, JSON.stringify(rt.body));
  const client = await createClient();
  const booked = await call('POST', '/api/bookings/create', {
    token: client.token,
    body: { type: 'stay', roomTypeId: rt.body.data.id, checkIn: inDays(2), checkOut: inDays(32), guests: 2 },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.equal(booked.body.data.subtotalCents, 3_000_000_000);
  assert.equal(booked.body.data.stay.pricePerNightCents, 100_000_000);
  const paid = await pay(client, booked.body.data.id);
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  assert.equal(paid.body.data.amountCents, booked.body.data.totalCents);
  const stats = await call('GET', `/api/hotels/${h.body.data.id}/stats`, { token: manager.token });
  assert.equal(stats.status, 200, JSON.stringify(stats.body));
});
