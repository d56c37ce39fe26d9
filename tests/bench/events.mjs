/**
 * @module Bench module of the events domain (issue 5): event search over BENCH_EVENTS events (default 50,000).
 *
 * `bench(ctx)` fills the events (tests/bench/events-fill.ts, Deno, against ctx.databaseUrl) and loads with
 * autocannon in alternating rounds with /api/health of the same server, against the API at ctx.baseUrl: GET /api/events/search with a location (accent- and case-insensitive
 * address match) and a category, GET /api/events/search with a date range only, and GET /api/events/city (a city and
 * a month). It prints each ratio to health next to its target (issue 13: at least 0.4) and returns one summary per
 * endpoint ({ name, rps, p50, p99, requests, failures }). Re-runnable on the same DATABASE_URL.
 *
 * Standalone: `node tests/bench/events.mjs` starts the embedded PostgreSQL (or uses DATABASE_URL: the bench organiser's
 * events there are replaced, then deleted) and the API, like tests/bench/bench.mjs, and prints the table with
 * /api/health measured in the same run for comparison.
 */
import { pathToFileURL } from 'node:url';
import { runToEnd } from '../../api/dev/services.mjs';
import { DENO, load, runStandalone, SECONDS, today, WARMUP_SECONDS } from './harness.mjs';

/** Throughput over all rounds; latency percentiles: the median of the rounds'. */
function roundsSummary(name, rounds) {
  const mid = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const requests = rounds.reduce((s, r) => s + r.requests.total, 0);
  return {
    name,
    rps: requests / rounds.reduce((s, r) => s + r.duration, 0),
    p50: mid(rounds.map((r) => r.latency.p50)),
    p99: mid(rounds.map((r) => r.latency.p99)),
    requests,
    failures: rounds.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0),
  };
}

const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);

/**
 * Fills the events and measures the event endpoints.
 * @param ctx.baseUrl the running API, e.g. http://127.0.0.1:8787
 * @param ctx.databaseUrl the API's database (the fill writes there)
 * @param ctx.env extra environment for the fill
 * @returns the summaries, one per endpoint
 */
export async function bench(ctx) {
  console.info(`Filling ${EVENTS.toLocaleString('en')} events...`);
  await runToEnd('fill-events', DENO, ['run', '-A', 'tests/bench/events-fill.ts'], {
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
  const health = `${ctx.baseUrl}/api/health`;
  for (const url of [health, ...endpoints.map(([, u]) => u)]) await load(url, WARMUP_SECONDS);
  // Alternating short rounds against /api/health of the same server, so that both see the same conditions.
  const rounds = Math.max(1, Math.round(SECONDS / 2));
  const runs = [health, ...endpoints.map(([, u]) => u)].map(() => []);
  for (let i = 0; i < rounds; i++) {
    for (const [j, url] of [health, ...endpoints.map(([, u]) => u)].entries()) {
      runs[j].push(await load(url, SECONDS / rounds));
    }
  }
  const [h, ...rest] = runs.map((r, j) => roundsSummary(j === 0 ? 'GET /api/health' : endpoints[j - 1][0], r));
  console.info('');
  // Targets of issue 13 (ADR 0027): each at least 0.4 of health's throughput.
  for (const r of rest) {
    const ratio = r.rps / h.rps;
    console.info(`${r.name.padEnd(46)}/ health ${ratio.toFixed(2).padEnd(8)}target >= 0.4  ${ratio >= 0.4 ? 'met' : 'NOT met'}`);
  }
  return rest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runStandalone({
    fillScript: 'tests/bench/events-fill.ts',
    migrateEnv: { BENCH_EVENTS: '1' },
    bench,
    cleanup: async (sql) => {
      await sql`delete from event_partnerships where event_id in (select id from events where organiser_id = 'bench-organiser')`;
      await sql`delete from events where organiser_id = 'bench-organiser'`;
    },
  });
}
