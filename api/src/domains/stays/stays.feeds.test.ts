import assert from 'node:assert/strict';
import ical, { type VEvent } from 'node-ical';
import { app, call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { env } from '../../lib/env.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import type { Hotel, RoomType } from './stays.schemas.ts';
import { FEED_SYNC_INTERVAL_MS, nightsOfFeed, syncDueImports } from './stays.feeds.ts';

const inDays = (n: number) => addDays(todayInMaputo(), n);
const compact = (d: string) => d.replace(/-/g, '');
const mutableEnv = env as { WEBHOOK_ALLOW_PRIVATE: boolean };

async function setup() {
  const m = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const tag = `Rua Sincronia ${crypto.randomUUID().slice(0, 8)}`;
  const h = await call('POST', '/api/hotels', { token: m.token, body: { name: 'Casa Sincronizada', address: tag } });
  assert.equal(h.status, 201, JSON.stringify(h.body));
  const hotel = h.body.data as Hotel;
  const r = await call('POST', `/api/hotels/${hotel.id}/room-types`, {
    token: m.token,
    body: { name: 'Quarto com Vista', pricePerNightCents: 300000, maxOccupancy: 2, totalRooms: 1 },
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return { m, hotel, rt: r.body.data as RoomType, tag };
}

/** An .ics as Airbnb publishes it: one all-day event per stay, end date exclusive. */
function feed(stays: [string, string][]): string {
  const events = stays.map(([from, to], i) =>
    [
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${compact(from)}`,
      `DTEND;VALUE=DATE:${compact(to)}`,
      `UID:s${i}@airbnb.com`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ].join('\r\n')
  );
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const book = (u: TestUser, roomTypeId: string, checkIn: string, checkOut: string) =>
  call('POST', '/api/bookings/create', {
    token: u.token,
    body: { type: 'stay', roomTypeId, checkIn, checkOut, guests: 2 },
  });

Deno.test('nightsOfFeed: every night from start to the exclusive end, cancelled events and past nights left out', () => {
  const today = '2026-12-10';
  const text = feed([['2026-12-12', '2026-12-15'], ['2026-12-08', '2026-12-11']]).replace(
    'END:VCALENDAR',
    'BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20261220\r\nDTEND;VALUE=DATE:20261222\r\nSTATUS:CANCELLED\r\nUID:c@x\r\n' +
      'END:VEVENT\r\nBEGIN:VEVENT\r\nDTSTART:20261225T120000Z\r\nDTEND:20261226T090000Z\r\nUID:t@x\r\nEND:VEVENT\r\n' +
      'END:VCALENDAR',
  );
  assert.deepEqual(nightsOfFeed(text, today).map((n) => n.night), [
    '2026-12-10',
    '2026-12-12',
    '2026-12-13',
    '2026-12-14',
    '2026-12-25',
  ]);
  assert.throws(() => nightsOfFeed('<html>not found</html>', today), /iCal/);
});

Deno.test('an imported feed blocks its nights in search and booking; the export parses and does not echo them', async () => {
  const { m, hotel, rt, tag } = await setup();
  let body = feed([[inDays(10), inDays(12)]]);
  let served = 0;
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, () => {
    served++;
    return new Response(body, { headers: { 'content-type': 'text/calendar' } });
  });
  const saved = mutableEnv.WEBHOOK_ALLOW_PRIVATE;
  mutableEnv.WEBHOOK_ALLOW_PRIVATE = true;
  const base = `/api/hotels/${hotel.id}/room-types/${rt.id}`;
  try {
    // A stay booked here before the sync, on a night the other channel will also sell: a conflict later.
    const early = await book(await createUser(), rt.id, inDays(15), inDays(16));
    assert.equal(early.status, 201, JSON.stringify(early.body));

    const url = `http://127.0.0.1:${server.addr.port}/airbnb.ics`;
    const added = await call('POST', `${base}/calendar-imports`, { token: m.token, body: { label: 'Airbnb', url } });
    assert.equal(added.status, 201, JSON.stringify(added.body));
    assert.equal(added.body.data.lastError, null);
    assert.equal(added.body.data.nights, 2);
    assert.equal(served, 1);

    // Not for sale here: quote, search and booking all say so.
    const quote = await call(
      'GET',
      `/api/hotels/room-types/${rt.id}/quote?checkIn=${inDays(9)}&checkOut=${inDays(12)}`,
    );
    assert.equal(quote.body.data.available, false);
    const search = await call(
      'GET',
      `/api/hotels?address=${encodeURIComponent(tag)}&checkIn=${inDays(10)}&checkOut=${inDays(11)}`,
    );
    assert.equal(search.body.data.accommodations.length, 0);
    const refused = await book(await createUser(), rt.id, inDays(11), inDays(13));
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error.code, 'ROOMS_UNAVAILABLE');
    // The night after the feed's stay is free (its end is exclusive).
    const after = await book(await createUser(), rt.id, inDays(12), inDays(13));
    assert.equal(after.status, 201, JSON.stringify(after.body));

    // The manager reopening a night the feed holds does not sell it: the other channel sold it.
    const reopen = await call('PUT', `${base}/calendar`, {
      token: m.token,
      body: { from: inDays(10), to: inDays(10), blocked: false },
    });
    assert.equal(reopen.status, 200, JSON.stringify(reopen.body));
    assert.equal(reopen.body.data.days[0].blocked, true);
    // A night the manager blocks is exported.
    await call('PUT', `${base}/calendar`, {
      token: m.token,
      body: { from: inDays(20), to: inDays(20), blocked: true },
    });

    const sync = await call('GET', `${base}/calendar-sync`, { token: m.token });
    assert.equal(sync.status, 200, JSON.stringify(sync.body));
    const token = sync.body.data.exportUrl.split('/').pop();
    const exported = await app.request(`/api/room-calendars/${token}`);
    assert.equal(exported.status, 200);
    assert.match(exported.headers.get('content-type') ?? '', /^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(await exported.text())).filter((e) => e?.type === 'VEVENT');
    const ranges = events.map((e) => {
      const v = e as VEvent;
      const d = (x: Date) =>
        `${x.getFullYear()}-${String(x.getMonth() + 1).padStart(2, '0')}-${String(x.getDate()).padStart(2, '0')}`;
      return `${d(v.start)}/${d(v.end!)}`;
    }).sort();
    assert.deepEqual(ranges, [
      `${inDays(12)}/${inDays(13)}`,
      `${inDays(15)}/${inDays(16)}`,
      `${inDays(20)}/${inDays(21)}`,
    ], "the stays booked here and the manager's block; not the nights the feed holds");
    assert.equal((await app.request('/api/room-calendars/' + 'f'.repeat(64))).status, 404);

    // The other channel sells the night already sold here: the next sync blocks it and shows the conflict.
    body = feed([[inDays(10), inDays(12)], [inDays(15), inDays(16)]]);
    const run = await syncDueImports(sql, new Date(Date.now() + FEED_SYNC_INTERVAL_MS + 1000), { allowPrivate: true });
    assert.ok(run.synced >= 1);
    const later = await call('GET', `${base}/calendar-sync`, { token: m.token });
    assert.deepEqual(later.body.data.conflicts, [{ night: inDays(15), label: 'Airbnb', bookedRooms: 1 }]);
    assert.equal(later.body.data.imports[0].nights, 3);

    // A feed that fails keeps its last good nights and says why.
    body = 'not a calendar';
    await syncDueImports(sql, new Date(Date.now() + 2 * FEED_SYNC_INTERVAL_MS + 2000), { allowPrivate: true });
    const failed = await call('GET', `${base}/calendar-sync`, { token: m.token });
    assert.match(failed.body.data.imports[0].lastError, /iCal/);
    assert.equal(failed.body.data.imports[0].nights, 3);

    // Removed: the nights only it blocked are for sale again.
    const importId = failed.body.data.imports[0].id;
    const removed = await call('DELETE', `${base}/calendar-imports/${importId}`, { token: m.token });
    assert.equal(removed.status, 204);
    const open = await book(await createUser(), rt.id, inDays(10), inDays(12));
    assert.equal(open.status, 201, JSON.stringify(open.body));
  } finally {
    mutableEnv.WEBHOOK_ALLOW_PRIVATE = saved;
    await server.shutdown();
  }
});

Deno.test('calendar sync: another manager sees nothing; a private address is refused where not configured', async () => {
  const { m, hotel, rt } = await setup();
  const other = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const base = `/api/hotels/${hotel.id}/room-types/${rt.id}`;
  const foreign = await call('GET', `${base}/calendar-sync`, { token: other.token });
  assert.equal(foreign.status, 403);
  const saved = mutableEnv.WEBHOOK_ALLOW_PRIVATE;
  mutableEnv.WEBHOOK_ALLOW_PRIVATE = false;
  try {
    const refused = await call('POST', `${base}/calendar-imports`, {
      token: m.token,
      body: { label: 'Interno', url: 'https://169.254.169.254/latest/meta-data' },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error.message, 'Este endereço aponta para uma rede privada ou local e não é permitido.');
  } finally {
    mutableEnv.WEBHOOK_ALLOW_PRIVATE = saved;
  }
});
