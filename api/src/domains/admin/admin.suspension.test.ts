/**
 * Suspension means suspension (issue 9, ADR 0014): a suspended driver, accommodation manager or event organiser
 * disappears from every search and listing, their offers cannot be booked or paid, they cannot create, edit or
 * publish, the holders of their future bookings are told, and an admin cancels and refunds those bookings once.
 * Nobody changes the status of their own account.
 */
import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { exactPlace, loadPlaces } from '../places/places.match.ts';
import { insertRides } from '../rides/rides.repo.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import type { Ride } from '../rides/rides.schemas.ts';
import type { Accommodation, Hotel, RoomType } from '../stays/stays.schemas.ts';

const admin = () => createUser({ roles: ['client', 'admin'] });
const manager = () => createUser({ roles: ['client', 'hotel_manager'], verified: true });
const organiser = () => createUser({ roles: ['client', 'event'], verified: true });
const tag = () => `Zs${crypto.randomUUID().replace(/-/g, '').slice(0, 8)}`;

const adminCalls = (a: TestUser) => ({
  suspend: (id: string, reason = 'Documentos falsificados.') =>
    call('POST', `/api/admin/users/${id}/suspend`, { token: a.token, body: { reason } }),
  reactivate: (id: string) => call('POST', `/api/admin/users/${id}/reactivate`, { token: a.token }),
  approve: (id: string) => call('POST', `/api/admin/users/${id}/verification/approve`, { token: a.token }),
  reject: (id: string) =>
    call('POST', `/api/admin/users/${id}/verification/reject`, { token: a.token, body: { reason: 'Ilegível' } }),
  cancelFuture: (id: string) => call('POST', `/api/admin/users/${id}/cancel-future-bookings`, { token: a.token }),
  details: (id: string) => call('GET', `/api/admin/users/${id}`, { token: a.token }),
  list: () => call('GET', '/api/admin/users', { token: a.token }),
});

/** The `data` of an answer that must have `status`. */
async function ok<T>(res: Promise<{ status: number; body: { data: T } }>, status = 200): Promise<T> {
  return (await whole<{ data: T }>(res, status)).data;
}

/** The whole body of an answer that must have `status`. */
async function whole<T>(res: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const r = await res;
  assert.equal(r.status, status, JSON.stringify(r.body));
  return r.body;
}

function assertRefused(
  res: { status: number; body: { error: { code: string; message: string } } },
  status: number,
  code: string,
  what: string,
) {
  assert.equal(res.status, status, `${what}: ${JSON.stringify(res.body)}`);
  assert.equal(res.body.error.code, code, what);
}

const PROVIDER_SUSPENDED_MESSAGE = 'Esta oferta não está disponível: a conta do prestador está suspensa.';

const pay = (user: TestUser, bookingId: string, key?: string) =>
  call('POST', '/api/payments', {
    token: user.token,
    body: { bookingId, method: 'card' },
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });

/** The driver's rides in a page of rides. */
const ridesOf = (driver: TestUser, page: { data: Ride[] }) =>
  page.data.filter((r) => r.driverId === driver.uid).map((r) => r.id).sort();

Deno.test("a suspended driver's rides leave the search, the lists, popular rides and offers, and come back", async () => {
  const a = adminCalls(await admin());
  const driver = await createDriver();
  const other = await createDriver();
  const t = tag();
  // A route by known places (the hot path: rides_search_idx) and a busy free-text route for the home highlights.
  const byPlace = await insertRide(driver, { from: 'Marrupa', to: 'Maúa', date: inDays(2) });
  const kept = await insertRide(other, { from: 'Marrupa', to: 'Maúa', date: inDays(2), time: '09:00' });
  const places = await loadPlaces(sql);
  assert.ok(exactPlace(places, 'Marrupa') && exactPlace(places, 'Maúa'));
  const busy = await insertRides(
    sql,
    Array.from({ length: 40 }, (_, i) => ({
      driverId: driver.uid,
      fromPlaceId: null,
      toPlaceId: null,
      fromAddress: `Aldeia ${t}`,
      toAddress: `Vila ${t}`,
      departureDate: inDays(1 + (i % 20)),
      departureTime: '07:00',
      priceCents: i === 0 ? 10000 : 500000,
      seatsTotal: 4,
      vehicleType: 'sedan' as const,
      description: null,
      pickupPoint: null,
      dropoffPoint: null,
      allowPickupEnRoute: false,
      allowNegotiation: false,
    })),
  );

  const search = () =>
    whole<{ data: Ride[]; total: number }>(
      call('GET', `/api/rides-simple/search?from=Marrupa&to=${encodeURIComponent('Maúa')}&date=${todayInMaputo()}`),
    );
  const textSearch = () =>
    whole<{ data: Ride[]; total: number }>(
      call('GET', `/api/rides-simple/search?from=Aldeia%20${t}&to=Vila%20${t}&date=${todayInMaputo()}&pageSize=50`),
    );
  const list = () => whole<{ data: Ride[] }>(call('GET', '/api/rides?from=Marrupa&pageSize=50'));
  const popular = async () => (await ok<Ride[]>(call('GET', '/api/rides/popular'))).map((r) => r.id);
  const offers = async () => (await ok<Ride[]>(call('GET', '/api/rides-special-offers'))).map((r) => r.id);

  const before = await search();
  assert.deepEqual(ridesOf(driver, before), [byPlace]);
  assert.equal((await textSearch()).total, 40);
  assert.deepEqual(ridesOf(driver, await list()), [byPlace]);
  assert.ok((await popular()).includes(busy[0]!), 'the busiest route shows its cheapest ride');
  assert.ok((await offers()).includes(busy[0]!), 'and it is a special offer');

  assert.equal((await a.suspend(driver.uid)).status, 200);
  // Straight after the suspension: the search's cached total (2 s) must not count the hidden rides.
  const during = await search();
  assert.deepEqual(ridesOf(driver, during), []);
  assert.equal(during.total, before.total - 1);
  assert.ok(during.data.some((r) => r.id === kept), "other drivers' rides stay");
  assert.deepEqual(await textSearch(), { data: [], page: 1, pageSize: 50, total: 0 });
  assert.deepEqual(ridesOf(driver, await list()), []);
  assert.ok(!(await popular()).some((id) => busy.includes(id)));
  assert.ok(!(await offers()).some((id) => busy.includes(id)));
  // The detail page: 404 for visitors and other users, still there for the driver and for admins.
  assertRefused(await call('GET', `/api/rides/${byPlace}`), 404, 'NOT_FOUND', 'anonymous detail');
  assertRefused(await call('GET', `/api/rides/${byPlace}`, { token: other.token }), 404, 'NOT_FOUND', 'other');
  assert.equal((await call('GET', `/api/rides/${byPlace}`, { token: driver.token })).status, 200);
  const adm = await admin();
  assert.equal((await call('GET', `/api/rides/${byPlace}`, { token: adm.token })).status, 200);
  const mine = await whole<{ total: number }>(call('GET', '/api/rides/mine?pageSize=50', { token: driver.token }));
  assert.equal(mine.total, 41, 'the driver still sees their own rides');

  assert.equal((await a.reactivate(driver.uid)).status, 200);
  const after = await search();
  assert.deepEqual(ridesOf(driver, after), [byPlace]);
  assert.equal(after.total, before.total);
  assert.equal((await textSearch()).total, 40);
  assert.deepEqual(ridesOf(driver, await list()), [byPlace]);
  assert.ok((await popular()).includes(busy[0]!));
  assert.ok((await offers()).includes(busy[0]!));
  assert.equal((await call('GET', `/api/rides/${byPlace}`)).status, 200);
  // Leave the home highlights to the other tests sharing the database.
  await sql`update rides set status = 'cancelled' where driver_id = ${driver.uid}`;
});

Deno.test('a suspended driver: booking and paying their rides are refused, publishing too; cancelling stays', async () => {
  const a = adminCalls(await admin());
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Mandimba', to: 'Malema', date: inDays(5) });
  const other = await insertRide(driver, { from: 'Mandimba', to: 'Malema', date: inDays(6) });
  const client = await createClient();
  const held = await bookRide(client, ride, 1, 'chave-antes');
  assert.equal(held.status, 201);
  const paidBefore = await bookRide(client, other, 1);
  const paidKey = `pay-${crypto.randomUUID()}`;
  assert.equal((await pay(client, paidBefore.body.data.id, paidKey)).status, 201);

  assert.equal((await a.suspend(driver.uid)).status, 200);
  const book = await bookRide(client, ride, 1);
  assertRefused(book, 409, 'PROVIDER_SUSPENDED', 'booking');
  assert.equal(book.body.error.message, PROVIDER_SUSPENDED_MESSAGE);
  assertRefused(await pay(client, held.body.data.id), 409, 'PROVIDER_SUSPENDED', 'paying a held seat');
  // Retries of requests made before the suspension still get their first answer (idempotency keys).
  const replay = await bookRide(client, ride, 1, 'chave-antes');
  assert.equal(replay.status, 201, JSON.stringify(replay.body));
  assert.equal(replay.body.data.id, held.body.data.id);
  assert.equal((await pay(client, paidBefore.body.data.id, paidKey)).status, 201);
  const [{ n }] = await sql<[{ n: number }]>`select count(*)::int as n from bookings where ride_id = ${ride}`;
  assert.equal(n, 1, 'nothing was booked');

  const publish = await call('POST', '/api/rides-simple/create', {
    token: driver.token,
    body: { fromAddress: 'Mandimba', toAddress: 'Cuamba', departureDate: inDays(3), price: 600, maxPassengers: 3 },
  });
  assertRefused(publish, 403, 'ACCOUNT_SUSPENDED', 'publishing');
  // Cancelling a ride refunds its travellers in full: a suspended driver may still do it (ADR 0014).
  const cancel = await call('PUT', `/api/rides/${other}/cancel`, { token: driver.token });
  assert.equal(cancel.status, 200, JSON.stringify(cancel.body));

  assert.equal((await a.reactivate(driver.uid)).status, 200);
  assert.equal((await bookRide(client, ride, 1)).status, 201);
});

async function hotelWithRoom(owner: TestUser) {
  const t = tag();
  const h = await ok<Hotel>(
    call('POST', '/api/hotels', { token: owner.token, body: { name: `Casa ${t}`, address: `Rua ${t}` } }),
    201,
  );
  const rt = await ok<RoomType>(
    call('POST', `/api/hotels/${h.id}/room-types`, {
      token: owner.token,
      body: { name: 'Quarto Duplo', pricePerNightCents: 250000, maxOccupancy: 2, totalRooms: 2 },
    }),
    201,
  );
  return { hotel: h, roomType: rt, tag: t };
}

Deno.test("a suspended manager's rooms leave the hotel search and partnerships, cannot be booked or changed", async () => {
  const a = adminCalls(await admin());
  const owner = await manager();
  const { hotel, roomType, tag: t } = await hotelWithRoom(owner);
  const post = await ok<{ id: string }>(
    call('POST', '/api/partnerships/create', {
      token: owner.token,
      body: { establishmentId: hotel.id, title: 'Parceria Motoristas', description: `Comissão por hóspede ${t}.` },
    }),
    201,
  );
  const driver = await createDriver();
  const client = await createClient();
  const q = `address=${encodeURIComponent(`Rua ${t}`)}&checkIn=${inDays(10)}&checkOut=${inDays(12)}&guests=2`;
  const search = async () =>
    (await ok<{ accommodations: Accommodation[] }>(call('GET', `/api/hotels?${q}`))).accommodations.map((x) =>
      x.hotelId
    );
  const posts = async () =>
    (await ok<{ id: string }[]>(call('GET', `/api/partnerships/requests?q=${t}`, { token: driver.token })))
      .map((p) => p.id);
  assert.deepEqual(await search(), [hotel.id]);
  assert.deepEqual(await posts(), [post.id]);
  const stay = { type: 'stay', roomTypeId: roomType.id, checkIn: inDays(10), checkOut: inDays(12), guests: 2 };
  const held = await call('POST', '/api/bookings/create', { token: client.token, body: stay });
  assert.equal(held.status, 201, JSON.stringify(held.body));

  assert.equal((await a.suspend(owner.uid)).status, 200);
  assert.deepEqual(await search(), []);
  assert.deepEqual(await posts(), []);
  assertRefused(await call('GET', `/api/hotels/${hotel.id}`), 404, 'NOT_FOUND', 'establishment page');
  assertRefused(await call('GET', `/api/hotels/${hotel.id}`, { token: client.token }), 404, 'NOT_FOUND', 'client');
  assert.equal((await call('GET', `/api/hotels/${hotel.id}`, { token: owner.token })).status, 200, 'the owner');
  assertRefused(
    await call('POST', '/api/bookings/create', { token: client.token, body: stay }),
    409,
    'PROVIDER_SUSPENDED',
    'booking a room',
  );
  assertRefused(await pay(client, held.body.data.id), 409, 'PROVIDER_SUSPENDED', 'paying a stay');
  assertRefused(
    await call('POST', `/api/partnerships/${post.id}/interest`, { token: driver.token }),
    409,
    'PROVIDER_SUSPENDED',
    'interest in a partnership',
  );

  const writes: [string, string, unknown][] = [
    ['POST', '/api/hotels', { name: 'Outra Casa', address: `Avenida ${t}` }],
    ['PUT', `/api/hotels/${hotel.id}`, { description: 'Nova descrição' }],
    ['PUT', `/api/hotels/${hotel.id}/conditions`, { instantBooking: false }],
    ['POST', `/api/hotels/${hotel.id}/room-types`, { name: 'Suite', pricePerNightCents: 500000, totalRooms: 1 }],
    ['PUT', `/api/hotels/${hotel.id}/room-types/${roomType.id}`, { pricePerNightCents: 100000 }],
    ['POST', '/api/partnerships/create', {
      establishmentId: hotel.id,
      ...{ title: 'Outra', description: 'Descrição longa.' },
    }],
  ];
  for (const [method, path, body] of writes) {
    assertRefused(
      await call(method, path, { token: owner.token, body }),
      403,
      'ACCOUNT_SUSPENDED',
      `${method} ${path}`,
    );
  }
  const [row] =
    await sql`select price_per_night_cents, (select count(*)::int from room_types where establishment_id = ${hotel.id}) as n
    from room_types where id = ${roomType.id}`;
  assert.equal(row!.pricePerNightCents, 250000);
  assert.equal(row!.n, 1);
  // The manager may still cancel (and so refund) a reservation.
  const cancel = await call('POST', `/api/hotels/${hotel.id}/reservations/${held.body.data.id}/cancel`, {
    token: owner.token,
  });
  assert.equal(cancel.status, 200, JSON.stringify(cancel.body));

  assert.equal((await a.reactivate(owner.uid)).status, 200);
  assert.deepEqual(await search(), [hotel.id]);
  assert.deepEqual(await posts(), [post.id]);
  assert.equal((await call('GET', `/api/hotels/${hotel.id}`)).status, 200);
  assert.equal((await call('POST', '/api/bookings/create', { token: client.token, body: stay })).status, 201);
  assert.equal(
    (await call('POST', `/api/hotels/${hotel.id}/room-types`, {
      token: owner.token,
      body: { name: 'Suite', pricePerNightCents: 500000, totalRooms: 1 },
    })).status,
    201,
  );
});

Deno.test('a paid stay awaiting a suspended manager cannot be confirmed by them', async () => {
  const a = adminCalls(await admin());
  const owner = await manager();
  const { hotel, roomType } = await hotelWithRoom(owner);
  assert.equal(
    (await call('PUT', `/api/hotels/${hotel.id}/conditions`, {
      token: owner.token,
      body: { instantBooking: false },
    })).status,
    200,
  );
  const client = await createClient();
  const held = await ok<{ id: string }>(
    call('POST', '/api/bookings/create', {
      token: client.token,
      body: { type: 'stay', roomTypeId: roomType.id, checkIn: inDays(8), checkOut: inDays(9), guests: 1 },
    }),
    201,
  );
  assert.equal((await pay(client, held.id)).status, 201);
  assert.equal((await a.suspend(owner.uid)).status, 200);
  const confirm = await call('POST', `/api/hotels/${hotel.id}/reservations/${held.id}/confirm`, { token: owner.token });
  assertRefused(confirm, 403, 'ACCOUNT_SUSPENDED', 'confirming');
  const [b] = await sql`select status from bookings where id = ${held.id}`;
  assert.equal(b!.status, 'pending');
});

async function createEvent(owner: TestUser, t: string, fields: Record<string, unknown> = {}) {
  return await ok<{ id: string; status: string }>(
    call('POST', '/api/events/create', {
      token: owner.token,
      body: {
        title: `Festival ${t}`,
        category: 'entretenimento',
        eventType: 'festival',
        venue: 'Praça',
        address: `Praça ${t}, Pemba`,
        startDate: inDays(10),
        endDate: inDays(10),
        startTime: '16:00',
        endTime: '23:00',
        ticketPrice: 1500,
        maxTickets: 100,
        ...fields,
      },
    }),
    201,
  );
}

Deno.test("a suspended organiser's events leave searches, listings, highlights and counts, and cannot be sold", async () => {
  const a = adminCalls(await admin());
  const owner = await organiser();
  const t = tag();
  const ev = await createEvent(owner, t);
  const draft = await createEvent(owner, t, { status: 'draft' });
  await sql`update events set is_featured = true where id = ${ev.id}`;
  const start = inDays(10);
  const [year, month] = start.split('-').map(Number) as [number, number];
  const ids = async (path: string) => (await ok<{ id: string }[]>(call('GET', path))).map((e) => e.id);
  const city = () =>
    ok<{ events: { id: string }[]; counts: { total: number } }>(
      call('GET', `/api/events/city?city=${t}&month=${month}&year=${year}`),
    );
  const stats = () => ok<{ activeEvents: number }>(call('GET', '/api/events/stats'));
  const client = await createClient();
  const held = await ok<{ id: string }>(
    call('POST', '/api/bookings/create', {
      token: client.token,
      body: { type: 'event', eventId: ev.id, quantity: 2 },
    }),
    201,
  );

  assert.deepEqual(await ids(`/api/events/search?location=${t}`), [ev.id]);
  assert.deepEqual(await ids(`/api/events?location=${t}`), [ev.id]);
  assert.ok((await ids('/api/events/search?featured=true&limit=100')).includes(ev.id), 'a home highlight');
  assert.equal((await city()).counts.total, 1);
  const active = (await stats()).activeEvents;

  assert.equal((await a.suspend(owner.uid)).status, 200);
  assert.deepEqual(await ids(`/api/events/search?location=${t}`), []);
  assert.deepEqual(await ids(`/api/events?location=${t}`), []);
  assert.ok(!(await ids('/api/events/search?featured=true&limit=100')).includes(ev.id));
  const hidden = await city();
  assert.deepEqual([hidden.events, hidden.counts.total], [[], 0]);
  assert.equal((await stats()).activeEvents, active - 1);
  assertRefused(await call('GET', `/api/events/${ev.id}`), 404, 'NOT_FOUND', 'event page');
  assertRefused(await call('GET', `/api/events/${ev.id}/quote?quantity=1`), 404, 'NOT_FOUND', 'quote');
  assert.equal((await call('GET', `/api/events/${ev.id}`, { token: owner.token })).status, 200, 'the organiser');
  assertRefused(
    await call('POST', '/api/bookings/create', {
      token: client.token,
      body: { type: 'event', eventId: ev.id, quantity: 1 },
    }),
    409,
    'PROVIDER_SUSPENDED',
    'buying tickets',
  );
  assertRefused(await pay(client, held.id), 409, 'PROVIDER_SUSPENDED', 'paying tickets');

  assertRefused(
    await call('POST', '/api/events/create', {
      token: owner.token,
      body: { title: 'Outro' },
    }),
    403,
    'ACCOUNT_SUSPENDED',
    'creating',
  );
  assertRefused(
    await call('PUT', `/api/events/${ev.id}`, { token: owner.token, body: { title: 'Mudado' } }),
    403,
    'ACCOUNT_SUSPENDED',
    'editing',
  );
  assertRefused(
    await call('POST', `/api/events/${draft.id}/publish`, { token: owner.token }),
    403,
    'ACCOUNT_SUSPENDED',
    'publishing a draft',
  );
  const [d] = await sql`select status from events where id = ${draft.id}`;
  assert.equal(d!.status, 'draft');

  assert.equal((await a.reactivate(owner.uid)).status, 200);
  assert.deepEqual(await ids(`/api/events/search?location=${t}`), [ev.id]);
  assert.deepEqual(await ids(`/api/events?location=${t}`), [ev.id]);
  assert.ok((await ids('/api/events/search?featured=true&limit=100')).includes(ev.id));
  assert.equal((await city()).counts.total, 1);
  assert.equal((await stats()).activeEvents, active);
  assert.equal((await call('GET', `/api/events/${ev.id}`)).status, 200);
  assert.equal((await call('POST', `/api/events/${draft.id}/publish`, { token: owner.token })).status, 200);
  // Cancelling (with refunds) stays possible for an organiser, suspended or not.
  assert.equal((await a.suspend(owner.uid)).status, 200);
  assert.equal((await call('POST', `/api/events/${draft.id}/cancel`, { token: owner.token })).status, 200);
});

Deno.test('suspending a provider tells each holder of a future active booking, once, and nobody else', async () => {
  const a = adminCalls(await admin());
  const driver = await createDriver();
  const future = await insertRide(driver, { from: 'Pebane', to: 'Chinde', date: inDays(4) });
  const past = await insertRide(driver, { from: 'Pebane', to: 'Chinde', date: inDays(6) });
  const [paidClient, heldClient, cancelledClient, pastClient] = await Promise.all(
    [1, 2, 3, 4].map(() => createClient()),
  );
  const paid = await ok<{ id: string }>(bookRide(paidClient!, future, 2), 201);
  assert.equal((await pay(paidClient!, paid.id)).status, 201);
  await ok(bookRide(heldClient!, future, 1), 201);
  const cancelled = await ok<{ id: string }>(bookRide(cancelledClient!, future, 1), 201);
  assert.equal(
    (await call('POST', `/api/bookings/${cancelled.id}/cancel`, { token: cancelledClient!.token })).status,
    200,
  );
  const old = await ok<{ id: string }>(bookRide(pastClient!, past, 1), 201);
  assert.equal((await pay(pastClient!, old.id)).status, 201);
  // That ride has departed by now.
  await sql`update rides set departure_date = ${addDays(todayInMaputo(), -1)} where id = ${past}`;

  const notices = async (u: TestUser) => {
    const page = await ok<{ kind: string; title: string; body: string; bookingId: string | null; link: string }[]>(
      call('GET', '/api/notifications?pageSize=50', { token: u.token }),
    );
    return page.filter((n) => n.kind === 'provider_suspended');
  };
  assert.equal((await a.suspend(driver.uid)).status, 200);
  const [p] = await notices(paidClient!);
  assert.ok(p, 'the paid booking holder is told');
  assert.equal(p.bookingId, paid.id);
  assert.equal(p.title, 'Prestador suspenso');
  assert.match(p.body, /^Pebane → Chinde, .*: a conta do prestador foi suspensa\. A nossa equipa vai decidir sobre /);
  assert.equal(p.link, '/reservas');
  const [h] = await notices(heldClient!);
  assert.match(h!.body, /já não pode ser paga/);
  assert.deepEqual(await notices(cancelledClient!), []);
  assert.deepEqual(await notices(pastClient!), []);
  assert.deepEqual(await notices(driver), []);
  assert.equal((await notices(paidClient!)).length, 1, 'one notice per booking');
});

Deno.test('an admin cancels and refunds in full the future bookings of a suspended provider, once under a race', async () => {
  const adm = await admin();
  const a = adminCalls(adm);
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Quissanga', to: 'Ancuabe', date: inDays(3), seats: 6, priceMt: 700 });
  const past = await insertRide(driver, { from: 'Quissanga', to: 'Ancuabe', date: inDays(4) });
  const c1 = await createClient();
  const c2 = await createClient();
  const c3 = await createClient();
  const b1 = await ok<{ id: string; totalCents: number }>(bookRide(c1, ride, 2), 201);
  const b2 = await ok<{ id: string; totalCents: number }>(bookRide(c2, ride, 1), 201);
  const b3 = await ok<{ id: string }>(bookRide(c3, ride, 1), 201);
  const p1 = await ok<{ amountCents: number; status: string }>(pay(c1, b1.id), 201);
  const p2 = await ok<{ amountCents: number; status: string }>(pay(c2, b2.id), 201);
  assert.equal(p1.status, 'succeeded');
  assert.equal(p1.amountCents, b1.totalCents);
  const done = await ok<{ id: string }>(bookRide(c1, past, 1), 201);
  assert.equal((await pay(c1, done.id)).status, 201);
  await sql`update rides set departure_date = ${addDays(todayInMaputo(), -1)} where id = ${past}`;

  // Only for a suspended provider.
  assertRefused(await a.cancelFuture(driver.uid), 409, 'USER_NOT_SUSPENDED', 'an active provider');
  assertRefused(await a.cancelFuture('nao-existe'), 404, 'USER_NOT_FOUND', 'unknown');
  assert.equal((await a.suspend(driver.uid)).status, 200);
  const before = await ok<{ futureBookings: { count: number; paidCents: number } }>(a.details(driver.uid));
  assert.deepEqual(before.futureBookings, { count: 3, paidCents: b1.totalCents + b2.totalCents });

  const [r1, r2] = await Promise.all([a.cancelFuture(driver.uid), a.cancelFuture(driver.uid)]);
  assert.equal(r1.status, 200, JSON.stringify(r1.body));
  assert.equal(r2.status, 200, JSON.stringify(r2.body));
  const results = [r1.body.data, r2.body.data].sort((x, y) => y.cancelledBookings - x.cancelledBookings);
  assert.deepEqual(
    results.map((r) => [r.cancelledBookings, r.refunds, r.voidedPayments, r.refundedCents]),
    [[3, 2, 0, b1.totalCents + b2.totalCents], [0, 0, 0, 0]],
    'the second call finds nothing left to cancel',
  );
  const refunds = await sql<{ bookingId: string; amountCents: number; reason: string; status: string }[]>`
    select booking_id, amount_cents, reason, status from refunds
    where booking_id in (${b1.id}, ${b2.id}, ${b3.id}, ${done.id}) order by amount_cents desc
  `;
  assert.deepEqual(refunds.map((r) => [r.bookingId, r.amountCents, r.reason, r.status]), [
    [b1.id, p1.amountCents, 'provider_suspended', 'succeeded'],
    [b2.id, p2.amountCents, 'provider_suspended', 'succeeded'],
  ]);
  const statuses = await sql<{ id: string; status: string; cancelReason: string | null }[]>`
    select id, status, cancel_reason from bookings where id in (${b1.id}, ${b2.id}, ${b3.id}, ${done.id})
  `;
  for (const s of statuses) {
    if (s.id === done.id) assert.equal(s.status, 'confirmed', 'a trip already made is not touched');
    else assert.deepEqual([s.status, s.cancelReason], ['cancelled', 'provider_suspended']);
  }
  const [seats] = await sql`select seats_available from rides where id = ${ride}`;
  assert.equal(seats!.seatsAvailable, 6, 'the seats are back');
  const mine = await ok<{ id: string; status: string; refund: { status: string; amountCents: number } | null }[]>(
    call('GET', '/api/bookings/user', { token: c1.token }),
  );
  const one = mine.find((b) => b.id === b1.id)!;
  assert.deepEqual([one.status, one.refund?.status, one.refund?.amountCents], [
    'cancelled',
    'succeeded',
    p1.amountCents,
  ]);
  const told = await ok<{ kind: string; title: string; bookingId: string }[]>(
    call('GET', '/api/notifications?pageSize=50', { token: c1.token }),
  );
  assert.ok(told.some((n) =>
    n.kind === 'booking_cancelled' && n.bookingId === b1.id &&
    n.title === 'Reserva cancelada pela plataforma'
  ));
  assert.ok(!told.some((n) => n.kind === 'booking_cancelled' && n.title === 'Reserva cancelada pelo cliente'));
  const providerNotices = await ok<{ title: string }[]>(call('GET', '/api/notifications', { token: driver.token }));
  assert.ok(!providerNotices.some((n) => n.title === 'Reserva cancelada pelo cliente'), 'the provider is not misled');

  const after = await ok<{ futureBookings: { count: number; paidCents: number }; history: { action: string }[] }>(
    a.details(driver.uid),
  );
  assert.deepEqual(after.futureBookings, { count: 0, paidCents: 0 });
  assert.deepEqual(after.history.map((h) => h.action).slice(0, 2), ['future_bookings_cancelled', 'suspended']);
  assert.equal(
    after.history.filter((h) => h.action === 'future_bookings_cancelled').length,
    1,
    'a call that cancelled nothing is not recorded',
  );
});

Deno.test('the refund action covers stays (nights back) and event tickets (voided, places back)', async () => {
  const a = adminCalls(await admin());
  const owner = await createUser({ roles: ['client', 'hotel_manager', 'event'], verified: true });
  const { roomType } = await hotelWithRoom(owner);
  const ev = await createEvent(owner, tag());
  const client = await createClient();
  const stay = await ok<{ id: string; totalCents: number }>(
    call('POST', '/api/bookings/create', {
      token: client.token,
      body: { type: 'stay', roomTypeId: roomType.id, checkIn: inDays(7), checkOut: inDays(9), guests: 2 },
    }),
    201,
  );
  const tickets = await ok<{ id: string; totalCents: number }>(
    call('POST', '/api/bookings/create', {
      token: client.token,
      body: { type: 'event', eventId: ev.id, quantity: 3 },
    }),
    201,
  );
  assert.equal((await pay(client, stay.id)).status, 201);
  assert.equal((await pay(client, tickets.id)).status, 201);
  assert.equal((await a.suspend(owner.uid)).status, 200);
  const res = await ok<{ cancelledBookings: number; refunds: number; refundedCents: number }>(
    a.cancelFuture(owner.uid),
  );
  assert.deepEqual([res.cancelledBookings, res.refunds, res.refundedCents], [
    2,
    2,
    stay.totalCents + tickets.totalCents,
  ]);
  const [{ booked }] = await sql<[{ booked: number }]>`
    select coalesce(sum(booked), 0)::int as booked from room_nights where room_type_id = ${roomType.id}
  `;
  assert.equal(booked, 0, 'the nights are free again');
  const [e] = await sql`select tickets_sold from events where id = ${ev.id}`;
  assert.equal(e!.ticketsSold, 0);
  const [{ voided }] = await sql<[{ voided: number }]>`
    select count(*)::int as voided from tickets where booking_id = ${tickets.id} and cancelled_at is not null
  `;
  assert.equal(voided, 3);
});

Deno.test('nobody changes the status of their own account, and a suspended admin has no admin power', async () => {
  const first = await admin();
  const second = await admin();
  const a = adminCalls(first);
  for (
    const [what, res] of [
      ['suspend', await a.suspend(first.uid)],
      ['reactivate', await a.reactivate(first.uid)],
      ['approve', await a.approve(first.uid)],
      ['reject', await a.reject(first.uid)],
      ['cancel-future-bookings', await a.cancelFuture(first.uid)],
    ] as const
  ) {
    assertRefused(res, 403, 'CANNOT_ACT_ON_SELF', what);
    assert.equal(res.body.error.message, 'Não pode alterar o estado da sua própria conta.');
  }
  // Suspended by another admin: no admin call works, reactivating themself included.
  assert.equal((await adminCalls(second).suspend(first.uid)).status, 200);
  const self = await a.reactivate(first.uid);
  assert.equal(self.status, 403, JSON.stringify(self.body));
  const [row] = await sql`select status from users where id = ${first.uid}`;
  assert.equal(row!.status, 'suspended');
  // ACCOUNT_SUSPENDED from the admin routes' guard; FORBIDDEN once the authentication drops the permissions of a
  // suspended account itself (DECISIONS.md 7).
  for (const [what, res] of [['listing users', await a.list()], ['suspending', await a.suspend(second.uid)]] as const) {
    assert.equal(res.status, 403, `${what}: ${JSON.stringify(res.body)}`);
    assert.ok(['ACCOUNT_SUSPENDED', 'FORBIDDEN'].includes(res.body.error.code), what);
  }
  const [other] = await sql`select status from users where id = ${second.uid}`;
  assert.equal(other!.status, 'active');
  assert.equal((await adminCalls(second).reactivate(first.uid)).status, 200);
  assert.equal((await a.list()).status, 200);
});
