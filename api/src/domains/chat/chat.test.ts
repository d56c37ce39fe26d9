import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import type { ChatMessage, ChatRoom, ChatThread } from './chat.schemas.ts';
import { chatStatus } from './chat.service.ts';

const rooms = async (user: TestUser) => {
  const res = await call('GET', '/api/chat/rooms', { token: user.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data as ChatRoom[];
};
const thread = (user: TestUser, roomId: string, query = '') =>
  call('GET', `/api/chat/messages/${roomId}${query}`, { token: user.token });
const send = (user: TestUser, roomId: string, body: unknown) =>
  call('POST', `/api/chat/messages/${roomId}`, { token: user.token, body });

/** A driver with a ride, a client with a booking of it, and the room both see. */
async function rideChat(o: { from?: string; to?: string; date?: string; time?: string } = {}) {
  const driver = await createDriver();
  await sql`update users set first_name = 'Carlos', last_name = 'Nhantumbo', phone = '+258841234567'
    where id = ${driver.uid}`;
  const client = await createClient();
  await sql`update users set first_name = 'Ana', last_name = 'Macuácua' where id = ${client.uid}`;
  // Free-text addresses unique to the test: the rides tests search the shared database by place.
  const tag = crypto.randomUUID().slice(0, 8);
  const rideId = await insertRide(driver, {
    from: `${o.from ?? 'Paragem do Chat'} ${tag}`,
    to: `${o.to ?? 'Destino'} ${tag}`,
    date: o.date,
    time: o.time ?? '06:30',
  });
  const booked = await bookRide(client, rideId, 1);
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const bookingId = booked.body.data.id as string;
  const room = (await rooms(client)).find((r) => r.bookingId === bookingId);
  assert.ok(room, 'the client lists a room for the booking');
  return { driver, client, rideId, bookingId, room };
}

Deno.test('a ride booking gets one room between the client and the driver, listed by both', async () => {
  const { driver, client, bookingId, room } = await rideChat({ to: 'Macia' });
  assert.equal(room.bookingType, 'ride');
  assert.equal(room.status, 'active');
  assert.equal(room.role, 'client');
  assert.equal(room.providerType, 'driver');
  assert.equal(room.providerName, 'Carlos Nhantumbo');
  // An unpaid hold does not reveal the driver's phone (issue 9): it comes once the booking is paid.
  assert.equal(room.providerPhone, null);
  const paid = await call('POST', '/api/payments', {
    token: client.token,
    body: {
      bookingId,
      method: 'card',
    },
  });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  assert.equal((await rooms(client)).find((r) => r.bookingId === bookingId)?.providerPhone, '+258841234567');
  assert.equal(room.clientName, 'Ana Macuácua');
  assert.match(room.bookingDetails, /^Paragem do Chat [0-9a-f]{8} → Macia [0-9a-f]{8} · \d{2}\/\d{2}\/\d{4} 06:30$/);
  assert.equal(room.lastMessage, null);
  assert.equal(room.unreadCount, 0);
  const seen = (await rooms(driver)).filter((r) => r.bookingId === bookingId);
  assert.equal(seen.length, 1);
  assert.equal(seen[0]!.id, room.id);
  assert.equal(seen[0]!.role, 'provider');
  assert.equal(seen[0]!.providerPhone, null, 'the driver is not given their own number');
  // Listing again creates nothing new.
  await rooms(client);
  const n = await sql<{ n: number }[]>`select count(*)::int as n from chat_rooms where booking_id = ${bookingId}`;
  assert.equal(n[0]!.n, 1);
});

Deno.test('participants exchange messages, oldest first, with sender names and roles', async () => {
  const { driver, client, room } = await rideChat({ to: 'Xai-Xai' });
  const first = await send(client, room.id, { message: '  Olá! Posso levar uma mala grande?  ' });
  assert.equal(first.status, 201, JSON.stringify(first.body));
  const m = first.body.data as ChatMessage;
  assert.equal(m.message, 'Olá! Posso levar uma mala grande?');
  assert.equal(m.senderRole, 'client');
  assert.equal(m.senderName, 'Ana Macuácua');
  assert.equal(m.type, 'text');
  const reply = await send(driver, room.id, { message: 'Sim, sem problema.\nAté amanhã.' });
  assert.equal(reply.status, 201);
  const loc = await send(driver, room.id, { message: 'Estou aqui', type: 'location', lat: -25.9692, lng: 32.5732 });
  assert.equal(loc.status, 201, JSON.stringify(loc.body));
  assert.equal(loc.body.data.type, 'location');
  assert.equal(loc.body.data.lat, -25.9692);
  const res = await thread(client, room.id);
  assert.equal(res.status, 200);
  const t = res.body.data as ChatThread;
  assert.deepEqual(t.messages.map((x) => x.message), [
    'Olá! Posso levar uma mala grande?',
    'Sim, sem problema.\nAté amanhã.',
    'Estou aqui',
  ]);
  assert.deepEqual(t.messages.map((x) => x.senderRole), ['client', 'provider', 'provider']);
  assert.equal(t.messages[1]!.senderName, 'Carlos Nhantumbo');
  assert.equal(t.hasOlder, false);
  assert.equal(t.room.lastMessage, 'Estou aqui');
  assert.equal(t.room.lastMessageType, 'location');
});

Deno.test('outsiders get 404 for a room, as for an unknown or malformed id', async () => {
  const { room } = await rideChat({ to: 'Chókwè' });
  const outsider = await createClient();
  const otherDriver = await createDriver();
  const admin = await createUser({ roles: ['client', 'admin'], verified: true });
  for (const u of [outsider, otherDriver, admin]) {
    const read = await thread(u, room.id);
    assert.equal(read.status, 404);
    assert.equal(read.body.error.message, 'Conversa não encontrada.');
    assert.equal((await send(u, room.id, { message: 'Olá' })).status, 404);
    assert.ok(!(await rooms(u)).some((r) => r.id === room.id));
  }
  assert.equal((await thread(outsider, crypto.randomUUID())).status, 404);
  assert.equal((await thread(outsider, 'nao-e-um-id')).status, 404);
  assert.equal((await call('GET', `/api/chat/messages/${room.id}`)).status, 401);
  assert.equal((await call('GET', '/api/chat/rooms')).status, 401);
});

Deno.test('a message must be non-empty after trimming and at most 2000 characters', async () => {
  const { client, room } = await rideChat({ to: 'Bilene' });
  const cases: [unknown, string][] = [
    [{ message: '' }, 'A mensagem não pode estar vazia.'],
    [{ message: '   \n\t ' }, 'A mensagem não pode estar vazia.'],
    [{}, 'A mensagem não pode estar vazia.'],
    [{ message: 'x'.repeat(2001) }, 'A mensagem não pode exceder 2000 caracteres.'],
    [{ message: 'Aqui', type: 'location' }, 'Indique a latitude e a longitude da localização partilhada.'],
    [
      { message: 'Aqui', type: 'location', lat: 95, lng: 32 },
      'Indique a latitude e a longitude da localização partilhada.',
    ],
  ];
  for (const [body, message] of cases) {
    const res = await send(client, room.id, body);
    assert.equal(res.status, 400, JSON.stringify(body).slice(0, 80));
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
    assert.equal(res.body.error.message, message);
  }
  assert.equal((await send(client, room.id, { message: 'x'.repeat(2000) })).status, 201);
  const n = await sql<{ n: number }[]>`select count(*)::int as n from chat_messages where room_id = ${room.id}`;
  assert.equal(n[0]!.n, 1);
});

Deno.test("unread counts follow each participant's read marker", async () => {
  const { driver, client, room } = await rideChat({ to: 'Manhiça' });
  await send(client, room.id, { message: 'Bom dia' });
  await send(client, room.id, { message: 'A que horas parte?' });
  const forDriver = (await rooms(driver)).find((r) => r.id === room.id)!;
  assert.equal(forDriver.unreadCount, 2);
  assert.equal(forDriver.lastMessage, 'A que horas parte?');
  assert.equal((await rooms(client)).find((r) => r.id === room.id)!.unreadCount, 0, 'own messages are never unread');
  // Reading an older page does not mark anything read; reading the newest page does.
  const older = await thread(driver, room.id, `?before=${crypto.randomUUID()}`);
  assert.equal(older.status, 400);
  const read = await thread(driver, room.id);
  assert.equal(read.body.data.room.unreadCount, 0);
  assert.equal((await rooms(driver)).find((r) => r.id === room.id)!.unreadCount, 0);
  await send(driver, room.id, { message: 'Às 06:30.' });
  assert.equal((await rooms(client)).find((r) => r.id === room.id)!.unreadCount, 1);
  assert.equal((await rooms(driver)).find((r) => r.id === room.id)!.unreadCount, 0);
});

Deno.test('messages are paged newest first with a before cursor, and polled with an after cursor', async () => {
  const { driver, client, room } = await rideChat({ to: 'Maxixe' });
  const ids: string[] = [];
  for (let i = 1; i <= 7; i++) {
    const res = await send(i % 2 ? client : driver, room.id, { message: `Mensagem ${i}` });
    assert.equal(res.status, 201);
    ids.push(res.body.data.id);
  }
  const newest = (await thread(client, room.id, '?limit=3')).body.data as ChatThread;
  assert.deepEqual(newest.messages.map((m) => m.message), ['Mensagem 5', 'Mensagem 6', 'Mensagem 7']);
  assert.equal(newest.hasOlder, true);
  const before = (await thread(client, room.id, `?limit=3&before=${ids[4]}`)).body.data as ChatThread;
  assert.deepEqual(before.messages.map((m) => m.message), ['Mensagem 2', 'Mensagem 3', 'Mensagem 4']);
  assert.equal(before.hasOlder, true);
  const first = (await thread(client, room.id, `?limit=3&before=${ids[1]}`)).body.data as ChatThread;
  assert.deepEqual(first.messages.map((m) => m.message), ['Mensagem 1']);
  assert.equal(first.hasOlder, false);
  const after = (await thread(client, room.id, `?after=${ids[5]}`)).body.data as ChatThread;
  assert.deepEqual(after.messages.map((m) => m.message), ['Mensagem 7']);
  const none = (await thread(client, room.id, `?after=${ids[6]}`)).body.data as ChatThread;
  assert.deepEqual(none.messages, []);
  // A cursor from another room is refused.
  const other = await rideChat({ to: 'Vilankulo' });
  const foreign = await send(other.client, other.room.id, { message: 'Olá' });
  const res = await thread(client, room.id, `?after=${foreign.body.data.id}`);
  assert.equal(res.status, 400);
  assert.equal(res.body.error.message, 'Mensagem de referência inválida.');
  assert.equal((await thread(client, room.id, '?limit=0')).status, 400);
  // Rooms with newer messages come first.
  const list = await rooms(client);
  assert.ok(list.findIndex((r) => r.id === room.id) >= 0);
});

Deno.test('a cancelled booking expires its chat: listed with its messages, no more sending (409)', async () => {
  const { driver, client, bookingId, room } = await rideChat({ to: 'Massinga' });
  await send(client, room.id, { message: 'Vou cancelar, desculpe.' });
  const cancelled = await call('POST', `/api/bookings/${bookingId}/cancel`, { token: client.token });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  const listed = (await rooms(client)).find((r) => r.id === room.id)!;
  assert.equal(listed.status, 'expired');
  assert.equal(listed.providerPhone, null);
  for (const u of [client, driver]) {
    const res = await send(u, room.id, { message: 'Olá?' });
    assert.equal(res.status, 409);
    assert.equal(res.body.error.code, 'CHAT_NOT_ACTIVE');
    assert.equal(res.body.error.message, 'Esta conversa foi expirada.');
  }
  assert.equal((await thread(driver, room.id)).body.data.messages.length, 1, 'the thread can still be read');
});

Deno.test('a room without messages disappears from the list once it is no longer active', async () => {
  const { client, bookingId, room } = await rideChat({ to: 'Quissico' });
  await call('POST', `/api/bookings/${bookingId}/cancel`, { token: client.token });
  assert.ok(!(await rooms(client)).some((r) => r.id === room.id));
  // A booking cancelled before any listing gets no room at all.
  const driver = await createDriver();
  const tag = crypto.randomUUID().slice(0, 8);
  const rideId = await insertRide(driver, { from: `Rua Chat ${tag}`, to: `Avenida Chat ${tag}` });
  const b = await bookRide(client, rideId, 1);
  await call('POST', `/api/bookings/${b.body.data.id}/cancel`, { token: client.token });
  assert.ok(!(await rooms(client)).some((r) => r.bookingId === b.body.data.id));
});

Deno.test('a completed trip completes its chat (409 with the spec text)', async () => {
  const { driver, client, bookingId, room } = await rideChat({ to: 'Inharrime' });
  await send(driver, room.id, { message: 'Boa viagem!' });
  await sql`update bookings set status = 'completed' where id = ${bookingId}`;
  const listed = (await rooms(client)).find((r) => r.id === room.id)!;
  assert.equal(listed.status, 'completed');
  const res = await send(client, room.id, { message: 'Obrigada!' });
  assert.equal(res.status, 409);
  assert.equal(res.body.error.message, 'Esta conversa foi concluída.');
});

Deno.test('the chat status rule: expired, completed after the trip or stay, active otherwise', () => {
  const now = new Date('2026-12-18T10:00:00Z');
  const later = new Date('2026-12-18T11:00:00Z');
  const earlier = new Date('2026-12-18T09:00:00Z');
  assert.equal(chatStatus({ bookingStatus: 'cancelled', holdExpiresAt: null, endsAt: later }, now), 'expired');
  assert.equal(chatStatus({ bookingStatus: 'pending', holdExpiresAt: earlier, endsAt: later }, now), 'expired');
  assert.equal(chatStatus({ bookingStatus: 'pending', holdExpiresAt: later, endsAt: later }, now), 'active');
  assert.equal(chatStatus({ bookingStatus: 'pending', holdExpiresAt: null, endsAt: later }, now), 'active');
  assert.equal(chatStatus({ bookingStatus: 'confirmed', holdExpiresAt: null, endsAt: later }, now), 'active');
  assert.equal(chatStatus({ bookingStatus: 'confirmed', holdExpiresAt: null, endsAt: earlier }, now), 'completed');
  assert.equal(chatStatus({ bookingStatus: 'completed', holdExpiresAt: null, endsAt: later }, now), 'completed');
});

Deno.test('a ride chat stays active until 12 hours after departure, then completes', async () => {
  const today = todayInMaputo();
  const { client, room, rideId } = await rideChat({ to: 'Zavala', date: addDays(today, 1) });
  // Departure moved to two hours ago: the trip is under way, the chat still active.
  await sql`
    update rides set departure_date = (now() at time zone 'Africa/Maputo' - interval '2 hours')::date,
      departure_time = (now() at time zone 'Africa/Maputo' - interval '2 hours')::time
    where id = ${rideId}
  `;
  assert.equal((await rooms(client)).find((r) => r.id === room.id)!.status, 'active');
  assert.equal((await send(client, room.id, { message: 'Já estou no carro.' })).status, 201);
  await sql`update rides set departure_date = ${addDays(today, -2)} where id = ${rideId}`;
  assert.equal((await rooms(client)).find((r) => r.id === room.id)!.status, 'completed');
});

Deno.test('a stay gets a room between the guest and the establishment, named after it', async () => {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const h = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Pousada do Chat', address: `Rua Conversa ${crypto.randomUUID().slice(0, 8)}` },
  });
  assert.equal(h.status, 201, JSON.stringify(h.body));
  const rt = await call('POST', `/api/hotels/${h.body.data.id}/room-types`, {
    token: manager.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: 250000, maxOccupancy: 2, totalRooms: 1 },
  });
  assert.equal(rt.status, 201, JSON.stringify(rt.body));
  const guest = await createClient();
  const b = await call('POST', '/api/bookings/create', {
    token: guest.token,
    body: { type: 'stay', roomTypeId: rt.body.data.id, checkIn: inDays(5), checkOut: inDays(7), guests: 2 },
  });
  assert.equal(b.status, 201, JSON.stringify(b.body));
  const room = (await rooms(guest)).find((r) => r.bookingId === b.body.data.id)!;
  assert.equal(room.bookingType, 'stay');
  assert.equal(room.providerType, 'hotel');
  assert.equal(room.providerName, 'Pousada do Chat');
  assert.equal(room.providerPhone, null);
  assert.match(room.bookingDetails, /^Quarto Duplo · \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/);
  assert.equal((await send(manager, room.id, { message: 'Bem-vinda! Check-in a partir das 14:00.' })).status, 201);
  const t = (await thread(guest, room.id)).body.data as ChatThread;
  assert.equal(t.messages[0]!.senderName, 'Pousada do Chat');
  assert.equal(t.messages[0]!.senderRole, 'provider');
});

Deno.test('event tickets have no chat', async () => {
  const client = await createClient();
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  await call('GET', '/api/auth/profile', { token: organiser.token });
  const [b] = await sql<{ id: string }[]>`
    insert into bookings (user_id, provider_id, type, status, event_id, ticket_quantity, subtotal_cents,
      platform_fee_bps, platform_fee_cents, total_cents, provider_amount_cents)
    values (${client.uid}, ${organiser.uid}, 'event', 'pending', gen_random_uuid(), 1, 0, 0, 0, 0, 0)
    returning id
  `;
  assert.ok(!(await rooms(client)).some((r) => r.bookingId === b!.id));
  assert.ok(!(await rooms(organiser)).some((r) => r.bookingId === b!.id));
  const n = await sql<{ n: number }[]>`select count(*)::int as n from chat_rooms where booking_id = ${b!.id}`;
  assert.equal(n[0]!.n, 0);
});
