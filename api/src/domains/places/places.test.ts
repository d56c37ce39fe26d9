import assert from 'node:assert/strict';
import { call } from '../../test/helpers.ts';
import { rankPlaces } from './places.service.ts';
import type { Place } from './places.schemas.ts';

const suggest = (q: string, limit?: number) =>
  call('GET', `/api/places/suggestions?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);

Deno.test('suggestions match without regard to accents, case or hyphens', async () => {
  for (
    const [query, expected] of [['xai xai', 'Xai-Xai'], ['quelimane', 'Quelimane'], ['gurue', 'Gurué'], [
      'CHOKWE',
      'Chokwé',
    ]] as const
  ) {
    const res = await suggest(query);
    assert.equal(res.status, 200, query);
    assert.equal(
      res.body.data[0]?.name,
      expected,
      `${query} -> ${JSON.stringify(res.body.data.map((p: Place) => p.name))}`,
    );
  }
});

Deno.test('suggestions match the province and the parent city too', async () => {
  const byProvince = await suggest('cabo delgado');
  assert.ok(byProvince.body.data.length > 0);
  assert.ok(byProvince.body.data.every((p: Place) => p.province === 'Cabo Delgado'));
  const byParent = await suggest('Beira');
  const names = byParent.body.data.map((p: Place) => p.name);
  assert.equal(names[0], 'Beira');
  assert.ok(byParent.body.data.some((p: Place) => p.parentCity === 'Beira'), 'a place of Beira is suggested');
});

Deno.test('suggestions return at most 15 and say when more match', async () => {
  const res = await suggest('ma');
  assert.equal(res.status, 200);
  assert.equal(res.body.data.length, 15);
  assert.equal(res.body.hasMore, true);
  const few = await suggest('Ilha de Moçambique');
  assert.equal(few.body.hasMore, false);
});

Deno.test('suggestions carry the full place shape with coordinates', async () => {
  const res = await suggest('Tofo');
  const place = res.body.data.find((p: Place) => p.type === 'beach');
  assert.ok(place, 'a beach named Tofo');
  assert.equal(place.country, 'Moçambique');
  assert.equal(typeof place.lat, 'number');
  assert.ok(place.lat < -10 && place.lat > -27 && place.lng > 30 && place.lng < 41);
  assert.match(place.fullName, /Inhambane$/);
});

Deno.test('a query shorter than 2 characters is refused with the Portuguese message', async () => {
  const res = await suggest('m');
  assert.equal(res.status, 400);
  assert.equal(res.body.error.code, 'VALIDATION_ERROR');
  assert.equal(res.body.error.message, 'Digite pelo menos 2 caracteres.');
  assert.equal((await suggest('ma', 16)).status, 400);
});

Deno.test('ranking puts exact, then prefix, then cities first, then Portuguese alphabetical order', () => {
  const p = (name: string, type: Place['type'] = 'city'): Place => ({
    id: 0,
    name,
    province: 'X',
    country: 'Moçambique',
    fullName: name,
    type,
    parentCity: null,
    lat: 0,
    lng: 0,
  });
  const ranked = rankPlaces([
    p('Ponta do Ouro'),
    p('Aeroporto de Maputo', 'transport_hub'),
    p('Matola'),
    p('Maputo'),
    p('Marracuene'),
    p('Mercado de Maputo', 'landmark'),
    p('Ilha de Maputo', 'landmark'),
    p('Maputo Sul', 'landmark'),
  ], 'maputo');
  assert.deepEqual(ranked.map((x) => x.name), [
    'Maputo',
    'Maputo Sul',
    'Marracuene',
    'Matola',
    'Ponta do Ouro',
    'Aeroporto de Maputo',
    'Ilha de Maputo',
    'Mercado de Maputo',
  ]);
});
