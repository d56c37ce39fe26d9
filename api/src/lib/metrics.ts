/**
 * @module Metrics and traces (issue 28, ADR 0048), with OpenTelemetry.
 *
 * Metrics: instruments of @opentelemetry/sdk-metrics read by a Prometheus exporter (`prometheusText`, served on
 * METRICS_PORT by main.ts, a port of its own never exposed by the proxy). When Deno's built-in OpenTelemetry is on
 * (OTEL_DENO=true), every instrument is also recorded on Deno's meter, which pushes them by OTLP with Deno's own HTTP
 * server metrics. Traces: Deno's built-in OpenTelemetry (OTEL_DENO=true, OTEL_EXPORTER_OTLP_ENDPOINT) makes a span
 * of every request; `instrumentQueries` adds a child span for every database statement (its SQL text with `$n`
 * placeholders, never the values).
 *
 * Names: `mz_http_*` (per route pattern), `mz_db_*` (statement time, statements in flight, pool size), `mz_job_*`
 * (runs, failures, duration; seconds since each job's last success, cluster-wide), `mz_payments`, `mz_refunds`,
 * `mz_payouts` (by state and rail), `mz_payments_pending_oldest_seconds`, `mz_outbound_queue_depth`,
 * `mz_sse_connections`.
 */
import {
  type Attributes,
  type Counter,
  type Histogram,
  metrics as otelMetrics,
  type ObservableGauge,
  type ObservableResult,
  SpanKind,
  SpanStatusCode,
  trace,
  type UpDownCounter,
} from '@opentelemetry/api';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { PrometheusExporter, PrometheusSerializer } from '@opentelemetry/exporter-prometheus';
import type { Sql } from './db.ts';

/** Whether Deno's built-in OpenTelemetry export is on (read once: it is fixed at the process's start). */
export const OTEL_DENO = Deno.env.get('OTEL_DENO') === 'true';

const exporter = new PrometheusExporter({ preventServerStart: true });
const provider = new MeterProvider({ readers: [exporter] });
const serializer = new PrometheusSerializer();
const meters = [provider.getMeter('mozturismo'), ...(OTEL_DENO ? [otelMetrics.getMeter('mozturismo')] : [])];
const tracer = trace.getTracer('mozturismo');

/** Seconds buckets for request and statement durations (1 ms to 10 s). */
const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function counter(name: string, description: string) {
  const all: Counter[] = meters.map((m) => m.createCounter(name, { description }));
  return (value: number, attributes?: Attributes) => all.forEach((c) => c.add(value, attributes));
}
function histogram(name: string, description: string, unit = 's') {
  const all: Histogram[] = meters.map((m) =>
    m.createHistogram(name, { description, unit, advice: { explicitBucketBoundaries: SECONDS } })
  );
  return (value: number, attributes?: Attributes) => all.forEach((h) => h.record(value, attributes));
}
function upDown(name: string, description: string) {
  const all: UpDownCounter[] = meters.map((m) => m.createUpDownCounter(name, { description }));
  return (value: number, attributes?: Attributes) => all.forEach((c) => c.add(value, attributes));
}
/** An observable gauge on every meter; `observe` is called at each collection (a scrape, an OTLP push). */
export function gauge(name: string, description: string, observe: (result: ObservableResult) => unknown) {
  return meters.map((m) => {
    const g: ObservableGauge = m.createObservableGauge(name, { description });
    g.addCallback(async (result) => {
      await observe(result);
    });
    return g;
  });
}

const httpRequests = counter('mz_http_requests_total', 'Requests answered, by method, route pattern and status.');
const httpDuration = histogram('mz_http_request_duration_seconds', 'Time to answer, by method and route pattern.');
const dbDuration = histogram('mz_db_query_duration_seconds', 'Time of a database statement, by operation.');
const dbFailures = counter('mz_db_query_errors_total', 'Database statements that failed, by operation.');
const dbInFlight = upDown('mz_db_queries_in_flight', 'Statements sent and not yet answered (pool use).');
const jobRuns = counter('mz_job_runs_total', 'Background job runs by this instance, by job.');
const jobFailures = counter('mz_job_failures_total', 'Background job runs that failed, by job.');
const jobDuration = histogram('mz_job_duration_seconds', 'Duration of a background job run, by job.');

/** Records one answered request (the metrics middleware). */
export function recordRequest(method: string, route: string, status: number, seconds: number) {
  httpRequests(1, { method, route, status: String(status) });
  httpDuration(seconds, { method, route, status_class: `${Math.floor(status / 100)}xx` });
}

/** Background job outcomes (api/src/maintenance.ts). */
export const jobMetrics = {
  ran(job: string, durationMs: number) {
    jobRuns(1, { job });
    jobDuration(durationMs / 1000, { job });
  },
  failed(job: string) {
    jobFailures(1, { job });
  },
};

/** The current metrics in Prometheus's text format (version 0.0.4). */
export async function prometheusText(): Promise<string> {
  const { resourceMetrics } = await exporter.collect();
  return serializer.serialize(resourceMetrics);
}

/** The statement's verb (`select`, `insert`, ...), the operation label of the database metrics and spans. */
function operationOf(text: string): string {
  return /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(text)?.[1]?.toLowerCase().slice(0, 20) ?? 'other';
}

interface QueryLike {
  strings?: readonly string[];
  executed?: boolean;
  resolve: (x: unknown) => void;
  reject: (x: unknown) => void;
  handle: () => Promise<void>;
}

let instrumented = false;

/**
 * Times every statement of every pool of the process (postgres.js's Query, found through `pool`): a histogram by
 * operation, the statements in flight, and, when tracing is on, a client span per statement under the request's
 * span. A statement's text is its template with `$n` for the values; values never reach a metric or a span.
 * Idempotent. Fragments (sql`...` nested in another statement) are never sent, so never counted.
 * @example instrumentQueries(sql)
 */
export function instrumentQueries(pool: (strings: TemplateStringsArray) => unknown) {
  if (instrumented) return;
  instrumented = true;
  // A statement built and never sent: its prototype is postgres.js's Query (not exported by the package).
  const proto = Object.getPrototypeOf(pool(Object.assign(['select 1'], { raw: ['select 1'] }))) as QueryLike;
  const handle = proto.handle;
  proto.handle = function (this: QueryLike) {
    if (!this.executed) {
      const text = (this.strings ?? []).reduce((t, s, i) => (i ? `${t}$${i}${s}` : s), '');
      const operation = operationOf(text);
      const started = performance.now();
      const span = OTEL_DENO
        ? tracer.startSpan(`db ${operation}`, {
          kind: SpanKind.CLIENT,
          attributes: {
            'db.system.name': 'postgresql',
            'db.operation.name': operation,
            'db.query.text': text.slice(0, 2000),
          },
        })
        : undefined;
      dbInFlight(1);
      const done = (failed: unknown) => {
        dbInFlight(-1);
        dbDuration((performance.now() - started) / 1000, { operation });
        if (failed) {
          dbFailures(1, { operation });
          span?.setStatus({ code: SpanStatusCode.ERROR, message: (failed as Error)?.message?.slice(0, 200) });
        }
        span?.end();
      };
      const { resolve, reject } = this;
      this.resolve = (x) => (done(null), resolve(x));
      this.reject = (x) => (done(x ?? true), reject(x));
    }
    return handle.call(this);
  };
}

/**
 * Gauges read from the database at each collection (shared by all instances: each reports the same values, so
 * dashboards take `max` over instances): payments, refunds and payouts by state and rail (the last day, plus every
 * pending one), the age of the oldest pending payment, the outbound queue's depth, seconds since each job's last
 * success; plus this instance's pool size and live streams.
 * @param db the pool; `liveStreams` this process's open SSE streams (lib/live.ts)
 */
export function observeDatabase(
  db: Sql,
  { poolMax, liveStreams }: { poolMax: number; liveStreams: () => number },
) {
  const safely = (observe: (result: ObservableResult) => Promise<void>) => async (result: ObservableResult) => {
    try {
      await observe(result);
    } catch { /* a database outage must not fail the scrape: the gauge is left out */ }
  };
  gauge('mz_db_pool_max', 'Connections the pool may open.', (r) => r.observe(poolMax));
  gauge('mz_sse_connections', 'Live-update streams (SSE) open on this instance.', (r) => r.observe(liveStreams()));
  for (const table of ['payments', 'refunds', 'payouts'] as const) {
    gauge(
      `mz_${table}`,
      `${table} by state and rail (created in the last day, and every pending one).`,
      safely(async (r) => {
        // `table` is one of three constants, never input.
        const rows = await db.unsafe<{ status: string; rail: string; provider: string; n: number }[]>(
          `select status, ${table === 'refunds' ? "'refund'" : 'method'} as rail, provider, count(*)::int as n
           from ${table} where status = 'pending' or created_at > now() - interval '1 day' group by 1, 2, 3`,
        );
        for (const row of rows) r.observe(row.n, { state: row.status, rail: row.rail, provider: row.provider });
      }),
    );
  }
  gauge(
    'mz_payments_pending_oldest_seconds',
    'Age of the oldest pending payment, by rail (alert: unsettled for too long).',
    safely(async (r) => {
      const rows = await db<{ rail: string; seconds: number }[]>`
        select method as rail, extract(epoch from now() - min(created_at))::float8 as seconds
        from payments where status = 'pending' group by 1
      `;
      for (const row of rows) r.observe(row.seconds, { rail: row.rail });
    }),
  );
  gauge(
    'mz_outbound_queue_depth',
    'E-mails and SMS waiting to be sent, by channel.',
    safely(async (r) => {
      const rows = await db<{ channel: string; n: number }[]>`
        select channel, count(*)::int as n from outbound_messages where status in ('pending', 'sending') group by 1
      `;
      for (const row of rows) r.observe(row.n, { channel: row.channel });
    }),
  );
  gauge(
    'mz_job_seconds_since_success',
    "Seconds since each background job's last successful run on any instance (job lag).",
    safely(async (r) => {
      const rows = await db<{ name: string; seconds: number }[]>`
        select name, extract(epoch from now() - last_ok_at)::float8 as seconds from job_runs where last_ok_at is not null
      `;
      for (const row of rows) r.observe(row.seconds, { job: row.name });
    }),
  );
}
