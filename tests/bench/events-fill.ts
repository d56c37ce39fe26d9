/**
 * @module Bench data for events (run by tests/bench/events.mjs with Deno): applies the migrations and fills
 * `BENCH_EVENTS` events (default 50,000) of a bench organiser over the next 180 days in 12 towns, with one
 * partnership on every fifth event, using generate_series INSERTs, then ANALYZEs. Replaces the bench organiser's
 * earlier events; touches nothing else. BENCH_GROW=1 (tests/bench/scale.mjs's full size): keeps the n events there and
 * adds events number n .. BENCH_EVENTS - 1 (each event a function of its number), every fifth new one with a
 * partnership.
 */
import { scriptSql, textArray } from '../../api/src/lib/db.ts';
import { migrate } from '../../api/src/lib/migrate.ts';
import { PLACES } from '../../api/src/domains/places/places.data.ts';
import { upsertPlaces } from '../../api/src/domains/places/places.repo.ts';

/** Without the API's statement timeout: the fill writes many rows at once. */
const sql = scriptSql();

const EVENTS = Number(Deno.env.get('BENCH_EVENTS') ?? 50_000);
const GROW = Deno.env.get('BENCH_GROW') === '1';
export const BENCH_ORGANISER = 'bench-organiser';

const started = Date.now();
await migrate(sql);
await upsertPlaces(sql, PLACES);
await sql`
  insert into users (id, email, first_name, last_name, roles, verification_status)
  values (${BENCH_ORGANISER}, 'bench-organiser@teste.co.mz', 'Organizador', 'de Teste', '{client,event}', 'approved')
  on conflict (id) do nothing
`;
const [had] = await sql<{ n: number }[]>`
  select count(*)::int as n from events where organiser_id = ${BENCH_ORGANISER}
`;
const from = GROW && had!.n <= EVENTS ? had!.n : 0;
if (from > 0) console.info(`events fill: growing ${from} events to ${EVENTS}`);
else {
  await sql`delete from event_partnerships where event_id in (select id from events where organiser_id = ${BENCH_ORGANISER})`;
  await sql`delete from events where organiser_id = ${BENCH_ORGANISER}`;
}
const towns = [
  'Maputo', 'Matola', 'Marracuene, Maputo', 'Praia do Tofo, Inhambane', 'Inhambane', 'Vilanculos, Inhambane',
  'Beira, Sofala', 'Chimoio, Manica', 'Nampula', 'Ilha de Moçambique, Nampula', 'Pemba, Cabo Delgado',
  'Quelimane, Zambézia',
];
await sql`
  with ins as (
  insert into events (organiser_id, title, description, event_type, category, venue, address, start_date, end_date,
    start_time, end_time, is_paid, ticket_price_cents, max_tickets, tickets_sold, status, is_featured)
  select ${BENCH_ORGANISER}, 'Evento de teste ' || i, 'Evento de teste de desempenho.',
    (array['feira', 'festival', 'concerto', 'conferencia', 'workshop', 'exposicao'])[1 + i % 6],
    (array['cultura', 'negocios', 'entretenimento', 'gastronomia', 'educacao', 'desporto'])[1 + (i / 6) % 6],
    'Recinto ' || (i % 97), 'Rua ' || (i % 501) || ', ' || (${textArray(towns)}::text[])[1 + (i * 7) % ${towns.length}],
    (now() at time zone 'Africa/Maputo')::date + 1 + (i * 31) % 180,
    (now() at time zone 'Africa/Maputo')::date + 1 + (i * 31) % 180 + i % 3,
    time '09:00' + (i % 10) * interval '1 hour', time '22:00',
    i % 4 <> 0, case when i % 4 <> 0 then (5 + i % 50) * 10000 else 0 end,
    100 + i % 900, i % 100, case when i % 50 = 0 then 'draft' else 'upcoming' end, i % 40 = 0
  from generate_series(${from}::int, ${EVENTS - 1}::int) as i
  returning id
  )
  -- Every fifth of the new events has a partnership.
  insert into event_partnerships (event_id, partner_type, partner_name, discount_percentage, min_event_tickets)
  select id, case when n % 2 = 0 then 'accommodation' else 'transport' end, 'Parceiro ' || n % 37, 5 + n % 26, 1 + n % 3
  from (select id, row_number() over (order by id) as n from ins) e
  where n % 5 = 0
`;
await sql`vacuum analyze events`;
await sql`vacuum analyze event_partnerships`;
const [row] = await sql<{ n: number }[]>`select count(*)::int as n from events where organiser_id = ${BENCH_ORGANISER}`;
console.info(`fill: ${row?.n} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await sql.end();
