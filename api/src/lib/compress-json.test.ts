import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compressJson } from './compress-json.ts';

const big = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Evento ${i}` })) });
const app = new Hono();
app.use('*', compressJson());
app.get('/big', (c) => c.body(big, 200, { 'Content-Type': 'application/json' }));
app.get('/small', (c) => c.json({ status: 'ok' }));
app.get('/stream', (c) => c.body(big, 200, { 'Content-Type': 'text/event-stream' }));

const get = (path: string, accept?: string) =>
  app.request(path, { headers: accept === undefined ? {} : { 'Accept-Encoding': accept } });

Deno.test('a JSON answer is brotli for a client that accepts br, gzip for one that accepts only gzip', async () => {
  const br = await get('/big', 'gzip, deflate, br, zstd');
  assert.equal(br.headers.get('Content-Encoding'), 'br');
  assert.match(br.headers.get('Vary') ?? '', /Accept-Encoding/);
  const brBody = new Uint8Array(await br.arrayBuffer());
  assert.ok(brBody.length < big.length / 4, `${brBody.length} bytes`);
  assert.equal(brotliDecompressSync(brBody).toString(), big);

  const gzip = await get('/big', 'gzip');
  assert.equal(gzip.headers.get('Content-Encoding'), 'gzip');
  assert.equal(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString(), big);
});

Deno.test('no encoding without Accept-Encoding, under 1 KiB, or for the live stream', async () => {
  const plain = await get('/big');
  assert.equal(plain.headers.get('Content-Encoding'), null);
  assert.equal(await plain.text(), big);
  const small = await get('/small', 'br');
  assert.equal(small.headers.get('Content-Encoding'), null);
  assert.deepEqual(await small.json(), { status: 'ok' });
  const stream = await get('/stream', 'br');
  assert.equal(stream.headers.get('Content-Encoding'), null);
  assert.equal(await stream.text(), big);
});
