/**
 * @module Test script (lib/db.test.ts runs it as a process of its own): a transaction whose connection's server process
 * is terminated, then two statements more on that connection. Prints each refusal's code and `survived` when the
 * process is still alive at the end; without patches/postgres+3.4.9.patch, postgres.js threw an uncaught TypeError
 * from its write timer (porsager/postgres#1208) and the process ended with it.
 */
import { createPool, sql, transaction } from '../lib/db.ts';
import { env } from '../lib/env.ts';

const pool = createPool(env.DATABASE_URL, { max: 2 });
const codes: string[] = [];
// postgres.js may also leave a statement sent in the instant of the loss unanswered (its own issue, not a crash):
// the script waits 3 s at most for the transaction.
const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 3000));
try {
  const outcome = await Promise.race([
    hung,
    transaction(pool, async (tx) => {
      const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await sql`select pg_terminate_backend(${row!.pid})`;
      for (let i = 0; i < 2; i++) {
        await tx`select 1`.catch((err) => codes.push(String(err.code)));
      }
      await tx`select 1`;
    }),
  ]);
  console.info(outcome === 'hung' ? 'hung' : 'committed');
} catch (err) {
  console.info(`refused ${(err as { code?: string }).code}`);
}
// A timer turn later: the write timer that used to throw has run.
await new Promise((resolve) => setTimeout(resolve, 100));
console.info(`statements ${codes.join(' ')}`);
await pool.end({ timeout: 1 });
await sql.end({ timeout: 1 });
console.info('survived');
Deno.exit(0); // a statement left unanswered keeps no promise alive that the script still waits for
