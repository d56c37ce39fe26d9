import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { periodRange } from './events.service.ts';

const inDays = (days: number) => addDays(todayInMaputo(), days);
const organiser = () => createUser({ roles: ['client', 'event'], verified: true });
/** A word no other test's address contains, so searches see only this test's events. */
const token = () => `Zq${crypto.randomUUID().replace(/-/g, '').slice(0, 8)}`;

async function createEvent(owner: TestUser, fields: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/events/create', {
    token: owner.token,
    body: {
      title: 'Feira de Teste',
      category: 'cultura',
      eventType: 'feira',
      venue: 'Recinto',
      address: 'Centro',
      startDate: inDays(10),
      endDate: inDays(10),
      startTime: '10:00',
      endTime: '18:00',
      ticketPrice: 500,
      maxTickets: 100,
      ...fields,
    },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data as { id: string };
}
const search = (params: Record<string, string>) => call('GET', `/api/events/search?${new URLSearchParams(params)}`);
const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((e) => e.id);

Deno.test('events sort by date, price (free first) and popularity (platform sales)', async () => {
  const owner = await organiser();
  const t = token();
  const a = await createEvent(owner, {
    address: `Rua 1, ${t}`,
    startDate: inDays(5),
    endDate: inDays(5),
    ticketPrice: 800,
  });
  const b = await createEvent(owner, {
    address: `Rua 2, ${t}`,
    startDate: inDays(6),
    endDate: inDays(6),
    ticketPrice: 0,
  });
  const c = await createEvent(owner, {
    address: `Rua 3, ${t}`,
    startDate: inDays(7),
    endDate: inDays(7),
    ticketPrice: 300,
  });
  await sql`update events set tickets_sold = 40 where id = ${c.id}`;
  await sql`update events set tickets_sold = 10 where id = ${a.id}`;

  assert.deepEqual(ids(await search({ location: t })), [a.id, b.id, c.id]);
  assert.deepEqual(ids(await search({ location: t, sort: 'date' })), [a.id, b.id, c.id]);
  assert.deepEqual(ids(await search({ location: t, sort: 'price' })), [b.id, c.id, a.id]);
  const popular = await search({ location: t, sort: 'popularity' });
  assert.deepEqual(ids(popular), [c.id, a.id, b.id]);
  assert.equal(popular.body.data[0].ticketsSold, 40);
});

Deno.test('events filter by price (free or paid), partnerships available and the date presets', async () => {
  const owner = await organiser();
  const t = token();
  const monthEnd = periodRange('este-mes', todayInMaputo()).endDate;
  const weekend = periodRange('fim-de-semana', todayInMaputo());
  const free = await createEvent(owner, {
    address: `Rua 1, ${t}`,
    ticketPrice: 0,
    startDate: weekend.startDate,
    endDate: weekend.endDate,
  });
  const partnered = await createEvent(owner, {
    address: `Rua 2, ${t}`,
    startDate: monthEnd,
    endDate: monthEnd,
    partnerships: [{ partnerType: 'transport', partnerName: 'Chapa Expresso', discountPercentage: 15 }],
  });
  const expired = await createEvent(owner, {
    address: `Rua 3, ${t}`,
    startDate: addDays(monthEnd, 1),
    endDate: addDays(monthEnd, 1),
    partnerships: [{ partnerType: 'transport', partnerName: 'Velha', discountPercentage: 15, validUntil: inDays(0) }],
  });

  assert.deepEqual(ids(await search({ location: t, price: 'free' })), [free.id]);
  assert.deepEqual(ids(await search({ location: t, price: 'paid' })), [partnered.id, expired.id]);
  assert.deepEqual(ids(await search({ location: t, partnerships: 'true' })), [partnered.id], 'only applicable ones');
  assert.deepEqual(ids(await search({ location: t, partnerships: 'false' })), [free.id, partnered.id, expired.id]);
  const thisMonth = ids(await search({ location: t, period: 'este-mes' }));
  assert.ok(thisMonth.includes(partnered.id) && !thisMonth.includes(expired.id), 'este mês ends with the month');
  assert.deepEqual(
    ids(await search({ location: t, period: 'fim-de-semana' })),
    [free.id].concat(
      weekend.endDate === monthEnd ? [partnered.id] : [],
    ),
  );
});

Deno.test('the date presets: este fim de semana is the coming Saturday and Sunday, este mês runs to its last day', () => {
  // 2026-12-02 is a Wednesday.
  assert.deepEqual(periodRange('fim-de-semana', '2026-12-02'), { startDate: '2026-12-05', endDate: '2026-12-06' });
  assert.deepEqual(periodRange('fim-de-semana', '2026-12-05'), { startDate: '2026-12-05', endDate: '2026-12-06' });
  assert.deepEqual(periodRange('fim-de-semana', '2026-12-06'), { startDate: '2026-12-06', endDate: '2026-12-06' });
  assert.deepEqual(periodRange('fim-de-semana', '2026-12-04'), { startDate: '2026-12-05', endDate: '2026-12-06' });
  assert.deepEqual(periodRange('este-mes', '2026-02-10'), { startDate: '2026-02-10', endDate: '2026-02-28' });
  assert.deepEqual(periodRange('este-mes', '2026-12-31'), { startDate: '2026-12-31', endDate: '2026-12-31' });
});

Deno.test('a place search finds the events of the place and of its neighbourhoods and beaches, by place id', async () => {
  const owner = await organiser();
  const t = token();
  const tofo = await createEvent(owner, { title: `Festa ${t}`, address: 'Praia do Tofo, Inhambane' });
  const other = await createEvent(owner, { title: `Festa ${t}`, address: 'Rua da Sé, Lichinga' });
  const [row] = await sql<{ matchPlaceId: number | null; cityId: number | null; name: string }[]>`
    select e.match_place_id, e.city_id, p.name from events e join places p on p.id = e.match_place_id
    where e.id = ${tofo.id}
  `;
  assert.equal(row?.name, 'Praia do Tofo');
  const found = ids(await search({ location: 'tofo', limit: '100', startDate: inDays(9), endDate: inDays(11) }));
  assert.ok(found.includes(tofo.id), 'the town of Tofo finds its beach, Praia do Tofo');
  assert.ok(!found.includes(other.id));
  const beach = ids(
    await search({ location: 'PRAIA DO TOFO', limit: '100', startDate: inDays(9), endDate: inDays(11) }),
  );
  assert.ok(beach.includes(tofo.id));
  // A province's name finds the events of all its towns: 'Inhambane' finds the Tofo one, not the Lichinga one.
  const province = ids(
    await search({ location: 'inhambane', limit: '100', startDate: inDays(9), endDate: inDays(11) }),
  );
  assert.ok(province.includes(tofo.id), 'the province of Inhambane finds Tofo');
  assert.ok(!province.includes(other.id));
});

Deno.test('a bad sort or filter value of the event search is refused with 400', async () => {
  const cases: Record<string, string>[] = [{ sort: 'name' }, { price: 'cheap' }, { period: 'amanha' }, {
    partnerships: 'yes',
  }];
  for (const bad of cases) {
    for (const path of ['/api/events/search', '/api/events']) {
      const res = await call('GET', `${path}?${new URLSearchParams(bad)}`);
      assert.equal(res.status, 400, `${path} ${JSON.stringify(bad)}`);
      assert.equal(res.body.error.code, 'VALIDATION_ERROR');
    }
  }
});
