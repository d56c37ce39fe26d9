import assert from 'node:assert/strict';
import { startApiProcess } from '../../test/api-process.ts';
import { sql } from '../../test/helpers.ts';

Deno.test({
  name: 'outage: the API serves again within 5 s after its database connections are killed under load, no restart',
  fn: async () => {
    const api = await startApiProcess();
    const results: { started: number; at: number; ok: boolean; what: string }[] = [];
    let loading = true;
    const paths = ['/api/health', '/api/places/suggestions?q=Map', '/api/places/suggestions?q=Inham'];
    const worker = async (i: number) => {
      for (let n = i; loading; n++) {
        const path = paths[n % paths.length]!;
        const started = performance.now();
        try {
          const res = await fetch(`${api.url}${path}`, { signal: AbortSignal.timeout(10_000) });
          const text = await res.text();
          results.push({
            started,
            at: performance.now(),
            ok: res.status === 200,
            what: `${path} ${res.status} ${text}`,
          });
        } catch (err) {
          results.push({ started, at: performance.now(), ok: false, what: `${path} ${err}` });
        }
      }
    };
    try {
      const workers = Array.from({ length: 12 }, (_, i) => worker(i));
      await new Promise((r) => setTimeout(r, 1500));
      const before = results.length;
      assert.ok(before > 0 && results.every((r) => r.ok), 'the API served the load before the outage');
      const killedAt = performance.now();
      const killed = await sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'mozturismo-api' and pid <> pg_backend_pid()
      `;
      assert.ok(killed.length > 0, 'the API had connections to terminate');
      await new Promise((r) => setTimeout(r, 6000));
      loading = false;
      await Promise.all(workers);

      const after = results.filter((r) => r.at > killedAt);
      const lastFailure = Math.max(killedAt, ...after.filter((r) => !r.ok).map((r) => r.at));
      const recoveredMs = lastFailure - killedAt;
      console.info(
        `outage: ${killed.length} backends terminated, ${after.filter((r) => !r.ok).length} of ${after.length} ` +
          `requests failed, serving again after ${Math.round(recoveredMs)} ms`,
      );
      const failures = after.filter((r) => !r.ok).map((r) =>
        `${Math.round(r.started - killedAt)}..${Math.round(r.at - killedAt)} ms ${r.what.slice(0, 160)}`
      );
      assert.ok(recoveredMs < 5000, `serving again after ${Math.round(recoveredMs)} ms:\n${failures.join('\n')}`);
      assert.ok(after.filter((r) => r.at > lastFailure).length >= 20, 'requests kept succeeding after the outage');
      const health = await fetch(`${api.url}/api/health`);
      assert.equal(health.status, 200);
      await health.body?.cancel();
    } finally {
      loading = false;
      await api.stop();
    }
  },
});
