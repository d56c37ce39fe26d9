/**
 * @module Bench data (run by tests/bench/bench.mjs with Deno): applies the migrations, loads the places and fills
 * `BENCH_RIDES` rides (default 100,000) of a bench driver with one generate_series INSERT, then ANALYZEs. Replaces
 * the bench driver's earlier rides; touches nothing else.
 *
 * BENCH_GROW=1 (tests/bench/scale.mjs's full size): keeps the bench driver's rides and their bookings and adds rides
 * number n .. BENCH_RIDES - 1 after the n there are, the same rows a fill from nothing would write (each ride is a
 * function of its number). Deleting the small fill's 200,000 bookings and payments first cost 7 to 14 minutes on the
 * shared machine (row by row, through their triggers and foreign-key checks); growing deletes nothing.
 */
import { scriptSql } from '../../api/src/lib/db.ts';
import { migrate } from '../../api/src/lib/migrate.ts';
import { PLACES } from '../../api/src/domains/places/places.data.ts';
import { upsertPlaces } from '../../api/src/domains/places/places.repo.ts';
import routesJson from './routes.json' with { type: 'json' };

/** Without the API's statement timeout: the fill writes many rows at once. */
const sql = scriptSql();

const RIDES = Number(Deno.env.get('BENCH_RIDES') ?? 100_000);
const GROW = Deno.env.get('BENCH_GROW') === '1';
export const BENCH_DRIVER = 'bench-driver';

// Directed routes (tests/bench/routes.json); the first one is the "popular pair" searched by the bench (about 3 % of
// the rides).
const ROUTES: [string, string][] = routesJson as [string, string][];

const started = Date.now();
const applied = await migrate(sql);
if (applied.length) console.info(`migrations applied: ${applied.join(', ')}`);
await upsertPlaces(sql, PLACES);
await sql`
  insert into users (id, email, first_name, last_name, roles, verification_status)
  values (${BENCH_DRIVER}, 'bench-driver@teste.co.mz', 'Motorista', 'de Teste', '{client,driver}', 'approved')
  on conflict (id) do nothing
`;
const [had] = await sql<{ n: number }[]>`select count(*)::int as n from rides where driver_id = ${BENCH_DRIVER}`;
let from = 0;
if (GROW && had!.n <= RIDES) {
  from = had!.n;
  console.info(`fill: growing ${from} rides to ${RIDES}`);
} else {
  // Their bookings first, with what refers to them (tests/bench/bookings-fill.ts writes receipts and notifications too).
  const benchBookings = sql`select id from bookings where provider_id = ${BENCH_DRIVER}`;
  await sql.begin(async (tx) => {
    // The bookings go too: payments_paid_at_deleted (migration 0310) would update each paid one first, one row at a
    // time (a run at --scale=0.3 spent over 14 minutes in this delete with it on).
    await tx`alter table payments disable trigger payments_paid_at_deleted`;
    await tx`delete from receipts where booking_id in (${benchBookings})`;
    await tx`delete from notifications where booking_id in (${benchBookings})`;
    await tx`delete from payments where booking_id in (${benchBookings})`;
    await tx`delete from bookings where provider_id = ${BENCH_DRIVER}`;
    await tx`alter table payments enable trigger payments_paid_at_deleted`;
  });
  await sql`delete from rides where driver_id = ${BENCH_DRIVER}`;
}

const routes = ROUTES.map(([a, b], i) => ({ n: i, a, b }));
await sql`
  with routes as (
    select r.n, f.id as from_id, f.name as from_name, t.id as to_id, t.name as to_name
    from jsonb_to_recordset(${JSON.stringify(routes)}::text::jsonb) as r(n int, a text, b text)
    join places f on f.name = r.a join places t on t.name = r.b
  ),
  g as (
    -- Independent pseudo-random draws per ride (hashint4extended with a different seed each): linear formulas in i
    -- correlate, e.g. they once made every ride of the searched pair leaving today full.
    select i,
      -- 3 % of the rides on route 0 (Maputo -> Inhambane), 1 % on route 1 (Junta -> Inhambane), the rest spread.
      case when i % 100 < 3 then 0 when i % 100 = 3 then 1
           else 2 + (i * 7) % ${ROUTES.length - 2} end as route,
      1 + abs(hashint4extended(i, 1)) % 8 as seats,
      abs(hashint4extended(i, 2)) % 60 as day,
      abs(hashint4extended(i, 3)) % 45 as quarter,
      abs(hashint4extended(i, 4)) % 300 as price,
      abs(hashint4extended(i, 5)) % 100 as taken
    from generate_series(${from}::int, ${RIDES - 1}::int) as i
  )
  insert into rides (driver_id, from_place_id, to_place_id, from_address, to_address, departure_date, departure_time,
    price_cents, seats_total, seats_available, vehicle_type, description)
  select ${BENCH_DRIVER}, r.from_id, r.to_id, r.from_name, r.to_name,
    (now() at time zone 'Africa/Maputo')::date + g.day::int,
    time '05:00' + g.quarter * interval '15 minutes',
    (20 + g.price) * 500,
    -- A fifth of the rides are full; the others have from one seat to all of them free.
    g.seats, case when g.taken < 20 then 0 else 1 + (g.taken * 7) % g.seats end,
    (array['sedan', 'suv', 'hatchback', 'pickup', 'van', 'minibus'])[1 + g.i % 6],
    'Viagem de teste de desempenho.'
  from g join routes r on r.n = g.route
`;
await sql`vacuum analyze rides`;
const [row] = await sql<{ n: number }[]>`select count(*)::int as n from rides where driver_id = ${BENCH_DRIVER}`;
console.info(`fill: ${row?.n} rides in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await sql.end();
