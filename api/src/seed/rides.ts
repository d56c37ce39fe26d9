/**
 * @module Demo rides (issue 3): a few hundred rides over the next 30 days between real city pairs, both ways, by
 * motorista@demo.co.mz and a handful of other demo drivers, with fares of about 2 to 4 MT per road kilometre
 * (rounded to 5 MT), departures between 05:00 and 16:00, and some bookings of cliente@demo.co.mz. Deterministic for
 * a given day (seeded PRNG). Idempotent: nothing is added while demo rides are still upcoming.
 */
import { type Db, type Sql, textArray } from '../lib/db.ts';
import { addDays, maputoInstant, todayInMaputo } from '../lib/time.ts';
import { computeAmounts, getFeeBps } from '../domains/billing/billing.service.ts';
import { insertRides, type NewRide } from '../domains/rides/rides.repo.ts';
import type { VehicleType } from '../domains/rides/rides.schemas.ts';
import { type DemoUser, upsertDemoAccounts } from './demo-users.ts';

/** The other demo drivers (verified), each serving the routes of their region. */
export const DEMO_DRIVERS: readonly (DemoUser & { region: Region })[] = [
  {
    email: 'fernando.sitoe@demo.co.mz',
    firstName: 'Fernando',
    lastName: 'Sitoe',
    phone: '+258843217654',
    city: 'Maputo',
    roles: ['client', 'driver'],
    verified: true,
    region: 'sul',
  },
  {
    email: 'lurdes.mabunda@demo.co.mz',
    firstName: 'Lurdes',
    lastName: 'Mabunda',
    phone: '+258826543210',
    city: 'Maputo',
    roles: ['client', 'driver'],
    verified: true,
    region: 'sul',
  },
  {
    email: 'ines.langa@demo.co.mz',
    firstName: 'Inês',
    lastName: 'Langa',
    phone: '+258847788990',
    city: 'Inhambane',
    roles: ['client', 'driver'],
    verified: true,
    region: 'inhambane',
  },
  {
    email: 'albino.cumbe@demo.co.mz',
    firstName: 'Albino',
    lastName: 'Cumbe',
    phone: '+258865554433',
    city: 'Beira',
    roles: ['client', 'driver'],
    verified: true,
    region: 'centro',
  },
  {
    email: 'domingos.banda@demo.co.mz',
    firstName: 'Domingos',
    lastName: 'Banda',
    phone: '+258876665544',
    city: 'Tete',
    roles: ['client', 'driver'],
    verified: true,
    region: 'tete',
  },
  {
    email: 'ernesto.pires@demo.co.mz',
    firstName: 'Ernesto',
    lastName: 'Pires',
    phone: '+258824443322',
    city: 'Quelimane',
    roles: ['client', 'driver'],
    verified: true,
    region: 'zambezia',
  },
  {
    email: 'abdul.momade@demo.co.mz',
    firstName: 'Abdul',
    lastName: 'Momade',
    phone: '+258841112233',
    city: 'Nampula',
    roles: ['client', 'driver'],
    verified: true,
    region: 'norte',
  },
  {
    email: 'zainabo.assane@demo.co.mz',
    firstName: 'Zainabo',
    lastName: 'Assane',
    phone: '+258869998877',
    city: 'Pemba',
    roles: ['client', 'driver'],
    verified: true,
    region: 'cabo',
  },
];

type Region = 'sul' | 'inhambane' | 'centro' | 'tete' | 'zambezia' | 'norte' | 'cabo';

/** A route served both ways: the two cities, the region of its drivers and rides per day each way (on average). */
interface Route {
  a: string;
  b: string;
  region: Region;
  perDay: number;
}

export const DEMO_ROUTES: readonly Route[] = [
  { a: 'Maputo', b: 'Xai-Xai', region: 'sul', perDay: 0.9 },
  { a: 'Maputo', b: 'Inhambane', region: 'sul', perDay: 0.9 },
  { a: 'Maputo', b: 'Bilene', region: 'sul', perDay: 0.5 },
  { a: 'Maputo', b: 'Ponta do Ouro', region: 'sul', perDay: 0.5 },
  { a: 'Maputo', b: 'Tofo', region: 'sul', perDay: 0.4 },
  { a: 'Maputo', b: 'Maxixe', region: 'sul', perDay: 0.3 },
  { a: 'Maputo', b: 'Chokwé', region: 'sul', perDay: 0.3 },
  { a: 'Maputo', b: 'Namaacha', region: 'sul', perDay: 0.3 },
  { a: 'Maputo', b: 'Vilanculos', region: 'sul', perDay: 0.25 },
  { a: 'Inhambane', b: 'Vilanculos', region: 'inhambane', perDay: 0.35 },
  { a: 'Inhambane', b: 'Tofo', region: 'inhambane', perDay: 0.3 },
  { a: 'Maxixe', b: 'Vilanculos', region: 'inhambane', perDay: 0.2 },
  { a: 'Beira', b: 'Chimoio', region: 'centro', perDay: 0.7 },
  { a: 'Beira', b: 'Quelimane', region: 'centro', perDay: 0.35 },
  { a: 'Beira', b: 'Vilanculos', region: 'centro', perDay: 0.2 },
  { a: 'Beira', b: 'Gorongosa', region: 'centro', perDay: 0.2 },
  { a: 'Chimoio', b: 'Tete', region: 'tete', perDay: 0.25 },
  { a: 'Tete', b: 'Moatize', region: 'tete', perDay: 0.4 },
  { a: 'Tete', b: 'Songo', region: 'tete', perDay: 0.2 },
  { a: 'Quelimane', b: 'Mocuba', region: 'zambezia', perDay: 0.3 },
  { a: 'Quelimane', b: 'Gurué', region: 'zambezia', perDay: 0.15 },
  { a: 'Nampula', b: 'Nacala', region: 'norte', perDay: 0.6 },
  { a: 'Nampula', b: 'Ilha de Moçambique', region: 'norte', perDay: 0.45 },
  { a: 'Nampula', b: 'Cuamba', region: 'norte', perDay: 0.15 },
  { a: 'Nampula', b: 'Angoche', region: 'norte', perDay: 0.15 },
  { a: 'Pemba', b: 'Montepuez', region: 'cabo', perDay: 0.35 },
  { a: 'Pemba', b: 'Nampula', region: 'cabo', perDay: 0.2 },
];

/** Where the rides of some cities leave from (places of that city, so that searching the city finds them). */
const DEPARTURE_PLACES: Record<string, readonly string[]> = {
  Maputo: ['Maputo', 'Maputo', 'Terminal Rodoviário da Junta', 'Zimpeto', 'Polana', 'Baixa'],
  Beira: ['Beira', 'Beira', 'Manga', 'Munhava'],
  Nampula: ['Nampula', 'Nampula', 'Muahivire'],
  Tete: ['Tete', 'Tete', 'Matundo'],
  Pemba: ['Pemba', 'Pemba', 'Paquitequete'],
};

const PICKUP_POINTS: Record<string, readonly string[]> = {
  Maputo: ['Terminal Rodoviário da Junta', 'Bomba de combustível da Av. Julius Nyerere', 'Praça dos Heróis'],
  Beira: ['Terminal da Praça do Município', 'Bomba da Manga'],
  Nampula: ['Terminal de Nampula', 'Mercado Central de Nampula'],
  Inhambane: ['Mercado de Inhambane', 'Terminal de Inhambane'],
  Chimoio: ['Terminal 7 de Abril', 'Feira Popular de Chimoio'],
  Quelimane: ['Terminal de Quelimane'],
  Tete: ['Terminal de Tete', 'Ponte Samora Machel'],
  Pemba: ['Terminal de Pemba', 'Cruzamento de Pemba'],
};

const VEHICLES: readonly { type: VehicleType; weight: number; seats: readonly number[]; text: readonly string[] }[] = [
  {
    type: 'minibus',
    weight: 30,
    seats: [8],
    text: ['Toyota Hiace com ar condicionado.', 'Minibus de 15 lugares, só levo 8 para mais conforto.'],
  },
  {
    type: 'sedan',
    weight: 25,
    seats: [3, 4],
    text: ['Toyota Corolla, viagem confortável.', 'Carro limpo, ar condicionado, música moderada.'],
  },
  {
    type: 'suv',
    weight: 15,
    seats: [4, 5, 6],
    text: ['Toyota Fortuner, espaço para bagagem.', 'SUV 4x4, ideal para estradas de terra.'],
  },
  { type: 'van', weight: 10, seats: [6, 7, 8], text: ['Carrinha Nissan Caravan com ar condicionado.'] },
  { type: 'hatchback', weight: 10, seats: [3, 4], text: ['Toyota Vitz, económico e pontual.'] },
  { type: 'pickup', weight: 10, seats: [2, 3, 4], text: ['Toyota Hilux de cabine dupla; levo bagagem na caixa.'] },
];

/**
 * mulberry32: a small seeded PRNG, so the demo data is the same for the same day.
 * @returns a function giving numbers in [0, 1)
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Great-circle distance in km. */
function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Roads wind: road distance is about 1.3 times the straight line. */
const ROAD_FACTOR = 1.3;

export interface SeedPlace {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

/**
 * Builds the demo rides (pure: no database).
 * @param options.today 'yyyy-MM-dd' in Maputo; rides go from that day to 30 days later
 * @param options.now rides departing before now + 1 h are left out
 * @param options.places the places by name (ids and coordinates)
 * @param options.drivers driver uids per region; 'sul' includes motorista@demo.co.mz
 * @param options.seed PRNG seed (default 2026)
 */
export function buildDemoRides(options: {
  today: string;
  now: Date;
  places: ReadonlyMap<string, SeedPlace>;
  drivers: Readonly<Record<Region, readonly string[]>>;
  seed?: number;
}): NewRide[] {
  const random = mulberry32(options.seed ?? 2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const place = (name: string) => {
    const p = options.places.get(name);
    if (!p) throw new Error(`demo rides: unknown place ${name}`);
    return p;
  };
  const earliest = options.now.getTime() + 3600_000;
  const rides: NewRide[] = [];
  for (const route of DEMO_ROUTES) {
    const roadKm = haversineKm(place(route.a), place(route.b)) * ROAD_FACTOR;
    for (const [fromCity, toCity] of [[route.a, route.b], [route.b, route.a]] as const) {
      for (let day = 0; day <= 30; day++) {
        // Rides per day: the route's average, as 0, 1 or 2 rides.
        let count = 0;
        for (let k = 0; k < 2; k++) if (random() < route.perDay / 2) count++;
        for (let k = 0; k < count; k++) {
          const date = addDays(options.today, day);
          const minutes = 5 * 60 + Math.floor(random() * 45) * 15; // 05:00 to 16:00, quarter hours
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          if (maputoInstant(date, time).getTime() < earliest) continue;
          const perKm = 2 + random() * 2;
          const priceMt = Math.max(50, Math.round((roadKm * perKm) / 5) * 5);
          const total = VEHICLES.reduce((s, v) => s + v.weight, 0);
          let roll = random() * total;
          const vehicle = VEHICLES.find((v) => (roll -= v.weight) < 0) ?? VEHICLES[0]!;
          const from = place(pick(DEPARTURE_PLACES[fromCity] ?? [fromCity]));
          const to = place(toCity);
          const seats = pick(vehicle.seats);
          rides.push({
            driverId: pick(options.drivers[route.region]),
            fromPlaceId: from.id,
            toPlaceId: to.id,
            fromAddress: from.name,
            toAddress: to.name,
            departureDate: date,
            departureTime: time,
            priceCents: priceMt * 100,
            seatsTotal: seats,
            vehicleType: vehicle.type,
            description: pick(vehicle.text),
            pickupPoint: PICKUP_POINTS[fromCity] ? pick(PICKUP_POINTS[fromCity]) : null,
            dropoffPoint: PICKUP_POINTS[toCity] ? pick(PICKUP_POINTS[toCity]) : null,
            allowPickupEnRoute: random() < 0.5,
            allowNegotiation: random() < 0.2,
          });
        }
      }
    }
  }
  return rides;
}

/** Creates (or updates) the extra demo drivers in the identity provider and the database; returns their uids. */
function seedDemoDrivers(sql: Db): Promise<Map<string, string>> {
  return upsertDemoAccounts(sql, DEMO_DRIVERS.map((u) => ({ ...u, verified: true })));
}

/**
 * Seeds the demo rides and the demo client's bookings, unless demo rides are still upcoming.
 * @param users uids of the demo accounts by e-mail (from seedDemoUsers)
 * @returns how many rides were added
 */
export async function seedDemoRides(sql: Sql, users: ReadonlyMap<string, string>, now = new Date()): Promise<number> {
  const motorista = users.get('motorista@demo.co.mz');
  const cliente = users.get('cliente@demo.co.mz');
  if (!motorista || !cliente) return 0;
  const extra = await seedDemoDrivers(sql);
  const driverIds = [motorista, ...extra.values()];
  const [upcoming] = await sql`
    select 1 from rides where driver_id = any(${textArray(driverIds)}::text[]) and departure_at > ${now} limit 1
  `;
  if (upcoming) return 0;

  const byRegion = (region: Region) => DEMO_DRIVERS.filter((d) => d.region === region).map((d) => extra.get(d.email)!);
  const drivers: Record<Region, string[]> = {
    sul: [motorista, motorista, ...byRegion('sul')],
    inhambane: byRegion('inhambane'),
    centro: byRegion('centro'),
    tete: byRegion('tete'),
    zambezia: byRegion('zambezia'),
    norte: byRegion('norte'),
    cabo: byRegion('cabo'),
  };
  const placeRows = await sql<SeedPlace[]>`select id, name, lat, lng from places`;
  const places = new Map(placeRows.map((p) => [p.name, p]));
  const today = todayInMaputo(now);
  const rides = buildDemoRides({ today, now, places, drivers });
  const ids = await insertRides(sql, rides);
  await seedDemoBookings(sql, cliente, motorista, places, today, now, rides, ids);
  return ids.length;
}

/**
 * The demo client's bookings: two confirmed and paid upcoming trips (M-Pesa and card), one cancelled, and one
 * completed trip of last week (its ride completed), so /reservas shows both tabs.
 */
async function seedDemoBookings(
  sql: Sql,
  clientId: string,
  motorista: string,
  places: ReadonlyMap<string, SeedPlace>,
  today: string,
  now: Date,
  rides: readonly NewRide[],
  ids: readonly string[],
) {
  const [existing] = await sql`select 1 from bookings where user_id = ${clientId} limit 1`;
  if (existing) return;
  const bps = await getFeeBps(sql);
  const maputo = places.get('Maputo')!;
  const inhambane = places.get('Inhambane')!;
  const [pastRide] = await insertRides(sql, [{
    driverId: motorista,
    fromPlaceId: maputo.id,
    toPlaceId: inhambane.id,
    fromAddress: 'Maputo',
    toAddress: 'Inhambane',
    departureDate: addDays(today, -7),
    departureTime: '06:00',
    priceCents: 110000,
    seatsTotal: 4,
    vehicleType: 'sedan',
    description: 'Toyota Corolla, viagem confortável.',
    pickupPoint: 'Terminal Rodoviário da Junta',
    dropoffPoint: 'Mercado de Inhambane',
    allowPickupEnRoute: true,
    allowNegotiation: false,
  }]);
  await sql`update rides set status = 'completed' where id = ${pastRide!}`;

  const southbound = (to: string) =>
    rides.map((r, i) => ({ r, id: ids[i]! }))
      .filter(({ r }) => r.toAddress === to && r.driverId === motorista && r.seatsTotal >= 3)
      .sort((x, y) =>
        `${x.r.departureDate} ${x.r.departureTime}`.localeCompare(`${y.r.departureDate} ${y.r.departureTime}`)
      );
  const toInhambane = southbound('Inhambane')[1];
  const toXaiXai = southbound('Xai-Xai')[2];
  const toBilene = southbound('Bilene')[0];

  const plan: {
    rideId: string;
    priceCents: number;
    driverId: string;
    seats: number;
    status: string;
    method?: string;
  }[] = [];
  plan.push({
    rideId: pastRide!,
    priceCents: 110000,
    driverId: motorista,
    seats: 1,
    status: 'completed',
    method: 'mpesa',
  });
  if (toInhambane) {
    plan.push({ ...toInhambane.r, rideId: toInhambane.id, seats: 2, status: 'confirmed', method: 'mpesa' });
  }
  if (toXaiXai) plan.push({ ...toXaiXai.r, rideId: toXaiXai.id, seats: 1, status: 'confirmed', method: 'card' });
  if (toBilene) plan.push({ ...toBilene.r, rideId: toBilene.id, seats: 1, status: 'cancelled' });

  for (const b of plan) {
    const amounts = computeAmounts(b.priceCents * b.seats, bps);
    const [row] = await sql<{ id: string }[]>`
      insert into bookings (user_id, provider_id, type, status, ride_id, seats, subtotal_cents, platform_fee_bps,
        platform_fee_cents, total_cents, provider_amount_cents, created_at, confirmed_at, cancelled_at, cancel_reason)
      values (${clientId}, ${b.driverId}, 'ride', ${b.status}, ${b.rideId}, ${b.seats}, ${amounts.subtotalCents},
        ${amounts.platformFeeBps}, ${amounts.platformFeeCents}, ${amounts.totalCents}, ${amounts.providerAmountCents},
        ${now}, ${b.status === 'cancelled' ? null : now}, ${b.status === 'cancelled' ? now : null},
        ${b.status === 'cancelled' ? 'cancelled_by_client' : null})
      returning id
    `;
    if (b.status !== 'cancelled') {
      await sql`update rides set seats_available = seats_available - ${b.seats} where id = ${b.rideId}`;
    }
    if (b.method) {
      await sql`
        insert into payments (booking_id, user_id, method, status, amount_cents, provider, provider_reference,
          payer_hint, settles_at, scheduled_outcome, created_at, settled_at)
        values (${row!.id}, ${clientId}, ${b.method}, 'succeeded', ${amounts.totalCents}, 'sandbox',
          ${`SBX-${b.method.toUpperCase()}-DEMO${plan.indexOf(b)}`},
          ${b.method === 'card' ? '**** 4242' : '+258 ** *** *567'}, ${now}, 'succeeded', ${now}, ${now})
      `;
    }
  }
}
