/**
 * @module Bench module of the stays domain (issue 4): the hotel search (GET /api/hotels) over BENCH_STAYS
 * establishments (default 2,000, 3 room types each) and one year of stays (tests/bench/stays-fill.ts).
 *
 * `bench(ctx)` fills the data (against ctx.databaseUrl) and loads with autocannon, against the API at ctx.baseUrl: a
 * 3-night search for 2 guests in Tofo and a 7-night search for 4 guests in 'maputo' (a city with its neighbourhoods,
 * accents and case ignored). It returns one summary per endpoint ({ name, rps, p50, p99, requests, failures }).
 *
 * Standalone: `node tests/bench/stays.mjs` starts an embedded PGlite (or uses DATABASE_URL: the bench manager's data
 * there is replaced, then deleted) and the API, like tests/bench/bench.mjs, and prints the table with /api/health
 * measured in the same run for comparison.
 */
import autocannon from 'autocannon';
import path from 'node:path';
import { createConnection } from 'node:net';
import { pathToFileURL } from 'node:url';
import { deno, freePort, ROOT, run, runToEnd, stopAll, waitForHttp } from '../../api/dev/services.mjs';

const STAYS = Number(process.env.BENCH_STAYS ?? 2_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

function load(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve(result));
  });
}

const summary = (name, r) => ({
  name,
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  failures: r.non2xx + r.errors + r.timeouts,
});

/** Today in Africa/Maputo, yyyy-MM-dd. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date());

/** 'yyyy-MM-dd' `days` after today in Maputo. */
const inDays = (days) => {
  const [y, m, d] = today().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * Fills the stays and measures the hotel search.
 * @param ctx.baseUrl the running API, e.g. http://127.0.0.1:8787
 * @param ctx.databaseUrl the API's database (the fill writes there)
 * @param ctx.env extra environment for the fill (e.g. DB_POOL_MAX=1 for the embedded database)
 * @returns the summaries, one per endpoint
 */
export async function bench(ctx) {
  console.info(`Filling ${STAYS.toLocaleString('en')} establishments and a year of stays...`);
  await runToEnd('fill-stays', path.join(ROOT, 'node_modules/.bin/deno'), ['run', '-A', 'tests/bench/stays-fill.ts'], {
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

async function waitForPort(port, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`database port ${port} did not open`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const external = process.env.DATABASE_URL;
  try {
    let databaseUrl = external;
    if (!databaseUrl) {
      const port = await freePort();
      run('pglite', process.execPath, [path.join(ROOT, 'tests/bench/pglite.mjs')], {
        env: { PGLITE_PORT: String(port) },
        quiet: true,
      });
      await waitForPort(port);
      databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    }
    const env = external ? {} : { DB_POOL_MAX: '1' };
    console.info(`Database: ${external ? 'DATABASE_URL' : 'embedded PGlite (in memory)'}`);
    // Migrations first (the fill applies them too), so that the API starts on the full schema.
    await runToEnd('migrate', path.join(ROOT, 'node_modules/.bin/deno'), ['run', '-A', 'tests/bench/stays-fill.ts'], {
      env: { DATABASE_URL: databaseUrl, NO_COLOR: '1', BENCH_STAYS: '1', BENCH_STAYS_PER_ROOM: '1', ...env },
    });
    const port = await freePort();
    const api = deno('api', ['run', '-A', 'api/src/main.ts'], {
      env: { DATABASE_URL: databaseUrl, NO_COLOR: '1', ...env, PORT: String(port), LOG_REQUESTS: 'false' },
      quiet: true,
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(`${baseUrl}/api/health`, 60_000, api);
    const results = await bench({ baseUrl, databaseUrl, env });
    await load(`${baseUrl}/api/health`, WARMUP_SECONDS);
    results.unshift(summary('GET /api/health', await load(`${baseUrl}/api/health`, SECONDS)));
    const pad = (s, n) => String(s).padEnd(n);
    const num = (n, d = 0) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
    console.info('');
    console.info(`${pad('endpoint', 46)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('requests', 11)}failures`);
    for (const r of results) {
      console.info(`${pad(r.name, 46)}${pad(num(r.rps), 10)}${pad(num(r.p50, 1), 9)}${pad(num(r.p99, 1), 9)}${
        pad(num(r.requests), 11)
      }${r.failures}`);
    }
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
  }
}
