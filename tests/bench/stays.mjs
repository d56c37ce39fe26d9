/**
 * @module Bench module of the stays domain (issue 4): the hotel search (GET /api/hotels) over BENCH_STAYS
 * establishments (default 2,000, 3 room types each) and one year of stays (tests/bench/stays-fill.ts).
 *
 * `bench(ctx)` fills the data (against ctx.databaseUrl) and loads with autocannon, against the API at ctx.baseUrl: a
 * 3-night search for 2 guests in Tofo and a 7-night search for 4 guests in 'maputo' (a city with its neighbourhoods,
 * accents and case ignored). It returns one summary per endpoint ({ name, rps, p50, p99, requests, failures }).
 *
 * Standalone: `node tests/bench/stays.mjs` starts the embedded PostgreSQL (or uses DATABASE_URL: the bench manager's data
 * there is replaced, then deleted) and the API, like tests/bench/bench.mjs, and prints the table with /api/health
 * measured in the same run for comparison.
 */
import { pathToFileURL } from 'node:url';
import { runToEnd } from '../../api/dev/services.mjs';
import { DENO, load, runStandalone, SECONDS, summary, today, WARMUP_SECONDS } from './harness.mjs';

const STAYS = Number(process.env.BENCH_STAYS ?? 2_000);

/** 'yyyy-MM-dd' `days` after today in Maputo. */
const inDays = (days) => {
  const [y, m, d] = today().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * Fills the stays and measures the hotel search.
 * @param ctx.baseUrl the running API, e.g. http://127.0.0.1:8787
 * @param ctx.databaseUrl the API's database (the fill writes there)
 * @param ctx.env extra environment for the fill
 * @returns the summaries, one per endpoint
 */
export async function bench(ctx) {
  console.info(`Filling ${STAYS.toLocaleString('en')} establishments and a year of stays...`);
  await runToEnd('fill-stays', DENO, ['run', '-A', 'tests/bench/stays-fill.ts'], {
    env: { DATABASE_URL: ctx.databaseUrl, NO_COLOR: '1', BENCH_STAYS: String(STAYS), ...ctx.env },
  });
  const q = (address, from, nights, guests) =>
    `${ctx.baseUrl}/api/hotels?` +
    new URLSearchParams({ address, checkIn: inDays(from), checkOut: inDays(from + nights), guests: String(guests) });
  const endpoints = [
    ['GET /api/hotels (Tofo, 3 nights, 2 guests)', q('Tofo', 20, 3, 2)],
    ['GET /api/hotels (maputo, 7 nights, 4 guests)', q('maputo', 60, 7, 4)],
  ];
  for (const [name, url] of endpoints) {
    const probe = await (await fetch(url)).json();
    const n = probe.data?.accommodations?.length;
    if (!n) throw new Error(`${name} answered ${JSON.stringify(probe).slice(0, 300)}`);
    console.info(`${name}: ${n} accommodations in the answer.`);
  }
  const results = [];
  for (const [name, url] of endpoints) {
    await load(url, WARMUP_SECONDS);
    results.push(summary(name, await load(url, SECONDS)));
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runStandalone({
    fillScript: 'tests/bench/stays-fill.ts',
    migrateEnv: { BENCH_STAYS: '1', BENCH_STAYS_PER_ROOM: '1' },
    bench,
    cleanup: async (sql) => {
      const mine = sql`select id from establishments where manager_id = 'bench-manager'`;
      await sql`delete from payments where booking_id in (select id from bookings where establishment_id in (${mine}))`;
      await sql`delete from bookings where establishment_id in (${mine})`;
      await sql`delete from room_nights where room_type_id in (select id from room_types where establishment_id in (${mine}))`;
      await sql`delete from room_types where establishment_id in (${mine})`;
      await sql`delete from establishments where manager_id = 'bench-manager'`;
    },
  });
}
