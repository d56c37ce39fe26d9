import assert from 'node:assert/strict';
import { call, createUser, sql } from '../../test/helpers.ts';
import type { Hotel } from '../stays/stays.schemas.ts';
import type { StayHighlight } from './highlights.schemas.ts';

/** Three establishments at one remote place, each with one room type at the given nightly price (centavos). */
async function threeEstablishments(prices: number[]) {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const ids: string[] = [];
  for (const price of prices) {
    const res = await call('POST', '/api/hotels', {
      token: manager.token,
      body: { name: `Pousada ${price}`, address: 'Chicualacuala' },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const hotel = res.body.data as Hotel;
    const room = await call('POST', `/api/hotels/${hotel.id}/room-types`, {
      token: manager.token,
      body: { name: 'Quarto Duplo', pricePerNightCents: price, maxOccupancy: 2, totalRooms: 1 },
    });
    assert.equal(room.status, 201, JSON.stringify(room.body));
    ids.push(hotel.id);
  }
  return ids;
}

Deno.test('featured offers list an establishment only when its cheapest night is 5 % below its place average', async () => {
  const [other] = await sql<[{ n: number }]>`
    select count(*)::int as n from establishments e join places p on p.id = e.place_id where p.name = 'Chicualacuala'
  `;
  assert.equal(other?.n, 0, 'the test needs a place with no establishments yet');
  const [cheap, middle, dear] = await threeEstablishments([100000, 300000, 500000]);

  const res = await call('GET', '/api/offers/featured');
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const stays = res.body.data.stays as StayHighlight[];
  const found = stays.find((s) => s.id === cheap);
  assert.ok(found, 'the cheapest establishment is an offer');
  assert.equal(found.fromPriceCents, 100000);
  assert.equal(found.averagePriceCents, 300000);
  assert.equal(found.discountPercent, 66);
  assert.ok(!stays.some((s) => s.id === middle || s.id === dear));
  for (const s of stays) assert.ok((s.discountPercent ?? 0) >= 5);
  assert.ok(Array.isArray(res.body.data.rides));
  for (const e of res.body.data.events) assert.ok(e.hasPartnerships);
});

Deno.test('highlights answer the four home lists from real listings, cacheable for 5 minutes', async () => {
  const res = await call('GET', '/api/highlights');
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const { topRides, specialRideOffers, topHotels, featuredEvents } = res.body.data;
  assert.ok(Array.isArray(topRides) && Array.isArray(specialRideOffers) && Array.isArray(featuredEvents));
  assert.ok(topHotels.length <= 6);
  for (const h of topHotels as StayHighlight[]) {
    const [row] = await sql<[{ min: number }]>`
      select min(price_per_night_cents)::int as min from room_types where establishment_id = ${h.id} and is_active
    `;
    assert.equal(h.fromPriceCents, row?.min);
  }
  // Most booked first.
  const counts = (topHotels as StayHighlight[]).map((h) => h.bookingsLast90Days);
  assert.deepEqual(counts, counts.toSorted((a, b) => b - a));
  assert.equal(res.headers.get('Cache-Control'), 'public, max-age=300');
});
