/**
 * @module The manager answers a paid stay request within 24 hours, or it is declined and refunded in full; the client
 * may withdraw it while it waits (issue 9, ADR 0017).
 */
import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import type { Notification } from '../notifications/notifications.schemas.ts';
import type { Reservation } from './stays.schemas.ts';
import { declineUnansweredStays } from './stays.answers.ts';

const inDays = (n: number) => addDays(todayInMaputo(), n);
const HOUR = 3_600_000;

/** A hotel without instant booking (and without free cancellation), one room type, and a paid request for it. */
async function paidRequest() {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const h = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Casa do Pedido', address: `Rua Pedido ${crypto.randomUUID().slice(0, 8)}`, amenities: 'Wi-Fi' },
  });
  assert.equal(h.status, 201, JSON.stringify(h.body));
  const hotelId = h.body.data.id as string;
  const cond = await call('PUT', `/api/hotels/${hotelId}/conditions`, {
    token: manager.token,
    body: { instantBooking: false, freeCancellation: false },
  });
  assert.equal(cond.status, 200);
  const rt = await call('POST', `/api/hotels/${hotelId}/room-types`, {
    token: manager.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: 250000, maxOccupancy: 2, totalRooms: 1 },
  });
  assert.equal(rt.status, 201);
  const client = await createUser({ roles: ['client'] });
  const booked = await call('POST', '/api/bookings/create', {
    token: client.token,
    body: { type: 'stay', roomTypeId: rt.body.data.id, checkIn: inDays(10), checkOut: inDays(12), guests: 2 },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const paidAt = Date.now();
  const pay = await call('POST', '/api/payments', {
    token: client.token,
    body: { bookingId: booked.body.data.id, method: 'card' },
  });
  assert.equal(pay.status, 201, JSON.stringify(pay.body));
  const booking = (await call('GET', `/api/bookings/${booked.body.data.id}`, { token: client.token })).body
    .data as Booking;
  return { manager, client, hotelId, roomTypeId: rt.body.data.id as string, booking, paidAt };
}

const confirm = (manager: TestUser, hotelId: string, bookingId: string) =>
  call('POST', `/api/hotels/${hotelId}/reservations/${bookingId}/confirm`, { token: manager.token });

async function notices(user: TestUser, bookingId: string) {
  const res = await call('GET', '/api/notifications?pageSize=50', { token: user.token });
  return (res.body.data as Notification[]).filter((n) => n.bookingId === bookingId);
}
async function bookedNights(roomTypeId: string) {
  const [row] = await sql<{ n: number }[]>`
    select coalesce(sum(booked), 0)::int as n from room_nights where room_type_id = ${roomTypeId}
  `;
  return row!.n;
}

Deno.test('a paid request shows its 24-hour deadline to the client and the manager, and may be withdrawn', async () => {
  const { manager, client, hotelId, roomTypeId, booking, paidAt } = await paidRequest();
  assert.equal(booking.status, 'pending');
  assert.equal(booking.stay?.awaitingConfirmation, true);
  const due = Date.parse(booking.stay!.answerDueAt!);
  assert.ok(Math.abs(due - (paidAt + 24 * HOUR)) < 60_000, booking.stay!.answerDueAt!);
  assert.equal(booking.canCancel, true, 'the client may withdraw, even without free cancellation');
  const list = await call('GET', `/api/hotels/${hotelId}/reservations`, { token: manager.token });
  const r = (list.body.data as Reservation[]).find((x) => x.id === booking.id)!;
  assert.equal(r.answerDueAt, booking.stay!.answerDueAt);

  const withdrawn = await call('POST', `/api/bookings/${booking.id}/cancel`, { token: client.token, body: {} });
  assert.equal(withdrawn.status, 200, JSON.stringify(withdrawn.body));
  assert.equal(withdrawn.body.data.status, 'cancelled');
  assert.equal(withdrawn.body.data.refund.amountCents, booking.totalCents, 'refunded in full');
  assert.equal(await bookedNights(roomTypeId), 0);
  const told = await notices(manager, booking.id);
  assert.ok(told.some((n) => n.title === 'Pedido retirado pelo cliente'), JSON.stringify(told));
  // The manager can no longer confirm it.
  const late = await confirm(manager, hotelId, booking.id);
  assert.equal(late.status, 409);
});

Deno.test('unanswered for 24 hours, a paid request is declined and refunded in full, both sides told', async () => {
  const { manager, client, hotelId, roomTypeId, booking } = await paidRequest();
  // Not yet due: nothing happens.
  assert.equal(await declineUnansweredStays(sql, new Date(Date.now() + 23 * HOUR), { bookingId: booking.id }), 0);
  assert.equal((await sql`select status from bookings where id = ${booking.id}`)[0]!.status, 'pending');

  assert.ok((await declineUnansweredStays(sql, new Date(Date.now() + 25 * HOUR))) >= 1, 'the job declines it');
  const seen = (await call('GET', `/api/bookings/${booking.id}`, { token: client.token })).body.data as Booking;
  assert.equal(seen.status, 'cancelled');
  assert.equal(seen.cancelReason, 'provider_no_answer');
  assert.equal(seen.refund?.amountCents, booking.totalCents);
  assert.equal(seen.refund?.reason, 'provider_no_answer');
  assert.equal(await bookedNights(roomTypeId), 0, 'the nights are free again');
  const clientNotice = (await notices(client, booking.id)).find((n) => n.title === 'Pedido sem resposta');
  assert.match(clientNotice?.body ?? '', /o alojamento não respondeu em 24 horas/);
  const managerNotice = (await notices(manager, booking.id)).find((n) => n.title === 'Pedido expirado sem resposta');
  assert.ok(managerNotice);
  // Once only.
  assert.equal(await declineUnansweredStays(sql, new Date(Date.now() + 26 * HOUR), { bookingId: booking.id }), 0);
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from refunds where booking_id = ${booking.id}`;
  assert.equal(count!.n, 1);
  const late = await confirm(manager, hotelId, booking.id);
  assert.equal(late.status, 409);
});

Deno.test('a confirmation after the deadline, before the job ran, gets 409 and the guest their money', async () => {
  const { manager, client, hotelId, booking } = await paidRequest();
  await sql`update bookings set answer_due_at = now() - interval '1 minute' where id = ${booking.id}`;
  const late = await confirm(manager, hotelId, booking.id);
  assert.equal(late.status, 409, JSON.stringify(late.body));
  const seen = (await call('GET', `/api/bookings/${booking.id}`, { token: client.token })).body.data as Booking;
  assert.equal(seen.status, 'cancelled');
  assert.equal(seen.refund?.amountCents, booking.totalCents);
});

Deno.test('a confirmed request has no deadline left', async () => {
  const { manager, client, hotelId, booking } = await paidRequest();
  const ok = await confirm(manager, hotelId, booking.id);
  assert.equal(ok.status, 200);
  assert.equal(ok.body.data.answerDueAt, null);
  assert.equal(await declineUnansweredStays(sql, new Date(Date.now() + 48 * HOUR), { bookingId: booking.id }), 0);
  const seen = (await call('GET', `/api/bookings/${booking.id}`, { token: client.token })).body.data as Booking;
  assert.equal(seen.status, 'confirmed');
  assert.equal(seen.stay?.answerDueAt, null);
  // The hotel has no free cancellation (strict): cancelling stays possible, with the policy's refund (ADR 0024).
  assert.equal(seen.canCancel, true);
});
