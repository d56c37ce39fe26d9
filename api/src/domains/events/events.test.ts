import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { computeAmounts, getFeeBps } from '../billing/billing.service.ts';
import { releaseExpiredHolds } from '../bookings/bookings.holds.ts';
import { priceTickets } from './events.booking.ts';
import { moveEventStart } from './events.fixtures.ts';

const inDays = (days: number) => addDays(todayInMaputo(), days);
const organiser = () => createUser({ roles: ['client', 'event'], verified: true });
const client = () => createUser({ roles: ['client'] });
/** A word no other test's address contains, so searches see only this test's events. */
const token = () => `Zq${crypto.randomUUID().replace(/-/g, '').slice(0, 8)}`;

async function createEvent(owner: TestUser, fields: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/events/create', {
    token: owner.token,
    body: {
      title: 'Festival de Teste',
      category: 'entretenimento',
      eventType: 'festival',
      venue: 'Praia do Tofo',
      address: 'Praia do Tofo, Inhambane',
      startDate: inDays(10),
      endDate: inDays(11),
      startTime: '16:00',
      endTime: '23:00',
      ticketPrice: 1500,
      maxTickets: 100,
      ...fields,
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data;
}

const book = (user: TestUser, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call('POST', '/api/bookings/create', { token: user.token, body: { type: 'event', ...body }, headers });

Deno.test('search matches the location inside the address ignoring accents and case, and filters', async () => {
  const owner = await organiser();
  const t = token();
  const a = await createEvent(owner, { address: `Praia do Tofo, ${t}, Inhambane`, category: 'entretenimento' });
  const b = await createEvent(owner, {
    address: `Gurué ${t}, Zambézia`,
    category: 'cultura',
    eventType: 'exposicao',
    startDate: inDays(40),
    endDate: inDays(40),
  });
  await createEvent(owner, { address: `Beira ${t}`, status: 'draft' });

  const all = await call('GET', `/api/events/search?location=${t.toLowerCase()}`);
  assert.equal(all.status, 200);
  assert.deepEqual(all.body.data.map((e: { id: string }) => e.id), [a.id, b.id], 'drafts are not listed');

  const accent = await call('GET', `/api/events/search?location=${encodeURIComponent(`GURUE ${t}`)}`);
  assert.deepEqual(accent.body.data.map((e: { id: string }) => e.id), [b.id]);

  const byCategory = await call('GET', `/api/events/search?location=${t}&category=cultura`);
  assert.deepEqual(byCategory.body.data.map((e: { id: string }) => e.id), [b.id]);
  const byType = await call('GET', `/api/events/search?location=${t}&eventType=festival`);
  assert.deepEqual(byType.body.data.map((e: { id: string }) => e.id), [a.id]);
  const byDates = await call('GET', `/api/events/search?location=${t}&startDate=${inDays(30)}&endDate=${inDays(50)}`);
  assert.deepEqual(byDates.body.data.map((e: { id: string }) => e.id), [b.id]);
  const bad = await call('GET', '/api/events/search?category=futebol');
  assert.equal(bad.status, 400);
});

Deno.test('the city/month listing counts the events and those with partnerships', async () => {
  const owner = await organiser();
  const t = token();
  const start = inDays(20);
  const [year, month] = start.split('-').map(Number) as [number, number];
  await createEvent(owner, {
    address: `Centro, ${t}`,
    startDate: start,
    endDate: start,
    partnerships: [{ partnerType: 'accommodation', partnerName: 'Lodge', discountPercentage: 20, minEventTickets: 2 }],
  });
  await createEvent(owner, { address: `Baixa, ${t}`, startDate: start, endDate: start, category: 'gastronomia' });
  await createEvent(owner, { address: `Baixa, ${t}`, startDate: addDays(start, 70), endDate: addDays(start, 70) });

  const res = await call('GET', `/api/events/city?city=${t}&month=${month}&year=${year}`);
  assert.equal(res.status, 200);
  assert.equal(res.body.data.counts.total, 2);
  assert.equal(res.body.data.counts.withPartnerships, 1);
  const best = res.body.data.events.map((e: { accommodationDiscount: number | null }) => e.accommodationDiscount);
  assert.deepEqual(best.sort(), [20, null]);
  const food = await call('GET', `/api/events/city?city=${t}&month=${month}&year=${year}&category=gastronomia`);
  assert.equal(food.body.data.counts.total, 1);
});

Deno.test('a partnership applies only when active, valid on the event date and the quantity reaches its minimum', async () => {
  const owner = await organiser();
  const event = await createEvent(owner, {
    partnerships: [
      { partnerType: 'accommodation', partnerName: 'Casa Barry', discountPercentage: 20, minEventTickets: 3 },
      { partnerType: 'transport', partnerName: 'Inativa', discountPercentage: 50, isActive: false },
      { partnerType: 'transport', partnerName: 'Expirada', discountPercentage: 40, validUntil: inDays(5) },
    ],
  });
  const byName = (n: string) => event.partnerships.find((p: { partnerName: string }) => p.partnerName === n).id;
  const buyer = await client();

  const few = await book(buyer, { eventId: event.id, quantity: 2, partnershipId: byName('Casa Barry') });
  assert.equal(few.status, 422);
  assert.equal(few.body.error.code, 'PARTNERSHIP_NOT_ELIGIBLE');
  assert.match(few.body.error.message, /pelo menos 3 bilhete/);
  for (const name of ['Inativa', 'Expirada']) {
    const res = await book(buyer, { eventId: event.id, quantity: 4, partnershipId: byName(name) });
    assert.equal(res.status, 422, name);
  }
  const after = await call('GET', `/api/events/${event.id}`);
  assert.equal(after.body.data.ticketsSold, 0, 'refused bookings hold no tickets');

  const bps = await getFeeBps(sql);
  const quote = await call('GET', `/api/events/${event.id}/quote?quantity=4&partnershipId=${byName('Casa Barry')}`);
  assert.equal(quote.status, 200);
  const ok = await book(buyer, { eventId: event.id, quantity: 4, partnershipId: byName('Casa Barry'), totalCents: 1 });
  assert.equal(ok.status, 201, JSON.stringify(ok.body));
  const b = ok.body.data;
  // 4 × 1500 MT = 6000 MT; 20 % off = 1200 MT; subtotal 4800 MT; fee on the discounted subtotal.
  assert.equal(b.discountCents, 120000);
  assert.equal(b.subtotalCents, 480000);
  assert.equal(b.platformFeeCents, computeAmounts(480000, bps).platformFeeCents);
  assert.equal(b.totalCents, 480000 + b.platformFeeCents);
  assert.equal(b.providerAmountCents, 480000);
  assert.equal(b.status, 'pending');
  assert.equal(b.event.ticketQuantity, 4);
  assert.equal(b.event.partnerName, 'Casa Barry');
  assert.deepEqual(b.event.tickets, [], 'tickets come with the payment');
  assert.equal(quote.body.data.totalCents, b.totalCents);
});

Deno.test('discount arithmetic rounds half up to the centavo and charges no fee on free tickets', () => {
  const a = priceTickets(33333, 3, 15, 1000); // 99999 gross, 15 % = 14999.85 -> 15000
  assert.equal(a.discountCents, 15000);
  assert.equal(a.subtotalCents, 84999);
  assert.equal(a.platformFeeCents, 8500);
  assert.equal(a.totalCents, 93499);
  const free = priceTickets(0, 5, 0, 1000);
  assert.equal(free.totalCents, 0);
});

Deno.test('1 to 10 tickets per booking', async () => {
  const owner = await organiser();
  const event = await createEvent(owner);
  const buyer = await client();
  for (const quantity of [0, 11, 2.5]) {
    const res = await book(buyer, { eventId: event.id, quantity });
    assert.equal(res.status, 400, String(quantity));
    assert.equal(res.body.error.message, 'O número de bilhetes deve estar entre 1 e 10.');
  }
  const own = await book(owner, { eventId: event.id, quantity: 1 });
  assert.equal(own.status, 422);
  assert.equal(own.body.error.code, 'OWN_EVENT');
});

Deno.test('concurrent buyers never get more tickets than the event has (409 SOLD_OUT)', async () => {
  const owner = await organiser();
  const event = await createEvent(owner, { maxTickets: 5 });
  const buyers = await Promise.all(Array.from({ length: 8 }, () => client()));
  const results = await Promise.all(buyers.map((u) => book(u, { eventId: event.id, quantity: 1 })));
  const statuses = results.map((r) => r.status).sort();
  assert.deepEqual(statuses, [201, 201, 201, 201, 201, 409, 409, 409]);
  assert.ok(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'SOLD_OUT'));
  const after = await call('GET', `/api/events/${event.id}`);
  assert.equal(after.body.data.ticketsSold, 5);
  assert.equal(after.body.data.soldOut, true);

  // An expired hold gives its tickets back (the migration 0004 trigger).
  await releaseExpiredHolds(sql, new Date(Date.now() + 24 * 3600_000));
  const released = await call('GET', `/api/events/${event.id}`);
  assert.equal(released.body.data.ticketsSold, 0);
});

Deno.test('a free event registers attendance at once: confirmed, total 0, one coded ticket per place', async () => {
  const owner = await organiser();
  const event = await createEvent(owner, { ticketPrice: 0 });
  assert.equal(event.isPaid, false);
  const buyer = await client();
  const res = await book(buyer, { eventId: event.id, quantity: 3 });
  assert.equal(res.status, 201);
  const b = res.body.data;
  assert.equal(b.status, 'confirmed');
  assert.equal(b.totalCents, 0);
  assert.equal(b.platformFeeCents, 0);
  assert.equal(b.event.tickets.length, 3);
  for (const t of b.event.tickets) {
    assert.match(t.code, /^MZT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  }
  assert.equal(new Set(b.event.tickets.map((t: { code: string }) => t.code)).size, 3);
  const list = await call('GET', '/api/bookings/user', { token: buyer.token });
  assert.equal(list.body.data.find((x: { id: string }) => x.id === b.id).event.tickets.length, 3);
  // Confirmed as it is made: both sides are told (migration 0012).
  const told = async (user: { token: string }) =>
    (await call('GET', '/api/notifications', { token: user.token })).body.data as { title: string; body: string }[];
  const [mine] = await told(buyer);
  assert.equal(mine?.title, 'Reserva confirmada');
  assert.ok(mine?.body.startsWith(event.title));
  const [theirs] = await told(owner);
  assert.equal(theirs?.title, 'Nova reserva confirmada');
  assert.match(theirs!.body, /: 3 bilhetes\.$/);
});

Deno.test('a paid booking gets its tickets once paid; a ticket is checked in once, the second time refused', async () => {
  const owner = await organiser();
  const event = await createEvent(owner, { ticketPrice: 500 });
  const buyer = await client();
  const booked = await book(buyer, { eventId: event.id, quantity: 2 });
  assert.equal(booked.status, 201);
  const pay = await call('POST', '/api/payments', {
    token: buyer.token,
    body: { bookingId: booked.body.data.id, method: 'mpesa', mpesa: { phone: '+258 84 123 4567' } },
  });
  assert.equal(pay.status, 201, JSON.stringify(pay.body));
  const got = await call('GET', `/api/bookings/${booked.body.data.id}`, { token: buyer.token });
  assert.equal(got.body.data.status, 'confirmed');
  const [first] = got.body.data.event.tickets;
  assert.equal(got.body.data.event.tickets.length, 2);
  await moveEventStart(sql, event.id); // the check-in is open (ADR 0043)

  const stranger = await organiser();
  const foreign = await call('POST', '/api/events/check-in', { token: stranger.token, body: { code: first.code } });
  assert.equal(foreign.status, 404);

  const ok = await call('POST', '/api/events/check-in', {
    token: owner.token,
    body: { code: first.code.toLowerCase().replace(/-/g, ' ') },
  });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  const again = await call('POST', '/api/events/check-in', { token: owner.token, body: { code: first.code } });
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'ALREADY_CHECKED_IN');
  assert.equal(again.body.error.details.checkedInAt, ok.body.data.checkedInAt);
  assert.match(again.body.error.message, /já foi validado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  const people = await call('GET', `/api/events/${event.id}/attendees`, { token: owner.token });
  assert.equal(people.body.data.length, 2);
  assert.equal(people.body.data.filter((a: { checkedInAt: string | null }) => a.checkedInAt).length, 1);
  const sales = await call('GET', `/api/events/${event.id}/sales`, { token: owner.token });
  assert.equal(sales.body.data.event.confirmedTickets, 2);
  assert.equal(sales.body.data.event.revenueCents, 100000);
  assert.equal(sales.body.data.event.checkedIn, 1);
});

Deno.test('only the organiser edits, publishes, cancels and reads the sales of an event (403/404)', async () => {
  const owner = await organiser();
  const other = await organiser();
  const draft = await createEvent(owner, { status: 'draft' });
  assert.equal(draft.status, 'draft');
  assert.equal((await call('GET', `/api/events/${draft.id}`)).status, 404, 'drafts are private');

  for (
    const [method, path, body] of [
      ['PUT', `/api/events/${draft.id}`, { title: 'Outro título' }],
      ['POST', `/api/events/${draft.id}/publish`, undefined],
      ['POST', `/api/events/${draft.id}/cancel`, undefined],
      ['GET', `/api/events/${draft.id}/sales`, undefined],
      ['GET', `/api/events/${draft.id}/attendees`, undefined],
    ] as const
  ) {
    assert.equal((await call(method, path, { token: other.token, body })).status, 403, `${method} ${path}`);
  }
  const missing = '00000000-0000-4000-8000-000000000000';
  assert.equal((await call('PUT', `/api/events/${missing}`, { token: owner.token, body: {} })).status, 404);

  const edited = await call('PUT', `/api/events/${draft.id}`, { token: owner.token, body: { title: 'Feira Nova' } });
  assert.equal(edited.body.data.title, 'Feira Nova');
  const published = await call('POST', `/api/events/${draft.id}/publish`, { token: owner.token });
  assert.equal(published.body.data.status, 'upcoming');
  const mine = await call('GET', '/api/events/mine', { token: owner.token });
  assert.ok(mine.body.data.active.some((e: { id: string }) => e.id === draft.id));

  const buyer = await client();
  await book(buyer, { eventId: draft.id, quantity: 2 });
  const shrink = await call('PUT', `/api/events/${draft.id}`, { token: owner.token, body: { maxTickets: 1 } });
  assert.equal(shrink.status, 409);
  const cancelled = await call('POST', `/api/events/${draft.id}/cancel`, { token: owner.token });
  assert.equal(cancelled.body.data.status, 'cancelled');
  assert.equal(cancelled.body.data.ticketsSold, 0, 'cancelled bookings give their tickets back');
  const mineAfter = await call('GET', '/api/events/mine', { token: owner.token });
  assert.ok(mineAfter.body.data.past.some((e: { id: string }) => e.id === draft.id));

  const unverified = await createUser({ roles: ['client', 'event'] });
  const refused = await call('POST', '/api/events/create', { token: unverified.token, body: {} });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.error.code, 'VERIFICATION_REQUIRED');
  const hotel = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  await createEvent(hotel, { title: 'Jantar de gala' });
});

Deno.test('the stats banner is computed from the database', async () => {
  const res = await call('GET', '/api/events/stats');
  assert.equal(res.status, 200);
  assert.ok(res.body.data.activeEvents > 0);
  assert.equal(typeof res.body.data.averageDiscount, 'number');
});

Deno.test("an event's ticket price may be the spec's string number ('500'), and only a number or such a string", async () => {
  const owner = await organiser();
  const fromText = await createEvent(owner, { ticketPrice: '500' });
  assert.equal(fromText.ticketPriceCents, 50000);
  const withCents = await createEvent(owner, { ticketPrice: '1500.50' });
  assert.equal(withCents.ticketPriceCents, 150050);
  for (const ticketPrice of ['quinhentos', '-5', '1e3', '']) {
    const res = await call('POST', '/api/events/create', {
      token: owner.token,
      body: {
        title: 'Festival de Teste',
        category: 'entretenimento',
        venue: 'Praia do Tofo',
        address: 'Tofo',
        startDate: inDays(10),
        endDate: inDays(11),
        startTime: '16:00',
        endTime: '23:00',
        ticketPrice,
      },
    });
    assert.equal(res.status, 400, ticketPrice);
  }
  const edited = await call('PUT', `/api/events/${fromText.id}`, { token: owner.token, body: { ticketPrice: '750' } });
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  assert.equal(edited.body.data.ticketPriceCents, 75000);
});

Deno.test('social links are stored and answered as an object, on create and on edit (issue 29)', async () => {
  const owner = await organiser();
  const created = await createEvent(owner, { socialLinks: { facebook: 'https://facebook.com/festivaltofo' } });
  assert.deepEqual(created.socialLinks, { facebook: 'https://facebook.com/festivaltofo' });
  const edited = await call('PUT', `/api/events/${created.id}`, {
    token: owner.token,
    body: { socialLinks: { instagram: 'https://instagram.com/festivaltofo' } },
  });
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  assert.deepEqual(edited.body.data.socialLinks, { instagram: 'https://instagram.com/festivaltofo' });
  const [row] = await sql<{ kind: string }[]>`
    select jsonb_typeof(social_links) as kind from events where id = ${created.id}
  `;
  assert.equal(row?.kind, 'object');
});
