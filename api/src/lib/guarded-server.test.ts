import assert from 'node:assert/strict';
import { serveGuarded } from './guarded-server.ts';

const server = (headerTimeoutMs: number, idleTimeoutMs: number) =>
  serveGuarded(
    { hostname: '127.0.0.1', port: 0, headerTimeoutMs, idleTimeoutMs },
    (_req, info) => new Response(`from ${info.remoteAddr.hostname}:${info.remoteAddr.port}`),
  );

/** Reads until the server closes the socket; the milliseconds it took. */
async function untilClosed(conn: Deno.Conn, limitMs: number): Promise<number> {
  const started = performance.now();
  const buffer = new Uint8Array(1024);
  const timeout = setTimeout(() => conn.close(), limitMs);
  try {
    while ((await conn.read(buffer)) !== null) { /* drain */ }
  } catch { /* closed */ }
  clearTimeout(timeout);
  return performance.now() - started;
}

Deno.test('a socket that sends nothing is closed by the server after the header timeout (issue 27)', async () => {
  const s = server(300, 5_000);
  try {
    const conn = await Deno.connect({ hostname: '127.0.0.1', port: s.addr.port });
    const ms = await untilClosed(conn, 5_000);
    console.info(`silent socket closed after ${Math.round(ms)} ms (header timeout 300 ms)`);
    assert.ok(ms < 4_000, `closed after ${Math.round(ms)} ms`);
  } finally {
    await s.shutdown();
  }
});

Deno.test('headers sent a byte at a time are cut at the header timeout; a kept-alive socket at the idle one', async () => {
  const s = server(400, 600);
  try {
    const slow = await Deno.connect({ hostname: '127.0.0.1', port: s.addr.port });
    const drip = (async () => {
      for (const byte of new TextEncoder().encode('GET / HTTP/1.1\r\nHost: x\r\nX-A: ' + 'a'.repeat(40))) {
        try {
          await slow.write(new Uint8Array([byte]));
        } catch {
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const ms = await untilClosed(slow, 5_000);
    await drip;
    assert.ok(ms < 2_000, `slow headers closed after ${Math.round(ms)} ms`);

    // A whole request is answered, with the client's own address; the idle socket is then closed.
    const conn = await Deno.connect({ hostname: '127.0.0.1', port: s.addr.port });
    await conn.write(new TextEncoder().encode('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    const buffer = new Uint8Array(4096);
    const n = await conn.read(buffer);
    const answer = new TextDecoder().decode(buffer.subarray(0, n ?? 0));
    assert.match(answer, /^HTTP\/1\.1 200/);
    assert.match(answer, new RegExp(`from 127\\.0\\.0\\.1:${(conn.localAddr as Deno.NetAddr).port}`));
    const idle = await untilClosed(conn, 5_000);
    assert.ok(idle < 3_000, `idle socket closed after ${Math.round(idle)} ms`);
  } finally {
    await s.shutdown();
  }
});

Deno.test('fetch through the guarded server works, body and keep-alive included', async () => {
  const s = serveGuarded({ hostname: '127.0.0.1', port: 0 }, async (req) => new Response(await req.text()));
  try {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`http://127.0.0.1:${s.addr.port}/`, { method: 'POST', body: `olá ${i}` });
      assert.equal(await res.text(), `olá ${i}`);
    }
  } finally {
    await s.shutdown();
  }
});
