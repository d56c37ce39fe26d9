/**
 * Offline check-in (issue 14, ADR 0035): the check-in list (hashes, never codes; the organiser or an admin only), the
 * sync of a device's queue (accepted, idempotent resend, conflict with another device or the online check-in, unknown
 * and cancelled codes, one notification per conflict), and the race of two devices syncing one ticket at once on
 * the real PostgreSQL.
 */
import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { codeHash } from './events.checkin.ts';
import { moveEventStart } from './events.fixtures.ts';

const inDays = (days: number) => addDays(todayInMaputo(), days);
const organiser = () => createUser({ roles: ['client', 'event'], verified: true });

/** A free event of `owner` (tickets issued at once) with `count` tickets bought by one client. */
async function eventWithTickets(owner: TestUser, count: number) {
  const created = await call('POST', '/api/events/create', {
    token: owner.token,
    body: {
      title: `Noite de Marrabenta ${crypto.randomUUID().slice(0, 6)}`,
      category: 'entretenimento',
      eventType: 'concerto',
      venue: 'Centro Cultural de Chimoio',
      address: `Rua ${crypto.randomUUID().slice(0, 8)}, Chimoio`,
      startDate: inDays(12),
      endDate: inDays(12),
      startTime: '19:00',
      endTime: '23:00',
      ticketPrice: 0,
      maxTickets: 50,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const buyer = await createUser({ roles: ['client'] });
  const booked = await call('POST', '/api/bookings/create', {
    token: buyer.token,
    body: { type: 'event', eventId: created.body.data.id, quantity: count },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const codes = booked.body.data.event.tickets.map((t: { code: string }) => t.code) as string[];
  assert.equal(codes.length, count);
  await moveEventStart(sql, created.body.data.id); // the check-in is open (ADR 0043)
  return { eventId: created.body.data.id as string, title: created.body.data.title as string, codes, buyer };
}

const sync = (user: TestUser, eventId: string, items: unknown[]) =>
  call('POST', `/api/events/${eventId}/checkins/sync`, { token: user.token, body: { items } });

const item = (code: string, deviceId: string, at = new Date(Date.now() - 60_000)) => ({
  code,
  deviceId,
  checkedInAt: at.toISOString(),
});

Deno.test('check-in list: hashes of the codes, holder and type, state; only the organiser or an admin', async () => {
  const owner = await organiser();
  const { eventId, codes, buyer } = await eventWithTickets(owner, 2);
  await call('POST', '/api/events/check-in', { token: owner.token, body: { code: codes[0] } });

  const res = await call('GET', `/api/events/${eventId}/checkin-list`, { token: owner.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.headers.get('cache-control'), 'no-store');
  const list = res.body.data;
  assert.equal(list.eventId, eventId);
  assert.equal(list.tickets.length, 2);
  const text = JSON.stringify(list);
  for (const code of codes) assert.ok(!text.includes(code), 'the codes never leave the server in the list');
  assert.ok(!text.includes(buyer.email), 'no e-mail on the device');
  const hashes = await Promise.all(codes.map((c) => codeHash(eventId, c)));
  assert.deepEqual(list.tickets.map((t: { codeHash: string }) => t.codeHash).sort(), [...hashes].sort());
  assert.equal(await codeHash(eventId, codes[0]!.toLowerCase().replaceAll('-', ' ')), hashes[0], 'normalised');
  const admitted = list.tickets.find((t: { codeHash: string }) => t.codeHash === hashes[0]);
  assert.ok(admitted.checkedInAt);
  assert.equal(admitted.ticketType, 'Normal');
  assert.equal(admitted.cancelled, false);
  assert.ok(admitted.holderName.length > 0);

  const admin = await createUser({ roles: ['admin'] });
  assert.equal((await call('GET', `/api/events/${eventId}/checkin-list`, { token: admin.token })).status, 200);
  const other = await organiser();
  const denied = await call('GET', `/api/events/${eventId}/checkin-list`, { token: other.token });
  assert.equal(denied.status, 403);
  assert.equal(denied.body.error.code, 'FORBIDDEN');
  assert.equal((await call('GET', `/api/events/${eventId}/checkin-list`, { token: buyer.token })).status, 403);
  assert.equal((await call('GET', `/api/events/${eventId}/checkin-list`)).status, 401);
  assert.equal(
    (await call('GET', `/api/events/${crypto.randomUUID()}/checkin-list`, { token: owner.token })).status,
    404,
  );
  assert.equal((await call('GET', '/api/events/nope/checkin-list', { token: owner.token })).status, 404);

  // The sync follows the same rule.
  assert.equal((await sync(other, eventId, [item(codes[1]!, 'device-other-1')])).status, 403);
  assert.equal((await sync(buyer, eventId, [item(codes[1]!, 'device-buyer-1')])).status, 403);
  const viaAdmin = await sync(admin, eventId, [item(codes[1]!, 'device-admin-1')]);
  assert.equal(viaAdmin.status, 200);
  assert.equal(viaAdmin.body.data[0].status, 'accepted');
});

Deno.test('sync: accepted once, resending the same queue changes nothing, unknown and cancelled codes', async () => {
  const owner = await organiser();
  const { eventId, codes } = await eventWithTickets(owner, 3);
  const device = `porta-a-${crypto.randomUUID()}`;
  const at = new Date(Date.now() - 5 * 60_000);
  await sql`update tickets set cancelled_at = now() where code = ${codes[2]!}`;
  const queue = [
    item(codes[0]!.toLowerCase(), device, at),
    item(codes[1]!, device, at),
    item('MZT-0000-0000-0000', device, at),
    item(codes[2]!, device, at),
    item(codes[1]!, device, at),
  ];
  const first = await sync(owner, eventId, queue);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.deepEqual(first.body.data.map((r: { status: string }) => r.status), [
    'accepted',
    'accepted',
    'unknown',
    'cancelled',
    'duplicate',
  ]);
  assert.equal(first.body.data[0].code, codes[0], 'normalised');
  assert.equal(first.body.data[0].checkedInAt, at.toISOString(), "the device's time is kept");
  const before = await sql`
    select code, checked_in_at, checked_in_by, checked_in_device from tickets where event_id = ${eventId} order by code
  `;
  assert.equal(before.filter((t) => t.checkedInAt).length, 2);
  assert.ok(
    before.filter((t) => t.checkedInAt).every((t) => t.checkedInBy === owner.uid && t.checkedInDevice === device),
  );

  const again = await sync(owner, eventId, queue);
  assert.equal(again.status, 200);
  assert.deepEqual(again.body.data.map((r: { status: string }) => r.status), [
    'duplicate',
    'duplicate',
    'unknown',
    'cancelled',
    'duplicate',
  ]);
  const after = await sql`
    select code, checked_in_at, checked_in_by, checked_in_device from tickets where event_id = ${eventId} order by code
  `;
  assert.deepEqual(after, before, 'resending the queue changes nothing');
  const [{ n }] = await sql<[{ n: number }]>`
    select count(*)::int as n from ticket_checkin_conflicts c join tickets t on t.id = c.ticket_id
    where t.event_id = ${eventId}
  `;
  assert.equal(n, 0);

  // A device clock ahead of the server: never later than the server's time.
  const { eventId: other, codes: more } = await eventWithTickets(owner, 1);
  const future = await sync(owner, other, [item(more[0]!, device, new Date(Date.now() + 3_600_000))]);
  assert.ok(new Date(future.body.data[0].checkedInAt).getTime() <= Date.now());

  // Bad input: 400 with a stable code and a Portuguese message.
  for (
    const bad of [
      { items: [] },
      { items: [{ code: codes[0], deviceId: 'x', checkedInAt: at.toISOString() }] },
      { items: [{ code: codes[0], deviceId: device, checkedInAt: 'ontem' }] },
      { items: [{ code: '', deviceId: device, checkedInAt: at.toISOString() }] },
      {},
    ]
  ) {
    const res = await call('POST', `/api/events/${eventId}/checkins/sync`, { token: owner.token, body: bad });
    assert.equal(res.status, 400, JSON.stringify(bad));
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
  }
});

Deno.test('sync: conflict when another device or the online check-in admitted the ticket first; one notification', async () => {
  const owner = await organiser();
  const { eventId, title, codes } = await eventWithTickets(owner, 2);
  const doorA = `porta-a-${crypto.randomUUID()}`;
  const doorB = `porta-b-${crypto.randomUUID()}`;
  const early = new Date(Date.now() - 10 * 60_000);
  const late = new Date(Date.now() - 5 * 60_000);

  const a = await sync(owner, eventId, [item(codes[0]!, doorA, early)]);
  assert.equal(a.body.data[0].status, 'accepted');
  const b = await sync(owner, eventId, [item(codes[0]!, doorB, late)]);
  assert.equal(b.status, 200);
  assert.deepEqual(b.body.data[0], {
    code: codes[0],
    status: 'conflict',
    holderName: a.body.data[0].holderName,
    checkedInAt: early.toISOString(),
    by: 'other_device',
  });
  // The online check-in first, then a device's queue.
  const online = await call('POST', '/api/events/check-in', { token: owner.token, body: { code: codes[1] } });
  assert.equal(online.status, 200);
  const c = await sync(owner, eventId, [item(codes[1]!, doorB, late)]);
  assert.equal(c.body.data[0].status, 'conflict');
  assert.equal(c.body.data[0].by, 'online');
  assert.equal(c.body.data[0].checkedInAt, online.body.data.checkedInAt);

  // Resending B's queue repeats the answer, not the conflict row nor the notification.
  const again = await sync(owner, eventId, [item(codes[0]!, doorB, late), item(codes[1]!, doorB, late)]);
  assert.deepEqual(again.body.data.map((r: { status: string }) => r.status), ['conflict', 'conflict']);
  const conflicts = await sql`
    select c.device_id from ticket_checkin_conflicts c join tickets t on t.id = c.ticket_id where t.event_id = ${eventId}
  `;
  assert.equal(conflicts.length, 2);
  const notes = await sql`
    select title, body, link from notifications where user_id = ${owner.uid} and kind = 'checkin_conflict'
    order by created_at
  `;
  assert.equal(notes.length, 2);
  assert.equal(notes[0]!.title, 'Entrada em duplicado');
  assert.equal(notes[0]!.link, '/organizadores/check-in');
  assert.ok(notes[0]!.body.startsWith(`${title}: o bilhete ${codes[0]}`), notes[0]!.body);
  assert.match(notes[1]!.body, /já tinha sido validado online às \d{2}:\d{2}\.$/);
  assert.equal(translateMessage(notes[0]!.title, 'en'), 'Duplicate entry');
  assert.match(
    translateMessage(notes[0]!.body, 'en'),
    /^.+: ticket MZT-.+ was admitted offline at \d{2}:\d{2}, but it had already been checked in on another device at \d{2}:\d{2}\.$/,
  );
  assert.match(translateMessage(notes[1]!.body, 'en'), /checked in online at \d{2}:\d{2}\.$/);
  const [ticket] = await sql`select checked_in_at, checked_in_device from tickets where code = ${codes[0]!}`;
  assert.equal(ticket!.checkedInAt.toISOString(), early.toISOString(), 'the first check-in counts');
  assert.equal(ticket!.checkedInDevice, doorA);
  // The online check-in of a ticket a device admitted says when.
  const twice = await call('POST', '/api/events/check-in', { token: owner.token, body: { code: codes[0] } });
  assert.equal(twice.status, 409);
  assert.equal(twice.body.error.code, 'ALREADY_CHECKED_IN');
});

Deno.test('race: two devices sync the same ticket at once, exactly one is accepted, the other is a conflict', async () => {
  const owner = await organiser();
  for (let round = 0; round < 5; round++) {
    const { eventId, codes } = await eventWithTickets(owner, 3);
    const doorA = `porta-a-${crypto.randomUUID()}`;
    const doorB = `porta-b-${crypto.randomUUID()}`;
    // Each queue names the tickets in a different order: the locks are taken in id order, so no deadlock.
    const [a, b] = await Promise.all([
      sync(owner, eventId, codes.map((c) => item(c, doorA))),
      sync(owner, eventId, [...codes].reverse().map((c) => item(c, doorB))),
    ]);
    assert.equal(a.status, 200, JSON.stringify(a.body));
    assert.equal(b.status, 200, JSON.stringify(b.body));
    for (const code of codes) {
      const statuses = [a, b].map((r) => r.body.data.find((x: { code: string }) => x.code === code).status).sort();
      assert.deepEqual(statuses, ['accepted', 'conflict'], code);
    }
    const rows = await sql`select checked_in_device from tickets where event_id = ${eventId}`;
    assert.ok(rows.every((r) => r.checkedInDevice === doorA || r.checkedInDevice === doorB));
    const [{ n }] = await sql<[{ n: number }]>`
      select count(*)::int as n from ticket_checkin_conflicts c join tickets t on t.id = c.ticket_id
      where t.event_id = ${eventId}
    `;
    assert.equal(n, 3);
  }
});
