import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import type { Accommodation, Hotel, RoomType } from './stays.schemas.ts';
import { forgetHotelSearches } from './stays.service.ts';

const inDays = (n: number) => addDays(todayInMaputo(), n);
const manager = () => createUser({ roles: ['client', 'hotel_manager'], verified: true });

/** An establishment with its room types (prices in centavos). */
async function hotel(
  owner: TestUser,
  body: Record<string, unknown>,
  rooms: { name: string; pricePerNightCents: number; maxOccupancy?: number }[],
) {
  const res = await call('POST', '/api/hotels', { token: owner.token, body: { name: 'Casa de Teste', ...body } });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const h = res.body.data as Hotel;
  const types: RoomType[] = [];
  for (const r of rooms) {
    const rt = await call('POST', `/api/hotels/${h.id}/room-types`, {
      token: owner.token,
      body: { maxOccupancy: 2, totalRooms: 2, ...r },
    });
    assert.equal(rt.status, 201, JSON.stringify(rt.body));
    types.push(rt.body.data as RoomType);
  }
  return { ...h, types };
}

async function search(q: Record<string, string | number>) {
  const res = await call(
    'GET',
    `/api/hotels?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
  );
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data as { accommodations: Accommodation[]; total: number; mode: 'dated' | 'browse' };
}

/** Three establishments under one unique street name: a hotel, a guesthouse and a lodge, at different prices. */
async function street() {
  const m = await manager();
  const tag = `Rua Filtro ${crypto.randomUUID().slice(0, 8)}`;
  const a = await hotel(m, { name: 'Hotel A', address: `${tag} 1`, amenities: 'Wi-Fi, Piscina' }, [
    { name: 'Duplo', pricePerNightCents: 250000 },
    { name: 'Familiar', pricePerNightCents: 400000, maxOccupancy: 4 },
  ]);
  const b = await hotel(m, { name: 'Pensão B', kind: 'guesthouse', address: `${tag} 2`, amenities: 'Wi-Fi' }, [
    { name: 'Simples', pricePerNightCents: 180000 },
  ]);
  const c = await hotel(m, { name: 'Lodge C', kind: 'lodge', address: `${tag} 3`, amenities: 'Pequeno-almoço' }, [
    { name: 'Chalé', pricePerNightCents: 650000 },
  ]);
  return { m, tag: tag.toLowerCase(), a, b, c };
}

Deno.test('browsing a place without dates lists each establishment once with its from-price per night', async () => {
  const { tag, a, b, c } = await street();
  const res = await search({ address: tag });
  assert.equal(res.mode, 'browse');
  assert.equal(res.total, 3);
  const byHotel = new Map(res.accommodations.map((x) => [x.hotelId, x]));
  assert.equal(byHotel.get(a.id)?.pricePerNightCents, 250000, 'the cheapest room type of A');
  assert.equal(byHotel.get(a.id)?.roomTypeId, a.types[0]!.id);
  assert.equal(byHotel.get(b.id)?.pricePerNightCents, 180000);
  assert.equal(byHotel.get(c.id)?.pricePerNightCents, 650000);
  for (const x of res.accommodations) {
    assert.equal(x.nights, null);
    assert.equal(x.totalPriceCents, null);
    assert.equal(x.isAvailable, null);
    assert.equal(x.availableRooms, null);
  }
  // 3 guests: only A's family room takes them, so A's from-price is that room's.
  const three = await search({ address: tag, guests: 3 });
  assert.deepEqual(three.accommodations.map((x) => [x.hotelId, x.pricePerNightCents]), [[a.id, 400000]]);
  // Then with dates: one entry per room type for the stay.
  const dated = await search({ address: tag, checkIn: inDays(30), checkOut: inDays(32) });
  assert.equal(dated.mode, 'dated');
  assert.equal(dated.total, 4);
  assert.ok(dated.accommodations.every((x) => x.nights === 2 && x.totalPriceCents === x.pricePerNightCents * 2));
});

Deno.test('the stay filters: price range per night in MZN, type, amenities, free cancellation, rating', async () => {
  const { m, tag, a, b, c } = await street();
  const ids = async (q: Record<string, string | number>) =>
    (await search({ address: tag, checkIn: inDays(30), checkOut: inDays(31), sort: 'price', ...q })).accommodations
      .map((x) => x.roomTypeId);
  assert.deepEqual(await ids({ minPrice: 2000, maxPrice: 4000 }), [a.types[0]!.id, a.types[1]!.id]);
  assert.deepEqual(await ids({ maxPrice: 1800 }), [b.types[0]!.id], 'inclusive bound');
  assert.deepEqual(await ids({ kind: 'guesthouse,lodge' }), [b.types[0]!.id, c.types[0]!.id]);
  assert.deepEqual(await ids({ amenities: 'wi-fi,PISCINA' }), [a.types[0]!.id, a.types[1]!.id], 'all, folded');
  assert.deepEqual(await ids({ amenities: 'pequeno almoco' }), [c.types[0]!.id], 'accents and hyphens ignored');

  const off = await call('PUT', `/api/hotels/${b.id}/conditions`, {
    token: m.token,
    body: { freeCancellation: false },
  });
  assert.equal(off.status, 200);
  const free = await ids({ freeCancellation: 'true' });
  assert.ok(!free.includes(b.types[0]!.id) && free.includes(c.types[0]!.id));
  assert.equal((await ids({ freeCancellation: 'false' })).length, 4, "'false' filters nothing");

  // Ratings from published reviews only: the counters the review trigger keeps (ADR 0022), set here directly.
  await sql`update establishments set rating_sum = 8, review_count = 2 where id = ${a.id}`;
  await sql`update establishments set rating_sum = 5, review_count = 1 where id = ${c.id}`;
  forgetHotelSearches();
  assert.deepEqual(await ids({ minRating: 4.5 }), [c.types[0]!.id]);
  assert.deepEqual(await ids({ minRating: 4 }), [a.types[0]!.id, a.types[1]!.id, c.types[0]!.id], 'unrated B out');
});

Deno.test('the stay sorts: price both ways, rating, and distance from the place centre', async () => {
  const { tag, a, b, c } = await street();
  await sql`update establishments set rating_sum = 8, review_count = 2 where id = ${a.id}`;
  await sql`update establishments set rating_sum = 5, review_count = 1 where id = ${b.id}`;
  forgetHotelSearches();
  const order = async (sort: string) => (await search({ address: tag, sort })).accommodations.map((x) => x.hotelId);
  assert.deepEqual(await order('price'), [b.id, a.id, c.id]);
  assert.deepEqual(await order('price_desc'), [c.id, a.id, b.id]);
  assert.deepEqual(await order('rating'), [b.id, a.id, c.id], 'best rated first, unrated last');
  assert.deepEqual(await order('recommended'), [b.id, a.id, c.id]);

  // Distance: two establishments of Tofo, one at the place's centre, one about 11 km north (0.1 degree of latitude).
  const [tofo] = await sql<{ lat: number; lng: number }[]>`select lat, lng from places where name = 'Tofo'`;
  assert.ok(tofo);
  const m = await manager();
  const amenity = `Teste ${crypto.randomUUID().slice(0, 8)}`;
  const far = await hotel(m, { address: 'Praia do Tofo', lat: tofo.lat + 0.1, lng: tofo.lng, amenities: amenity }, [
    { name: 'Duplo', pricePerNightCents: 100000 },
  ]);
  const near = await hotel(m, { address: 'Praia do Tofo', lat: tofo.lat, lng: tofo.lng, amenities: amenity }, [
    { name: 'Duplo', pricePerNightCents: 900000 },
  ]);
  const byDistance = await search({ address: 'Tofo', amenities: amenity, sort: 'distance' });
  assert.deepEqual(byDistance.accommodations.map((x) => x.hotelId), [near.id, far.id]);
  assert.equal(byDistance.accommodations[0]!.distanceKm, 0);
  assert.equal(byDistance.accommodations[1]!.distanceKm, 11.1);
  // A text naming no place has no centre: no distance, and the distance order falls back to the recommended one.
  const none = await search({ address: tag, sort: 'distance' });
  assert.ok(none.accommodations.every((x) => x.distanceKm === null));
});

Deno.test('the stay filters and sorts refuse bad values with 400 and their message', async () => {
  const base = { address: 'Tofo', checkIn: inDays(5), checkOut: inDays(7) };
  const cases: [Record<string, string>, string][] = [
    [{ minPrice: '-1' }, 'O preço por noite deve ser um valor inteiro em MT entre 0 e 1 000 000.'],
    [{ maxPrice: 'barato' }, 'O preço por noite deve ser um valor inteiro em MT entre 0 e 1 000 000.'],
    [{ maxPrice: '2500.5' }, 'O preço por noite deve ser um valor inteiro em MT entre 0 e 1 000 000.'],
    [{ minPrice: '5000', maxPrice: '1000' }, 'O preço mínimo não pode ser superior ao preço máximo.'],
    [{ kind: 'hotel,castelo' }, 'Tipo de alojamento inválido. Use hotel, guesthouse, apartment ou lodge.'],
    [{ minRating: '6' }, 'A avaliação mínima deve estar entre 1 e 5.'],
    [{ minRating: 'boa' }, 'A avaliação mínima deve estar entre 1 e 5.'],
    [{ checkIn: inDays(5), checkOut: '' }, 'Por favor, preencha localização, check-in e check-out.'],
  ];
  for (const [q, message] of cases) {
    const res = await call('GET', `/api/hotels?${new URLSearchParams({ ...base, ...q })}`);
    assert.equal(res.status, 400, JSON.stringify(q));
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
    assert.equal(res.body.error.message, message, JSON.stringify(q));
  }
  const more: Record<string, string>[] = [{ sort: 'nearest' }, { freeCancellation: 'sim' }, {
    amenities: 'a,'.repeat(30) + 'b',
  }];
  for (const q of more) {
    const res = await call('GET', `/api/hotels?${new URLSearchParams({ ...base, ...q })}`);
    assert.equal(res.status, 400, JSON.stringify(q));
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
  }
});

Deno.test('a kept search answer is dropped by a write of this process (a booking takes the last room)', async () => {
  const m = await manager();
  const tag = `Rua Cache ${crypto.randomUUID().slice(0, 8)}`;
  const h = await hotel(m, { address: tag }, [{ name: 'Único', pricePerNightCents: 200000 }]);
  await call('PUT', `/api/hotels/${h.id}/room-types/${h.types[0]!.id}`, { token: m.token, body: { totalRooms: 1 } });
  const q = { address: tag, checkIn: inDays(40), checkOut: inDays(42) };
  assert.equal((await search(q)).total, 1);
  assert.equal((await search(q)).total, 1, 'the kept answer');
  const c = await createUser({ roles: ['client'] });
  const booked = await call('POST', '/api/bookings/create', {
    token: c.token,
    body: { type: 'stay', roomTypeId: h.types[0]!.id, checkIn: inDays(40), checkOut: inDays(42), guests: 2 },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.equal((await search(q)).total, 0);
});
