import assert from 'node:assert/strict';
import sharp from 'sharp';
import { app, createUser } from '../../test/helpers.ts';
import { AppError } from '../../lib/errors.ts';
import { IMAGE_QUEUE_LIMITS, ImageQueue, imageQueue } from './media.queue.ts';

const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

Deno.test('the image queue runs one at a time, refuses an owner past its share (429) and a full queue (503)', async () => {
  const queue = new ImageQueue({ workers: 1, perOwner: 2, maxWaiting: 2 });
  let running = 0;
  let peak = 0;
  const gates: (() => void)[] = [];
  const work = () =>
    new Promise<number>((resolve) => {
      running++;
      peak = Math.max(peak, running);
      gates.push(() => {
        running--;
        resolve(1);
      });
    });
  const a = queue.run('ana', work);
  const b = queue.run('ana', work);
  await assert.rejects(queue.run('ana', work), (e) => e instanceof AppError && e.status === 429);
  const c = queue.run('bento', work);
  await assert.rejects(queue.run('carla', work), (e) => e instanceof AppError && e.status === 503);
  assert.deepEqual(queue.load, { running: 1, waiting: 2 });
  let settled = 0;
  const all = Promise.all([a, b, c].map((p) => p.finally(() => settled++)));
  while (settled < 3) {
    await tick();
    gates.shift()?.();
  }
  assert.deepEqual(await all, [1, 1, 1]);
  assert.equal(peak, 1, 'never two at once');
  assert.deepEqual(queue.load, { running: 0, waiting: 0 });
});

Deno.test({
  name: 'decode flood: 12 avatars of 49 MP at once from 12 new accounts; decodes bounded, /api/health keeps answering',
  fn: async () => {
    // 7000 x 7000 = 49 MP, a flat JPEG of a few hundred kB: cheap to send, expensive to decode.
    const big = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#3a7' } })
      .jpeg({ quality: 60 }).toBuffer();
    const users = await Promise.all(Array.from({ length: 12 }, () => createUser()));
    const rssBefore = Deno.memoryUsage().rss;
    let flooding = true;
    let peakRunning = 0;
    let peakRss = rssBefore;
    const health: number[] = [];
    const probe = (async () => {
      while (flooding) {
        const started = performance.now();
        const res = await app.request('/api/health');
        await res.body?.cancel();
        health.push(performance.now() - started);
        peakRunning = Math.max(peakRunning, imageQueue.load.running);
        peakRss = Math.max(peakRss, Deno.memoryUsage().rss);
        await tick(100);
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(users.map(async (user) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(big)], 'grande.jpg', { type: 'image/jpeg' }));
      const res = await app.request(`/api/photos/avatar/${user.uid}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${user.token}` },
        body: form,
      });
      await res.body?.cancel();
      return res.status;
    }));
    const elapsed = performance.now() - started;
    flooding = false;
    await probe;
    const sorted = [...health].sort((a, b) => a - b);
    const p = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    console.info(
      `decode flood: ${statuses.join(',')} in ${Math.round(elapsed)} ms; health p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, ` +
        `max ${p(1)} ms over ${health.length} probes; decodes at once at most ${peakRunning}; ` +
        `RSS ${Math.round(rssBefore / 1e6)} -> peak ${Math.round(peakRss / 1e6)} MB`,
    );
    assert.ok(statuses.every((s) => s === 201 || s === 429 || s === 503), statuses.join(','));
    assert.ok(statuses.filter((s) => s === 201).length >= 1, 'the queue serves');
    assert.ok(peakRunning <= IMAGE_QUEUE_LIMITS.workers, `decodes at once: ${peakRunning}`);
    // Generous (a shared machine, figures printed above): health answered throughout, never stalled for long.
    assert.ok(health.length >= 3 && p(0.5) < 1000 && p(1) < 5000, `health p50 ${p(0.5)} ms, max ${p(1)} ms`);
  },
  sanitizeResources: false,
  sanitizeOps: false,
});
