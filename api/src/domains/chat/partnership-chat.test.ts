/** Partnership conversations (issue 15, ADR 0033): a driver's interest in a post opens one chat with its manager. */
import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import type { ChatMessage, ChatRoom, ChatThread } from './chat.schemas.ts';

const rooms = async (user: TestUser) => {
  const res = await call('GET', '/api/chat/rooms', { token: user.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data as ChatRoom[];
};
const thread = (user: TestUser, roomId: string) => call('GET', `/api/chat/messages/${roomId}`, { token: user.token });
const send = (user: TestUser, roomId: string, message: string) =>
  call('POST', `/api/chat/messages/${roomId}`, { token: user.token, body: { message } });
const interest = (user: TestUser, postId: string) =>
  call('POST', `/api/partnerships/${postId}/interest`, { token: user.token });

/** A manager with an establishment and an active partnership post, and a driver. */
async function partnership() {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const driver = await createUser({ roles: ['client', 'driver'], verified: true });
  await sql`update users set first_name = 'Carlos', last_name = 'Nhantumbo' where id = ${driver.uid}`;
  const tag = crypto.randomUUID().slice(0, 8);
  const hotel = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: `Pousada da Parceria ${tag}`, address: `Avenida da Conversa ${tag}, Tofo` },
  });
  assert.equal(hotel.status, 201, JSON.stringify(hotel.body));
  const created = await call('POST', '/api/partnerships/create', {
    token: manager.token,
    body: {
      establishmentId: hotel.body.data.id,
      title: `Parceria Motoristas ${tag}`,
      description: 'Comissão por cada hóspede trazido até nós.',
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return {
    manager,
    driver,
    hotelId: hotel.body.data.id as string,
    hotelName: `Pousada da Parceria ${tag}`,
    postId: created.body.data.id as string,
    title: `Parceria Motoristas ${tag}`,
  };
}

Deno.test('an interest opens exactly one room, even with concurrent interest requests', async () => {
  const p = await partnership();
  const answers = await Promise.all(Array.from({ length: 12 }, () => interest(p.driver, p.postId)));
  for (const a of answers) assert.equal(a.status, 200, JSON.stringify(a.body));
  assert.equal(answers.filter((a) => a.body.data.created).length, 1, 'one request records the interest');
  const roomIds = new Set(answers.map((a) => a.body.data.chatRoomId));
  assert.equal(roomIds.size, 1, 'every answer names the same room');
  const [{ n }] = await sql<[{ n: number }]>`
    select count(*)::int as n from chat_rooms c join partnership_interests i on i.id = c.partnership_interest_id
    where i.post_id = ${p.postId}
  `;
  assert.equal(n, 1);
  // A second driver gets a room of their own with the same manager.
  const other = await createUser({ roles: ['client', 'driver'], verified: true });
  const second = await interest(other, p.postId);
  assert.equal(second.status, 200);
  assert.ok(second.body.data.chatRoomId);
  assert.notEqual(second.body.data.chatRoomId, [...roomIds][0]);
});

Deno.test('the room lists for both sides with its type, and messages persist with unread counts', async () => {
  const p = await partnership();
  const roomId = (await interest(p.driver, p.postId)).body.data.chatRoomId as string;
  const mine = (await rooms(p.driver)).find((r) => r.id === roomId);
  assert.ok(mine, 'the driver lists the room');
  assert.equal(mine.type, 'partnership');
  assert.equal(mine.bookingType, 'partnership');
  assert.equal(mine.bookingId, null);
  assert.equal(mine.bookingStatus, null);
  assert.equal(mine.partnershipPostId, p.postId);
  assert.equal(mine.bookingDetails, p.title);
  assert.equal(mine.role, 'client');
  assert.equal(mine.providerName, p.hotelName);
  assert.equal(mine.providerType, 'hotel');
  assert.equal(mine.clientName, 'Carlos Nhantumbo');
  assert.equal(mine.status, 'active');
  assert.equal(mine.unreadCount, 0);

  const sent = await send(p.driver, roomId, 'Olá! Tenho interesse na parceria, levo turistas ao Tofo.');
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  assert.equal((sent.body.data as ChatMessage).senderRole, 'client');

  const theirs = (await rooms(p.manager)).find((r) => r.id === roomId);
  assert.ok(theirs, 'the manager lists the room');
  assert.equal(theirs.role, 'provider');
  assert.equal(theirs.type, 'partnership');
  assert.equal(theirs.unreadCount, 1);
  assert.equal(theirs.lastMessage, 'Olá! Tenho interesse na parceria, levo turistas ao Tofo.');

  // The Parcerias tab names the room next to the driver.
  const posts = await call('GET', `/api/hotels/${p.hotelId}/partnerships`, { token: p.manager.token });
  assert.equal(posts.status, 200);
  const drivers = posts.body.data.find((x: { id: string }) => x.id === p.postId).interestedDrivers;
  assert.deepEqual(drivers.map((d: { chatRoomId: string }) => d.chatRoomId), [roomId]);

  const read = await thread(p.manager, roomId);
  assert.equal(read.status, 200);
  const t = read.body.data as ChatThread;
  assert.deepEqual(t.messages.map((m) => m.message), ['Olá! Tenho interesse na parceria, levo turistas ao Tofo.']);
  assert.equal(t.messages[0]!.senderName, 'Carlos Nhantumbo');
  assert.equal(t.room.unreadCount, 0, 'reading marks it read');
  assert.equal((await send(p.manager, roomId, 'Bem-vindo! Ligue-nos quando chegar.')).status, 201);

  assert.equal((await rooms(p.driver)).find((r) => r.id === roomId)?.unreadCount, 1);
  const back = (await thread(p.driver, roomId)).body.data as ChatThread;
  assert.deepEqual(back.messages.map((m) => [m.senderRole, m.senderName]), [
    ['client', 'Carlos Nhantumbo'],
    ['provider', p.hotelName],
  ]);
  const [{ n }] = await sql<[{ n: number }]>`select count(*)::int as n from chat_messages where room_id = ${roomId}`;
  assert.equal(n, 2);
});

Deno.test('only the driver and the manager read or write the room', async () => {
  const p = await partnership();
  const roomId = (await interest(p.driver, p.postId)).body.data.chatRoomId as string;
  const otherDriver = await createUser({ roles: ['client', 'driver'], verified: true });
  const otherManager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const admin = await createUser({ roles: ['client', 'admin'], verified: true });
  for (const u of [otherDriver, otherManager, admin]) {
    assert.equal((await thread(u, roomId)).status, 404);
    assert.equal((await send(u, roomId, 'Intruso')).status, 404);
    assert.equal((await rooms(u)).some((r) => r.id === roomId), false);
  }
  assert.equal((await call('GET', `/api/chat/messages/${roomId}`)).status, 401);
  const [{ n }] = await sql<[{ n: number }]>`select count(*)::int as n from chat_messages where room_id = ${roomId}`;
  assert.equal(n, 0, 'the refused requests wrote nothing');
});

Deno.test('writing stops when the post is no longer active; the thread stays readable', async () => {
  const p = await partnership();
  const roomId = (await interest(p.driver, p.postId)).body.data.chatRoomId as string;
  assert.equal((await send(p.driver, roomId, 'Antes do fim da oferta.')).status, 201);
  await sql`update partnership_posts set is_active = false where id = ${p.postId}`;
  for (const u of [p.driver, p.manager]) {
    const res = await send(u, roomId, 'Depois do fim da oferta.');
    assert.equal(res.status, 409);
    assert.equal(res.body.error.code, 'CHAT_NOT_ACTIVE');
    assert.equal(res.body.error.message, 'Esta conversa foi concluída.');
    const listed = (await rooms(u)).find((r) => r.id === roomId);
    assert.equal(listed?.status, 'completed');
    assert.equal((await thread(u, roomId)).status, 200);
  }
  const [{ n }] = await sql<[{ n: number }]>`select count(*)::int as n from chat_messages where room_id = ${roomId}`;
  assert.equal(n, 1);
  // An inactive post takes no new interest (and so opens no room).
  const late = await createUser({ roles: ['client', 'driver'], verified: true });
  assert.equal((await interest(late, p.postId)).status, 404);
});

Deno.test('a room is tied to a booking or to an interest, never both nor neither', async () => {
  const p = await partnership();
  const [driverRow] = await sql<[{ id: string }]>`select id from users where id = ${p.driver.uid}`;
  await assert.rejects(
    sql`insert into chat_rooms (type, client_id, provider_id) values ('partnership', ${driverRow.id}, ${p.manager.uid})`,
    /chat_rooms_subject/,
  );
  await assert.rejects(
    sql`insert into chat_rooms (type, client_id, provider_id) values ('booking', ${driverRow.id}, ${p.manager.uid})`,
    /chat_rooms_subject/,
  );
});
