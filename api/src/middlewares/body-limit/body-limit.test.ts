import assert from 'node:assert/strict';
import { app } from '../../test/helpers.ts';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMITS } from './body-limit.ts';

const MB = 1024 * 1024;

/** A body of `total` bytes produced only as it is read, counting what the server pulled. */
function streamedBody(total: number) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  }, { highWaterMark: 0 });
  return { stream, counter };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

Deno.test('an anonymous 200 MB streamed body answers 413 after reading little more than 1 MB', async () => {
  const { stream, counter } = streamedBody(200 * MB);
  const started = performance.now();
  const res = await post('/api/bookings/create', stream);
  assert.equal(res.status, 413);
  const body = await res.json();
  assert.equal(body.error.code, 'PAYLOAD_TOO_LARGE');
  assert.equal(body.error.message, 'O pedido é demasiado grande: o máximo é 1 MB.');
  assert.ok(counter.pulled <= JSON_BODY_LIMIT + 256 * 1024, `read ${counter.pulled} bytes`);
  assert.ok(performance.now() - started < 2000);
  await stream.cancel().catch(() => {});
});

Deno.test('a declared Content-Length over the limit answers 413 without reading the body', async () => {
  const { stream, counter } = streamedBody(200 * MB);
  const res = await post('/api/payments', stream, { 'Content-Length': String(200 * MB) });
  assert.equal(res.status, 413);
  assert.equal((await res.json()).error.code, 'PAYLOAD_TOO_LARGE');
  assert.equal(counter.pulled, 0);
  await stream.cancel().catch(() => {});
});

Deno.test('bodies under the limit reach the route: 900 kB JSON, and a 13 MB verification upload', async () => {
  const json = JSON.stringify({ type: 'ride', note: 'x'.repeat(900 * 1024) });
  assert.notEqual((await post('/api/bookings/create', json)).status, 413);
  const upload = UPLOAD_BODY_LIMITS.find((u) => u.path === '/api/verifications')!;
  assert.ok(upload.maxSize >= 2 * Math.ceil((5 * MB) / 3) * 4 + 1024, 'two 5 MB photos in base64 fit');
  const big = JSON.stringify({ profilePhoto: 'x'.repeat(13 * MB) });
  const res = await post('/api/verifications', big);
  assert.equal(res.status, 401, 'read whole, then refused for another reason');
});

Deno.test('a verification upload over its limit answers 413 with the photo message', async () => {
  const upload = UPLOAD_BODY_LIMITS.find((u) => u.path === '/api/verifications')!;
  const { stream, counter } = streamedBody(100 * MB);
  const res = await post('/api/verifications', stream);
  assert.equal(res.status, 413);
  assert.equal((await res.json()).error.message, 'O pedido é demasiado grande: cada foto deve ter menos de 5MB.');
  assert.ok(counter.pulled <= upload.maxSize + 256 * 1024);
  await stream.cancel().catch(() => {});
});
