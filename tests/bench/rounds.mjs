/**
 * @module The issue 13 method shared by the stays, suggestions and bookings benches: every endpoint is loaded in alternating
 * short rounds with GET /api/health of the same server (other load on the shared machine drifts, so each round of an
 * endpoint sits next to a round of health), and each line prints its throughput as a ratio to health's next to the
 * issue's target.
 */
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** Today in Africa/Maputo, 'yyyy-MM-dd'. */
export const todayInMaputo = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Maputo' });

/** 'yyyy-MM-dd' `days` after today in Maputo. */
export function inDays(days) {
  const [y, m, d] = todayInMaputo().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * One autocannon run.
 * @param target.url the URL; with target.paths each request takes the next of these paths in turn
 * @param target.request when given, called before each request: `(req) => req` with its method, path, headers and body
 *   (e.g. a POST with the next client's token, an idempotency key and a JSON body)
 * @param target.run instead of HTTP: `async (seconds, connections) => result` in autocannon's shape (`requests.total`,
 *   `duration`, `latency.p50`/`p99`, `non2xx`, `errors`, `timeouts`), e.g. the same work sent straight to the database
 * @param options.connections concurrent connections (default CONNECTIONS)
 */
export function load({ url, paths, request, run }, seconds, { connections = CONNECTIONS } = {}) {
  // A round that is not HTTP (the booking floor of bookings.mjs): the endpoint runs it and answers in autocannon's shape.
  if (run) return run(seconds, connections);
  let next = 0;
  const requests = request
    ? [{ setupRequest: request }]
    : paths
    ? [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, requests }, (err, result) =>
      err ? reject(err) : resolve(result));
  });
}

/**
 * CPU time (user + system, ms) used so far by the processes of process group `pgid` (Linux /proc; 0 elsewhere). The
 * API runs in its own group (api/dev/services.mjs `run`), so this is the API's CPU, which the load of other processes
 * on a shared machine does not inflate as it does latencies.
 */
export function groupCpuMs(pgid) {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        // Fields after the command's closing parenthesis: state ppid pgrp ... utime (12th) stime (13th).
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
        if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
      } catch { /* the process ended */ }
    }
  } catch {
    return 0;
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** CPU time (user + system, ms) used so far by the processes `pids` (Linux /proc; a process gone counts 0). */
export function pidsCpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch { /* the process ended */ }
  }
  return ticks * 10;
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Throughput over all rounds (requests / seconds); latency: the median of the rounds' percentiles, and the worst p99. */
function summarise(name, rounds, cpuMs, dbCpuMs) {
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
    cpuPerRequest: cpuMs === undefined ? undefined : cpuMs / Math.max(1, requests),
    dbCpuPerRequest: dbCpuMs === undefined ? undefined : dbCpuMs / Math.max(1, requests),
  };
}

/**
 * Warms up, then measures health and every endpoint in alternating rounds of about 2 s (SECONDS in all for each).
 * @param baseUrl the API, e.g. http://127.0.0.1:8787
 * @param endpoints `[{ name, url, paths?, request?, run?, cpu?, target?: { ratio?, p99? } }]` (see `load`; an endpoint's
 *   own `cpu` replaces options.cpu for its rounds, e.g. the CPU of the process that runs its `run`)
 * @param options.cpu when given, `() => ms` of CPU used so far by the API (`groupCpuMs`): each row then also has
 *   `cpuPerRequest`, the API's CPU ms per request during its rounds
 * @param options.afterWarmup `async () => {}` run once between the warm-up and the rounds (e.g. ANALYZE of a table the
 *   warm-up filled)
 * @param options.dbCpu likewise, `async () => ms` of CPU used so far by the database server's processes serving the
 *   API (`pidsCpuMs` of its backends): each row then also has `dbCpuPerRequest`. On a database server shared with
 *   other work this counts only the API's own connections (not the WAL writer nor the checkpointer).
 * @returns `{ health, rows }`: summaries; each row also has `ratio` (its req/s over health's)
 */
export async function measure(baseUrl, endpoints, { connections, cpu, dbCpu, afterWarmup } = {}) {
  const health = { name: 'GET /api/health', url: `${baseUrl}/api/health` };
  const all = [health, ...endpoints];
  console.info(`Warming up (${WARMUP_SECONDS} s each)...`);
  for (const e of all) await load(e, WARMUP_SECONDS, { connections });
  await afterWarmup?.();
  const rounds = Math.max(1, Math.round(SECONDS / 2));
  const each = SECONDS / rounds;
  console.info(`Measuring: ${connections ?? CONNECTIONS} connections, ${SECONDS} s each, ${rounds} alternating rounds...`);
  const runs = all.map(() => []);
  const cpuMs = all.map(() => 0);
  const dbCpuMs = all.map(() => 0);
  for (let i = 0; i < rounds; i++) {
    for (const [j, e] of all.entries()) {
      const cpuOf = e.cpu ?? cpu;
      const before = cpuOf?.();
      const dbBefore = await dbCpu?.();
      runs[j].push(await load(e, each, { connections }));
      if (cpuOf) cpuMs[j] += cpuOf() - before;
      if (dbCpu) dbCpuMs[j] += (await dbCpu()) - dbBefore;
    }
  }
  const [h, ...rest] = all.map((e, j) =>
    summarise(e.name, runs[j], cpu ? cpuMs[j] : undefined, dbCpu ? dbCpuMs[j] : undefined)
  );
  return { health: h, rows: rest.map((r, j) => ({ ...r, ratio: r.rps / h.rps, target: endpoints[j].target })) };
}

/** Prints the table: req/s, p50, p99 (median and worst round), ratio to health, and the target met or not. */
export function printTable({ health, rows }) {
  const pad = (s, n) => String(s).padEnd(n);
  const num = (n, d = 0) => n.toLocaleString('en', { minimumFractionDigits: d, maximumFractionDigits: d });
  const verdict = (r) => {
    if (!r.target) return 'for information';
    const parts = [];
    let met = true;
    if (r.target.ratio !== undefined) {
      parts.push(`>= ${r.target.ratio} of health`);
      met &&= r.ratio >= r.target.ratio;
    }
    if (r.target.p99 !== undefined) {
      parts.push(`p99 <= ${r.target.p99} ms`);
      met &&= r.p99 <= r.target.p99;
    }
    return `${parts.join(', ')}: ${met ? 'met' : 'NOT met'}`;
  };
  const cpu = health.cpuPerRequest !== undefined;
  const dbCpu = health.dbCpuPerRequest !== undefined;
  console.info('');
  console.info(
    `${pad('endpoint', 48)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('worst', 8)}${
      pad('fail', 6)
    }${cpu ? pad('API cpu ms', 11) : ''}${dbCpu ? pad('DB cpu ms', 10) : ''}${pad('ratio', 7)}target`,
  );
  for (const r of [health, ...rows]) {
    console.info(
      `${pad(r.name, 48)}${pad(num(r.rps), 9)}${pad(num(r.p50, 1), 8)}${pad(num(r.p99, 1), 8)}${
        pad(num(r.p99max, 1), 8)
      }${pad(r.failures, 6)}${cpu ? pad(num(r.cpuPerRequest, 3), 11) : ''}${
        dbCpu ? pad(num(r.dbCpuPerRequest, 3), 10) : ''
      }${
        pad(r === health ? '1.00' : r.ratio.toFixed(2), 7)
      }${r === health ? '' : verdict(r)}`,
    );
  }
}
