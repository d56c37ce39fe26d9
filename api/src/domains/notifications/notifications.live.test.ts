import assert from 'node:assert/strict';
import { app, call, sql, type TestUser } from '../../test/helpers.ts';
import { startApiProcess } from '../../test/api-process.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import { issueStreamToken, verifyStreamToken } from './notifications.stream.ts';
import { STREAM_CAPS } from './notifications.handlers.ts';

/** Reads server-sent events from a response body: `next(type)` waits for the next event of that type. */
function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: string; at: number }[] = [];
  const pump = (async () => {
    try {
      while (true) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          if (event) events.push({ event, data, at: performance.now() });
        }
      }
    } catch { /* cancelled */ }
  })();
  return {
    events,
    async next(type: string, data?: string, timeoutMs = 5_000) {
      const started = performance.now();
      while (performance.now() - started < timeoutMs) {
        const i = events.findIndex((e) => e.event === type && (data === undefined || e.data === data));
        if (i >= 0) return events.splice(i, 1)[0]!;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no '${type}' event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
    },
    /** Forgets the events received so far (a sender's own stream hears its message too). */
    clear() {
      events.length = 0;
    },
    async close() {
      await reader.cancel().catch(() => {});
      await pump;
    },
  };
}

async function tokenOf(user: TestUser, base?: string): Promise<string> {
  if (base) {
    const res = await fetch(`${base}/api/notifications/stream-token`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.token}` },
    });
    assert.equal(res.status, 200);
    return (await res.json()).data.token;
  }
  const res = await call('POST', '/api/notifications/stream-token', { token: user.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data.token;
}

/** A client's booking of a driver's ride, and their chat room. */
async function rideWithRoom() {
  const driver = await createDriver();
  const client = await createClient();
  const tag = crypto.randomUUID().slice(0, 8);
  const rideId = await insertRide(driver, { from: `Live ${tag}`, to: `Destino ${tag}`, date: inDays(5) });
  const booked = await bookRide(client, rideId, 1);
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const bookingId = booked.body.data.id as string;
  // Rooms are opened when the conversations are listed (chat.service.ts).
  const rooms = await call('GET', '/api/chat/rooms', { token: client.token });
  const room = (rooms.body.data as { id: string; bookingId: string }[]).find((r) => r.bookingId === bookingId);
  assert.ok(room, 'the booking has a chat room');
  return { driver, client, bookingId, roomId: room.id };
}

Deno.test('a stream token opens only its own user, and not after it expires or when altered', async () => {
  const { token, expiresAt } = await issueStreamToken('utilizadorA1');
  assert.equal(await verifyStreamToken(token), 'utilizadorA1');
  assert.equal(await verifyStreamToken(token, new Date(Date.parse(expiresAt) + 1)), null);
  assert.equal(await verifyStreamToken(token.replace('utilizadorA1', 'utilizadorB1')), null);
  const res = await call('GET', `/api/notifications/stream?token=${encodeURIComponent(token + 'x')}`);
  assert.equal(res.status, 401);
  assert.equal(res.body.error.code, 'INVALID_TOKEN');
});

Deno.test('a chat message reaches the other side of the booking over the stream in under a second', async () => {
  const { driver, client, roomId } = await rideWithRoom();
  const res = await app.request(`/api/notifications/stream?token=${await tokenOf(driver)}`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  const stream = sseReader(res.body!);
  try {
    await stream.next('ready');
    const sentAt = performance.now();
    const sent = await call('POST', `/api/chat/messages/${roomId}`, {
      token: client.token,
      body: { message: 'Estou na paragem.', type: 'text' },
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const got = await stream.next('chat_message', roomId);
    // From the POST's start: the request, its transaction, NOTIFY, LISTEN and the stream's write.
    console.info(`chat message on the stream after ${Math.round(got.at - sentAt)} ms`);
    assert.ok(got.at - sentAt < 1_000, `delivered in ${Math.round(got.at - sentAt)} ms`);
  } finally {
    await stream.close();
  }
});

Deno.test('a booking paid tells both streams: the notification and the status change', async () => {
  const { driver, client, bookingId } = await rideWithRoom();
  const res = await app.request(`/api/notifications/stream?token=${await tokenOf(driver)}`);
  const stream = sseReader(res.body!);
  try {
    await stream.next('ready');
    const paid = await call('POST', '/api/payments', {
      token: client.token,
      body: {
        bookingId,
        method: 'card',
      },
    });
    assert.equal(paid.status, 201, JSON.stringify(paid.body));
    await stream.next('booking', bookingId);
    const [n]: [{ id: string }?] = await sql`
      select id from notifications where user_id = ${driver.uid} and booking_id = ${bookingId}
        and kind = 'booking_received'
    `;
    assert.ok(n);
    await stream.next('notification', n.id);
  } finally {
    await stream.close();
  }
});

Deno.test('two API processes on one database: a message sent through one reaches a stream of the other', async () => {
  const [a, b] = await Promise.all([startApiProcess(), startApiProcess()]);
  try {
    const { driver, client, roomId } = await rideWithRoom();
    // The driver listens on A, the client on B; each writes through the other instance.
    const driverStream = sseReader(
      (await fetch(`${a.url}/api/notifications/stream?token=${await tokenOf(driver, a.url)}`)).body!,
    );
    const clientStream = sseReader(
      (await fetch(`${b.url}/api/notifications/stream?token=${await tokenOf(client, a.url)}`)).body!,
    );
    try {
      await Promise.all([driverStream.next('ready'), clientStream.next('ready')]);
      const post = (base: string, user: TestUser, message: string) =>
        fetch(`${base}/api/chat/messages/${roomId}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ message, type: 'text' }),
        });
      driverStream.clear();
      let sentAt = performance.now();
      const one = await post(b.url, client, 'Olá, a que horas parte?');
      assert.equal(one.status, 201);
      let got = await driverStream.next('chat_message', roomId);
      console.info(`through B, on A's stream after ${Math.round(got.at - sentAt)} ms`);
      assert.ok(got.at - sentAt < 1_000, `A delivered in ${Math.round(got.at - sentAt)} ms`);
      clientStream.clear();
      sentAt = performance.now();
      const two = await post(a.url, driver, 'Às 06:30, na paragem.');
      assert.equal(two.status, 201);
      got = await clientStream.next('chat_message', roomId);
      console.info(`through A, on B's stream after ${Math.round(got.at - sentAt)} ms`);
      assert.ok(got.at - sentAt < 1_000, `B delivered in ${Math.round(got.at - sentAt)} ms`);
    } finally {
      await driverStream.close();
      await clientStream.close();
    }
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});

Deno.test('streams are capped: one per stream token, five per user; a closed one frees its place (issue 27)', async () => {
  const user = await createClient();
  const open = async (token: string) => {
    const res = await app.request(`/api/notifications/stream?token=${encodeURIComponent(token)}`);
    return res;
  };
  const first = await tokenOf(user);
  const streams: ReturnType<typeof sseReader>[] = [];
  const one = await open(first);
  assert.equal(one.status, 200);
  streams.push(sseReader(one.body!));
  await streams[0]!.next('ready');
  const again = await open(first);
  assert.equal(again.status, 429, 'a second stream on the same token');
  assert.equal((await again.json()).error.code, 'TOO_MANY_STREAMS');
  assert.ok(Number(again.headers.get('Retry-After')) > 0);
  for (let i = 1; i < STREAM_CAPS.perUser; i++) {
    const res = await open(await tokenOf(user));
    assert.equal(res.status, 200, `stream ${i + 1}`);
    const reader = sseReader(res.body!);
    await reader.next('ready');
    streams.push(reader);
  }
  const over = await open(await tokenOf(user));
  assert.equal(over.status, 429, 'past five streams of one user');
  await over.body?.cancel();
  await streams.shift()!.close();
  await new Promise((r) => setTimeout(r, 100));
  const freed = await open(await tokenOf(user));
  assert.equal(freed.status, 200, 'a closed stream frees its place');
  streams.push(sseReader(freed.body!));
  await Promise.all(streams.map((s) => s.close()));
});
