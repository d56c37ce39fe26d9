/** @module Sanity checks for the built-in gazetteer of Mozambique (places.data.ts). */
import assert from 'node:assert/strict';
import { PLACES, type PlaceType, type Province, PROVINCES } from './places.data.ts';

const TYPES: readonly PlaceType[] = ['city', 'neighborhood', 'transport_hub', 'landmark', 'beach'];
// Mozambique's bounding box, rounded outwards (DECISIONS.md section 5).
const BOX = { minLat: -26.9, maxLat: -10.4, minLng: 30.2, maxLng: 40.9 };

Deno.test('the gazetteer holds about 200 places (190 to 230)', () => {
  assert.ok(PLACES.length >= 190 && PLACES.length <= 230, `found ${PLACES.length} places`);
});

Deno.test('all 11 provinces are present with at least 8 places each', () => {
  assert.equal(PROVINCES.length, 11);
  for (const province of PROVINCES) {
    const count = PLACES.filter((p) => p.province === province).length;
    assert.ok(count >= 8, `${province} has only ${count} places`);
  }
  const unknown = PLACES.filter((p) => !PROVINCES.includes(p.province));
  assert.deepEqual(unknown.map((p) => p.name), []);
});

Deno.test('every place has a known type and every type is used', () => {
  for (const p of PLACES) assert.ok(TYPES.includes(p.type), `${p.name}: type ${p.type}`);
  for (const t of TYPES) assert.ok(PLACES.some((p) => p.type === t), `no place of type ${t}`);
});

Deno.test('names are unique, trimmed and non-empty', () => {
  const seen = new Set<string>();
  for (const { name } of PLACES) {
    assert.ok(name.length > 0 && name === name.trim(), `bad name '${name}'`);
    assert.ok(!seen.has(name), `duplicate name ${name}`);
    seen.add(name);
  }
});

Deno.test('coordinates are finite and inside the bounding box of Mozambique', () => {
  for (const { name, lat, lng } of PLACES) {
    assert.ok(Number.isFinite(lat) && Number.isFinite(lng), `${name}: not a number`);
    assert.ok(lat >= BOX.minLat && lat <= BOX.maxLat, `${name}: latitude ${lat}`);
    assert.ok(lng >= BOX.minLng && lng <= BOX.maxLng, `${name}: longitude ${lng}`);
  }
});

Deno.test('cities have no parent and every parentCity names a city of the list', () => {
  const cities = new Map(PLACES.filter((p) => p.type === 'city').map((p) => [p.name, p]));
  for (const p of PLACES) {
    if (p.type === 'city') {
      assert.equal(p.parentCity, null, `city ${p.name} has a parentCity`);
      continue;
    }
    assert.ok(p.parentCity !== null, `${p.name} has no parentCity`);
    const parent = cities.get(p.parentCity);
    assert.ok(parent, `${p.name}: parentCity ${p.parentCity} is not a city entry`);
    assert.equal(parent.type, 'city');
  }
});

Deno.test('the main towns and tourist places named by the brief are present', () => {
  const names = new Set(PLACES.map((p) => p.name));
  const expected = [
    'Maputo',
    'Matola',
    'Beira',
    'Nampula',
    'Chimoio',
    'Nacala',
    'Quelimane',
    'Tete',
    'Xai-Xai',
    'Lichinga',
    'Pemba',
    'Inhambane',
    'Maxixe',
    'Gurué',
    'Ilha de Moçambique',
    'Praia do Tofo',
    'Aeroporto Internacional de Maputo',
    'Parque Nacional da Gorongosa',
    'Barragem de Cahora Bassa',
  ];
  for (const name of expected) assert.ok(names.has(name), `missing ${name}`);
});

Deno.test('the list is sorted by province (spec order) then by name', () => {
  const collator = new Intl.Collator('pt', { sensitivity: 'base' });
  const rank = (p: Province) => PROVINCES.indexOf(p);
  for (let i = 1; i < PLACES.length; i++) {
    const a = PLACES[i - 1]!;
    const b = PLACES[i]!;
    const order = rank(a.province) - rank(b.province) || collator.compare(a.name, b.name);
    assert.ok(order < 0, `${a.name} (${a.province}) should come after ${b.name} (${b.province})`);
  }
});
