import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { createClient, createDriver, insertRide } from '../rides/rides.fixtures.ts';
import { promptDueReviews, publishDue } from './reviews.repo.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const GOOD = { rating: 5, comment: 'Viagem tranquila e pontual.' };

const write = (u: TestUser, bookingId: string, body: unknown = GOOD) =>
  call('POST', `/api/reviews/bookings/${bookingId}`, { token: u.token, body });
const edit = (u: TestUser, bookingId: string, body: unknown) =>
  call('PUT', `/api/reviews/bookings/${bookingId}`, { token: u.token, body });
const listOf = async (path: string, token?: string) => {
  const res = await call('GET', `/api/reviews/${path}`, { token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
};

/** A confirmed booking row (amounts zero: the review rules do not read them). */
async function insertBooking(fields: Record<string, unknown>): Promise<string> {
  const row = {
    status: 'confirmed',
    subtotal_cents: 0,
    platform_fee_bps: 0,
    platform_fee_cents: 0,
    total_cents: 0,
    provider_amount_cents: 0,
    ...fields,
  };
  const [b] = await sql<{ id: string }[]>`insert into bookings ${sql(row)} returning id`;
  return b!.id;
}

/** Moves a ride's departure to `at` (local date and time in Africa/Maputo). */
async function departAt(rideId: string, at: Date) {
  await sql`
    update rides set departure_date = (${at}::timestamptz at time zone 'Africa/Maputo')::date,
      departure_time = (${at}::timestamptz at time zone 'Africa/Maputo')::time
    where id = ${rideId}
  `;
}

/** A driver, a client and a confirmed booking of a ride that departed at `departedAt` (default: 2 days ago). */
async function pastRide(departedAt = new Date(Date.now() - 2 * DAY)) {
  const driver = await createDriver();
  const client = await createClient();
  await sql`update users set first_name = 'Ana', last_name = 'Macuácua' where id = ${client.uid}`;
  const tag = crypto.randomUUID().slice(0, 8);
  const rideId = await insertRide(driver, { from: `Origem ${tag}`, to: `Destino ${tag}` });
  await departAt(rideId, departedAt);
  const bookingId = await insertBooking({
    user_id: client.uid,
    provider_id: driver.uid,
    type: 'ride',
    ride_id: rideId,
    seats: 1,
  });
  return { driver, client, rideId, bookingId };
}

/** A manager's establishment with a room type, and a client's confirmed stay of it checked out `daysAgo` days ago. */
async function pastStay(manager?: TestUser, daysAgo = 1, o: { address?: string; priceCents?: number } = {}) {
  manager ??= await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const h = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Pousada das Avaliações', address: o.address ?? `Rua ${crypto.randomUUID().slice(0, 8)}` },
  });
  assert.equal(h.status, 201, JSON.stringify(h.body));
  const rt = await call('POST', `/api/hotels/${h.body.data.id}/room-types`, {
    token: manager.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: o.priceCents ?? 250000, maxOccupancy: 2, totalRooms: 3 },
  });
  assert.equal(rt.status, 201, JSON.stringify(rt.body));
  const client = await createClient();
  const [d] = await sql<{ checkIn: string; checkOut: string }[]>`
    select to_char((now() at time zone 'Africa/Maputo')::date - ${daysAgo + 2}::int, 'YYYY-MM-DD') as check_in,
      to_char((now() at time zone 'Africa/Maputo')::date - ${daysAgo}::int, 'YYYY-MM-DD') as check_out
  `;
  const bookingId = await insertBooking({
    user_id: client.uid,
    provider_id: manager.uid,
    type: 'stay',
    establishment_id: h.body.data.id,
    room_type_id: rt.body.data.id,
    check_in: d!.checkIn,
    check_out: d!.checkOut,
    nights: 2,
    guests: 2,
  });
  return { manager, client, establishmentId: h.body.data.id as string, bookingId };
}

const STAY = { rating: 4, comment: 'Quarto limpo e vista linda.', cleanliness: 5, location: 4, value: 3 };

Deno.test('the review window closes 14 days after departure, to the minute (Africa/Maputo)', async () => {
  const open = await pastRide(new Date(Date.now() - 14 * DAY + MINUTE));
  const res = await write(open.client, open.bookingId);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.data.publishedAt, null, 'blind until the driver writes or the window ends');

  const closed = await pastRide(new Date(Date.now() - 14 * DAY - MINUTE));
  const late = await write(closed.client, closed.bookingId);
  assert.equal(late.status, 409);
  assert.equal(late.body.error.code, 'REVIEW_WINDOW_CLOSED');
  assert.equal(late.body.error.message, 'O prazo de 14 dias para avaliar esta reserva terminou.');
  assert.equal((await write(closed.driver, closed.bookingId)).status, 409);
});

/** Moves a stay's check-out to `at`: the check-out day and the establishment's check-out time (Africa/Maputo). */
async function checkOutAt(stay: { establishmentId: string; bookingId: string }, at: Date) {
  await sql`
    update establishments set check_out_time = (${at}::timestamptz at time zone 'Africa/Maputo')::time
    where id = ${stay.establishmentId}
  `;
  await sql`
    update bookings set check_out = (${at}::timestamptz at time zone 'Africa/Maputo')::date,
      check_in = (${at}::timestamptz at time zone 'Africa/Maputo')::date - 2
    where id = ${stay.bookingId}
  `;
}

Deno.test('a stay may be reviewed from its check-out time for 14 days, to the minute (Africa/Maputo)', async () => {
  const open = await pastStay();
  await checkOutAt(open, new Date(Date.now() - 14 * DAY + MINUTE));
  assert.equal((await write(open.client, open.bookingId, STAY)).status, 201);
  assert.equal((await write(open.manager, open.bookingId, GOOD)).status, 201);

  const closed = await pastStay();
  await checkOutAt(closed, new Date(Date.now() - 14 * DAY - MINUTE));
  assert.equal((await write(closed.client, closed.bookingId, STAY)).body.error.code, 'REVIEW_WINDOW_CLOSED');

  // Check-out day today, at a time one minute ahead: not yet.
  const early = await pastStay();
  await checkOutAt(early, new Date(Date.now() + MINUTE));
  assert.equal((await write(early.client, early.bookingId, STAY)).body.error.code, 'REVIEW_NOT_AVAILABLE');
  await checkOutAt(early, new Date(Date.now() - MINUTE));
  assert.equal((await write(early.client, early.bookingId, STAY)).status, 201);
});

Deno.test('no review before the service is over, of a cancelled booking, or by an outsider', async () => {
  const future = await pastRide(new Date(Date.now() + 2 * 60 * MINUTE));
  const early = await write(future.client, future.bookingId);
  assert.equal(early.status, 409);
  assert.equal(early.body.error.code, 'REVIEW_NOT_AVAILABLE');
  assert.match(early.body.error.message, /^Só pode avaliar depois de concluída/);

  const cancelled = await pastRide();
  await sql`update bookings set status = 'cancelled', cancelled_at = now() where id = ${cancelled.bookingId}`;
  assert.equal((await write(cancelled.client, cancelled.bookingId)).body.error.code, 'REVIEW_NOT_AVAILABLE');

  const pending = await pastRide();
  await sql`update bookings set status = 'pending' where id = ${pending.bookingId}`;
  assert.equal((await write(pending.client, pending.bookingId)).status, 409);

  const rideCancelled = await pastRide();
  await sql`update rides set status = 'cancelled' where id = ${rideCancelled.rideId}`;
  assert.equal((await write(rideCancelled.client, rideCancelled.bookingId)).status, 409);

  const done = await pastRide();
  const outsider = await createClient();
  const other = await write(outsider, done.bookingId);
  assert.equal(other.status, 403);
  assert.equal(other.body.error.code, 'REVIEW_NOT_ALLOWED');
  assert.equal(other.body.error.message, 'Só o viajante e o motorista ou o alojamento desta reserva a podem avaliar.');
  assert.equal((await write(outsider, crypto.randomUUID())).status, 404);

  const stay = await pastStay(undefined, -1); // checks out tomorrow
  assert.equal((await write(stay.client, stay.bookingId, STAY)).body.error.code, 'REVIEW_NOT_AVAILABLE');
});

Deno.test('double-blind: nothing shows until both sides wrote, then both are published together', async () => {
  const { driver, client, bookingId } = await pastRide();
  const mine = await write(client, bookingId, { rating: 4, comment: 'Bom motorista, carro limpo.' });
  assert.equal(mine.status, 201, JSON.stringify(mine.body));
  assert.equal((await listOf(`drivers/${driver.uid}`)).total, 0, 'the driver cannot read it yet');
  const received = await sql`select 1 from notifications where user_id = ${driver.uid} and kind = 'review_received'`;
  assert.equal(received.length, 1, 'the driver is told a review arrived');
  // Editable while blind.
  const changed = await edit(client, bookingId, { rating: 5, comment: 'Excelente motorista, carro limpo.' });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  assert.equal(changed.body.data.rating, 5);

  const theirs = await write(driver, bookingId, { rating: 5, comment: 'Passageira pontual e simpática.' });
  assert.equal(theirs.status, 201, JSON.stringify(theirs.body));
  assert.ok(theirs.body.data.publishedAt, 'the second review publishes both');
  const ofDriver = await listOf(`drivers/${driver.uid}`);
  assert.equal(ofDriver.total, 1);
  assert.equal(ofDriver.rating, 5);
  assert.equal(ofDriver.items[0].comment, 'Excelente motorista, carro limpo.');
  assert.equal(ofDriver.items[0].authorName, 'Ana M.');
  const ofClient = await listOf(`travellers/${client.uid}`, driver.token);
  assert.equal(ofClient.total, 1);
  assert.equal(ofClient.items[0].comment, 'Passageira pontual e simpática.');
  assert.equal((await call('GET', `/api/reviews/travellers/${client.uid}`)).status, 401);
  // Published reviews are no longer editable.
  const locked = await edit(client, bookingId, GOOD);
  assert.equal(locked.status, 409);
  assert.equal(locked.body.error.code, 'REVIEW_PUBLISHED');
  const invites = await sql`
    select user_id from notifications where booking_id = ${bookingId} and kind = 'review_received'
  `;
  assert.deepEqual(invites.map((n) => n.userId), [driver.uid], "the second writer's review invites nobody");
  const published = await sql`
    select user_id from notifications where booking_id = ${bookingId} and kind = 'review_published' order by user_id
  `;
  assert.deepEqual(published.map((n) => n.userId).sort(), [client.uid, driver.uid].sort());
});

Deno.test('a lone review is published when the 14 days end', async () => {
  const { driver, client, bookingId } = await pastRide(new Date(Date.now() - 14 * DAY + 2 * MINUTE));
  assert.equal((await write(client, bookingId)).status, 201);
  const [r] = await sql<{ windowEndsAt: Date }[]>`select window_ends_at from reviews where booking_id = ${bookingId}`;
  await publishDue(sql, new Date(r!.windowEndsAt.getTime() - 1000));
  assert.equal((await listOf(`drivers/${driver.uid}`)).total, 0, 'one second before the end: still blind');
  await publishDue(sql, r!.windowEndsAt);
  const page = await listOf(`drivers/${driver.uid}`);
  assert.equal(page.total, 1);
  assert.equal(page.items[0].publishedAt, r!.windowEndsAt.toISOString());
});

Deno.test('one review per side: two concurrent writes give one 201 and one 409', async () => {
  const { client, bookingId } = await pastRide();
  const results = await Promise.all([
    write(client, bookingId, { rating: 5, comment: 'Primeira.' }),
    write(client, bookingId, { rating: 1, comment: 'Segunda.' }),
  ]);
  assert.deepEqual(results.map((r) => r.status).sort(), [201, 409]);
  const conflict = results.find((r) => r.status === 409)!;
  assert.equal(conflict.body.error.code, 'REVIEW_EXISTS');
  assert.equal(conflict.body.error.message, 'Já avaliou esta reserva. Pode editar a sua avaliação até ser publicada.');
  const n = await sql`select 1 from reviews where booking_id = ${bookingId}`;
  assert.equal(n.length, 1);
});

Deno.test('a stay review needs the three categories; the establishment rating is the published mean', async () => {
  const first = await pastStay();
  const e = first.establishmentId;
  const empty = await listOf(`establishments/${e}`);
  assert.equal(empty.rating, null);
  assert.equal(empty.reviewCount, 0);
  const noCategories = await write(first.client, first.bookingId, GOOD);
  assert.equal(noCategories.status, 400);
  assert.equal(noCategories.body.error.message, 'Avalie a limpeza, a localização e a relação qualidade/preço (1 a 5).');
  const hostCategories = await write(first.manager, first.bookingId, STAY);
  assert.equal(hostCategories.status, 400, 'the manager rates the traveller without stay categories');

  assert.equal((await write(first.client, first.bookingId, STAY)).status, 201);
  assert.equal((await write(first.manager, first.bookingId, { rating: 5, comment: 'Hóspede exemplar.' })).status, 201);
  const second = await pastStay(first.manager);
  await sql`update bookings set establishment_id = ${e} where id = ${second.bookingId}`;
  assert.equal((await write(second.client, second.bookingId, { ...STAY, rating: 5 })).status, 201);
  assert.equal((await write(second.manager, second.bookingId, { rating: 4, comment: 'Tudo certo.' })).status, 201);
  // A third, still blind, does not count.
  const third = await pastStay(first.manager);
  await sql`update bookings set establishment_id = ${e} where id = ${third.bookingId}`;
  assert.equal((await write(third.client, third.bookingId, { ...STAY, rating: 1 })).status, 201);

  const page = await listOf(`establishments/${e}`);
  assert.equal(page.reviewCount, 2);
  assert.equal(page.rating, 4.5);
  assert.equal(page.items[0].cleanliness, 5);
  const hotel = await call('GET', `/api/hotels/${e}`);
  assert.equal(hotel.status, 200);
  assert.equal(hotel.body.data.rating, 4.5);
  assert.equal(hotel.body.data.reviewCount, 2);
  const [mean] = await sql<{ avg: string }[]>`
    select round(avg(rating), 1)::text as avg from reviews
    where subject_type = 'establishment' and subject_id = ${e} and published_at is not null and hidden_at is null
  `;
  assert.equal(Number(mean!.avg), page.rating);

  // The host replies once, in public.
  const reviewId = page.items[0].id;
  const replied = await call('POST', `/api/reviews/${reviewId}/reply`, {
    token: first.manager.token,
    body: { reply: 'Obrigado, volte sempre!' },
  });
  assert.equal(replied.status, 200, JSON.stringify(replied.body));
  assert.equal((await listOf(`establishments/${e}`)).items[0].reply, 'Obrigado, volte sempre!');
  const replyAs = (u: TestUser) =>
    call('POST', `/api/reviews/${reviewId}/reply`, { token: u.token, body: { reply: 'x' } });
  const again = await replyAs(first.manager);
  assert.equal(again.body.error.code, 'REVIEW_REPLIED');
  const notHost = await replyAs(first.client);
  assert.equal(notHost.status, 403);
});

Deno.test('a reported review hidden by an admin leaves the listing and the mean, with an audit trail', async () => {
  const a = await pastRide();
  assert.equal((await write(a.client, a.bookingId, { rating: 1, comment: 'Péssimo.' })).status, 201);
  assert.equal((await write(a.driver, a.bookingId, GOOD)).status, 201);
  const b = await pastRide();
  await sql`update bookings set provider_id = ${a.driver.uid} where id = ${b.bookingId}`;
  await sql`update rides set driver_id = ${a.driver.uid} where id = ${b.rideId}`;
  assert.equal((await write(b.client, b.bookingId, { rating: 5, comment: 'Ótimo.' })).status, 201);
  assert.equal((await write(a.driver, b.bookingId, GOOD)).status, 201);
  const before = await listOf(`drivers/${a.driver.uid}`);
  assert.equal(before.rating, 3);
  assert.equal(before.reviewCount, 2);
  const bad = before.items.find((r: { comment: string }) => r.comment === 'Péssimo.');

  const reporter = await createClient();
  const reportIt = () =>
    call('POST', `/api/reviews/${bad.id}/report`, { token: reporter.token, body: { reason: 'Falso' } });
  const rep = await reportIt();
  assert.equal(rep.status, 201, JSON.stringify(rep.body));
  const rep2 = await reportIt();
  assert.equal(rep2.body.error.code, 'REVIEW_REPORTED');

  const admin = await createUser({ roles: ['client', 'admin'], verified: true });
  const reportedList = async () =>
    (await call('GET', '/api/admin/reviews/reported', { token: admin.token })).body.data as { id: string }[];
  const listed = (await reportedList()).find((r) => r.id === bad.id) as unknown as { reasons: string[] };
  assert.deepEqual(listed.reasons, ['Falso']);
  const hidden = await call('POST', `/api/admin/reviews/${bad.id}/hide`, {
    token: admin.token,
    body: { reason: 'Linguagem ofensiva' },
  });
  assert.equal(hidden.status, 200, JSON.stringify(hidden.body));
  const after = await listOf(`drivers/${a.driver.uid}`);
  assert.equal(after.reviewCount, 1);
  assert.equal(after.rating, 5);
  assert.ok(!after.items.some((r: { id: string }) => r.id === bad.id));
  const [audit] = await sql`select admin_id, user_id, reason from admin_actions where review_id = ${bad.id}`;
  assert.deepEqual(audit, { adminId: admin.uid, userId: a.client.uid, reason: 'Linguagem ofensiva' });
  const details = await call('GET', `/api/admin/users/${a.client.uid}`, { token: admin.token });
  assert.equal(details.status, 200, JSON.stringify(details.body));
  const history = details.body.data.history as { action: string; reason: string }[];
  assert.ok(history.some((h) => h.action === 'review_hidden' && h.reason === 'Linguagem ofensiva'));
  assert.ok(!(await reportedList()).some((r) => r.id === bad.id), 'hidden: no longer waiting for an admin');
  const twice = await call('POST', `/api/admin/reviews/${bad.id}/hide`, { token: admin.token, body: { reason: 'x' } });
  assert.equal(twice.body.error.code, 'REVIEW_HIDDEN');
});

Deno.test('an attended event is reviewed by the traveller only, published at once', async () => {
  const organiser = await createUser({ roles: ['client', 'event'], verified: true });
  await call('GET', '/api/auth/profile', { token: organiser.token });
  const client = await createClient();
  const [ev] = await sql<{ id: string }[]>`
    insert into events (organiser_id, title, category, venue, address, start_date, end_date, start_time, end_time,
      status)
    values (${organiser.uid}, 'Festival das Avaliações', 'cultura', 'Praça', 'Maputo',
      (now() at time zone 'Africa/Maputo')::date - 1, (now() at time zone 'Africa/Maputo')::date - 1, '10:00', '22:00',
      'upcoming')
    returning id
  `;
  const bookingId = await insertBooking({
    user_id: client.uid,
    provider_id: organiser.uid,
    type: 'event',
    event_id: ev!.id,
    ticket_quantity: 1,
  });
  const early = await write(client, bookingId, { rating: 5, comment: 'Grande festa.' });
  assert.equal(early.body.error.code, 'REVIEW_NOT_AVAILABLE', 'a ticket never checked in is not attendance');
  // The confirmed booking's ticket (written by the trigger of migration 0004) is checked in.
  const checked = await sql`
    update tickets set checked_in_at = now() - interval '1 day' where booking_id = ${bookingId}
  `;
  assert.equal(checked.count, 1);
  const pending = await call('GET', '/api/reviews/to-write', { token: client.token });
  assert.ok(pending.body.data.some((p: { bookingId: string }) => p.bookingId === bookingId));
  const res = await write(client, bookingId, { rating: 5, comment: 'Grande festa.' });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.ok(res.body.data.publishedAt);
  assert.equal((await write(organiser, bookingId, GOOD)).status, 403, 'organisers do not review attendees');
  const page = await listOf(`events/${ev!.id}`);
  assert.equal(page.rating, 5);
  const after = await call('GET', '/api/reviews/to-write', { token: client.token });
  assert.ok(!after.body.data.some((p: { bookingId: string }) => p.bookingId === bookingId));
});

Deno.test('what can I review lists open windows for both sides, with the blind review still editable', async () => {
  const { driver, client, bookingId } = await pastRide();
  const forClient = (await call('GET', '/api/reviews/to-write', { token: client.token })).body.data;
  const item = forClient.find((p: { bookingId: string }) => p.bookingId === bookingId);
  assert.equal(item.side, 'traveller');
  assert.equal(item.subjectType, 'driver');
  assert.equal(item.myReview, null);
  assert.match(item.label, /^Origem [0-9a-f]{8} → Destino/);
  await write(client, bookingId);
  const again = (await call('GET', '/api/reviews/to-write', { token: client.token })).body.data;
  assert.equal(again.find((p: { bookingId: string }) => p.bookingId === bookingId).myReview.comment, GOOD.comment);
  const forDriver = (await call('GET', '/api/reviews/to-write', { token: driver.token })).body.data;
  assert.equal(forDriver.find((p: { bookingId: string }) => p.bookingId === bookingId).subjectType, 'traveller');
});

Deno.test('the stay search sorts by the real rating, unrated establishments last, then by price', async () => {
  const street = `Rua da Ordem ${crypto.randomUUID().slice(0, 8)}`;
  const unrated = await pastStay(undefined, 1, { address: `${street}, 1`, priceCents: 100000 });
  const three = await pastStay(unrated.manager, 1, { address: `${street}, 2`, priceCents: 200000 });
  const five = await pastStay(unrated.manager, 1, { address: `${street}, 3`, priceCents: 300000 });
  for (const [stay, rating] of [[three, 3], [five, 5]] as const) {
    assert.equal((await write(stay.client, stay.bookingId, { ...STAY, rating })).status, 201);
    assert.equal((await write(stay.manager, stay.bookingId, GOOD)).status, 201);
  }
  const [d] = await sql<{ from: string; to: string }[]>`
    select to_char((now() at time zone 'Africa/Maputo')::date + 30, 'YYYY-MM-DD') as from,
      to_char((now() at time zone 'Africa/Maputo')::date + 31, 'YYYY-MM-DD') as to
  `;
  const q = new URLSearchParams({ address: street, checkIn: d!.from, checkOut: d!.to, guests: '2' });
  const res = await call('GET', `/api/hotels?${q}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const found = res.body.data.accommodations as { hotelId: string; rating: number | null; reviewCount: number }[];
  assert.deepEqual(found.map((a) => [a.hotelId, a.rating, a.reviewCount]), [
    [five.establishmentId, 5, 1],
    [three.establishmentId, 3, 1],
    [unrated.establishmentId, null, 0],
  ]);
});

Deno.test('the review prompt: each side is told once when the window opens, never after writing or closing', async () => {
  const { driver, client, bookingId } = await pastRide();
  const prompts = (userId: string) =>
    sql<{ title: string; body: string; link: string }[]>`
      select title, body, link from notifications where user_id = ${userId} and booking_id = ${bookingId}
        and kind = 'review_due'
    `;
  const now = new Date();
  assert.ok(await promptDueReviews(sql, now) >= 2);
  const [forClient] = await prompts(client.uid);
  assert.equal(forClient!.title, 'Avalie a sua viagem');
  assert.equal(forClient!.link, '/reservas');
  assert.match(forClient!.body, /^Avalie Origem [0-9a-f]{8} → Destino .* até \d{2}\/\d{2}\/\d{4}\.$/);
  const [forDriver] = await prompts(driver.uid);
  assert.equal(forDriver!.title, 'Avalie o seu passageiro');
  assert.equal(forDriver!.link, '/drivers');
  // Once: a second run (or a second instance) writes nothing more for this booking.
  await promptDueReviews(sql, now);
  assert.equal((await prompts(client.uid)).length, 1);
  assert.equal((await prompts(driver.uid)).length, 1);
  // The notification reaches the client's list with its spec fields.
  const list = await call('GET', '/api/notifications', { token: client.token });
  const item = list.body.data.find((n: { bookingId: string; kind: string }) =>
    n.bookingId === bookingId && n.kind === 'review_due'
  );
  assert.equal(item.actionUrl, '/reservas');

  // Someone who already wrote is not prompted; nor is a booking whose window has not opened or has closed.
  const written = await pastRide();
  await write(written.client, written.bookingId);
  const notYet = await pastRide(new Date(Date.now() + 2 * DAY));
  const closed = await pastRide(new Date(Date.now() - 15 * DAY));
  await promptDueReviews(sql, new Date());
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int from notifications where kind = 'review_due' and (
      (booking_id = ${written.bookingId} and user_id = ${written.client.uid})
      or booking_id = ${notYet.bookingId} or booking_id = ${closed.bookingId})
  `;
  assert.equal(row!.count, 0);
});
