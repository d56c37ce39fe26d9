/**
 * @module `npm run bench`, stays line of issue 13: GET /api/hotels (Tofo 3 nights; Maputo 7 nights) as a ratio to
 * GET /api/health of the same server in the same run (target >= 0.4).
 *
 * Starts the embedded PostgreSQL (or uses DATABASE_URL: the bench manager's data there is replaced, and deleted at the
 * end unless BENCH_KEEP=1, so the bench can be re-run on one database), fills BENCH_STAYS establishments (default
 * 2,000, 3 room types each, one year of stays: tests/bench/stays-fill.ts, which ends with VACUUM ANALYZE), starts the
 * API (LOG_REQUESTS=false) and loads health, a 3-night search for 2 guests in Tofo, a 7-night search for 4 guests in
 * 'maputo' (a city with its neighbourhoods, accents and case ignored), a browse of Maputo without dates and 900
 * different dated searches in turn (for information: they mostly miss the kept answers), with
 * BENCH_CONNECTIONS connections (default 50), in alternating rounds (tests/bench/rounds.mjs).
 */
import { deno, freePort, runToEnd, startEmbeddedDatabase, stopAll, waitForHttp } from '../../api/dev/services.mjs';
import path from 'node:path';
import { ROOT } from '../../api/dev/services.mjs';
import { inDays, measure, printTable } from './rounds.mjs';

const STAYS = Number(process.env.BENCH_STAYS ?? 2_000);
const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const external = process.env.DATABASE_URL;

let database;
try {
  let databaseUrl = external;
  if (!databaseUrl) {
    database = await startEmbeddedDatabase();
    databaseUrl = database.url;
  }
  console.info(`Database: ${external ? 'DATABASE_URL' : 'embedded PostgreSQL (temporary folder)'}`);
  console.info(`Filling ${STAYS.toLocaleString('en')} establishments and a year of stays...`);
  await runToEnd('fill-stays', DENO, ['run', '-A', 'tests/bench/stays-fill.ts'], {
    env: { DATABASE_URL: databaseUrl, NO_COLOR: '1', BENCH_STAYS: String(STAYS) },
  });
  const port = await freePort();
  const api = deno('api', ['run', '-A', 'api/src/main.ts'], {
    env: { DATABASE_URL: databaseUrl, NO_COLOR: '1', PORT: String(port), LOG_REQUESTS: 'false' },
    quiet: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/health`, 60_000, api);

  const q = (params) => `${baseUrl}/api/hotels?${new URLSearchParams(params)}`;
  const dated = (address, from, nights, guests) =>
    q({ address, checkIn: inDays(from), checkOut: inDays(from + nights), guests: String(guests) });
  const endpoints = [
    { name: 'GET /api/hotels (Tofo, 3 nights, 2 guests)', url: dated('Tofo', 20, 3, 2), target: { ratio: 0.4 } },
    { name: 'GET /api/hotels (maputo, 7 nights, 4 guests)', url: dated('maputo', 60, 7, 4), target: { ratio: 0.4 } },
    { name: 'GET /api/hotels (Maputo, no dates)', url: q({ address: 'Maputo' }) },
  ];
  // Searches that change at every request (10 towns x 30 check-in days x 1-3 nights: 900 different ones), so that the
  // figures do not rest on the kept answers alone: most requests of a round read PostgreSQL.
  const towns = ['Maputo', 'Tofo', 'Vilanculos', 'Bilene', 'Inhambane', 'Beira', 'Ilha de Moçambique', 'Pemba',
    'Chimoio', 'Nampula'];
  const varied = towns.flatMap((address) =>
    Array.from({ length: 30 }, (_, d) =>
      [1, 2, 3].map((n) =>
        `/api/hotels?${new URLSearchParams({ address, checkIn: inDays(10 + d), checkOut: inDays(10 + d + n) })}`
      )
    ).flat()
  );
  for (const e of endpoints) {
    const res = await fetch(e.url);
    const probe = await res.json();
    const n = probe.data?.accommodations?.length;
    // The browse line is new in issue 13: an API without it answers 400, and the line is then left out.
    if (!n && e.target) throw new Error(`${e.name} answered ${JSON.stringify(probe).slice(0, 300)}`);
    const bytes = JSON.stringify(probe).length;
    console.info(`${e.name}: ${n ?? `status ${res.status}`} accommodations, ${(bytes / 1024).toFixed(1)} KB.`);
    if (!n) e.skip = true;
  }
  endpoints.push({ name: `GET /api/hotels, ${varied.length} different searches`, url: baseUrl + varied[0], paths: varied });
  printTable(await measure(baseUrl, endpoints.filter((e) => !e.skip)));
} catch (err) {
  console.error(String(err?.stack ?? err));
  process.exitCode = 1;
} finally {
  if (external && process.env.BENCH_KEEP !== '1') {
    const postgres = (await import('postgres')).default;
    const sql = postgres(external, { max: 1, onnotice: () => {} });
    const mine = sql`select id from establishments where manager_id = 'bench-manager'`;
    await sql`delete from payments where booking_id in (select id from bookings where establishment_id in (${mine}))`
      .catch(() => {});
    await sql`delete from bookings where establishment_id in (${mine})`.catch(() => {});
    await sql`delete from room_nights where room_type_id in (select id from room_types where establishment_id in (${mine}))`
      .catch(() => {});
    await sql`delete from room_types where establishment_id in (${mine})`.catch(() => {});
    await sql`delete from establishments where manager_id = 'bench-manager'`.catch(() => {});
    await sql.end();
  }
  await stopAll();
  await database?.stop();
}
