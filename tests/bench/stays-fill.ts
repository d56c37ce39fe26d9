/**
 * @module Bench data for stays (run by tests/bench/stays.mjs with Deno): applies the migrations and fills
 * `BENCH_STAYS` establishments (default 2,000) of a bench manager over 10 towns, 3 room types each, and one year of
 * stays (six months back, six ahead; `BENCH_STAYS_PER_ROOM` per room type, default 25, 1 to 4 nights each, confirmed,
 * completed or cancelled) with their room nights, using generate_series INSERTs, then ANALYZEs. Replaces the bench
 * manager's earlier data; touches nothing else. BENCH_GROW=1 (tests/bench/scale.mjs's full size): keeps the n
 * establishments there with their rooms, stays and nights and adds establishments number n .. BENCH_STAYS - 1 with
 * theirs (one transaction; temporary tables of the new ids), deleting nothing.
 */
import { scriptSql } from '../../api/src/lib/db.ts';
import { migrate } from '../../api/src/lib/migrate.ts';
import { PLACES } from '../../api/src/domains/places/places.data.ts';
import { upsertPlaces } from '../../api/src/domains/places/places.repo.ts';

/** Without the API's statement timeout: the fill writes many rows at once. */
const sql = scriptSql();

const STAYS = Number(Deno.env.get('BENCH_STAYS') ?? 2_000);
const PER_ROOM = Number(Deno.env.get('BENCH_STAYS_PER_ROOM') ?? 25);
const GROW = Deno.env.get('BENCH_GROW') === '1';
export const BENCH_MANAGER = 'bench-manager';
const BENCH_GUEST = 'bench-guest';
const TOWNS = ['Maputo', 'Tofo', 'Vilanculos', 'Bilene', 'Inhambane', 'Beira', 'Ilha de Moçambique', 'Pemba', 'Chimoio',
  'Nampula'];

const started = Date.now();
await migrate(sql);
await upsertPlaces(sql, PLACES);
for (const [id, roles] of [[BENCH_MANAGER, '{client,hotel_manager}'], [BENCH_GUEST, '{client}']] as const) {
  await sql`
    insert into users (id, email, first_name, last_name, roles, verification_status)
    values (${id}, ${`${id}@teste.co.mz`}, 'Bench', 'Teste', ${roles}::text[], 'approved')
    on conflict (id) do nothing
  `;
}
const mine = sql`select id from establishments where manager_id = ${BENCH_MANAGER}`;
const [had] = await sql<{ n: number }[]>`
  select count(*)::int as n from establishments where manager_id = ${BENCH_MANAGER}
`;
const from = GROW && had!.n <= STAYS ? had!.n : 0;
if (from > 0) console.info(`stays fill: growing ${from} establishments to ${STAYS}`);
else {
  await sql`delete from payments where booking_id in (select id from bookings where establishment_id in (${mine}))`;
  await sql`delete from bookings where establishment_id in (${mine})`;
  await sql`delete from room_nights where room_type_id in (select id from room_types where establishment_id in (${mine}))`;
  await sql`delete from room_types where establishment_id in (${mine})`;
  await sql`delete from establishments where manager_id = ${BENCH_MANAGER}`;
}

const places = await sql<{ id: number; name: string; lat: number; lng: number }[]>`
  select id, name, lat, lng from places where name = any(${`{${TOWNS.map((t) => `"${t}"`).join(',')}}`}::text[])
  order by name
`;
const ids = `{${places.map((p) => p.id).join(',')}}`;
const [hooks] = await sql<{ n: number }[]>`
  select count(*)::int as n from webhook_endpoints where owner_id = ${BENCH_MANAGER}
`;
if (hooks!.n > 0) throw new Error('the bench manager has webhook endpoints: the webhook triggers would write');
await sql.begin(async (tx) => {
  await tx`set local work_mem = '256MB'`;
  // This fill's new rows (all of them without BENCH_GROW).
  await tx`create temporary table fill_establishments (id uuid primary key) on commit drop`;
  await tx`create temporary table fill_room_types (id uuid primary key) on commit drop`;
  await tx`create temporary table fill_stays (id uuid primary key) on commit drop`;
  await tx`
    with ins as (
    insert into establishments (manager_id, name, kind, place_id, address, description, lat, lng, rating_sum,
      review_count, amenities)
    select ${BENCH_MANAGER}, 'Alojamento de Teste ' || i,
      (array['hotel', 'guesthouse', 'apartment', 'lodge'])[1 + i % 4],
      p.id, 'Rua ' || (i % 300) || ', ' || p.name, 'Alojamento de teste de desempenho.', p.lat, p.lng,
      -- Rating totals as the review trigger keeps them (ADR 0022): means 3 to 5, some without reviews.
      (i % 200) * (3 + i % 3), i % 200, '{Wi-Fi,Pequeno-almoço}'
    from generate_series(${from}::int, ${STAYS - 1}::int) as i
    join places p on p.id = (${ids}::int[])[1 + i % ${places.length}]
    returning id
    )
    insert into fill_establishments select id from ins
  `;
  await tx`
    with ins as (
    insert into room_types (establishment_id, name, kind, price_per_night_cents, max_occupancy, total_rooms, bed_type)
    select e.id, (array['Quarto Standard', 'Quarto Familiar', 'Suite'])[k],
      case when k = 3 then 'suite' else 'standard' end,
      (150000 + (abs(hashtext(e.id::text)) % 40) * 10000) * k, (array[2, 4, 2])[k],
      2 + abs(hashtext(e.id::text || k)) % 8, 'Cama de casal'
    from fill_establishments e, generate_series(1, 3) as k
    returning id
    )
    insert into fill_room_types select id from ins
  `;
  // The stays and their notifications with the row triggers off for this transaction alone
  // (session_replication_role = replica: no table lock, so the bookings fill may write meanwhile; the foreign keys'
  // checks are off too, every row referring to rows written here), their work done set-based: bookings_policy_snapshot
  // copies the establishment's cancellation policy (in the insert), bookings_notify_inserted writes two notifications
  // per confirmed stay (below, with its texts and time), notifications_enqueue would send nothing for them and
  // notifications_live would NOTIFY the API of events nobody waits for, and bookings_webhooks enqueues only for the
  // manager's endpoints (none, checked above) after building each booking's JSON. Row by row they were most of the
  // fill's time. The other insert triggers of bookings fire for rides, events or waitlist offers only.
  await tx`set local session_replication_role = replica`;
  // One year of stays: PER_ROOM per room type, spread over [-180, +180) days; each takes one room per night, never
  // more than the type has (the night counts are capped by the fill, like the booking transaction caps them).
  await tx`
    with ins as (
    insert into bookings (user_id, provider_id, type, status, establishment_id, room_type_id, check_in, check_out,
      nights, guests, subtotal_cents, platform_fee_bps, platform_fee_cents, total_cents, provider_amount_cents,
      created_at, confirmed_at, cancellation_policy)
    select ${BENCH_GUEST}, ${BENCH_MANAGER}, 'stay',
      case when j % 13 = 0 then 'cancelled' when d < 0 then 'completed' else 'confirmed' end,
      rt.establishment_id, rt.id, today + d, today + d + n, n, 2, rt.price_per_night_cents * n, 1000,
      rt.price_per_night_cents * n / 10, rt.price_per_night_cents * n + rt.price_per_night_cents * n / 10,
      rt.price_per_night_cents * n, now(), now(), e.cancellation_policy
    from fill_room_types f
    join room_types rt on rt.id = f.id
    join establishments e on e.id = rt.establishment_id,
      (select (now() at time zone 'Africa/Maputo')::date as today) t,
      generate_series(0, ${PER_ROOM - 1}) as j,
      lateral (select -180 + ((j * 360) / ${PER_ROOM} + abs(hashtext(rt.id::text)) % 7)::int as d,
        1 + (j + abs(hashtext(rt.id::text))) % 4 as n) s
    returning id
    )
    insert into fill_stays select id from ins
  `;
  await tx`
    insert into notifications (user_id, kind, title, body, link, booking_id, created_at)
    select x.user_id, x.kind, x.title, x.body, x.link, b.id, coalesce(b.confirmed_at, b.created_at)
    from fill_stays f join bookings b on b.id = f.id, lateral (values
      (b.user_id, 'booking_confirmed', 'Reserva confirmada', left(booking_label(b) || '.', 500), '/reservas'),
      (b.provider_id, 'booking_received', 'Nova reserva confirmada',
        left(booking_label(b) || ': ' || booking_units(b) || '.', 500), provider_link(b))
    ) as x(user_id, kind, title, body, link)
    where b.status = 'confirmed'
  `;
  await tx`set local session_replication_role = origin`;
  await tx`
    insert into room_nights (room_type_id, night, booked)
    select b.room_type_id, g::date, least(count(*), max(rt.total_rooms))::int
    from fill_stays f
    join bookings b on b.id = f.id
    join room_types rt on rt.id = b.room_type_id,
      generate_series(b.check_in, b.check_out - 1, interval '1 day') g
    where b.status <> 'cancelled'
    group by 1, 2
  `;
});
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
