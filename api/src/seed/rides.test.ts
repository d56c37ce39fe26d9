import assert from 'node:assert/strict';
import { PLACES } from '../domains/places/places.data.ts';
import { isTime, maputoInstant } from '../lib/time.ts';
import { buildDemoRides, DEMO_ROUTES, mulberry32, type SeedPlace } from './rides.ts';

const places = new Map<string, SeedPlace>(
  PLACES.map((p, i) => [p.name, { id: i + 1, name: p.name, lat: p.lat, lng: p.lng }]),
);
const drivers = {
  sul: ['motorista', 'fernando', 'lurdes'],
  inhambane: ['ines'],
  centro: ['albino'],
  tete: ['domingos'],
  zambezia: ['ernesto'],
  norte: ['abdul'],
  cabo: ['zainabo'],
};
const now = new Date('2031-05-10T08:00:00Z'); // 10:00 in Maputo
const build = () => buildDemoRides({ today: '2031-05-10', now, places, drivers });

Deno.test('the demo rides are a few hundred over the next 30 days and the same for the same day', () => {
  const rides = build();
  assert.ok(rides.length >= 250 && rides.length <= 700, `${rides.length} rides`);
  assert.deepEqual(build(), rides);
  assert.notDeepEqual(buildDemoRides({ today: '2031-05-10', now, places, drivers, seed: 7 }), rides);
  for (const r of rides) {
    assert.ok(r.departureDate >= '2031-05-10' && r.departureDate <= '2031-06-09', r.departureDate);
    assert.ok(maputoInstant(r.departureDate, r.departureTime) > new Date(now.getTime() + 3600_000));
  }
  assert.equal(mulberry32(1)(), mulberry32(1)());
});

Deno.test('every demo route is served both ways, between real places, by drivers of its region', () => {
  const rides = build();
  const city = (id: number | null) => PLACES[(id ?? 0) - 1];
  for (const route of DEMO_ROUTES) {
    for (const [a, b] of [[route.a, route.b], [route.b, route.a]]) {
      const some = rides.filter((r) => {
        const from = city(r.fromPlaceId)!;
        return (from.name === a || from.parentCity === a) && r.toAddress === b;
      });
      assert.ok(some.length > 0, `no ride ${a} -> ${b}`);
      assert.ok(some.every((r) => drivers[route.region].includes(r.driverId)), `${a} -> ${b} drivers`);
    }
  }
  assert.ok(rides.some((r) => r.fromAddress === 'Terminal Rodoviário da Junta'), 'some rides leave from Maputo places');
});

Deno.test('demo fares are about 2 to 4 MT per road km in steps of 5 MT; times 05:00-16:00; seats and vehicles fit', () => {
  const rides = build();
  const maputoInhambane = rides.filter((r) => r.fromAddress === 'Maputo' && r.toAddress === 'Inhambane');
  for (const r of rides) {
    assert.ok(r.priceCents >= 5000 && r.priceCents % 500 === 0, `${r.priceCents}`);
    assert.ok(isTime(r.departureTime) && r.departureTime >= '05:00' && r.departureTime <= '16:00', r.departureTime);
    assert.ok(r.seatsTotal >= 1 && r.seatsTotal <= 8);
    if (r.vehicleType === 'minibus') assert.equal(r.seatsTotal, 8);
  }
  // Maputo - Inhambane is about 470 km by road: 940 to 1880 MT.
  for (const r of maputoInhambane) assert.ok(r.priceCents >= 90000 && r.priceCents <= 190000, `${r.priceCents}`);
  assert.ok(new Set(rides.map((r) => r.vehicleType)).size >= 5);
});
