// The development stack restarts its embedded PostgreSQL when it dies (issue 27, ADR 0047).
// Run: node --test tests/dev/embedded-restart.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import test from 'node:test';
import { startEmbeddedDatabase } from '../../api/dev/services.mjs';

const accepting = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

test('a killed embedded PostgreSQL is started again on its port', { timeout: 120_000 }, async () => {
  const db = await startEmbeddedDatabase({ checkEveryMs: 300 });
  const port = Number(new URL(db.url).port);
  try {
    assert.equal(await accepting(port), true);
    const dataDir = (await import('node:child_process')).execFileSync('sh', [
      '-c',
      `ps -eo args | grep -o -- "-D [^ ]*" | head -50`,
    ]).toString();
    // The postmaster's pid is the first line of postmaster.pid in its data folder.
    const folder = dataDir.split('\n').map((l) => l.slice(3)).find((d) => {
      try {
        return readFileSync(`${d}/postmaster.opts`, 'utf8').includes(`port=${port}`) ||
          readFileSync(`${d}/postmaster.pid`, 'utf8').split('\n')[3]?.trim() === String(port);
      } catch {
        return false;
      }
    });
    assert.ok(folder, 'found the data folder of the server');
    const pid = Number(readFileSync(`${folder}/postmaster.pid`, 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    while (await accepting(port)) await new Promise((r) => setTimeout(r, 100));
    let back = false;
    while (!back && Date.now() - killedAt < 60_000) {
      await new Promise((r) => setTimeout(r, 300));
      back = await accepting(port);
    }
    console.info(`embedded PostgreSQL back after ${Date.now() - killedAt} ms, restarts ${db.restarts()}`);
    assert.ok(back, 'PostgreSQL accepts connections again');
    assert.equal(db.restarts(), 1);
  } finally {
    await db.stop();
  }
});
