/**
 * @module Bench data for stays (run by tests/bench/stays.mjs with Deno): applies the migrations and fills
 * `BENCH_STAYS` establishments (default 2,000) of a bench manager over 10 towns, 3 room types each, and one year of
 * stays (six months back, six ahead; `BENCH_STAYS_PER_ROOM` per room type, default 25, 1 to 4 nights each, confirmed,
 * completed or cancelled) with their room nights, using generate_series INSERTs, then ANALYZEs. Replaces the bench
 * manager's earlier data; touches nothing else.
 */
import { scriptSql } from '../../api/src/lib/db.ts';
import { migrate } from '../../api/src/lib/migrate.ts';
import { PLACES } from '../../api/src/domains/places/places.data.ts';
import { upsertPlaces } from '../../api/src/domains/places/places.repo.ts';

/** Without the API's statement timeout: the fill writes many rows at once. */
const sql = scriptSql();

const STAYS = Number(Deno.env.get('BENCH_STAYS') ?? 2_000);
const PER_ROOM = Number(Deno.env.get('BENCH_STAYS_PER_ROOM') ?? 25);
export const BENCH_MANAGER = 'bench-manager';
const BENCH_GUEST = 'bench-guest';
const TOWNS = ['Maputo', 'Tofo', 'Vilanculos', 'Bilene', 'Inhambane', 'Beira', 'Ilha de Moçambique', 'Pemba', 'Chimoio',
  'Nampula'];

const started = Date.now();
await migrate(sql);
await upsertPlaces(sql, PLACES);
for (const [id, roles] of [[BENCH_MANAGER, '{client,hotel_manager}'], [BENCH_GUEST, '{client}']]) {
  await sql`
    insert into users (id, email, first_name, last_name, roles, verification_status)
    values (${id}, ${`${id}@teste.co.mz`}, 'Bench', 'Teste', ${roles}::text[], 'approved')
    on conflict (id) do nothing
  `;
}
const mine = sql`select id from establishments where manager_id = ${BENCH_MANAGER}`;
await sql`delete from payments where booking_id in (select id from bookings where establishment_id in (${mine}))`;
await sql`delete from bookings where establishment_id in (${mine})`;
await sql`delete from room_nights where room_type_id in (select id from room_types where establishment_id in (${mine}))`;
await sql`delete from room_types where establishment_id in (${mine})`;
await sql`delete from establishments where manager_id = ${BENCH_MANAGER}`;

const places = await sql<{ id: number; name: string; lat: number; lng: number }[]>`
  select id, name, lat, lng from places where name = any(${`{${TOWNS.map((t) => `"${t}"`).join(',')}}`}::text[])
  order by name
`;
const ids = `{${places.map((p) => p.id).join(',')}}`;
await sql`
  insert into establishments (manager_id, name, kind, place_id, address, description, lat, lng, rating_sum,
    review_count, amenities)
  select ${BENCH_MANAGER}, 'Alojamento de Teste ' || i,
    (array['hotel', 'guesthouse', 'apartment', 'lodge'])[1 + i % 4],
    p.id, 'Rua ' || (i % 300) || ', ' || p.name, 'Alojamento de teste de desempenho.', p.lat, p.lng,
    -- Rating totals as the review trigger keeps them (ADR 0022): means 3 to 5, some without reviews.
    (i % 200) * (3 + i % 3), i % 200, '{Wi-Fi,Pequeno-almoço}'
  from generate_series(0, ${STAYS - 1}) as i
  join places p on p.id = (${ids}::int[])[1 + i % ${places.length}]
`;
await sql`
  insert into room_types (establishment_id, name, kind, price_per_night_cents, max_occupancy, total_rooms, bed_type)
  select e.id, (array['Quarto Standard', 'Quarto Familiar', 'Suite'])[k], case when k = 3 then 'suite' else 'standard' end,
    (150000 + (abs(hashtext(e.id::text)) % 40) * 10000) * k, (array[2, 4, 2])[k], 2 + abs(hashtext(e.id::text || k)) % 8,
    'Cama de casal'
  from establishments e, generate_series(1, 3) as k
  where e.manager_id = ${BENCH_MANAGER}
`;
// One year of stays: PER_ROOM per room type, spread over [-180, +180) days; each takes one room per night, never
// more than the type has (the night counts are capped by the fill, like the booking transaction caps them).
await sql`
  insert into bookings (user_id, provider_id, type, status, establishment_id, room_type_id, check_in, check_out, nights,
    guests, subtotal_cents, platform_fee_bps, platform_fee_cents, total_cents, provider_amount_cents, created_at,
    confirmed_at)
  select ${BENCH_GUEST}, ${BENCH_MANAGER}, 'stay',
    case when j % 13 = 0 then 'cancelled' when d < 0 then 'completed' else 'confirmed' end,
    rt.establishment_id, rt.id, today + d, today + d + n, n, 2, rt.price_per_night_cents * n, 1000,
    rt.price_per_night_cents * n / 10, rt.price_per_night_cents * n + rt.price_per_night_cents * n / 10,
    rt.price_per_night_cents * n, now(), now()
  from room_types rt
  join establishments e on e.id = rt.establishment_id and e.manager_id = ${BENCH_MANAGER},
    (select (now() at time zone 'Africa/Maputo')::date as today) t,
    generate_series(0, ${PER_ROOM - 1}) as j,
    lateral (select -180 + ((j * 360) / ${PER_ROOM} + abs(hashtext(rt.id::text)) % 7)::int as d,
      1 + (j + abs(hashtext(rt.id::text))) % 4 as n) s
`;
await sql`
  insert into room_nights (room_type_id, night, booked)
  select b.room_type_id, g::date, least(count(*), max(rt.total_rooms))::int
  from bookings b
  join room_types rt on rt.id = b.room_type_id,
    generate_series(b.check_in, b.check_out - 1, interval '1 day') g
  where b.establishment_id in (${mine}) and b.status <> 'cancelled'
  group by 1, 2
`;
await sql`vacuum analyze establishments`;
await sql`vacuum analyze room_types`;
await sql`vacuum analyze room_nights`;
await sql`vacuum analyze bookings`;
const [counts] = await sql<{ e: number; r: number; b: number; n: number }[]>`
  select (select count(*) from establishments where manager_id = ${BENCH_MANAGER})::int as e,
    (select count(*) from room_types where establishment_id in (${mine}))::int as r,
    (select count(*) from bookings where establishment_id in (${mine}))::int as b,
    (select count(*) from room_nights where room_type_id in (select id from room_types where establishment_id in (${mine})))::int
      as n
`;
console.info(
  `stays: ${counts!.e} establishments, ${counts!.r} room types, ${counts!.b} stays, ${counts!.n} room nights in ${
    ((Date.now() - started) / 1000).toFixed(1)
  } s`,
);
await sql.end();
