/**
 * @module What the domain bench modules (stays.mjs, events.mjs) share: the autocannon load and its summary, today in
 * Africa/Maputo, and the standalone run (embedded PostgreSQL or DATABASE_URL, migrations through the module's fill
 * script, the API, the module's endpoints next to /api/health, the table, the clean-up).
 */
import autocannon from 'autocannon';
import path from 'node:path';
import { deno, freePort, ROOT, runToEnd, startEmbeddedDatabase, stopAll, waitForHttp } from '../../api/dev/services.mjs';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
export const DENO = path.join(ROOT, 'node_modules/.bin/deno');

/** Today in Africa/Maputo, 'yyyy-MM-dd'. */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Maputo', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date());

/**
 * Loads `url` with CONNECTIONS connections for `seconds`; resolves autocannon's result.
 * @param options.paths when given, each request takes the next of these paths (on the origin of `url`) in turn
 */
export function load(url, seconds, { paths } = {}) {
  let next = 0;
  const requests = paths ? [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1, requests }, (err, result) =>
      err ? reject(err) : resolve(result));
  });
}

/** One table row: { name, rps, p50, p99 (ms), requests, failures }. */
export const summary = (name, r) => ({
  name,
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  failures: r.non2xx + r.errors + r.timeouts,
});

/**
 * Runs a bench module on its own and prints its table with /api/health measured in the same run.
 * @param options.fillScript the module's Deno fill script (run once with `migrateEnv` to apply the migrations)
 * @param options.migrateEnv environment for that first, tiny fill
 * @param options.bench the module's `bench(ctx)`
 * @param options.cleanup `(sql) => Promise` removing the bench data from DATABASE_URL (skipped with BENCH_KEEP=1)
 */
export async function runStandalone({ fillScript, migrateEnv, bench, cleanup }) {
  const external = process.env.DATABASE_URL;
  let database;
  try {
    let databaseUrl = external;
    if (!databaseUrl) {
      database = await startEmbeddedDatabase();
      databaseUrl = database.url;
    }
    const env = {};
    console.info(`Database: ${external ? 'DATABASE_URL' : 'embedded PostgreSQL (temporary folder)'}`);
    // Migrations first (the fill applies them too), so that the API starts on the full schema.
    await runToEnd('migrate', DENO, ['run', '-A', fillScript], {
      env: { DATABASE_URL: databaseUrl, NO_COLOR: '1', ...migrateEnv, ...env },
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
      await cleanup(sql).catch(() => {});
      await sql.end();
    }
    await stopAll();
    await database?.stop();
  }
}
