import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import type { Hotel } from '../stays/stays.schemas.ts';
import type { ManagerPartnershipPost, PartnershipPost } from './partnerships.schemas.ts';

const manager = () => createUser({ roles: ['client', 'hotel_manager'], verified: true });
const driver = () => createUser({ roles: ['client', 'driver'], verified: true });

async function hotel(owner: TestUser, address: string) {
  const res = await call('POST', '/api/hotels', { token: owner.token, body: { name: 'Pousada Parceira', address } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return res.body.data as Hotel;
}

const post = (user: TestUser, body: Record<string, unknown>) =>
  call('POST', '/api/partnerships/create', { token: user.token, body });

const VALID = { title: 'Parceria Motoristas', description: 'Comissão por cada hóspede trazido até nós.' };

Deno.test('creating a post validates the fields with Portuguese messages and defaults the commission to 10', async () => {
  const m = await manager();
  const h = await hotel(m, `Avenida Parceria ${crypto.randomUUID().slice(0, 8)}, Tofo`);
  const cases: [Record<string, unknown>, string][] = [
    [{ ...VALID, title: 'ab' }, 'O título deve ter entre 3 e 120 caracteres.'],
    [{ ...VALID, description: 'curta' }, 'A descrição deve ter entre 10 e 2000 caracteres.'],
    [{ ...VALID, commissionPercent: 51 }, 'A comissão deve estar entre 0% e 50%.'],
    [{ ...VALID, commissionPercent: -1 }, 'A comissão deve estar entre 0% e 50%.'],
    [{ ...VALID, establishmentId: 'x' }, 'Escolha o estabelecimento que oferece a parceria.'],
  ];
  for (const [body, message] of cases) {
    const res = await post(m, { establishmentId: h.id, ...body });
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
    assert.equal(res.body.error.message, message);
  }
  const ok = await post(m, {
    establishmentId: h.id,
    ...VALID,
    benefits: ['Café grátis'],
    targetRoutes: 'Maputo - Tofo',
  });
  assert.equal(ok.status, 201, JSON.stringify(ok.body));
  const p = ok.body.data as PartnershipPost;
  assert.equal(p.commissionPercent, 10);
  assert.equal(p.category, 'accommodation');
  assert.deepEqual(p.benefits, ['Café grátis']);
  assert.equal(p.establishmentName, 'Pousada Parceira');
  assert.equal(p.interestedCount, 0);
});

Deno.test('only the owner of the establishment (or an admin) creates and lists its posts', async () => {
  const owner = await manager();
  const other = await manager();
  const h = await hotel(owner, `Rua Dono ${crypto.randomUUID().slice(0, 8)}`);
  assert.equal((await post(other, { establishmentId: h.id, ...VALID })).status, 403);
  assert.equal((await post(owner, { establishmentId: crypto.randomUUID(), ...VALID })).status, 404);
  const d = await driver();
  assert.equal((await post(d, { establishmentId: h.id, ...VALID })).status, 403);
  const admin = await createUser({ roles: ['client', 'admin'], verified: true });
  assert.equal((await post(admin, { establishmentId: h.id, ...VALID })).status, 201);
  assert.equal((await call('GET', `/api/hotels/${h.id}/partnerships`, { token: other.token })).status, 403);
  const mine = await call('GET', `/api/hotels/${h.id}/partnerships`, { token: owner.token });
  assert.equal(mine.status, 200);
  assert.equal((mine.body.data as ManagerPartnershipPost[]).length, 1);
  assert.equal((await call('GET', '/api/partnerships/requests', { token: owner.token })).status, 403);
});

Deno.test('interest is idempotent and persists; the manager sees the interested drivers', async () => {
  const m = await manager();
  const h = await hotel(m, `Rua Interesse ${crypto.randomUUID().slice(0, 8)}`);
  const created = (await post(m, { establishmentId: h.id, ...VALID })).body.data as PartnershipPost;
  const d1 = await driver();
  const d2 = await driver();
  const first = await call('POST', `/api/partnerships/${created.id}/interest`, { token: d1.token });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.equal(first.body.data.created, true);
  const again = await call('POST', `/api/partnerships/${created.id}/interest`, { token: d1.token });
  assert.equal(again.status, 200);
  assert.equal(again.body.data.created, false);
  assert.equal(again.body.data.interestedCount, 1);
  const both = await Promise.all(
    [1, 2, 3].map(() => call('POST', `/api/partnerships/${created.id}/interest`, { token: d2.token })),
  );
  assert.deepEqual(both.map((r) => r.status), [200, 200, 200]);
  const [{ count }] = await sql<[{ count: number }]>`
    select count(*)::int as count from partnership_interests where post_id = ${created.id}
  `;
  assert.equal(count, 2);
  const list = await call('GET', `/api/hotels/${h.id}/partnerships`, { token: m.token });
  const [mine] = list.body.data as ManagerPartnershipPost[];
  assert.equal(mine!.interestedCount, 2);
  assert.equal(mine!.interestedDrivers.length, 2);
  assert.equal(
    (await call('POST', `/api/partnerships/${crypto.randomUUID()}/interest`, { token: d1.token })).status,
    404,
  );
  assert.equal((await call('POST', `/api/partnerships/${created.id}/interest`, { token: m.token })).status, 403);
});

Deno.test('drivers list active posts filtered by accent-insensitive location and category', async () => {
  const m = await manager();
  const tag = `Bairro Zé${crypto.randomUUID().slice(0, 6)}`;
  const h = await hotel(m, `${tag}, Vilanculos`);
  const a = (await post(m, { establishmentId: h.id, ...VALID, category: 'luxury' })).body.data as PartnershipPost;
  await sql`update partnership_posts set is_active = false where id = ${
    ((await post(m, { establishmentId: h.id, ...VALID })).body.data as PartnershipPost).id
  }`;
  const d = await driver();
  await call('POST', `/api/partnerships/${a.id}/interest`, { token: d.token });
  const q = (params: Record<string, string>) =>
    call('GET', `/api/partnerships/requests?${new URLSearchParams(params)}`, { token: d.token });
  const found = await q({ q: tag.replace('é', 'E').toLowerCase() });
  assert.equal(found.status, 200);
  const list = found.body.data as PartnershipPost[];
  assert.deepEqual(list.map((p) => p.id), [a.id]);
  assert.equal(list[0]!.isInterested, true);
  assert.equal(list[0]!.interestedCount, 1);
  assert.match(list[0]!.location, /Vilanculos/);
  assert.equal(((await q({ q: tag, category: 'tourism' })).body.data as PartnershipPost[]).length, 0);
  assert.equal(((await q({ q: tag, category: 'luxury' })).body.data as PartnershipPost[]).length, 1);
  assert.equal((await q({ category: 'nope' })).status, 400);
});
