/**
 * @module `npm run bench`, suggestions line of issue 13, and the cost of the request log.
 *
 * Starts the embedded PostgreSQL (or uses DATABASE_URL: only the places are upserted, nothing is deleted, so it can be
 * re-run), writes the places (tests/bench/places-fill.ts, then VACUUM ANALYZE), starts two APIs on it, one with
 * LOG_REQUESTS=false and one with the request log on as in production (sampled, LOG_SAMPLE_RATE), and measures:
 * - GET /api/places/suggestions over 60 texts as typed ('ma', 'map', 'mapu', 'xai x', 'gurue'...), one per request in
 *   turn, with BENCH_CONNECTIONS connections (default 50), in alternating rounds with GET /api/health of the same
 *   server (tests/bench/rounds.mjs): target >= 1.0 of health;
 * - the same with one connection (a quiet machine, one person typing): target p99 <= 5 ms;
 * - GET /api/health of the API that logs, as a ratio to the one that does not (the log's cost; for information).
 */
import path from 'node:path';
import { deno, freePort, ROOT, runToEnd, startEmbeddedDatabase, stopAll, waitForHttp } from '../../api/dev/services.mjs';
import { measure, printTable } from './rounds.mjs';

const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const external = process.env.DATABASE_URL;
const TYPED = [
  'ma', 'map', 'mapu', 'maputo', 'mat', 'matola', 'xa', 'xai', 'xai x', 'xai-xai', 'to', 'tof', 'tofo', 'in', 'inh',
  'inham', 'inhambane', 'be', 'bei', 'beira', 'qu', 'que', 'quel', 'quelimane', 'gu', 'gur', 'gurue', 'na', 'nam',
  'nampula', 'pe', 'pem', 'pemba', 'vi', 'vil', 'vilanculos', 'ch', 'chi', 'chimoio', 'te', 'tet', 'tete', 'li', 'lic',
  'lichinga', 'il', 'ilha', 'ilha de m', 'bi', 'bil', 'bilene', 'po', 'pon', 'ponta do ouro', 'mo', 'moc', 'mocuba',
  'junta', 'aeroporto', 'praia',
];

let database;
try {
  let databaseUrl = external;
  if (!databaseUrl) {
    database = await startEmbeddedDatabase();
    databaseUrl = database.url;
  }
  console.info(`Database: ${external ? 'DATABASE_URL' : 'embedded PostgreSQL (temporary folder)'}`);
  await runToEnd('fill-places', DENO, ['run', '-A', 'tests/bench/places-fill.ts'], {
    env: { DATABASE_URL: databaseUrl, NO_COLOR: '1' },
  });
  const start = async (log) => {
    const port = await freePort();
    const api = deno(`api-log-${log}`, ['run', '-A', 'api/src/main.ts'], {
      env: { DATABASE_URL: databaseUrl, NO_COLOR: '1', PORT: String(port), LOG_REQUESTS: String(log) },
      quiet: true,
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(`${baseUrl}/api/health`, 60_000, api);
    return baseUrl;
  };
  const quiet = await start(false);
  const logging = await start(true);
  const paths = TYPED.map((q) => `/api/places/suggestions?${new URLSearchParams({ q })}`);
  const probe = await (await fetch(`${quiet}${paths[2]}`)).json();
  if (!probe.data?.length) throw new Error(`suggestions answered ${JSON.stringify(probe).slice(0, 300)}`);
  console.info(`Suggestions for 'mapu': ${probe.data.map((p) => p.name).join(', ')}`);
  const suggestions = { url: `${quiet}${paths[0]}`, paths };

  printTable(await measure(quiet, [{ name: 'GET /api/places/suggestions (60 texts)', ...suggestions, target: { ratio: 1.0 } }]));
  console.info('\nOne connection (a quiet machine, one person typing):');
  printTable(
    await measure(quiet, [{ name: 'GET /api/places/suggestions, 1 connection', ...suggestions, target: { p99: 5 } }], {
      connections: 1,
    }),
  );
  console.info('\nThe request log: health of an API logging as in production, next to health of one that does not:');
  printTable(await measure(quiet, [{ name: 'GET /api/health, request log on', url: `${logging}/api/health` }]));
} catch (err) {
  console.error(String(err?.stack ?? err));
  process.exitCode = 1;
} finally {
  await stopAll();
  await database?.stop();
}
