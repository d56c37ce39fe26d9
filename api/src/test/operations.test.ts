/**
 * @module The operator's view of a running API process (issue 28, ADR 0048): its trace of a booking holds the
 * database spans (received on a local OTLP endpoint), its JSON log line of the request, its Prometheus metrics, its
 * error reports to a Sentry-compatible DSN (scrubbed), its shutdown (SSE streams end within seconds) and its refusal
 * to start on an edited migration.
 */
import assert from 'node:assert/strict';
import { createApp } from '../lib/create-app.ts';
import { flushErrorReports, reportError, scrubText, startErrorReporting, stopErrorReporting } from '../lib/report.ts';
import { createClient, createDriver, insertRide } from '../domains/rides/rides.fixtures.ts';
import { freePort, startApiProcess } from './api-process.ts';
import { sql } from './helpers.ts';

/** A local HTTP receiver: every request's path and body, kept in order. */
function receiver() {
  const got: { path: string; body: string }[] = [];
  const port = freePort();
  const server = Deno.serve({ port, hostname: '127.0.0.1', onListen: () => {} }, async (req) => {
    got.push({ path: new URL(req.url).pathname, body: await req.text() });
    return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
  });
  return { url: `http://127.0.0.1:${port}`, port, got, stop: () => server.shutdown() };
}

async function waitFor<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string } }[];
}

const spansOf = (bodies: { path: string; body: string }[]): OtlpSpan[] =>
  bodies.filter((b) => b.path === '/v1/traces').flatMap((b) =>
    // deno-lint-ignore no-explicit-any -- the OTLP JSON document
    JSON.parse(b.body).resourceSpans.flatMap((r: any) => r.scopeSpans.flatMap((s: any) => s.spans))
  );
const attr = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

Deno.test({
  name: "a booking's trace holds its database spans; its log line is JSON; the metrics count it by route",
  fn: async () => {
    const otlp = receiver();
    const metricsPort = freePort();
    const driver = await createDriver();
    const rideId = await insertRide(driver, { from: 'Maputo', to: 'Xai-Xai', seats: 4, priceMt: 700 });
    const client = await createClient();
    const api = await startApiProcess({
      OTEL_DENO: 'true',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_SERVICE_NAME: 'mozturismo-api',
      LOG_REQUESTS: 'true',
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      INSTANCE_ID: 'api-trace-test',
    });
    try {
      const res = await fetch(`${api.url}/api/bookings/create`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${client.token}`,
          'Content-Type': 'application/json',
          'X-Request-Id': 'trace-test-booking-1',
        },
        body: JSON.stringify({ type: 'ride', rideId, seats: 1 }),
      });
      const body = await res.json();
      assert.equal(res.status, 201, JSON.stringify(body));
      assert.equal(res.headers.get('X-Request-Id'), 'trace-test-booking-1');

      // The trace: the server span of the request, and database spans under it.
      const { server, db } = await waitFor('the booking trace with its database spans', () => {
        const spans = spansOf(otlp.got);
        const server = spans.find((s) => !s.parentSpanId && attr(s, 'url.path') === '/api/bookings/create');
        if (!server) return undefined;
        const db = spans.filter((s) => s.traceId === server.traceId && s.name.startsWith('db '));
        return db.some((s) => /insert into bookings/i.test(attr(s, 'db.query.text') ?? ''))
          ? { server, db }
          : undefined;
      });
      assert.ok(db.length >= 2, `several database spans (${db.length})`);
      for (const span of db) {
        assert.equal(span.parentSpanId, server.spanId, 'each statement is a child of the request');
        assert.equal(attr(span, 'db.system.name'), 'postgresql');
        assert.doesNotMatch(attr(span, 'db.query.text') ?? '', new RegExp(client.email), 'no values in spans');
      }

      // The JSON log line of the request.
      const line = await waitFor(
        'the request log line',
        () =>
          api.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l))
            .find((l) => l.logger === 'mozturismo.http' && l.requestId === 'trace-test-booking-1'),
      );
      assert.equal(line.route, '/api/bookings/create');
      assert.equal(line.method, 'POST');
      assert.equal(line.status, 201);
      assert.equal(line.instance, 'api-trace-test');
      assert.match(line.userHash, /^[0-9a-f]{16}$/);
      assert.match(line['@timestamp'], /^\d{4}-\d\d-\d\dT/);
      assert.doesNotMatch(api.output(), new RegExp(`${client.email}|${client.uid}|${client.token.slice(0, 20)}`));
      console.info(`sample log line: ${JSON.stringify(line)}`);

      // The Prometheus endpoint, on its own port.
      const text = await waitFor('the scrape to count the booking', async () => {
        const t = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        return /mz_job_seconds_since_success\{/.test(t) ? t : undefined;
      });
      assert.match(text, /mz_http_requests_total\{[^}]*route="\/api\/bookings\/create"[^}]*status="201"[^}]*\} 1/);
      assert.match(text, /mz_http_request_duration_seconds_bucket\{/);
      assert.match(text, /mz_db_query_duration_seconds_count\{operation="insert"/);
      assert.match(text, /mz_job_runs_total\{job="payment-settlement"/);
      assert.match(text, /mz_payments\{|mz_outbound_queue_depth/);
      assert.match(text, /mz_sse_connections(\{[^}]*\})? 0/);
      console.info(
        `sample metrics:\n${
          text.split('\n').filter((l) => /^mz_(http_requests|sse|job_seconds)/.test(l)).slice(0, 8).join('\n')
        }`,
      );
      assert.equal((await fetch(`${api.url}/metrics`)).status, 404, 'not on the public port');
    } finally {
      await api.stop();
      await otlp.stop();
    }
  },
});

Deno.test('unexpected errors reach a Sentry-compatible DSN with their request id, personal data scrubbed', async () => {
  const sentry = receiver();
  startErrorReporting(`http://publickey@127.0.0.1:${sentry.port}/42`);
  try {
    const app = createApp({ log: false });
    app.get('/api/boom', () => {
      throw new Error('boom for maria.silva@exemplo.co.mz at +258 84 123 4567, Bearer eyJhbGciOi.eyJzdWIi.sig');
    });
    const res = await app.request('/api/boom', { headers: { 'X-Request-Id': 'sentry-test-1' } });
    assert.equal(res.status, 500);
    reportError(new Error('job failed for 841234567'), { job: 'hold-release' });
    await flushErrorReports();
    const envelopes = await waitFor(
      'two events',
      () => sentry.got.filter((g) => g.path === '/api/42/envelope/').length >= 2 ? sentry.got : undefined,
    );
    const all = envelopes.map((e) => e.body).join('\n');
    assert.match(all, /sentry-test-1/, 'the request id is a tag');
    assert.match(all, /"route":"\/api\/boom"/);
    assert.match(all, /boom for \[filtered\]/);
    assert.match(all, /"job":"hold-release"/);
    assert.doesNotMatch(all, /maria|exemplo|123 4567|841234567|eyJhbGciOi/);
  } finally {
    await stopErrorReporting();
    await sentry.stop();
  }
  assert.equal(scrubText('ana@x.co.mz 4242 4242 4242 4242'), '[filtered] [filtered]');
});

Deno.test({
  name: 'SIGTERM: readiness turns 503 and open live streams end within seconds; the process exits',
  fn: async () => {
    const api = await startApiProcess({ SHUTDOWN_TIMEOUT_MS: '8000' });
    const client = await createClient();
    const readyBody = await waitFor('readiness', async () => {
      const res = await fetch(`${api.url}/api/ready`);
      const body = await res.json();
      return res.status === 200 ? body : undefined;
    }, 15_000);
    assert.deepEqual(readyBody, {
      status: 'ready',
      database: 'ok',
      migrations: 'ok',
      jobs: 'ok',
      staleJobs: [],
      draining: false,
    });
    const tokenRes = await fetch(`${api.url}/api/notifications/stream-token`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${client.token}` },
    });
    const { data } = await tokenRes.json();
    const stream = await fetch(`${api.url}/api/notifications/stream?token=${encodeURIComponent(data.token)}`);
    const reader = stream.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    assert.match(first, /event: ready/);
    const started = performance.now();
    const ended = (async () => {
      while (!(await reader.read()).done) { /* events until the end */ }
      return performance.now() - started;
    })();
    const stopped = api.stop('SIGTERM').then(() => performance.now() - started);
    const [streamMs, exitMs] = await Promise.all([ended, stopped]);
    assert.ok(streamMs < 5000, `the stream ended in ${Math.round(streamMs)} ms`);
    assert.ok(exitMs < 8000, `the process exited in ${Math.round(exitMs)} ms`);
    assert.match(api.output(), /"message":"shutting down".*"streams":1/);
  },
});

Deno.test({
  name: 'an applied migration edited later stops the start: exit 1 and the file named',
  fn: async () => {
    const [row] = await sql<{ name: string; checksum: string }[]>`
      select name, checksum from schema_migrations where checksum is not null order by name limit 1
    `;
    assert.ok(row, 'the test database records checksums');
    await sql`update schema_migrations set checksum = 'edited' where name = ${row.name}`;
    try {
      const err = await startApiProcess({}, 20_000).then(
        async (api) => {
          await api.stop();
          return null;
        },
        (e: Error) => e,
      );
      assert.ok(err, 'the API did not start');
      assert.match(
        err.message,
        new RegExp(`migrations edited after they were applied: ${row.name.replace('.', '\\.')}`),
      );
    } finally {
      await sql`update schema_migrations set checksum = ${row.checksum} where name = ${row.name}`;
    }
  },
});
