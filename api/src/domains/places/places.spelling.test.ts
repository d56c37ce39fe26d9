import assert from 'node:assert/strict';
import { call, sql } from '../../test/helpers.ts';
import { createDriver, insertRide } from '../rides/rides.fixtures.ts';
import { forgetPages } from '../../lib/page-cache.ts';

const names = async (q: string) => {
  const res = await call('GET', `/api/places/suggestions?q=${encodeURIComponent(q)}`);
  assert.equal(res.status, 200, `${q}: ${JSON.stringify(res.body)}`);
  return (res.body.data as { name: string }[]).map((p) => p.name);
};

/** Each spelling a traveller types, and the place it must find first (issue 26). */
const CASES: [string, string][] = [
  ['Vilankulo', 'Vilanculos'], // the official spelling today
  ['vilanculos', 'Vilanculos'],
  ['Vilankul', 'Vilanculos'], // still typing
  ['Xai Xai', 'Xai-Xai'],
  ['xai-xai', 'Xai-Xai'],
  ['Ilha de Mocambique', 'Ilha de Moçambique'],
  ['ilha de moçambique', 'Ilha de Moçambique'],
  ['Chimoio', 'Chimoio'],
  ['Vila Pery', 'Chimoio'], // the colonial name
  ['Quelimane ', 'Quelimane'], // a trailing space
  ['  quelimane', 'Quelimane'],
  ['Lourenço Marques', 'Maputo'],
  ['Porto Amélia', 'Pemba'],
  ['Vila Cabral', 'Lichinga'],
  ['gurue', 'Gurué'],
  ['Inhanbane', 'Inhambane'], // a typo: trigram similarity
  ['Quelimani', 'Quelimane'],
  ['Nampulla', 'Nampula'],
  ['Chimoyo', 'Chimoio'],
];

for (const [typed, expected] of CASES) {
  Deno.test(`the suggestions for '${typed}' start with ${expected}`, async () => {
    const found = await names(typed);
    assert.equal(found[0], expected, `${typed}: ${found.join(', ')}`);
  });
}

Deno.test('a query like no place finds nothing (no made-up suggestion)', async () => {
  assert.deepEqual(await names('zzqqxx'), []);
});

Deno.test('the ride search forgives the spelling of both places: alias, no hyphen, typo, trailing space', async () => {
  const driver = await createDriver();
  const id = await insertRide(driver.uid, { from: 'Vilanculos', to: 'Xai-Xai' });
  forgetPages('rides');
  for (const [from, to] of [['Vilankulo', 'Xai Xai'], ['Vilanculos ', 'xai-xai'], ['Vilankulo', 'Xay-Xai']]) {
    const res = await call('GET', `/api/rides?from=${encodeURIComponent(from!)}&to=${encodeURIComponent(to!)}`);
    assert.equal(res.status, 200);
    assert.ok(res.body.data.some((r: { id: string }) => r.id === id), `${from} -> ${to}`);
  }
  await sql`update rides set status = 'cancelled' where id = ${id}`;
  forgetPages('rides');
});

Deno.test('the stay search forgives an old name and a typo', async () => {
  const [manager] = await sql<{ id: string }[]>`
    insert into users (id, email, roles, verification_status)
    values (${`m-${crypto.randomUUID()}`}, ${`m-${crypto.randomUUID()}@teste.co.mz`}, '{client,hotel_manager}', 'approved')
    returning id
  `;
  const [place] = await sql<{ id: number }[]>`select id from places where name = 'Chimoio'`;
  const [hotel] = await sql<{ id: string }[]>`
    insert into establishments (manager_id, name, address, place_id) values (${manager!.id}, 'Hotel Vila', 'Centro',
      ${place!.id}) returning id
  `;
  await sql`insert into room_types (establishment_id, name, price_per_night_cents) values (${
    hotel!.id
  }, 'Duplo', 200000)`;
  for (const address of ['Vila Pery', 'Chimoyo', 'chimoio ']) {
    const res = await call('GET', `/api/hotels?address=${encodeURIComponent(address)}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.ok(
      res.body.data.accommodations.some((a: { hotelId: string }) => a.hotelId === hotel!.id),
      `${address}: ${JSON.stringify(res.body.data.accommodations.map((a: { name: string }) => a.name))}`,
    );
  }
});
