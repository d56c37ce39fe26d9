import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { releaseExpiredHolds } from '../bookings/bookings.holds.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import type { Accommodation, Hotel, Reservation, RoomType } from './stays.schemas.ts';
import { nightsBetween } from './stays.booking.ts';

const inDays = (n: number) => addDays(todayInMaputo(), n);
const manager = () => createUser({ roles: ['client', 'hotel_manager'], verified: true });
const client = () => createUser({ roles: ['client'] });

/** A fresh establishment with a unique address text (so that searches of one test see only it). */
async function hotel(
  owner: TestUser,
  o: { address?: string; instantBooking?: boolean; freeCancellation?: boolean } = {},
) {
  const tag = `Rua Teste ${crypto.randomUUID().slice(0, 8)}`;
  const res = await call('POST', '/api/hotels', {
    token: owner.token,
    body: { name: 'Casa de Teste', address: o.address ?? tag, amenities: 'Wi-Fi, Piscina' },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const h = res.body.data as Hotel;
  if (o.instantBooking !== undefined || o.freeCancellation !== undefined) {
    const c = await call('PUT', `/api/hotels/${h.id}/conditions`, {
      token: owner.token,
      body: { instantBooking: o.instantBooking, freeCancellation: o.freeCancellation },
    });
    assert.equal(c.status, 200);
  }
  return { ...h, tag };
}

async function roomType(owner: TestUser, hotelId: string, body: Record<string, unknown> = {}) {
  const res = await call('POST', `/api/hotels/${hotelId}/room-types`, {
    token: owner.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: 250000, maxOccupancy: 2, totalRooms: 1, ...body },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data as RoomType;
}

const search = (q: Record<string, string | number>) =>
  call('GET', `/api/hotels?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`);

const book = (user: TestUser, roomTypeId: string, checkIn: string, checkOut: string, guests = 2, key?: string) =>
  call('POST', '/api/bookings/create', {
    token: user.token,
    body: { type: 'stay', roomTypeId, checkIn, checkOut, guests },
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });

async function bookedNights(roomTypeId: string): Promise<Record<string, number>> {
  const rows = await sql<{ night: string; booked: number }[]>`
    select to_char(night, 'YYYY-MM-DD') as night, booked from room_nights where room_type_id = ${roomTypeId}
    order by night
  `;
  return Object.fromEntries(rows.filter((r) => r.booked > 0).map((r) => [r.night, r.booked]));
}

Deno.test('the search validates its fields with the spec messages', async () => {
  const cases: [Record<string, string | number>, string][] = [
    [{ checkIn: inDays(1), checkOut: inDays(2) }, 'Por favor, preencha localização, check-in e check-out.'],
    [{ address: 'Tofo', checkOut: inDays(2) }, 'Por favor, preencha localização, check-in e check-out.'],
    [{ address: 'Tofo', checkIn: inDays(1) }, 'Por favor, preencha localização, check-in e check-out.'],
    [{ address: 'Tofo', checkIn: inDays(-1), checkOut: inDays(2) }, 'A data de check-in não pode ser anterior a hoje.'],
    [
      { address: 'Tofo', checkIn: inDays(3), checkOut: inDays(3) },
      'A data de check-out deve ser posterior ao check-in.',
    ],
    [
      { address: 'Tofo', checkIn: inDays(3), checkOut: inDays(2) },
      'A data de check-out deve ser posterior ao check-in.',
    ],
    [
      { address: 'Tofo', checkIn: inDays(1), checkOut: inDays(2), guests: 0 },
      'O número de hóspedes deve estar entre 1 e 10.',
    ],
    [
      { address: 'Tofo', checkIn: inDays(1), checkOut: inDays(2), guests: 11 },
      'O número de hóspedes deve estar entre 1 e 10.',
    ],
    [{ address: 'Tofo', checkIn: '2026-02-30', checkOut: inDays(2) }, 'Data inválida.'],
    [{ address: 'Tofo', checkIn: inDays(1), checkOut: inDays(40) }, 'A estadia não pode exceder 30 noites.'],
  ];
  for (const [q, message] of cases) {
    const res = await search(q);
    assert.equal(res.status, 400, JSON.stringify(q));
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
    assert.equal(res.body.error.message, message, JSON.stringify(q));
  }
  // Today is a valid check-in, and guests default to 2.
  const ok = await search({ address: 'Tofo', checkIn: inDays(0), checkOut: inDays(1) });
  assert.equal(ok.status, 200);
  assert.ok(Array.isArray(ok.body.data.accommodations));
});

Deno.test('nights are the rounded-up day difference', () => {
  assert.equal(nightsBetween('2026-12-18', '2026-12-21'), 3);
  assert.equal(nightsBetween('2026-12-31', '2027-01-01'), 1);
  assert.equal(nightsBetween('2027-03-28', '2027-03-29'), 1);
});

Deno.test('the search answers one entry per room type with price, nights, guests and availability', async () => {
  const m = await manager();
  const h = await hotel(m);
  const duplo = await roomType(m, h.id, { name: 'Quarto Duplo', pricePerNightCents: 250000, totalRooms: 1 });
  const familia = await roomType(m, h.id, { name: 'Quarto Familiar', pricePerNightCents: 400000, maxOccupancy: 4 });
  const q = { address: h.tag.toLowerCase(), checkIn: inDays(10), checkOut: inDays(13) };

  const res = await search(q);
  assert.equal(res.status, 200);
  const list = res.body.data.accommodations as Accommodation[];
  assert.deepEqual(list.map((a) => a.roomType).sort(), ['Quarto Duplo', 'Quarto Familiar']);
  const a = list.find((x) => x.roomTypeId === duplo.id)!;
  assert.equal(a.hotelId, h.id);
  assert.equal(a.name, 'Casa de Teste');
  assert.equal(a.type, 'hotel_room');
  assert.equal(a.nights, 3);
  assert.equal(a.pricePerNightCents, 250000);
  assert.equal(a.totalPriceCents, 750000);
  assert.equal(a.capacity, 2);
  assert.equal(a.isAvailable, true);
  assert.equal(a.availableRooms, 1);
  assert.equal(a.freeCancellation, true);
  assert.equal(res.body.data.total, 2);
  assert.equal(res.body.data.mode, 'dated');
  assert.ok(a.amenities.includes('Piscina'));

  // 3 guests: only the family room takes them.
  const three = (await search({ ...q, guests: 3 })).body.data.accommodations as Accommodation[];
  assert.deepEqual(three.map((x) => x.roomTypeId), [familia.id]);

  // The only double room booked on one night of the stay: gone with isAvailable=true, shown unavailable otherwise.
  const c = await client();
  assert.equal((await book(c, duplo.id, inDays(11), inDays(12))).status, 201);
  const after = (await search(q)).body.data.accommodations as Accommodation[];
  assert.deepEqual(after.map((x) => x.roomTypeId), [familia.id]);
  const all = (await search({ ...q, isAvailable: 'false' })).body.data.accommodations as Accommodation[];
  const gone = all.find((x) => x.roomTypeId === duplo.id)!;
  assert.equal(gone.isAvailable, false);
  assert.equal(gone.availableRooms, 0);
  // Other nights are still free.
  const before = (await search({ ...q, checkIn: inDays(8), checkOut: inDays(11) })).body.data.accommodations;
  assert.ok((before as Accommodation[]).some((x) => x.roomTypeId === duplo.id));
});

Deno.test('the search matches places without regard to accents and skips inactive room types', async () => {
  const m = await manager();
  const h = await hotel(m, { address: `Bairro ${crypto.randomUUID().slice(0, 6)}, Ilha de Moçambique` });
  assert.equal(h.place?.name, 'Ilha de Moçambique');
  const rt = await roomType(m, h.id);
  const q = { address: 'ilha de mocambique', checkIn: inDays(20), checkOut: inDays(22) };
  const found = (await search(q)).body.data.accommodations as Accommodation[];
  assert.ok(found.some((a) => a.roomTypeId === rt.id));
  const off = await call('PUT', `/api/hotels/${h.id}/room-types/${rt.id}`, {
    token: m.token,
    body: { isActive: false },
  });
  assert.equal(off.status, 200);
  assert.equal(off.body.data.isActive, false);
  const again = (await search(q)).body.data.accommodations as Accommodation[];
  assert.ok(!again.some((a) => a.roomTypeId === rt.id));
  // The page hides it from visitors but shows it to the manager.
  assert.equal((await call('GET', `/api/hotels/${h.id}`)).body.data.roomTypes.length, 0);
  assert.equal((await call('GET', `/api/hotels/${h.id}`, { token: m.token })).body.data.roomTypes.length, 1);
  // And it cannot be booked.
  const res = await book(await client(), rt.id, inDays(20), inDays(22));
  assert.equal(res.status, 409);
  assert.equal(res.body.error.code, 'ROOM_TYPE_NOT_AVAILABLE');
});

Deno.test('booking a stay takes every night and prices nights x rate plus the fee; retries are idempotent', async () => {
  const m = await manager();
  const h = await hotel(m);
  const rt = await roomType(m, h.id, { pricePerNightCents: 312500, totalRooms: 2 });
  const c = await client();
  const key = crypto.randomUUID();
  const res = await book(c, rt.id, inDays(5), inDays(8), 2, key);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const b = res.body.data as Booking;
  const bps = b.platformFeeBps;
  assert.equal(b.type, 'stay');
  assert.equal(b.status, 'pending');
  assert.equal(b.subtotalCents, 937500);
  assert.equal(b.platformFeeCents, Math.floor((937500 * bps + 5000) / 10000));
  assert.equal(b.totalCents, 937500 + b.platformFeeCents);
  assert.equal(b.providerAmountCents, 937500);
  assert.equal(b.stay?.nights, 3);
  assert.equal(b.stay?.pricePerNightCents, 312500);
  assert.equal(b.stay?.name, 'Casa de Teste');
  assert.equal(b.stay?.checkIn, inDays(5));
  assert.equal(b.stay?.checkOut, inDays(8));
  assert.deepEqual(await bookedNights(rt.id), { [inDays(5)]: 1, [inDays(6)]: 1, [inDays(7)]: 1 });

  const retry = await book(c, rt.id, inDays(5), inDays(8), 2, key);
  assert.equal(retry.status, 201);
  assert.equal(retry.body.data.id, b.id);
  assert.deepEqual(await bookedNights(rt.id), { [inDays(5)]: 1, [inDays(6)]: 1, [inDays(7)]: 1 });
  const other = await book(c, rt.id, inDays(5), inDays(9), 2, key);
  assert.equal(other.status, 422);
  assert.equal(other.body.error.code, 'IDEMPOTENCY_KEY_REUSED');

  const list = (await call('GET', '/api/bookings/user', { token: c.token })).body.data as Booking[];
  assert.equal(list.find((x) => x.id === b.id)?.stay?.roomTypeName, 'Quarto Duplo');
});

Deno.test('a stay booking validates dates, guests and ownership', async () => {
  const m = await manager();
  const h = await hotel(m);
  const rt = await roomType(m, h.id, { maxOccupancy: 2 });
  const c = await client();
  const past = await book(c, rt.id, inDays(-1), inDays(2));
  assert.equal(past.status, 400);
  assert.equal(past.body.error.message, 'A data de check-in não pode ser anterior a hoje.');
  const order = await book(c, rt.id, inDays(4), inDays(4));
  assert.equal(order.body.error.message, 'A data de check-out deve ser posterior ao check-in.');
  const guests = await book(c, rt.id, inDays(4), inDays(5), 11);
  assert.equal(guests.status, 400);
  assert.equal(guests.body.error.message, 'O número de hóspedes deve estar entre 1 e 10.');
  const tooMany = await book(c, rt.id, inDays(4), inDays(5), 3);
  assert.equal(tooMany.status, 422);
  assert.equal(tooMany.body.error.code, 'TOO_MANY_GUESTS');
  const own = await book(m, rt.id, inDays(4), inDays(5));
  assert.equal(own.status, 422);
  assert.equal(own.body.error.code, 'OWN_ESTABLISHMENT');
  const missing = await book(c, '00000000-0000-4000-8000-000000000000', inDays(4), inDays(5));
  assert.equal(missing.status, 404);
  assert.deepEqual(await bookedNights(rt.id), {});
});

Deno.test('30 clients racing for 3 rooms over overlapping nights never oversell a night', async () => {
  const m = await manager();
  const h = await hotel(m);
  const rt = await roomType(m, h.id, { totalRooms: 3 });
  const clients = await Promise.all(Array.from({ length: 30 }, () => client()));
  // Stays of 1 to 3 nights starting on one of 4 days: every night is wanted by many more than 3.
  const results = await Promise.all(clients.map((c, i) => {
    const start = 30 + (i % 4);
    return book(c, rt.id, inDays(start), inDays(start + 1 + (i % 3)));
  }));
  const ok = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status !== 201);
  assert.ok(ok.length >= 3, `at least the first 3 succeed (${ok.length})`);
  assert.ok(refused.every((r) => r.status === 409 && r.body.error.code === 'ROOMS_UNAVAILABLE'));
  const nights = await bookedNights(rt.id);
  assert.ok(Object.values(nights).every((n) => n <= 3), JSON.stringify(nights));
  // The inventory equals the nights of the bookings made.
  const sold = (await sql<{ sold: number }[]>`
    select coalesce(sum(nights), 0)::int as sold from bookings where room_type_id = ${rt.id} and status <> 'cancelled'
  `)[0]!.sold;
  assert.equal(Object.values(nights).reduce((s, n) => s + n, 0), sold);
  // Exactly 3 identical stays fit.
  const rt2 = await roomType(m, h.id, { name: 'Quarto Triplo', totalRooms: 3, maxOccupancy: 3 });
  const same = await Promise.all(clients.slice(0, 12).map((c) => book(c, rt2.id, inDays(40), inDays(42))));
  assert.equal(same.filter((r) => r.status === 201).length, 3);
  assert.deepEqual(await bookedNights(rt2.id), { [inDays(40)]: 3, [inDays(41)]: 3 });
});

Deno.test('an expired hold gives its nights back', async () => {
  const m = await manager();
  const h = await hotel(m);
  const rt = await roomType(m, h.id);
  const c = await client();
  const res = await book(c, rt.id, inDays(15), inDays(17));
  assert.equal(res.status, 201);
  assert.deepEqual(await bookedNights(rt.id), { [inDays(15)]: 1, [inDays(16)]: 1 });
  const later = new Date(Date.parse(res.body.data.holdExpiresAt) + 1000);
  await releaseExpiredHolds(sql, later);
  assert.deepEqual(await bookedNights(rt.id), {});
  const b = (await call('GET', `/api/bookings/${res.body.data.id}`, { token: c.token })).body.data as Booking;
  assert.equal(b.status, 'cancelled');
  assert.equal(b.cancelReason, 'hold_expired');
  // The room can be booked again.
  assert.equal((await book(await client(), rt.id, inDays(15), inDays(17))).status, 201);
});

/** Books and pays by card (the sandbox settles at once in tests). */
async function paidStay(c: TestUser, roomTypeId: string, checkIn: string, checkOut: string) {
  const res = await book(c, roomTypeId, checkIn, checkOut);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const pay = await call('POST', '/api/payments', {
    token: c.token,
    body: { bookingId: res.body.data.id, method: 'card' },
  });
  assert.ok(pay.status === 201 || pay.status === 200, JSON.stringify(pay.body));
  return (await call('GET', `/api/bookings/${res.body.data.id}`, { token: c.token })).body.data as Booking;
}

Deno.test('cancellation follows the policy: free until 24 h before check-in, then the first night is kept', async () => {
  const m = await manager();
  const free = await hotel(m);
  const rt = await roomType(m, free.id, { totalRooms: 2 });
  const c = await client();

  // Paid, check-in in 5 days: free cancellation (flexible); the nights and everything paid come back.
  const early = await paidStay(c, rt.id, inDays(5), inDays(7));
  assert.equal(early.status, 'confirmed');
  assert.equal(early.canCancel, true);
  const ok = await call('POST', `/api/bookings/${early.id}/cancel`, { token: c.token, body: {} });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  assert.equal(ok.body.data.status, 'cancelled');
  assert.equal(ok.body.data.refund.amountCents, early.totalCents);
  assert.deepEqual(await bookedNights(rt.id), {});

  // Paid, check-in today (always less than 24 h before check-in): cancellable (ADR 0024), the first of the 2 nights
  // and the fee are kept.
  const late = await paidStay(c, rt.id, inDays(0), inDays(2));
  assert.equal(late.canCancel, true);
  const partial = await call('POST', `/api/bookings/${late.id}/cancel`, { token: c.token, body: {} });
  assert.equal(partial.status, 200, JSON.stringify(partial.body));
  assert.equal(partial.body.data.refund.amountCents, late.subtotalCents / 2);
  assert.equal(partial.body.data.refund.platformFeeCents, 0);

  // Unpaid hold: can always be dropped.
  const hold = await book(c, rt.id, inDays(0), inDays(1));
  assert.equal(hold.status, 201);
  assert.equal((await call('POST', `/api/bookings/${hold.body.data.id}/cancel`, { token: c.token })).status, 200);

  // Toggle off: the strict policy, half the nights back even weeks ahead, the fee kept.
  const strict = await hotel(m, { freeCancellation: false });
  const rt2 = await roomType(m, strict.id);
  const paid = await paidStay(c, rt2.id, inDays(20), inDays(21));
  assert.equal(paid.canCancel, true);
  const half = await call('POST', `/api/bookings/${paid.id}/cancel`, { token: c.token, body: {} });
  assert.equal(half.status, 200);
  assert.equal(half.body.data.refund.amountCents, paid.subtotalCents / 2);
  assert.deepEqual(await bookedNights(rt2.id), {});
});

Deno.test('without instant booking a paid stay waits for the manager, who confirms, checks in and completes', async () => {
  const m = await manager();
  const h = await hotel(m, { instantBooking: false });
  const rt = await roomType(m, h.id, { totalRooms: 2 });
  const c = await client();
  const paid = await paidStay(c, rt.id, inDays(0), inDays(3));
  assert.equal(paid.status, 'pending');
  assert.equal(paid.paymentStatus, 'succeeded');
  assert.equal(paid.stay?.awaitingConfirmation, true);
  assert.equal(paid.holdExpiresAt, null);
  // A paid stay is never released as an expired hold.
  await releaseExpiredHolds(sql, new Date(Date.now() + 86_400_000));
  assert.deepEqual(Object.keys(await bookedNights(rt.id)).length, 3);

  const list = await call('GET', `/api/hotels/${h.id}/reservations`, { token: m.token });
  assert.equal(list.status, 200);
  const r = (list.body.data as Reservation[]).find((x) => x.id === paid.id)!;
  assert.equal(r.awaitingConfirmation, true);
  assert.deepEqual(r.actions, ['confirm', 'cancel']);
  assert.equal(r.nights, 3);

  const early = await call('POST', `/api/hotels/${h.id}/reservations/${paid.id}/complete`, { token: m.token });
  assert.equal(early.status, 409);
  const confirm = await call('POST', `/api/hotels/${h.id}/reservations/${paid.id}/confirm`, { token: m.token });
  assert.equal(confirm.status, 200, JSON.stringify(confirm.body));
  assert.equal(confirm.body.data.status, 'confirmed');
  const seen = (await call('GET', `/api/bookings/${paid.id}`, { token: c.token })).body.data as Booking;
  assert.equal(seen.status, 'confirmed');
  const checkIn = await call('POST', `/api/hotels/${h.id}/reservations/${paid.id}/check-in`, { token: m.token });
  assert.equal(checkIn.status, 200);
  assert.ok(checkIn.body.data.checkedInAt);
  const done = await call('POST', `/api/hotels/${h.id}/reservations/${paid.id}/complete`, { token: m.token });
  assert.equal(done.body.data.status, 'completed');

  const stats = await call('GET', `/api/hotels/${h.id}/stats`, { token: m.token });
  assert.equal(stats.status, 200);
  assert.equal(stats.body.data.totalRooms, 2);
  assert.equal(stats.body.data.totalBookings, 1);
  assert.equal(stats.body.data.availableRooms, 1);
  assert.ok(stats.body.data.occupancyRate > 0);
  assert.equal(stats.body.data.monthlyRevenueCents, paid.subtotalCents);
});

Deno.test('the manager cancels a stay: nights released; other managers get 403 and unknown ids 404', async () => {
  const m = await manager();
  const other = await manager();
  const h = await hotel(m);
  const rt = await roomType(m, h.id);
  const c = await client();
  const res = await book(c, rt.id, inDays(9), inDays(11));
  const id = res.body.data.id as string;

  for (
    const [method, path, body] of [
      ['GET', `/api/hotels/${h.id}/reservations`, undefined],
      ['GET', `/api/hotels/${h.id}/stats`, undefined],
      ['PUT', `/api/hotels/${h.id}`, { name: 'Roubado' }],
      ['PUT', `/api/hotels/${h.id}/conditions`, { instantBooking: false }],
      ['POST', `/api/hotels/${h.id}/room-types`, { name: 'Quarto X', pricePerNightCents: 100000 }],
      ['PUT', `/api/hotels/${h.id}/room-types/${rt.id}`, { pricePerNightCents: 100 }],
      ['POST', `/api/hotels/${h.id}/reservations/${id}/cancel`, undefined],
    ] as const
  ) {
    const r = await call(method, path, { token: other.token, body });
    assert.equal(r.status, 403, `${method} ${path}`);
  }
  const otherHotel = await hotel(other);
  const cross = await call('POST', `/api/hotels/${otherHotel.id}/reservations/${id}/cancel`, { token: other.token });
  assert.equal(cross.status, 404, "a booking of another establishment is not found through one's own");
  const unknown = await call('GET', `/api/hotels/00000000-0000-4000-8000-000000000000/stats`, { token: m.token });
  assert.equal(unknown.status, 404);
  const asClient = await call('GET', `/api/hotels/${h.id}/reservations`, { token: c.token });
  assert.equal(asClient.status, 403);
  assert.equal((await call('GET', `/api/hotels/${h.id}`)).body.data.name, 'Casa de Teste');

  const cancel = await call('POST', `/api/hotels/${h.id}/reservations/${id}/cancel`, { token: m.token });
  assert.equal(cancel.status, 200);
  assert.equal(cancel.body.data.status, 'cancelled');
  assert.deepEqual(await bookedNights(rt.id), {});
  const again = await call('POST', `/api/hotels/${h.id}/reservations/${id}/cancel`, { token: m.token });
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'RESERVATION_ACTION_NOT_ALLOWED');
});

Deno.test('creating an establishment needs an approved verification; the profile saves and lists as mine', async () => {
  const unverified = await createUser({ roles: ['client', 'hotel_manager'] });
  const refused = await call('POST', '/api/hotels', {
    token: unverified.token,
    body: { name: 'Pensão Nova', address: 'Tofo' },
  });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.error.code, 'VERIFICATION_REQUIRED');

  const m = await manager();
  const bad = await call('POST', '/api/hotels', { token: m.token, body: { name: 'X', address: 'Tofo' } });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.message, 'O nome deve ter entre 2 e 120 caracteres.');
  const h = await hotel(m);
  assert.equal(h.conditions.checkInTime, '14:00');
  assert.equal(h.conditions.checkOutTime, '12:00');
  assert.equal(h.conditions.freeCancellation, true);
  assert.equal(h.conditions.instantBooking, true);
  assert.equal(h.conditions.autoCheckIn, false);
  assert.deepEqual(h.amenities, ['Wi-Fi', 'Piscina']);
  const saved = await call('PUT', `/api/hotels/${h.id}`, {
    token: m.token,
    body: { name: 'Casa Renovada', description: 'Nova descrição.', address: 'Avenida Marginal, Praia do Tofo' },
  });
  assert.equal(saved.status, 200);
  assert.equal(saved.body.data.name, 'Casa Renovada');
  assert.equal(saved.body.data.place.name, 'Praia do Tofo');
  const times = await call('PUT', `/api/hotels/${h.id}/conditions`, {
    token: m.token,
    body: { checkInTime: '15:00', checkOutTime: '11:00', autoCheckIn: true },
  });
  assert.equal(times.body.data.conditions.checkInTime, '15:00');
  assert.equal(times.body.data.conditions.autoCheckIn, true);
  const badTime = await call('PUT', `/api/hotels/${h.id}/conditions`, {
    token: m.token,
    body: { checkInTime: '25:00' },
  });
  assert.equal(badTime.status, 400);
  const mine = await call('GET', '/api/hotels/mine', { token: m.token });
  assert.deepEqual((mine.body.data as Hotel[]).map((x) => x.id), [h.id]);
});

Deno.test('a room type cannot have fewer rooms than are booked on one night', async () => {
  const m = await manager();
  const h = await hotel(m);
  const rt = await roomType(m, h.id, { totalRooms: 3 });
  for (let i = 0; i < 2; i++) assert.equal((await book(await client(), rt.id, inDays(3), inDays(4))).status, 201);
  const shrink = await call('PUT', `/api/hotels/${h.id}/room-types/${rt.id}`, {
    token: m.token,
    body: { totalRooms: 1 },
  });
  assert.equal(shrink.status, 409);
  assert.equal(shrink.body.error.code, 'ROOMS_IN_USE');
  const fine = await call('PUT', `/api/hotels/${h.id}/room-types/${rt.id}`, {
    token: m.token,
    body: { totalRooms: 2, pricePerNightCents: 300000 },
  });
  assert.equal(fine.status, 200);
  assert.equal(fine.body.data.totalRooms, 2);
  assert.equal((await book(await client(), rt.id, inDays(3), inDays(4))).status, 409);
});

Deno.test("an establishment's page preview is what a visitor may see: name, place line and description", async () => {
  const { stayPreview } = await import('./stays.service.ts');
  const owner = await manager();
  const h = await hotel(owner);
  const put = await call('PUT', `/api/hotels/${h.id}`, {
    token: owner.token,
    body: { description: 'Perto da praia.' },
  });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  const preview = await stayPreview(h.id);
  assert.equal(preview?.name, 'Casa de Teste');
  assert.equal(preview?.description, 'Perto da praia.');
  assert.equal(preview?.placeLine, h.place ? `${h.place.name}, ${h.place.province}` : h.address);
  assert.equal(preview?.cover, null);
  assert.equal(await stayPreview('nao-e-um-uuid'), null);
  assert.equal(await stayPreview(crypto.randomUUID()), null);
  await sql`update establishments set is_active = false where id = ${h.id}`;
  assert.equal(await stayPreview(h.id), null);
});

Deno.test("racing give-backs: a stay cancelled by its client, by the manager and by its hold's expiry at once gives each night back once", async () => {
  const m = await manager();
  const h = await hotel(m);
  const rt = await roomType(m, h.id, { totalRooms: 6 });
  // A stay that stays booked: a second give-back of any racing stay would show as a night below it.
  const keeper = await book(await client(), rt.id, inDays(50), inDays(53));
  assert.equal(keeper.status, 201, JSON.stringify(keeper.body));
  const clients = await Promise.all(Array.from({ length: 5 }, () => client()));
  const stays = await Promise.all(clients.map(async (c) => {
    const res = await book(c, rt.id, inDays(50), inDays(52));
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return { c, id: res.body.data.id as string };
  }));
  assert.deepEqual(await bookedNights(rt.id), { [inDays(50)]: 6, [inDays(51)]: 6, [inDays(52)]: 1 });
  // Their holds are over: the expiry races the client's and the manager's cancellation of each.
  await sql`update bookings set hold_expires_at = now() - interval '1 minute' where id in ${
    sql(stays.map((s) => s.id))
  }`;
  const results = await Promise.all(stays.flatMap(({ c, id }) => [
    call('POST', `/api/bookings/${id}/cancel`, { token: c.token }),
    call('POST', `/api/hotels/${h.id}/reservations/${id}/cancel`, { token: m.token }),
    releaseExpiredHolds(sql, new Date()),
  ]));
  for (const r of results) {
    if ('status' in r) assert.ok([200, 404, 409].includes(r.status), JSON.stringify(r.body));
  }
  const statuses = await sql<{ status: string }[]>`select status from bookings where id in ${
    sql(stays.map((s) => s.id))
  }`;
  assert.ok(statuses.every((s) => s.status === 'cancelled'));
  assert.deepEqual(await bookedNights(rt.id), { [inDays(50)]: 1, [inDays(51)]: 1, [inDays(52)]: 1 });
});
