import assert from 'node:assert/strict';
import { sql } from '../test/helpers.ts';
import { isUniqueViolation } from './idempotency.ts';
import { transaction } from './db.ts';
import { env } from './env.ts';

/** A rate_limit_hits key of its own for each test (a small table any statement may write). */
const newKey = () => `db-test:${crypto.randomUUID()}`;
const insertHit = (db: typeof sql, key: string) =>
  db`insert into rate_limit_hits (key, hits, reset_at) values (${key}, 1, now() + interval '1 minute')`;
const stored = async (key: string) => (await sql`select 1 from rate_limit_hits where key = ${key}`).length;

Deno.test('transaction: every statement runs in one transaction, committed with the last one', async () => {
  const key = newKey();
  const [first, last] = await transaction(sql, async (tx, commitWith) => {
    const [a] = await tx<{ id: string }[]>`select txid_current()::text as id`;
    await insertHit(tx, key);
    const [b] = await commitWith(tx<{ id: string }[]>`select txid_current()::text as id`);
    return [a!.id, b!.id];
  });
  assert.equal(first, last);
  assert.equal(await stored(key), 1);
});

Deno.test('transaction: a failing last statement rolls everything back and throws its error', async () => {
  const key = newKey();
  const other = newKey();
  await assert.rejects(
    transaction(sql, async (tx, commitWith) => {
      await insertHit(tx, other);
      await insertHit(tx, key);
      await commitWith(insertHit(tx, key));
    }),
    (err) => isUniqueViolation(err, 'rate_limit_hits_pkey'),
  );
  assert.equal(await stored(other), 0);
  assert.equal(await stored(key), 0);
});

Deno.test('transaction: an error thrown by the work rolls back; the connections stay usable', async () => {
  const key = newKey();
  const refused = new Error('refused');
  await assert.rejects(
    transaction(sql, async (tx) => {
      await insertHit(tx, key);
      throw refused;
    }),
    (err) => err === refused,
  );
  assert.equal(await stored(key), 0);
  // More transactions than the pool has connections: each went back to the pool.
  const keys = Array.from({ length: 25 }, newKey);
  await Promise.all(keys.map((k) => transaction(sql, async (tx, commitWith) => await commitWith(insertHit(tx, k)))));
  assert.equal((await sql`select 1 from rate_limit_hits where key in ${sql(keys)}`).length, keys.length);
  await sql`delete from rate_limit_hits where key in ${sql([key, ...keys])}`;
});

Deno.test('transaction: a connection whose server process ends mid-transaction fails it; the process goes on', async () => {
  // In a process of its own (api/src/test/dead-connection.ts): before patches/postgres+3.4.9.patch the process ended
  // with an uncaught TypeError of postgres.js (porsager/postgres#1208).
  const script = new URL('../test/dead-connection.ts', import.meta.url);
  const run = await new Deno.Command(Deno.execPath(), {
    args: ['run', '-A', script.pathname],
    env: { DATABASE_URL: env.DATABASE_URL },
    stdout: 'piped',
    stderr: 'piped',
  }).output();
  const out = new TextDecoder().decode(run.stdout);
  const err = new TextDecoder().decode(run.stderr);
  assert.equal(run.code, 0, `the process ended with ${run.code}:\n${out}\n${err}`);
  assert.match(out, /refused (CONNECTION_CLOSED|ECONNRESET|57P01)|hung/, 'the transaction did not commit');
  assert.match(out, /survived/);
});
