/**
 * @module `npm run bench`, the booking line (issues 13 and 33): POST /api/bookings/create of ride bookings spread over
 * many rides, signed in and with an Idempotency-Key each, next to its floor: the same booking transaction sent straight
 * by postgres.js (tests/bench/booking-floor.ts calls the API's `createRideBooking` with the API's pool: the caller's
 * lock, the context read, the seat update and the insert, the commit; no HTTP, token, account read, rate-limit
 * counter or idempotency middleware) at the same concurrency, in alternating rounds on the same database. Target
 * (issue 33): the API's bookings per second >= 0.5 of the floor's. Health is still loaded beside them for the ratio
 * of issue 13 (its 0.25 target withdrawn).
 *
 * Starts the embedded PostgreSQL (or uses DATABASE_URL) and the Firebase Auth emulator, fills BENCH_RIDES rides (default
 * 100,000, tests/bench/fill.ts: the bench driver's rides and their bookings are replaced, then VACUUM ANALYZE), signs
 * up BENCH_CLIENTS clients in the emulator (default 6,000; their `users` rows are written as the sign-up does, then
 * VACUUM ANALYZE), and starts the API (LOG_REQUESTS=false) on the emulator. Tokens are the emulator's real ID tokens,
 * verified by the API as in production (firebase-admin, `verifyIdToken(token, true)`); no bypass.
 *
 * Each request books 1 seat of the next ride of a shuffled list of bookable rides (departing at least 2 hours later,
 * a free seat), for the next client in turn, with a new Idempotency-Key: client i books in requests i, i + N and
 * i + 2N, so no client holds more than the 3 unpaid bookings allowed (bookings.limits.ts) and no ride is booked
 * twice. What the bench keeps out of the figure, and why:
 * - RATE_LIMIT_FACTOR=1000, as the API tests: one address makes every request (the per-address limit is 300 bookings
 *   in 10 minutes). The counters are still written, in the same store as in production.
 * - Each client's token is verified once before the rounds (an authenticated GET /api/health) and remembered for
 *   TOKEN_CACHE_SECONDS=300: a client books after searching, so its token is already verified; the emulator's own
 *   answer time is not the API's.
 * - The statistics of an empty bookings table: after the warm-up (thousands of pending bookings) `bookings` is analysed
 *   again, as autovacuum does within a minute for a table that grew by 10 %; planned on the statistics of the empty
 *   table, the lookups of one client's or one ride's pending bookings read every pending booking (ADR 0037 addendum).
 * Then health and the bookings are loaded in alternating rounds (tests/bench/rounds.mjs). The table shows failures
 * (non-2xx), the API process's CPU milliseconds per request and those of its connections' PostgreSQL processes (when
 * the server runs on this machine); a run that needs more bookings than BENCH_CLIENTS x 3 says so. Re-runnable on the
 * same DATABASE_URL: the bench's bookings, clients and rides are deleted at the end (BENCH_KEEP=1 keeps them, e.g.
 * for EXPLAIN).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
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
import { groupCpuMs, measure, pidsCpuMs, printTable } from './rounds.mjs';

const RIDES = Number(process.env.BENCH_RIDES ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 6_000);
const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const external = process.env.DATABASE_URL;
const EMAIL_PREFIX = 'bench-client-';

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

/** Signs up `n` clients in the Auth emulator at `host`: `[{ uid, email, token }]`. */
async function signUpClients(host, n) {
  const run = Date.now().toString(36);
  return await eachLimited(Array.from({ length: n }, (_, i) => i), 16, async (i) => {
    const email = `${EMAIL_PREFIX}${run}-${i}@teste.co.mz`;
    const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'segredo123', returnSecureToken: true }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
    return { uid: body.localId, email, token: body.idToken };
  });
}

/**
 * Starts the booking floor (tests/bench/booking-floor.ts) for `users` and `rides`: `{ round(seconds, connections),
 * cpuMs(), stop() }`.
 */
async function startFloor(env, users, rides) {
  const child = spawn(DENO, ['run', '-A', 'tests/bench/booking-floor.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answers = createInterface({ input: child.stdout });
  const waiting = [];
  answers.on('line', (line) => waiting.shift()?.(JSON.parse(line)));
  const ask = (order) =>
    new Promise((resolve, reject) => {
      waiting.push(resolve);
      child.once('exit', (code) => reject(new Error(`the booking floor exited (${code})`)));
      child.stdin.write(JSON.stringify(order) + '\n');
    });
  await ask({ users, rides });
  return {
    round: (seconds, concurrency) => ask({ seconds, concurrency }),
    cpuMs: () => pidsCpuMs([child.pid]),
    stop: () => {
      child.stdin.end(JSON.stringify({ stop: true }) + '\n');
      return new Promise((resolve) => child.exitCode !== null ? resolve() : child.once('exit', resolve));
    },
  };
}

/** Deletes the bench's clients, their bookings and their rate-limit counters. */
async function deleteClients(sql) {
  const mine = sql`select id from users where email like ${EMAIL_PREFIX + '%'}`;
  await sql`delete from payments where booking_id in (select id from bookings where user_id in (${mine}))`;
  await sql`delete from bookings where user_id in (${mine})`;
  await sql`delete from notifications where user_id in (${mine})`;
  await sql`delete from users where email like ${EMAIL_PREFIX + '%'}`;
  await sql`delete from rate_limit_hits`;
}

let database;
let sql;
let floor;
try {
  let databaseUrl = external;
  if (!databaseUrl) {
    database = await startEmbeddedDatabase();
    databaseUrl = database.url;
  }
  console.info(`Database: ${external ? 'DATABASE_URL' : 'embedded PostgreSQL (temporary folder)'}`);
  console.info(`Filling ${RIDES.toLocaleString('en')} rides...`);
  await runToEnd('fill', DENO, ['run', '-A', 'tests/bench/fill.ts'], {
    env: { DATABASE_URL: databaseUrl, NO_COLOR: '1', BENCH_RIDES: String(RIDES) },
  });
  sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  await deleteClients(sql);

  const emulator = await startAuthEmulator({ port: await freePort() });
  console.info(`Signing up ${CLIENTS.toLocaleString('en')} clients in the Auth emulator...`);
  const clients = await signUpClients(emulator.host, CLIENTS);
  await sql`
    insert into users (id, email)
    select * from unnest(${clients.map((c) => c.uid)}::text[], ${clients.map((c) => c.email)}::text[])
  `;
  // The floor's clients: rows of their own (no token is needed where no HTTP request is made).
  const floorClients = Array.from({ length: CLIENTS }, (_, i) => `bench-floor-${Date.now().toString(36)}-${i}`);
  await sql`
    insert into users (id, email)
    select id, ${EMAIL_PREFIX} || id || '@teste.co.mz' from unnest(${floorClients}::text[]) as id
  `;
  await sql`vacuum analyze users`;
  await sql`vacuum analyze bookings`;
  const rides = (await sql`
    select id from rides
    where driver_id = 'bench-driver' and status = 'active' and seats_available >= 1
      and departure_at > now() + interval '2 hours'
    order by md5(id::text)
  `).map((r) => r.id);
  // The first half of the shuffled rides for the API's bookings, the second for the floor's: no ride booked twice.
  if (rides.length < CLIENTS * 6) throw new Error(`only ${rides.length} bookable rides for ${CLIENTS * 6} bookings`);
  const floorRides = rides.splice(Math.floor(rides.length / 2));

  const port = await freePort();
  const api = deno('api', ['run', '-A', ...(process.env.BENCH_INSPECT ? [`--inspect=127.0.0.1:${process.env.BENCH_INSPECT}`] : []), 'api/src/main.ts'], {
    env: {
      DATABASE_URL: databaseUrl,
      NO_COLOR: '1',
      PORT: String(port),
      LOG_REQUESTS: 'false',
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      RATE_LIMIT_FACTOR: '1000',
      TOKEN_CACHE_SECONDS: '300',
    },
    quiet: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/health`, 60_000, api);
  floor = await startFloor(
    { DATABASE_URL: databaseUrl, NO_COLOR: '1', LOG_REQUESTS: 'false', FIREBASE_AUTH_EMULATOR_HOST: emulator.host },
    floorClients,
    floorRides,
  );

  console.info('Verifying each client\'s token once (an authenticated GET /api/health)...');
  await eachLimited(clients, 16, async (c) => {
    const res = await fetch(`${baseUrl}/api/health`, { headers: { Authorization: `Bearer ${c.token}` } });
    if (!res.ok) throw new Error(`health with a client's token answered ${res.status}`);
  });

  // The n-th request: client n mod N, the n-th ride of the shuffled list, a new key.
  let n = 0;
  const jobs = CLIENTS * 3;
  const booking = (req) => {
    const i = n++;
    const client = clients[i % CLIENTS];
    return {
      ...req,
      method: 'POST',
      path: '/api/bookings/create',
      headers: {
        ...req.headers,
        'Content-Type': 'application/json',
        Authorization: `Bearer ${client.token}`,
        'Idempotency-Key': `bench-${i}-${Date.now().toString(36)}`,
      },
      body: JSON.stringify({ type: 'ride', rideId: rides[i % rides.length], seats: 1 }),
    };
  };
  const probe = await fetch(`${baseUrl}/api/bookings/create`, booking({ headers: {} }));
  if (probe.status !== 201) throw new Error(`booking answered ${probe.status} ${(await probe.text()).slice(0, 300)}`);
  console.info(`A booking: ${probe.status}, ${(await probe.text()).length} bytes.`);

  // Where the time goes: the statements of the rounds, when pg_stat_statements is loaded (the embedded PostgreSQL).
  const statements = await sql`create extension if not exists pg_stat_statements`
    .then(() => sql`select pg_stat_statements_reset()`).then(() => true, () => false);
  const measured = await measure(baseUrl, [
      {
        name: 'POST /api/bookings/create (ride, many rides)',
        url: `${baseUrl}/api/bookings/create`,
        request: booking,
      },
      {
        name: 'floor: the same transaction by postgres.js',
        run: (seconds, connections) => floor.round(seconds, connections),
        cpu: () => floor.cpuMs(),
      },
    ], {
      // The warm-up's bookings counted by the planner (see the module comment).
      afterWarmup: () => sql`analyze bookings`,
      cpu: () => groupCpuMs(api.pid),
      // The API's connections to this database: their server processes, when the server runs on this machine.
      dbCpu: async () =>
        pidsCpuMs(
          (await sql`
            select pid from pg_stat_activity
            where datname = current_database() and application_name = 'mozturismo-api'
          `).map((r) => r.pid),
        ),
    });
  printTable(measured);
  const [api_, floor_] = measured.rows;
  const ratio = api_.rps / floor_.rps;
  const cpu = (r) => (r.cpuPerRequest + r.dbCpuPerRequest).toFixed(3);
  console.info(
    `\nBooking / its floor: ${ratio.toFixed(2)} (target >= 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'}); CPU ms per ` +
      `booking, process + database: API ${cpu(api_)} (${api_.cpuPerRequest.toFixed(3)} + ` +
      `${api_.dbCpuPerRequest.toFixed(3)}), floor ${cpu(floor_)} (${floor_.cpuPerRequest.toFixed(3)} + ` +
      `${floor_.dbCpuPerRequest.toFixed(3)}).`,
  );
  if (statements) {
    const top = await sql`
      select calls, round(total_exec_time)::int as total, round(mean_exec_time::numeric, 3) as mean,
        left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 100) as query
      from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
      order by total_exec_time desc limit 20
    `;
    console.info('\nStatements during the rounds (pg_stat_statements), by total time:');
    for (const s of top) {
      console.info(`${String(s.calls).padStart(8)} ${String(s.total).padStart(7)} ms ${String(s.mean).padStart(8)} ms  ${s.query}`);
    }
  }
  console.info(`\n${n.toLocaleString('en')} booking requests built of ${jobs.toLocaleString('en')} possible${
    n > jobs ? ': MORE than the clients can hold, raise BENCH_CLIENTS' : ''
  }.`);
} catch (err) {
  console.error(String(err?.stack ?? err));
  process.exitCode = 1;
} finally {
  await floor?.stop();
  if (sql) {
    if (external && process.env.BENCH_KEEP !== '1') {
      await deleteClients(sql).catch(() => {});
      await sql`delete from bookings where provider_id = 'bench-driver'`.catch(() => {});
      await sql`delete from rides where driver_id = 'bench-driver'`.catch(() => {});
    }
    await sql.end();
  }
  await stopAll();
  await database?.stop();
}
