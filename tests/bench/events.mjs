/**
 * @module Bench module of the events domain (issue 5): event search over BENCH_EVENTS events (default 50,000).
 *
 * `bench(ctx)` fills the events (tests/bench/events-fill.ts, Deno, against ctx.databaseUrl) and loads with
 * autocannon, against the API at ctx.baseUrl: GET /api/events/search with a location (accent- and case-insensitive
 * address match) and a category, GET /api/events/search with a date range only, and GET /api/events/city (a city and
 * a month). It returns one summary per endpoint ({ name, rps, p50, p99, requests, failures }).
 *
 * Standalone: `node tests/bench/events.mjs` starts an embedded PGlite (or uses DATABASE_URL: the bench organiser's
 * events there are replaced, then deleted) and the API, like tests/bench/bench.mjs, and prints the table with
 * /api/health measured in the same run for comparison.
 */
import autocannon from 'autocannon';
import path from 'node:path';
import { createConnection } from 'node:net';
import { pathToFileURL } from 'node:url';
import { deno, freePort, ROOT, run, runToEnd, stopAll, waitForHttp } from '../../api/dev/services.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
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

/**
 * Fills the events and measures the event endpoints.
 * @param ctx.baseUrl the running API, e.g. http://127.0.0.1:8787
 * @param ctx.databaseUrl the API's database (the fill writes there)
 * @param ctx.env extra environment for the fill (e.g. DB_POOL_MAX=1 for the embedded database)
 * @returns the summaries, one per endpoint
 */
export async function bench(ctx) {
  console.info(`Filling ${EVENTS.toLocaleString('en')} events...`);
  await runToEnd('fill-events', path.join(ROOT, 'node_modules/.bin/deno'), ['run', '-A', 'tests/bench/events-fill.ts'], {
    env: { DATABASE_URL: ctx.databaseUrl, NO_COLOR: '1', BENCH_EVENTS: String(EVENTS), ...ctx.env },
  });
  const [y, m] = today().split('-');
  const month = Number(m) === 12 ? 1 : Number(m) + 1;
  const year = Number(m) === 12 ? Number(y) + 1 : Number(y);
  const endpoints = [
    ['GET /api/events/search (location+category)', `${ctx.baseUrl}/api/events/search?location=INHAMBANE&category=cultura`],
    ['GET /api/events/search (dates)', `${ctx.baseUrl}/api/events/search?startDate=${today()}&endDate=${today().slice(0, 8)}28`],
    ['GET /api/events/city', `${ctx.baseUrl}/api/events/city?city=Nampula&month=${month}&year=${year}`],
  ];
  for (const [name, url] of endpoints) {
    const probe = await (await fetch(url)).json();
    const n = Array.isArray(probe.data) ? probe.data.length : probe.data?.counts?.total;
    if (!n) throw new Error(`${name} answered ${JSON.stringify(probe).slice(0, 300)}`);
    console.info(`${name}: ${n} events in the answer.`);
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
    await runToEnd('migrate', path.join(ROOT, 'node_modules/.bin/deno'), ['run', '-A', 'tests/bench/events-fill.ts'], {
      env: { DATABASE_URL: databaseUrl, NO_COLOR: '1', BENCH_EVENTS: '1', ...env },
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
      await sql`delete from event_partnerships where event_id in (select id from events where organiser_id = 'bench-organiser')`
        .catch(() => {});
      await sql`delete from events where organiser_id = 'bench-organiser'`.catch(() => {});
      await sql.end();
    }
    await stopAll();
  }
}
