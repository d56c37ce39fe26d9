/**
 * @module `npm run bench`: ride search against /api/health, measured in the same run against the same server.
 *
 * Starts the embedded PostgreSQL (or uses DATABASE_URL: the bench driver's rides there are replaced, then deleted at the
 * end), applies the migrations, fills BENCH_RIDES rides (default 100,000) with one generate_series INSERT
 * (tests/bench/fill.ts), starts the API (deno run api/src/main.ts, LOG_REQUESTS=false) and loads each endpoint with
 * autocannon: BENCH_CONNECTIONS concurrent connections (default 50) for BENCH_SECONDS seconds (default 10) each, in
 * alternating 2 s rounds after a short warm-up. Prints requests per second, p50 and p99 latency of each (median of
 * the rounds, and the worst round's p99), and each ratio next to its target (issue 13, ADR 0027): the repeated search
 * at least 0.6 of health's throughput with p99 at most 20 ms, the different searches at least 0.5; they are printed,
 * not asserted. Re-runnable on the same DATABASE_URL (the fill replaces the bench driver's rides, then VACUUM ANALYZE).
 *
 * The target is measured on one search repeated (Maputo -> Inhambane, today, 1 passenger), as the issue asks. A
 * third line measures, in the same rounds, searches that change at every request: each of the bench's 49 routes
 * (routes.json) for each of the next 7 days and 1 to 3 passengers (1,029 different searches), so that the figures
 * do not rest on one query's pages staying in memory.
 */
import path from 'node:path';
import { deno, freePort, ROOT, runToEnd, startEmbeddedDatabase, stopAll, waitForHttp } from '../../api/dev/services.mjs';
import { readFileSync } from 'node:fs';
import { CONNECTIONS, load, SECONDS, today as todayInMaputo, WARMUP_SECONDS } from './harness.mjs';

const ROUTES = JSON.parse(readFileSync(new URL('./routes.json', import.meta.url), 'utf8'));

const RIDES = Number(process.env.BENCH_RIDES ?? 100_000);
const external = process.env.DATABASE_URL;

/** Whether `value` meets a target written '>= 0.6' or '<= 20'. */
const meets = (value, target) => {
  const [op, bound] = target.split(' ');
  return op === '>=' ? value >= Number(bound) : value <= Number(bound);
};

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** Throughput over all rounds (requests / seconds); latency percentiles: the median of the rounds'. */
const summary = (name, rounds) => {
  const requests = rounds.reduce((s, r) => s + r.requests.total, 0);
  const seconds = rounds.reduce((s, r) => s + r.duration, 0);
  return {
    name,
    rps: requests / seconds,
    p50: median(rounds.map((r) => r.latency.p50)),
    p99: median(rounds.map((r) => r.latency.p99)),
    p99max: Math.max(...rounds.map((r) => r.latency.p99)),
    requests,
    failures: rounds.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0),
  };
};

let api;
let database;
try {
  let databaseUrl = external;
  if (!databaseUrl) {
    database = await startEmbeddedDatabase();
    databaseUrl = database.url;
  }
  const env = { DATABASE_URL: databaseUrl, NO_COLOR: '1' };
  console.info(`Database: ${external ? 'DATABASE_URL' : 'embedded PostgreSQL (temporary folder)'}`);
  console.info(`Filling ${RIDES.toLocaleString('en')} rides...`);
  await runToEnd('fill', path.join(ROOT, 'node_modules/.bin/deno'), ['run', '-A', 'tests/bench/fill.ts'], {
    env: { ...env, BENCH_RIDES: String(RIDES) },
  });

  const port = await freePort();
  api = deno('api', ['run', '-A', 'api/src/main.ts'], {
    env: { ...env, PORT: String(port), LOG_REQUESTS: 'false' },
    quiet: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, 60_000, api);

  const health = `${base}/api/health`;
  const search = `${base}/api/rides-simple/search?` +
    new URLSearchParams({ from: 'Maputo', to: 'Inhambane', date: todayInMaputo(), passengers: '1' });
  const probe = await (await fetch(search)).json();
  if (!Array.isArray(probe.data) || probe.data.length === 0) throw new Error(`search answered ${JSON.stringify(probe)}`);
  console.info(`Search Maputo -> Inhambane: ${probe.total} rides match, a page holds ${probe.data.length}.`);

  const day = (n) => new Date(Date.parse(`${todayInMaputo()}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const varied = ROUTES.flatMap(([from, to]) =>
    [0, 1, 2, 3, 4, 5, 6].flatMap((n) =>
      [1, 2, 3].map((passengers) =>
        `/api/rides-simple/search?${new URLSearchParams({ from, to, date: day(n), passengers: String(passengers) })}`
      )
    )
  );

  console.info(`Warming up (${WARMUP_SECONDS} s each)...`);
  await load(health, WARMUP_SECONDS);
  await load(search, WARMUP_SECONDS);
  await load(search, WARMUP_SECONDS, { paths: varied });
  // Alternating short rounds, so that both endpoints see the same conditions (other load on the machine drifts).
  const rounds = Math.max(1, Math.round(SECONDS / 2));
  const each = SECONDS / rounds;
  console.info(`Measuring: ${CONNECTIONS} connections, ${SECONDS} s each, in ${rounds} alternating rounds...`);
  const runs = { health: [], search: [], varied: [] };
  for (let i = 0; i < rounds; i++) {
    runs.health.push(await load(health, each));
    runs.search.push(await load(search, each));
    runs.varied.push(await load(search, each, { paths: varied }));
  }
  const results = [
    summary('GET /api/health', runs.health),
    summary('GET /api/rides-simple/search', runs.search),
    summary(`  ${varied.length.toLocaleString('en')} different searches`, runs.varied),
  ];

  const pad = (s, n) => String(s).padEnd(n);
  const num = (n, d = 0) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
  console.info('');
  console.info(`${pad('endpoint', 30)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${
    pad('worst p99', 11)
  }${pad('requests', 11)}failures`);
  for (const r of results) {
    console.info(`${pad(r.name, 30)}${pad(num(r.rps), 10)}${pad(num(r.p50, 1), 9)}${pad(num(r.p99, 1), 9)}${
      pad(num(r.p99max, 1), 11)
    }${pad(num(r.requests), 11)}${r.failures}`);
  }
  const [h, s, v] = results;
  console.info('');
  // Targets of issue 13 (ADR 0027).
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const line = (name, value, target) =>
    console.info(`${pad(name, 44)}${pad(value, 16)}target ${pad(target, 12)}${verdict(meets(Number(value), target))}`);
  line('ride search, one repeated / health', (s.rps / h.rps).toFixed(2), '>= 0.6');
  line('ride search, one repeated, p99 ms', s.p99.toFixed(1), '<= 20');
  line(`ride search, ${varied.length.toLocaleString('en')} different / health`, (v.rps / h.rps).toFixed(2), '>= 0.5');
} catch (err) {
  console.error(String(err?.stack ?? err));
  process.exitCode = 1;
} finally {
  if (external && process.env.BENCH_KEEP !== '1') {
    const postgres = (await import('postgres')).default;
    const sql = postgres(external, { max: 1, onnotice: () => {} });
    await sql`delete from rides where driver_id = 'bench-driver'`.catch(() => {});
    await sql.end();
  }
  await stopAll();
  await database?.stop();
}
