/**
 * @module `npm run fuzz`: malformed requests over every operation of openapi/openapi.json, with each role's token
 * (anonymous, client, driver, hotel_manager, event organiser, admin: the demo accounts), against the API started as a
 * process on a free port of 127.0.0.1 (tests/fuzz/serve-api.ts) with the Firebase Auth emulator. Prints the count by status and every 5xx (method, path,
 * body, answer), and checks that no request the API refused (4xx) changed a table: the tables' fingerprints
 * (tests/fuzz/snapshot.mjs) are compared around each batch; a batch that changed tables and also held accepted writes
 * has its refused requests replayed one batch, then one request, at a time. Exits 1 on any 5xx, network failure or
 * table changed by a refused request.
 *
 * Database: DATABASE_URL (migrated and seeded with the demo data, which the fuzz then writes into: use a throwaway
 * database; `--reset` empties it first), or the embedded database in memory when unset.
 *
 * Options: --requests=N (default 10000), --seed=N (default random; printed, replays the same mutations),
 * --concurrency=N (default 8), --batch=N (requests between two fingerprints, default 40), --reset.
 * FUZZ_IGNORE_TABLES: a regular expression of tables left out of the comparison (default: rate limiter tables and the
 * outbound queue, which the background job changes, the jobs' own run records, job_runs of ADR 0048, and the webhook
 * outbox that the 'webhook-deliveries' job sends, issue 29; the route summaries of popular rides, rides' own mirror,
 * whose past days and hours the 'ride-route-days' job deletes, ADR 0047).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import {
  deno, freePort, PROJECT_ID, ROOT, runToEnd, startAuthEmulator, startEmbeddedDatabase, stopAll, waitForHttp,
} from '../../api/dev/services.mjs';
import { createGenerator, createRandom, operationsOf } from './generate.mjs';
import { changedTables, createSnapshotter } from './snapshot.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const TOTAL = Number(arg('requests', 10_000));
const SEED = Number(arg('seed', Math.floor(Math.random() * 2 ** 31)));
const CONCURRENCY = Number(arg('concurrency', 8));
const BATCH = Number(arg('batch', 40));
const RESET = process.argv.includes('--reset');
// The outbound queue's rows change when the background job sends them, seconds after the accepted write that queued
// them (ADR 0029); what queues them, a notification, is compared.
const IGNORE = new RegExp(process.env.FUZZ_IGNORE_TABLES ?? 'rate_?limit|^outbound_messages$|^sms_sandbox$|^job_runs$|^webhook_deliveries$|^ride_route_(days|hours)$');
const DENO = path.join(ROOT, 'node_modules/.bin/deno');

/** The demo accounts that stand for each role (api/src/seed/demo-users.ts). */
const ROLES = {
  anonymous: null,
  client: 'cliente@demo.co.mz',
  driver: 'motorista@demo.co.mz',
  hotel_manager: 'hotel@demo.co.mz',
  event: 'eventos@demo.co.mz',
  admin: 'admin@demo.co.mz',
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const clip = (text, n = 400) => (text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text);
const show = (value) => JSON.stringify(value)?.replace(/\\u0000/g, '\\u0000') ?? 'undefined';

async function signIn(emulatorHost, email) {
  const res = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'segredo123', returnSecureToken: true }),
    },
  );
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * Real ids of the database, for plausible path parameters and body fields: `all[table]` (the demo accounts left out
 * of `users`, so that the admin's requests do not suspend the fuzz's own callers) and `byRole[role][table]`, what each
 * role's demo account owns or takes part in. Read again during the run, so new bookings and payments join.
 */
async function readPools(sql) {
  const emails = Object.values(ROLES).filter(Boolean);
  const ids = async (query, ...params) => (await sql.unsafe(query, params).catch(() => [])).map((r) => r.id);
  const all = {};
  const tables = ['places', 'rides', 'bookings', 'payments', 'events', 'room_types', 'establishments',
    'event_partnerships', 'partnership_posts', 'loyalty_rewards', 'chat_rooms', 'notifications', 'event_ticket_types',
    'waitlist_entries'];
  for (const table of tables) all[table] = await ids(`select id::text as id from "${table}" order by id limit 60`);
  all.users = await ids('select id from users where email <> all($1::text[]) order by id limit 60', emails);
  const byRole = {};
  for (const [role, email] of Object.entries(ROLES)) {
    if (!email) continue;
    const [user] = await sql`select id from users where email = ${email}`;
    if (!user) continue;
    const uid = user.id;
    const mine = (query) => ids(query, uid);
    byRole[role] = {
      bookings: await mine('select id::text as id from bookings where user_id = $1 or provider_id = $1 order by created_at desc limit 40'),
      payments: await mine('select id::text as id from payments where user_id = $1 order by id limit 40'),
      chat_rooms: await mine('select id::text as id from chat_rooms where client_id = $1 or provider_id = $1 limit 40'),
      notifications: await mine('select id::text as id from notifications where user_id = $1 limit 40'),
      waitlist_entries: await mine('select id::text as id from waitlist_entries where user_id = $1 limit 40'),
      rides: await mine('select id::text as id from rides where driver_id = $1 limit 40'),
      establishments: await mine('select id::text as id from establishments where manager_id = $1 limit 40'),
      room_types: await mine(`select rt.id::text as id from room_types rt
        join establishments e on e.id = rt.establishment_id where e.manager_id = $1 limit 40`),
      events: await mine('select id::text as id from events where organiser_id = $1 limit 40'),
      event_partnerships: await mine(`select p.id::text as id from event_partnerships p
        join events e on e.id = p.event_id where e.organiser_id = $1 limit 40`),
    };
  }
  return { all, byRole };
}

/** Sends one generated request; resolves { status, text } (status 0: no answer). */
async function send(baseUrl, req, token) {
  const url = new URL(req.path, baseUrl);
  // The path is already encoded; keep it as built (URL would normalise '..').
  const search = new URLSearchParams(req.query).toString();
  const headers = { ...req.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (req.raw !== undefined) body = req.raw;
    else if (req.hasBody) body = JSON.stringify(req.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
  }
  try {
    const res = await fetch(`${url.origin}${req.path}${search ? `?${search}` : ''}`, {
      method: req.method,
      headers,
      body,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: res.status, text: await res.text() };
  } catch (err) {
    return { status: 0, text: String(err?.cause?.message ?? err?.message ?? err) };
  }
}

async function main() {
  console.info(`fuzz: ${TOTAL} requests, seed ${SEED} (replay: --seed=${SEED}), concurrency ${CONCURRENCY}`);
  const doc = JSON.parse(readFileSync(path.join(ROOT, 'openapi/openapi.json'), 'utf8'));
  const operations = operationsOf(doc);

  const emulator = await startAuthEmulator({ port: await freePort() });
  const external = process.env.DATABASE_URL;
  const database = external ? { url: external, stop: async () => {} } : await startEmbeddedDatabase();
  const env = {
    NO_COLOR: '1',
    DATABASE_URL: database.url,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    ADMIN_EMAILS: 'admin@demo.co.mz',
    LOG_REQUESTS: 'false',
    PAYMENT_DELAY_MS: '0',
    HOLD_MINUTES: '1440',
  };
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    if (RESET) await runToEnd('reset-db', DENO, ['run', '-A', 'api/scripts/reset-db.ts'], { env: { ...env, RESET_DB_CONFIRM: 'yes' } });
    await runToEnd('seed', DENO, ['run', '-A', 'api/scripts/seed.ts'], { env, quiet: true });
    const port = await freePort();
    const api = deno('api', ['run', '-A', 'tests/fuzz/serve-api.ts'], { env: { ...env, PORT: String(port) }, quiet: true });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(`${baseUrl}/api/health`, 60_000, api);

    const tokens = {};
    for (const [role, email] of Object.entries(ROLES)) tokens[role] = email ? await signIn(emulator.host, email) : null;
    const roles = Object.keys(ROLES);
    const random = createRandom(SEED);
    const generator = createGenerator(doc, { random, pools: await readPools(sql) });
    const { snapshot, tables } = await createSnapshotter(sql, { ignore: IGNORE });

    const byStatus = new Map();
    const failures = []; // 5xx and no answer
    const violations = []; // refused requests that changed tables
    let replays = 0;
    const started = Date.now();

    const describe = (req, role) => ({
      role,
      method: req.method,
      path: `${req.path}${Object.keys(req.query).length ? `?${new URLSearchParams(req.query)}` : ''}`,
      body: req.raw !== undefined ? req.raw : req.body,
      mutations: req.mutations,
    });

    /** Runs requests with CONCURRENCY at a time; resolves their answers in order. */
    async function runAll(items) {
      const answers = new Array(items.length);
      let next = 0;
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
        while (next < items.length) {
          const i = next++;
          answers[i] = await send(baseUrl, items[i].req, tokens[items[i].role]);
        }
      }));
      return answers;
    }

    // Payments settle in the background within a second of an accepted write (PAYMENT_DELAY_MS=0): wait for that
    // before fingerprinting, so that a settlement is not blamed on the refused requests that follow.
    const settle = () => sleep(1_200);

    const passed = new Map();
    const allowed = (op) => passed.get(op) ?? passed.set(op, new Set()).get(op);

    let before = await snapshot();
    for (let done = 0; done < TOTAL; done += BATCH) {
      const items = [];
      for (let i = done; i < Math.min(TOTAL, done + BATCH); i++) {
        const op = operations[i % operations.length];
        // Three requests in four go as a role that got past the operation's guard before (when one did), so that
        // most reach validation and the service rather than stopping at 401/403.
        const known = [...allowed(op)];
        const role = known.length && random.chance(0.75) ? random.pick(known.sort()) : random.pick(roles);
        items.push({ op, role, req: generator.request(op, role) });
      }
      const answers = await runAll(items);
      if ((done + BATCH) % 1000 < BATCH) {
        generator.setPools(await readPools(sql));
        console.info(`  ${Math.min(TOTAL, done + BATCH)} sent, ${failures.length} 5xx so far (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
      let accepted = false;
      let acceptedWrite = false;
      answers.forEach((answer, i) => {
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        if (answer.status === 0 || answer.status >= 500) {
          failures.push({ ...describe(items[i].req, items[i].role), status: answer.status, answer: answer.text });
        }
        if (answer.status < 400) accepted = true;
        if (answer.status < 400 && items[i].req.method !== 'GET') acceptedWrite = true;
        if (answer.status !== 401 && answer.status !== 403) allowed(items[i].op).add(items[i].role);
      });
      if (acceptedWrite) await settle();
      const after = await snapshot();
      const changed = changedTables(before, after);
      before = after;
      if (!changed.length) continue;
      const refused = items.filter((_, i) => answers[i].status >= 400 && answers[i].status < 500);
      if (!accepted) {
        violations.push({ tables: changed, requests: refused.map((it) => describe(it.req, it.role)) });
        continue;
      }
      // Accepted requests (some GETs create rows on the way, like chat rooms) explain the change; replay the refused requests to see whether they change anything too.
      replays++;
      let base = await snapshot();
      const again = await runAll(refused.map((it) => ({ ...it, req: structuredClone(it.req) })));
      let now = await snapshot();
      const moved = changedTables(base, now);
      if (moved.length) {
        for (const [i, it] of refused.entries()) {
          if (again[i].status < 400) continue;
          base = await snapshot();
          await send(baseUrl, it.req, tokens[it.role]);
          now = await snapshot();
          const single = changedTables(base, now);
          if (single.length) violations.push({ tables: single, requests: [describe(it.req, it.role)] });
        }
      }
      before = await snapshot();
    }

    const seconds = (Date.now() - started) / 1000;
    console.info(`\nfuzz: ${TOTAL} requests over ${operations.length} operations and ${roles.length} roles in ${seconds.toFixed(1)} s`);
    console.info(`tables compared: ${tables.length} (${tables.join(', ')}); batches replayed: ${replays}`);
    console.info('by status:');
    for (const [status, n] of [...byStatus.entries()].sort((a, b) => a[0] - b[0])) {
      console.info(`  ${status === 0 ? 'no answer' : status}: ${n}`);
    }
    console.info(`5xx or no answer: ${failures.length}`);
    for (const f of failures) {
      console.info(`  ${f.status} ${f.method} ${clip(f.path, 300)} as ${f.role} [${f.mutations.join(', ')}]`);
      console.info(`    body: ${clip(show(f.body))}`);
      console.info(`    answer: ${clip(f.answer)}`);
    }
    console.info(`tables changed by refused requests: ${violations.length}`);
    for (const v of violations) {
      console.info(`  tables ${v.tables.join(', ')} by ${v.requests.length} refused request(s):`);
      for (const r of v.requests.slice(0, 5)) console.info(`    ${r.method} ${clip(r.path, 200)} as ${r.role}: ${clip(show(r.body), 200)}`);
    }
    if (failures.length) console.info(`\nAPI output (last lines):\n${api.recentOutput().split('\n').slice(-40).join('\n')}`);
    if (failures.length || violations.length) process.exitCode = 1;
  } finally {
    await sql.end({ timeout: 2 });
    await stopAll();
    await database.stop();
  }
}

await main().catch((err) => {
  console.error(err?.stack ?? err);
  process.exitCode = 1;
});
