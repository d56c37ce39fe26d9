/**
 * @module `npm run bench:scale` (issue 27, ADR 0047): the list and search endpoints at 100,000 rows and at ten times the
 * bench data, on the same server, with /api/health measured beside them.
 *
 * Sizes at --scale=1 (the default): 1,000,000 rides, 500,000 events, 20,000 establishments with their nights and
 * 2,000,000 bookings with their payments (the fills: tests/bench/fill.ts, events-fill.ts, stays-fill.ts,
 * bookings-fill.ts, each set-based generate_series INSERTs, then VACUUM ANALYZE). --scale=0.1 fills a tenth (the
 * machine is shared: say which scale a figure is from). The small size is 100,000 rides, 50,000 events, 2,000
 * establishments and 200,000 bookings at any scale (never above the full one). The API is
 * started once; the data grows under it between the two runs. Each endpoint is loaded BENCH_SECONDS (default 5) with
 * BENCH_CONNECTIONS (default 20) after a warm-up, alternating with /api/health. The table prints each endpoint's p99 at
 * both sizes, its ratio to /api/health's p99 measured right after it in the same run (the shared machine's load moves
 * both alike), the 2x target on that ratio (full-size within twice the small one) and /api/health's p99 during the
 * runs. After each fill the whole database is VACUUM ANALYZEd (tests/bench/vacuum.ts; autovacuum is off here).
 *
 * --only=rides[,events,stays,bookings] fills and times only those products (popular rides need only the rides: the
 * full fill of all three takes about 45 minutes on the shared machine, the 1,000,000 rides alone 10 to 25).
 *
 * bookings (issue 27): 2,000,000 ride bookings with their payments at --scale=1 (200,000 small) over the bench
 * driver's rides (tests/bench/bookings-fill.ts, after the rides at each size, so --only=bookings fills the rides too):
 * each ride's taken seats are its confirmed bookings', the rest cancelled holds; receipts and notifications as the
 * triggers write them. The API runs on the Firebase Auth emulator (started here, as tests/bench/bookings.mjs) with
 * real ID tokens; emulator users: a client owning 120 of the bookings at both sizes, the bench driver (uid
 * bench-driver), an admin (its role in its row, which the API reads) and BENCH_POST_CLIENTS (default 2,000) clients
 * for the bookings, half for each size. Rows: GET /api/bookings/user (a first page and the next one by its cursor),
 * the driver's GET /api/rides/mine (pages 1 and 2, the partner portal's Minhas Ofertas) and GET
 * /api/earnings/bookings (pages 1 and 2, its earnings), GET /api/admin/bookings, and POST /api/bookings/create of one
 * seat, each request a new Idempotency-Key, a ride with a free seat not booked before and the next client in turn
 * (at most the 3 unpaid bookings each may hold; RATE_LIMIT_FACTOR=1000 as that bench: one address sends everything).
 * Each size's tokens are fresh and verified once before its rows (TOKEN_CACHE_SECONDS=300). The table's `failed` is
 * the non-2xx answers (a booking refused counts there).
 * Re-runnable on DATABASE_URL: the fills replace their own bench rows only.
 *
 * The full size grows the small one (BENCH_GROW=1 in each fill): the rides, events and establishments numbered from
 * the small size's count up are added, and the new bookings go over the new rides; nothing is deleted between the
 * two sizes (deleting the small fill's 200,000 bookings and payments, row by row through their triggers and
 * foreign-key checks, took 7 to 14 minutes on the shared machine). Run it on a database of its own
 * (DATABASE_URL=.../bench_scale): a second run first deletes the full size the first one left, which is slow.
 * --small-filled: the small size is in the database already (the four fills run by hand at the small size, with
 * BENCH_CLIENT=bench-client); the run starts with its measures. The signed-in client and the admin are the emulator
 * users bench-client and bench-admin (their uids fixed, so a fill made before the emulator started is theirs).
 * Each row also prints the machine's 1-minute load average when it ends (os.loadavg): the machine is shared.
 */
import autocannon from 'autocannon';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import {
  deno,
  freePort,
  ROOT,
  runToEnd,
  startAuthEmulator,
  startEmbeddedDatabase,
  stopAll,
  waitForHttp,
} from '../../api/dev/services.mjs';

const scaleArg = process.argv.find((a) => a.startsWith('--scale='));
const SCALE = Number(scaleArg?.slice('--scale='.length) ?? process.env.BENCH_SCALE ?? 1);
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const ONLY = new Set((onlyArg?.slice('--only='.length) ?? 'rides,events,stays,bookings').split(','));
// The bookings are the bench driver's rides' bookings: they are filled after the rides, at each size.
if (ONLY.has('bookings')) ONLY.add('rides');
const SMALL_FILLED = process.argv.includes('--small-filled');
// --full-filled=<small.json>: the full size is in the database (a run whose last fill step failed after its commits,
// then tests/bench/vacuum.ts): only the full size is measured, beside the small rows of that run (a JSON array of
// { name, p99, healthP99, ratio, failures, answered, s5xx, loadAverage }); a new API server, not the same one.
const fullArg = process.argv.find((a) => a.startsWith('--full-filled='));
const FULL_FILLED = fullArg ? fullArg.slice('--full-filled='.length) : null;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const FULL = { rides: 1_000_000, events: 500_000, stays: 20_000, bookings: 2_000_000 };
const SMALL = { rides: 100_000, events: 50_000, stays: 2_000, bookings: 200_000 };
/** The signed-in client's bookings in the fill, at both sizes (tests/bench/bookings-fill.ts). */
const CLIENT_BOOKINGS = 120;
/** Clients of the POST rows: each holds at most 3 unpaid bookings (bookings.limits.ts); half for each size. */
const POST_CLIENTS = Number(process.env.BENCH_POST_CLIENTS ?? 2_000);
const SCALE_PREFIX = 'bench-scale-';
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

/** One autocannon run of `target` (a URL, or `{ url, headers?, request? }`: `request(req)` builds each request). */
function load(target, seconds) {
  const { url, headers, request, onResponse } = typeof target === 'string' ? { url: target } : target;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        headers,
        connections: CONNECTIONS,
        duration: seconds,
        requests: request && [{ setupRequest: request, onResponse }],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    )
  );
}

/** Runs `work(item)` over `items`, `parallel` at a time. */
async function eachLimited(items, parallel, work) {
  let next = 0;
  const results = new Array(items.length);
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

/** The Auth emulator's REST API at `host` (the client SDK's calls; `owner` = the Admin SDK's, e.g. a chosen uid). */
async function identity(host, op, body, owner = false) {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${op}?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(owner ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${op} failed: ${JSON.stringify(answer)}`);
  return answer;
}

/** An emulator user (the uid `localId` when given): `{ uid, email, signIn() }`, signIn giving a fresh ID token. */
async function emulatorUser(host, email, localId) {
  const password = 'segredo123';
  const made = await identity(host, 'signUp', { email, password, ...(localId ? { localId } : {}) }, !!localId);
  return {
    uid: made.localId,
    email,
    signIn: async () =>
      (await identity(host, 'signInWithPassword', { email, password, returnSecureToken: true }))
        .idToken,
  };
}

/**
 * The emulator users' rows as the sign-up writes them, once the migrations are applied; the admin by its role in the
 * database, which the API reads (ADR 0015), as the seed's admin.
 */
async function insertPeople() {
  const rows = [
    [people.client.uid, people.client.email, '{client}'],
    [people.admin.uid, people.admin.email, '{client,admin}'],
    ...people.posters.map((p) => [p.uid, p.email, '{client}']),
  ];
  await sql`
    insert into users (id, email, roles)
    select id, email, roles::text[] from unnest(${rows.map((r) => r[0])}::text[], ${rows.map((r) => r[1])}::text[],
      ${rows.map((r) => r[2])}::text[]) as u(id, email, roles)
    on conflict (id) do nothing
  `;
}

/**
 * Fills `size` (grows the bench rows there to it with `grow`). Growing, the events and the stays fills run beside the
 * rides and bookings ones (each fill's row triggers are off for its own transaction only: no table lock between them;
 * the bookings go over the rides, after them).
 */
async function fill(env, size, grow = false) {
  const t = Date.now();
  const run = (name, script, vars) =>
    runToEnd(name, DENO, ['run', '-A', script], { env: { ...env, ...vars, ...(grow ? { BENCH_GROW: '1' } : {}) } });
  const events = () => run('events', 'tests/bench/events-fill.ts', { BENCH_EVENTS: String(size.events) });
  const stays = () => run('stays', 'tests/bench/stays-fill.ts', { BENCH_STAYS: String(size.stays) });
  const rides = async () => {
    if (ONLY.has('rides')) await run('rides', 'tests/bench/fill.ts', { BENCH_RIDES: String(size.rides) });
    if (ONLY.has('bookings')) {
      await insertPeople();
      await run('bookings', 'tests/bench/bookings-fill.ts', {
        BENCH_BOOKINGS: String(size.bookings),
        BENCH_CLIENT: people.client.uid,
        BENCH_CLIENT_BOOKINGS: String(CLIENT_BOOKINGS),
      });
    }
  };
  if (grow) {
    await Promise.all([rides(), ONLY.has('events') && events(), ONLY.has('stays') && stays()]);
  } else {
    // From nothing the first fill applies the migrations: one after the other.
    await rides();
    if (ONLY.has('events')) await events();
    if (ONLY.has('stays')) await stays();
  }
  // Autovacuum is off on the shared machine's PostgreSQL: the planner sees the new rows only after this.
  await run('vacuum', 'tests/bench/vacuum.ts', {});
  return Date.now() - t;
}

/**
 * [name, target, product]: --only= keeps the endpoints of the products filled (suggestions go with the rides). The
 * signed-in rows are built at each size (`signedIn`): the next page's cursor and the bookable rides are the size's.
 */
const ENDPOINTS = async (base, size) =>
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
    ...(ONLY.has('bookings') ? await signedIn(base, size) : []),
  ].filter(([, , product]) => ONLY.has(product));

/** The signed-in client, the bench driver, an admin and the POST rows' clients (emulator users); set when booking. */
const people = {};
let sql;

/** The bookings rows at this size: fresh tokens (an hour each), each verified once by the API before it is loaded. */
async function signedIn(base, size) {
  const bearer = async (who) => {
    const token = await who.signIn();
    const res = await fetch(`${base}/api/health`, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`health with ${who.email}'s token answered ${res.status}`);
    return { Authorization: `Bearer ${token}` };
  };
  const client = await bearer(people.client);
  const driver = await bearer(people.driver);
  const admin = await bearer(people.admin);
  const first = await fetch(`${base}/api/bookings/user?limit=20`, { headers: client });
  const page = await first.json();
  if (!first.ok || page.data.length !== 20 || !page.next) {
    throw new Error(`GET /api/bookings/user answered ${first.status} ${JSON.stringify(page).slice(0, 300)}`);
  }
  // The POST rows: this size's half of the clients, each booking in turn (client i in requests i, i + N, i + 2N: at
  // most the 3 unpaid bookings allowed), each request a new Idempotency-Key and the next ride with a free seat
  // leaving 2 hours later or more (shuffled, none booked twice), as tests/bench/bookings.mjs.
  const half = Math.floor(people.posters.length / 2);
  const posters = size === 'small' ? people.posters.slice(0, half) : people.posters.slice(half);
  const tokens = await eachLimited(posters, 16, bearer);
  const rides = (await sql`
    select id from rides
    where driver_id = 'bench-driver' and status = 'active' and seats_available >= 1
      and departure_at > now() + interval '2 hours'
    order by md5(id::text) limit ${posters.length * 3}
  `).map((r) => r.id);
  let n = 0;
  let failed = 0;
  // The first failed booking's answer is printed (a failure counts in the table's failures).
  const onResponse = (status, body) => {
    if (status !== 201 && failed++ === 0) console.info(`  POST /api/bookings/create answered ${status}: ${body}`);
  };
  const booking = (req) => {
    const i = n++;
    return {
      ...req,
      method: 'POST',
      path: '/api/bookings/create',
      headers: {
        ...req.headers,
        'Content-Type': 'application/json',
        ...tokens[i % tokens.length],
        'Idempotency-Key': `bench-scale-${size}-${i}-${Date.now().toString(36)}`,
      },
      body: JSON.stringify({ type: 'ride', rideId: rides[i % rides.length], seats: 1 }),
    };
  };
  return [
    ['GET /api/bookings/user (first page)', { url: `${base}/api/bookings/user?limit=20`, headers: client }, 'bookings'],
    [
      'GET /api/bookings/user (next page, cursor)',
      { url: `${base}/api/bookings/user?limit=20&cursor=${encodeURIComponent(page.next)}`, headers: client },
      'bookings',
    ],
    [
      'GET /api/rides/mine (driver, page 1)',
      { url: `${base}/api/rides/mine?page=1&pageSize=50`, headers: driver },
      'bookings',
    ],
    [
      'GET /api/rides/mine (driver, page 2)',
      { url: `${base}/api/rides/mine?page=2&pageSize=50`, headers: driver },
      'bookings',
    ],
    [
      'GET /api/earnings/bookings (driver, page 1)',
      { url: `${base}/api/earnings/bookings?page=1&pageSize=20`, headers: driver },
      'bookings',
    ],
    [
      'GET /api/earnings/bookings (driver, page 2)',
      { url: `${base}/api/earnings/bookings?page=2&pageSize=20`, headers: driver },
      'bookings',
    ],
    [
      'GET /api/admin/bookings (page 1)',
      { url: `${base}/api/admin/bookings?page=1&pageSize=20`, headers: admin },
      'bookings',
    ],
    [
      'POST /api/bookings/create (1 seat)',
      { url: `${base}/api/bookings/create`, request: booking, onResponse, built: () => [n, tokens.length * 3] },
      'bookings',
    ],
  ];
}

/**
 * Waits (up to 30 s) until none of the API's statements runs: the requests a run left unanswered go on in PostgreSQL
 * and would slow the next rows. The ms waited (0 without a database connection here).
 */
async function drain() {
  if (!sql) return 0;
  const t = Date.now();
  while (Date.now() - t < 30_000) {
    const [{ n }] = await sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = 'mozturismo-api' and state = 'active'
    `;
    if (n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Date.now() - t;
}

async function measureAll(base, size) {
  const rows = [];
  const health = [];
  for (const [name, url] of await ENDPOINTS(base, size)) {
    await load(url, 1);
    const r = await load(url, SECONDS);
    const drained = await drain();
    const loadAverage = os.loadavg()[0];
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
      // Requests still unanswered when the run stopped are in no count: a row without a single answer has no p99.
      answered: r['2xx'] ?? 0,
      s5xx: (r['5xx'] ?? 0) + (h['5xx'] ?? 0),
      loadAverage,
    });
    console.info(
      `  ${name}: p99 ${r.latency.p99} ms, ${r['2xx']} answered 2xx, /api/health p99 ${h.latency.p99} ms, ` +
        `load ${loadAverage.toFixed(1)}` +
        (drained ? ` (after ${drained} ms waiting for the API's statements to end)` : ''),
    );
    if (url.built) {
      const [built, possible] = url.built();
      console.info(
        `  ${built} bookings requested of ${possible} the clients may hold${built > possible ? ': MORE' : ''}`,
      );
    }
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
  const apiEnv = {};
  if (ONLY.has('bookings')) {
    sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
    // The earlier runs' users, after their bookings (the migrations are applied by the fills: a new database has none).
    const [{ ready }] = await sql`select to_regclass('bookings') is not null as ready`;
    if (ready) {
      const earlier = sql`select id from users where email like ${SCALE_PREFIX + '%'}`;
      const theirs = sql`select id from bookings where user_id in (${earlier})`;
      await sql`delete from receipts where booking_id in (${theirs})`;
      await sql`delete from payments where booking_id in (${theirs})`;
      await sql`delete from bookings where user_id in (${earlier})`;
      await sql`delete from users where email like ${SCALE_PREFIX + '%'}`;
      await sql`delete from rate_limit_hits`;
    }
    const emulator = await startAuthEmulator({ port: await freePort() });
    const run = Date.now().toString(36);
    // Fixed uids: the fill's rows are theirs whichever emulator run signs them in (--small-filled).
    people.client = await emulatorUser(emulator.host, 'bench-client@teste.co.mz', 'bench-client');
    people.admin = await emulatorUser(emulator.host, 'bench-admin@teste.co.mz', 'bench-admin');
    // The uid of the bench driver's row (tests/bench/fill.ts), with the e-mail of that row.
    people.driver = await emulatorUser(emulator.host, 'bench-driver@teste.co.mz', 'bench-driver');
    people.posters = await eachLimited(
      Array.from({ length: POST_CLIENTS }, (_, i) => i),
      16,
      (i) => emulatorUser(emulator.host, `${SCALE_PREFIX}poster-${run}-${i}@teste.co.mz`),
    );
    Object.assign(apiEnv, {
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      // One address makes every request, as in tests/bench/bookings.mjs (the per-address limit is 300 bookings in 10
      // minutes); the counters are still written.
      RATE_LIMIT_FACTOR: '1000',
      TOKEN_CACHE_SECONDS: '300',
    });
  }
  console.info(
    `scale ${SCALE} (${[...ONLY].join(', ')}): small ${JSON.stringify(small)}, full ${JSON.stringify(full)}`,
  );
  if (SMALL_FILLED || FULL_FILLED) {
    console.info('the small size is filled already (--small-filled)');
    if (ONLY.has('bookings')) await insertPeople();
  }
  else console.info(`filling the small size... ${await fill(env, small)} ms`);
  const port = await freePort();
  const api = deno('api', ['run', '-A', 'api/src/main.ts'], {
    env: { ...env, ...apiEnv, PORT: String(port), LOG_REQUESTS: 'false' },
    quiet: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, 60_000, api);
  const idle = await load(`${base}/api/health`, 3);
  let at100k;
  if (FULL_FILLED) {
    const { readFile } = await import('node:fs/promises');
    const rows = JSON.parse(await readFile(FULL_FILLED, 'utf8'));
    at100k = { rows, healthP99: Math.max(...rows.map((r) => r.healthP99)) };
  } else at100k = await measureAll(base, 'small');
  // Printed at once: a full-size fill may take long on a shared machine.
  for (const row of at100k.rows) console.info(`small: ${row.name} p99 ${row.p99} ms, ${row.failures} failures`);
  console.info(`small: GET /api/health p99 alone ${idle.latency.p99} ms, beside the runs ${at100k.healthP99} ms`);
  if (FULL_FILLED) console.info(`the full size is filled already (--full-filled); small rows from ${FULL_FILLED}`);
  else console.info(`growing to the full size (same server)... ${await fill(env, full, true)} ms`);
  const atFull = await measureAll(base, 'full');

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
      `${pad('2x target', 11)}${pad('ok', 5)}${pad('5xx', 5)}${pad('failed', 8)}load small/full`,
  );
  for (const [i, row] of at100k.rows.entries()) {
    const big = atFull.rows[i];
    const target = 2 * row.ratio;
    const none = (r) => r.answered === 0;
    const ok = none(row) || none(big) ? 'NO' : big.ratio <= target ? 'yes' : 'NO';
    // '-': not one answer within the run (its requests still running when it stopped).
    const p = (r, v) => (none(r) ? '-' : v);
    console.info(
      `${pad(row.name, 44)}${pad(p(row, ms(row.p99)), 11)}${pad(p(big, ms(big.p99)), 10)}` +
        `${pad(p(row, x(row.ratio)), 9)}${pad(p(big, x(big.ratio)), 9)}${pad(p(row, x(target)), 11)}${pad(ok, 5)}` +
        `${pad(row.s5xx + big.s5xx, 5)}${pad(row.failures + big.failures, 8)}` +
        `${row.loadAverage.toFixed(1)} / ${big.loadAverage.toFixed(1)}`,
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
  await sql?.end();
  await stopAll();
  await database?.stop();
}
