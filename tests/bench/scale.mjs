/**
 * @module `npm run bench:scale` (issue 27, ADR 0047): the list and search endpoints at 100,000 rows and at ten times the
 * bench data, on the same server, with /api/health measured beside them.
 *
 * Sizes at --scale=1 (the default): 1,000,000 rides, 500,000 events, 20,000 establishments with their nights (the
 * existing fills: tests/bench/fill.ts, events-fill.ts, stays-fill.ts, each one set-based generate_series INSERT, then
 * VACUUM ANALYZE). --scale=0.1 fills a tenth (the machine is shared: say which scale a figure is from). The small
 * size is 100,000 rides, 50,000 events and 2,000 establishments at any scale (never above the full one). The API is
 * started once; the data grows under it between the two runs. Each endpoint is loaded BENCH_SECONDS (default 5) with
 * BENCH_CONNECTIONS (default 20) after a warm-up, alternating with /api/health. The table prints each endpoint's p99 at
 * both sizes, its ratio to /api/health's p99 measured right after it in the same run (the shared machine's load moves
 * both alike), the 2x target on that ratio (full-size within twice the small one) and /api/health's p99 during the
 * runs. After each fill the whole database is VACUUM ANALYZEd (tests/bench/vacuum.ts; autovacuum is off here).
 *
 * --only=rides[,events,stays] fills and times only those products (popular rides need only the rides: the full fill of
 * all three takes about 45 minutes on the shared machine, the 1,000,000 rides alone 10 to 25).
 *
 * Not measured yet: the signed-in lists (GET /api/bookings/user over 2,000,000 bookings and payments) and a booking at
 * both sizes, which need the emulator's users (tests/bench/bookings.mjs shows how).
 * Re-runnable on DATABASE_URL: the fills replace their own bench rows only.
 */
import autocannon from 'autocannon';
import path from 'node:path';
import {
  deno,
  freePort,
  ROOT,
  runToEnd,
  startEmbeddedDatabase,
  stopAll,
  waitForHttp,
} from '../../api/dev/services.mjs';

const scaleArg = process.argv.find((a) => a.startsWith('--scale='));
const SCALE = Number(scaleArg?.slice('--scale='.length) ?? process.env.BENCH_SCALE ?? 1);
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const ONLY = new Set((onlyArg?.slice('--only='.length) ?? 'rides,events,stays').split(','));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const FULL = { rides: 1_000_000, events: 500_000, stays: 20_000 };
const SMALL = { rides: 100_000, events: 50_000, stays: 2_000 };
const sizeAt = (base) =>
  Object.fromEntries(Object.entries(base).map(([k, v]) => [k, Math.max(1, Math.round(v * SCALE))]));
const full = sizeAt(FULL);
const small = Object.fromEntries(Object.entries(SMALL).map(([k, v]) => [k, Math.min(v, full[k])]));

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date());
const inDays = (n) => {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

function load(url, seconds) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (err, r) => (err ? reject(err) : resolve(r)))
  );
}

async function fill(env, size) {
  const t = Date.now();
  const run = (name, script, vars) => runToEnd(name, DENO, ['run', '-A', script], { env: { ...env, ...vars } });
  if (ONLY.has('rides')) await run('rides', 'tests/bench/fill.ts', { BENCH_RIDES: String(size.rides) });
  if (ONLY.has('events')) await run('events', 'tests/bench/events-fill.ts', { BENCH_EVENTS: String(size.events) });
  if (ONLY.has('stays')) await run('stays', 'tests/bench/stays-fill.ts', { BENCH_STAYS: String(size.stays) });
  // Autovacuum is off on the shared machine's PostgreSQL: the planner sees the new rows only after this.
  await run('vacuum', 'tests/bench/vacuum.ts', {});
  return Date.now() - t;
}

/** [name, url, product]: --only= keeps the endpoints of the products filled (suggestions go with the rides). */
const ENDPOINTS = (base) =>
  [
    [
      'GET /api/rides-simple/search',
      `${base}/api/rides-simple/search?from=Maputo&to=Inhambane&date=${inDays(1)}&passengers=1`,
      'rides',
    ],
    ['GET /api/rides/popular', `${base}/api/rides/popular`, 'rides'],
    ['GET /api/rides-special-offers', `${base}/api/rides-special-offers`, 'rides'],
    [
      'GET /api/events/search (location+category)',
      `${base}/api/events/search?location=INHAMBANE&category=cultura`,
      'events',
    ],
    [
      'GET /api/events/search (dates)',
      `${base}/api/events/search?startDate=${today()}&endDate=${inDays(20)}`,
      'events',
    ],
    ['GET /api/events', `${base}/api/events`, 'events'],
    [
      'GET /api/hotels (Tofo, 3 nights)',
      `${base}/api/hotels?address=Tofo&checkIn=${inDays(20)}&checkOut=${inDays(23)}&guests=2`,
      'stays',
    ],
    ['GET /api/hotels (Maputo, no dates)', `${base}/api/hotels?address=Maputo`, 'stays'],
    ['GET /api/places/suggestions', `${base}/api/places/suggestions?q=mapu`, 'rides'],
  ].filter(([, , product]) => ONLY.has(product));

async function measureAll(base) {
  const rows = [];
  const health = [];
  for (const [name, url] of ENDPOINTS(base)) {
    await load(url, 1);
    const r = await load(url, SECONDS);
    const h = await load(`${base}/api/health`, Math.max(2, Math.round(SECONDS / 2)));
    health.push(h.latency.p99);
    rows.push({
      name,
      p99: r.latency.p99,
      // The machine is shared and its load moves: each p99 is also given as a multiple of /api/health's p99 measured
      // right after it, which the load moves alike (the ratio is the figure to compare across sizes).
      healthP99: h.latency.p99,
      ratio: r.latency.p99 / Math.max(1, h.latency.p99),
      failures: r.non2xx + r.errors + r.timeouts,
      s5xx: (r['5xx'] ?? 0) + (h['5xx'] ?? 0),
    });
    console.info(`  ${name}: p99 ${r.latency.p99} ms, /api/health p99 ${h.latency.p99} ms`);
  }
  return { rows, healthP99: Math.max(...health) };
}

let database;
try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    database = await startEmbeddedDatabase({ supervise: false });
    databaseUrl = database.url;
  }
  const env = { DATABASE_URL: databaseUrl, NO_COLOR: '1' };
  console.info(
    `scale ${SCALE} (${[...ONLY].join(', ')}): small ${JSON.stringify(small)}, full ${JSON.stringify(full)}`,
  );
  console.info(`filling the small size... ${await fill(env, small)} ms`);
  const port = await freePort();
  const api = deno('api', ['run', '-A', 'api/src/main.ts'], {
    env: { ...env, PORT: String(port), LOG_REQUESTS: 'false' },
    quiet: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, 60_000, api);
  const idle = await load(`${base}/api/health`, 3);
  const at100k = await measureAll(base);
  // Printed at once: a full-size fill may take long on a shared machine.
  for (const row of at100k.rows) console.info(`small: ${row.name} p99 ${row.p99} ms, ${row.failures} failures`);
  console.info(`small: GET /api/health p99 alone ${idle.latency.p99} ms, beside the runs ${at100k.healthP99} ms`);
  console.info(`filling the full size (same server)... ${await fill(env, full)} ms`);
  const atFull = await measureAll(base);

  const pad = (s, n) => String(s).padEnd(n);
  const ms = (n) => n.toLocaleString('en', { maximumFractionDigits: 1 });
  const x = (n) => `${n.toLocaleString('en', { maximumFractionDigits: 2 })}x`;
  console.info('');
  console.info(
    `bench:scale at --scale=${SCALE} --only=${
      [...ONLY].join(',')
    } (p99 in ms; h = the endpoint's p99 over /api/health's p99 measured right after ` +
      'it; target: full <= 2 x small, by the health ratio; the machine is shared, the ms are noisy)',
  );
  console.info(
    `${pad('endpoint', 44)}${pad('p99 small', 11)}${pad('p99 full', 10)}${pad('h small', 9)}${pad('h full', 9)}` +
      `${pad('2x target', 11)}${pad('ok', 5)}5xx`,
  );
  for (const [i, row] of at100k.rows.entries()) {
    const big = atFull.rows[i];
    const target = 2 * row.ratio;
    console.info(
      `${pad(row.name, 44)}${pad(ms(row.p99), 11)}${pad(ms(big.p99), 10)}${pad(x(row.ratio), 9)}${
        pad(x(big.ratio), 9)
      }${pad(x(target), 11)}${pad(big.ratio <= target ? 'yes' : 'NO', 5)}${row.s5xx + big.s5xx}`,
    );
  }
  console.info(
    `${pad('GET /api/health (alone / beside small / beside full)', 44)}${ms(idle.latency.p99)} / ${
      ms(at100k.healthP99)
    } / ${ms(atFull.healthP99)}`,
  );
} catch (err) {
  console.error(String(err?.stack ?? err));
  process.exitCode = 1;
} finally {
  await stopAll();
  await database?.stop();
}
