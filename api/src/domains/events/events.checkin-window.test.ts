/**
 * Issue 32 point 1 (ADR 0043): a ticket is checked in only from a set time before the event's start until its end
 * (typed code and offline sync), the organiser may undo a check-in within 15 minutes (kept in the audit trail), and
 * checking in one ticket never blocks cancelling the booking's other tickets, each refunded by the policy.
 */
import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { moveEventStart } from './events.fixtures.ts';
import { checkInWindow } from './events.checkin-window.ts';

const inDays = (days: number) => addDays(todayInMaputo(), days);
const organiser = () => createUser({ roles: ['client', 'event'], verified: true });

async function createEvent(owner: TestUser, fields: Record<string, unknown> = {}) {
  const created = await call('POST', '/api/events/create', {
    token: owner.token,
    body: {
      title: `Festival da Janela ${crypto.randomUUID().slice(0, 6)}`,
      category: 'entretenimento',
      eventType: 'festival',
      venue: 'Praia do Tofo',
      address: `Praia do Tofo ${crypto.randomUUID().slice(0, 8)}, Inhambane`,
      startDate: inDays(20),
      endDate: inDays(22),
      startTime: '16:00',
      endTime: '23:00',
      ticketPrice: 500,
      maxTickets: 50,
      ...fields,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.data as { id: string; checkInOpensHoursBefore: number | null; ticketsSold: number };
}

/** A paid booking of `quantity` tickets by a new client: its id, total and ticket ids and codes. */
async function paidTickets(eventId: string, quantity: number) {
  const buyer = await createUser({ roles: ['client'] });
  const booked = await call('POST', '/api/bookings/create', {
    token: buyer.token,
    body: { type: 'event', eventId, quantity },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const paid = await call('POST', '/api/payments', {
    token: buyer.token,
    body: { bookingId: booked.body.data.id, method: 'card' },
  });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  const got = await call('GET', `/api/bookings/${booked.body.data.id}`, { token: buyer.token });
  assert.equal(got.body.data.status, 'confirmed');
  const tickets = got.body.data.event.tickets as { id: string; code: string }[];
  return { buyer, bookingId: booked.body.data.id as string, totalCents: got.body.data.totalCents as number, tickets };
}

const checkIn = (owner: TestUser, code: string, headers?: Record<string, string>) =>
  call('POST', '/api/events/check-in', { token: owner.token, body: { code }, headers });

Deno.test("the check-in window: from 6 h before the start (or the event's value) until its end", () => {
  const startsAt = new Date('2026-12-22T14:00:00Z');
  const endsAt = new Date('2026-12-24T21:00:00Z');
  const w = checkInWindow({ startsAt, endsAt, checkinOpensHoursBefore: null }, 6);
  assert.equal(w.opensAt.toISOString(), '2026-12-22T08:00:00.000Z');
  assert.equal(w.closesAt.toISOString(), endsAt.toISOString());
  assert.equal(
    checkInWindow({ startsAt, endsAt, checkinOpensHoursBefore: 1 }, 6).opensAt.toISOString(),
    '2026-12-22T13:00:00.000Z',
  );
});

Deno.test('an early check-in is refused with a clear message, typed or synced, and changes nothing', async () => {
  const owner = await organiser();
  const event = await createEvent(owner);
  assert.equal(event.checkInOpensHoursBefore, null, "the platform's 6 h");
  const { bookingId, buyer, tickets } = await paidTickets(event.id, 2);

  const early = await checkIn(owner, tickets[0]!.code);
  assert.equal(early.status, 409, JSON.stringify(early.body));
  assert.equal(early.body.error.code, 'CHECKIN_NOT_OPEN');
  assert.match(
    early.body.error.message,
    /^A entrada neste evento só abre em \d{2}\/\d{2}\/\d{4} 10:00 \(6 h antes do início\)\.$/,
  );
  const english = await checkIn(owner, tickets[0]!.code, { 'Accept-Language': 'en' });
  assert.match(english.body.error.message, /^Check-in for this event opens only at .+ \(6 h before the start\)\.$/);
  const [row] = await sql<{ checkedInAt: Date | null }[]>`select checked_in_at from tickets where id = ${
    tickets[0]!.id
  }`;
  assert.equal(row!.checkedInAt, null);

  // The device admitted it offline weeks early: not recorded.
  const synced = await call('POST', `/api/events/${event.id}/checkins/sync`, {
    token: owner.token,
    body: { items: [{ code: tickets[1]!.code, deviceId: 'porta-principal-1', checkedInAt: new Date().toISOString() }] },
  });
  assert.equal(synced.status, 200);
  assert.equal(synced.body.data[0].status, 'outside_window');
  const list = await call('GET', `/api/events/${event.id}/checkin-list`, { token: owner.token });
  assert.ok(list.body.data.tickets.every((t: { checkedInAt: string | null }) => t.checkedInAt === null));
  assert.equal(
    new Date(list.body.data.checkInOpensAt).getTime(),
    new Date(list.body.data.startsAt).getTime() - 6 * 3_600_000,
  );
  // Nothing entered: the traveller can still cancel the whole booking.
  const b = await call('GET', `/api/bookings/${bookingId}`, { token: buyer.token });
  assert.equal(b.body.data.canCancel, true);

  // An hour before the start it is open; the event's own value can open it later.
  await moveEventStart(sql, event.id, 60);
  assert.equal((await checkIn(owner, tickets[0]!.code)).status, 200);
  await sql`update events set checkin_opens_hours_before = 0 where id = ${event.id}`;
  const notYet = await checkIn(owner, tickets[1]!.code);
  assert.equal(notYet.body.error.code, 'CHECKIN_NOT_OPEN');
  assert.match(notYet.body.error.message, /\(0 h antes do início\)/);
  // After the end: closed.
  await moveEventStart(sql, event.id, -300, 4);
  const late = await checkIn(owner, tickets[1]!.code);
  assert.equal(late.status, 409);
  assert.equal(late.body.error.code, 'CHECKIN_CLOSED');
  assert.match(late.body.error.message, /^O evento terminou em .+: já não é possível registar entradas\.$/);
});

Deno.test('the organiser sets the check-in opening per event (0-72 h)', async () => {
  const owner = await organiser();
  const event = await createEvent(owner, { checkInOpensHoursBefore: 2 });
  assert.equal(event.checkInOpensHoursBefore, 2);
  const bad = await call('PUT', `/api/events/${event.id}`, {
    token: owner.token,
    body: { checkInOpensHoursBefore: 73 },
  });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.message, 'Indique as horas antes do início em que abre a entrada (0 a 72).');
  const reset = await call('PUT', `/api/events/${event.id}`, {
    token: owner.token,
    body: { checkInOpensHoursBefore: null },
  });
  assert.equal(reset.status, 200, JSON.stringify(reset.body));
  assert.equal(reset.body.data.checkInOpensHoursBefore, null);
});

Deno.test('the organiser undoes a check-in within 15 minutes, kept in the audit trail; later it is refused', async () => {
  const owner = await organiser();
  const event = await createEvent(owner);
  await moveEventStart(sql, event.id);
  const { tickets } = await paidTickets(event.id, 2);
  const ok = await checkIn(owner, tickets[0]!.code);
  assert.equal(ok.status, 200);

  const stranger = await organiser();
  const foreign = await call('POST', `/api/events/tickets/${tickets[0]!.id}/check-in/undo`, { token: stranger.token });
  assert.equal(foreign.status, 404);
  const undone = await call('POST', `/api/events/tickets/${tickets[0]!.id}/check-in/undo`, { token: owner.token });
  assert.equal(undone.status, 200, JSON.stringify(undone.body));
  assert.equal(undone.body.data.undoneCheckedInAt, ok.body.data.checkedInAt);
  const [audit] = await sql<{ checkedInBy: string; undoneBy: string; checkedInAt: Date }[]>`
    select checked_in_by, undone_by, checked_in_at from ticket_checkin_undos where ticket_id = ${tickets[0]!.id}
  `;
  assert.equal(audit!.checkedInBy, owner.uid);
  assert.equal(audit!.undoneBy, owner.uid);
  assert.equal(audit!.checkedInAt.toISOString(), ok.body.data.checkedInAt);
  const twice = await call('POST', `/api/events/tickets/${tickets[0]!.id}/check-in/undo`, { token: owner.token });
  assert.equal(twice.status, 409);
  assert.equal(twice.body.error.code, 'NOT_CHECKED_IN');
  // It can enter again.
  assert.equal((await checkIn(owner, tickets[0]!.code)).status, 200);

  // 16 minutes later: too late to undo.
  assert.equal((await checkIn(owner, tickets[1]!.code)).status, 200);
  await sql`update tickets set checked_in_at = now() - interval '16 minutes' where id = ${tickets[1]!.id}`;
  const expired = await call('POST', `/api/events/tickets/${tickets[1]!.id}/check-in/undo`, { token: owner.token });
  assert.equal(expired.status, 409);
  assert.equal(expired.body.error.code, 'CHECKIN_UNDO_EXPIRED');
  assert.equal(expired.body.error.message, 'Só é possível anular uma entrada nos 15 minutos seguintes ao registo.');
});

Deno.test('a ticket checked in never blocks cancelling the other: refunded by the policy, once', async () => {
  const owner = await organiser();
  const event = await createEvent(owner);
  await moveEventStart(sql, event.id); // starts in an hour: still before the start, the policy's free period
  const { buyer, bookingId, totalCents, tickets } = await paidTickets(event.id, 2);
  const [before] = await sql<{ sold: number }[]>`select tickets_sold as sold from events where id = ${event.id}`;
  assert.equal((await checkIn(owner, tickets[0]!.code)).status, 200);

  const whole = await call('POST', `/api/bookings/${bookingId}/cancel`, { token: buyer.token });
  assert.equal(whole.status, 409, 'the booking as a whole has begun');

  const quote = await call('GET', `/api/bookings/${bookingId}/tickets/${tickets[1]!.id}/refund-quote`, {
    token: buyer.token,
  });
  assert.equal(quote.status, 200, JSON.stringify(quote.body));
  assert.equal(quote.body.data.cancellable, true);
  assert.equal(quote.body.data.free, true);
  assert.equal(quote.body.data.refundCents, totalCents / 2, 'half of what was paid: one ticket of two');
  const used = await call('GET', `/api/bookings/${bookingId}/tickets/${tickets[0]!.id}/refund-quote`, {
    token: buyer.token,
  });
  assert.equal(used.body.data.cancellable, false);
  assert.equal(used.body.data.reason, 'Este bilhete já entrou no evento: já não pode ser cancelado.');
  const other = await createUser({ roles: ['client'] });
  const hidden = await call('GET', `/api/bookings/${bookingId}/tickets/${tickets[1]!.id}/refund-quote`, {
    token: other.token,
  });
  assert.equal(hidden.status, 404);

  // Three cancels at once: one refund.
  const answers = await Promise.all(
    [1, 2, 3].map(() =>
      call('POST', `/api/bookings/${bookingId}/tickets/${tickets[1]!.id}/cancel`, { token: buyer.token })
    ),
  );
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409]);
  const done = answers.find((a) => a.status === 200)!;
  assert.equal(done.body.data.refundCents, quote.body.data.refundCents);
  const refunds = await sql<{ amountCents: number; ticketId: string | null; platformFeeCents: number }[]>`
    select amount_cents, ticket_id, platform_fee_cents from refunds where booking_id = ${bookingId}
  `;
  assert.equal(refunds.length, 1);
  assert.equal(refunds[0]!.amountCents, quote.body.data.refundCents);
  assert.equal(refunds[0]!.ticketId, tickets[1]!.id);

  const after = await call('GET', `/api/bookings/${bookingId}`, { token: buyer.token });
  assert.equal(after.body.data.status, 'confirmed', 'the booking keeps its entered ticket');
  const [state] = await sql<{ sold: number; cancelled: Date | null; quantity: number }[]>`
    select e.tickets_sold as sold, t.cancelled_at as cancelled, b.ticket_quantity as quantity
    from tickets t join events e on e.id = t.event_id join bookings b on b.id = t.booking_id
    where t.id = ${tickets[1]!.id}
  `;
  assert.equal(state!.sold, before!.sold - 1, 'its place is back on sale');
  assert.ok(state!.cancelled);
  assert.equal(state!.quantity, 1);
  const refused = await checkIn(owner, tickets[1]!.code);
  assert.equal(refused.body.error.code, 'TICKET_CANCELLED');
});

Deno.test('tickets cancelled one by one, then the booking: everything paid back exactly once', async () => {
  const owner = await organiser();
  const event = await createEvent(owner);
  const { buyer, bookingId, totalCents, tickets } = await paidTickets(event.id, 3);
  const one = await call('POST', `/api/bookings/${bookingId}/tickets/${tickets[2]!.id}/cancel`, { token: buyer.token });
  assert.equal(one.status, 200, JSON.stringify(one.body));
  const quote = await call('GET', `/api/bookings/${bookingId}/refund-quote`, { token: buyer.token });
  assert.equal(quote.body.data.refundCents, totalCents - one.body.data.refundCents, 'what is left');
  const cancelled = await call('POST', `/api/bookings/${bookingId}/cancel`, { token: buyer.token });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  const [sum] = await sql<{ total: number; n: number }[]>`
    select coalesce(sum(amount_cents), 0)::int as total, count(*)::int as n from refunds where booking_id = ${bookingId}
  `;
  assert.equal(sum!.n, 2);
  assert.equal(sum!.total, totalCents);
  const [e] = await sql<{ sold: number }[]>`select tickets_sold as sold from events where id = ${event.id}`;
  assert.equal(e!.sold, 0);
});
