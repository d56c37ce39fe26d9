/**
 * @module The backup-restore drill (issue 28, ADR 0048), run by `npm test`'s ops step: a database seeded with the
 * demo data (bookings, payments, refunds, receipts, payouts, photos) is backed up with `npm run backup`, restored
 * with `npm run restore` into an empty database, and the restored one must keep the ledger's invariants (every
 * provider's balance, ledger and chained statements), the receipts' numbering (1..n without a gap, the counter at
 * n, the same numbers for the same payments) and the same money. Scratch databases `<db>_bk_src` and `<db>_bk_dst`
 * on the server of DATABASE_URL (dropped first and after).
 */
import assert from 'node:assert/strict';
import { createPool, type Sql } from '../../lib/db.ts';
import { env } from '../../lib/env.ts';
import { migrate } from '../../lib/migrate.ts';
import { seed } from '../../seed/seed.ts';
import { assertInvariant } from '../../domains/payouts/payouts.fixtures.ts';

const ROOT = new URL('../../../../', import.meta.url).pathname;
const base = new URL(env.DATABASE_URL);
const dbName = base.pathname.slice(1) || 'postgres';
const urlOf = (name: string) => Object.assign(new URL(base), { pathname: `/${name}` }).toString();
const SRC = `${dbName}_bk_src`;
const DST = `${dbName}_bk_dst`;

async function node(script: string, args: string[], extra: Record<string, string> = {}) {
  const out = await new Deno.Command('node', {
    args: [script, ...args],
    cwd: ROOT,
    env: { ...extra },
    stdout: 'piped',
    stderr: 'piped',
  }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  return { code: out.code, text };
}

async function recreate(admin: Sql, name: string) {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
}

/** What must survive a restore unchanged: receipts, money, bookings. */
async function ledgerFacts(sql: Sql) {
  const receipts = await sql`select number, kind, payment_id, amount_cents from receipts order by number`;
  const [money] = await sql`
    select (select coalesce(sum(amount_cents), 0) from payments where status = 'succeeded')::float8 as paid,
      (select coalesce(sum(amount_cents), 0) from refunds where status = 'succeeded')::float8 as refunded,
      (select coalesce(sum(amount_cents), 0) from payouts)::float8 as payouts,
      (select count(*) from bookings)::int as bookings,
      (select last_number from receipt_counters where name = 'receipts')::int as counter
  `;
  return { receipts: [...receipts], money };
}

Deno.test({
  name: 'a seeded database backed up and restored into an empty one keeps the ledger and the receipts numbering',
  sanitizeResources: false,
  fn: async () => {
    const admin = createPool(urlOf(dbName), { max: 2 });
    await recreate(admin, SRC);
    await recreate(admin, DST);
    const dir = await Deno.makeTempDir({ prefix: 'mz-backup-' });
    const src = createPool(urlOf(SRC), { max: 4 });
    const dst = createPool(urlOf(DST), { max: 4 });
    try {
      const started = performance.now();
      await migrate(src);
      await seed(src);
      const before = await ledgerFacts(src);
      assert.ok(before.receipts.length > 0, 'the seed issued receipts');
      const seededMs = performance.now() - started;

      const b = await node('api/dev/backup.mjs', [`--dir=${dir}`, '--keep=2'], { DATABASE_URL: urlOf(SRC) });
      assert.equal(b.code, 0, b.text);
      const dump = /backup written: (\S+\.dump)/.exec(b.text)![1]!;
      const r = await node('api/dev/restore.mjs', [dump, `--target=${urlOf(DST)}`]);
      assert.equal(r.code, 0, r.text);
      // A second restore into the now full database is refused without --force.
      const again = await node('api/dev/restore.mjs', [dump, `--target=${urlOf(DST)}`]);
      assert.equal(again.code, 1);
      assert.match(again.text, /not empty/);

      const after = await ledgerFacts(dst);
      assert.deepEqual(after, before, 'the same receipts, money and bookings');
      const numbers = after.receipts.map((x) => Number(x.number));
      assert.deepEqual(numbers, numbers.map((_, i) => i + 1), 'receipts numbered 1..n without a gap');
      assert.equal(after.money!.counter, numbers.length, 'the counter continues after the last number');
      const providers = await dst<{ id: string }[]>`
        select distinct provider_id as id from bookings where provider_id is not null
      `;
      assert.ok(providers.length > 0);
      for (const p of providers) await assertInvariant(dst, p.id, new Date());
      assert.deepEqual(await migrate(dst), [], 'the restored database is current, checksums match');
      console.info(
        `backup-restore: seeded in ${Math.round(seededMs)} ms, ${before.receipts.length} receipts, ` +
          `${providers.length} providers' ledgers checked; ${b.text.trim()}`,
      );
    } finally {
      await Promise.all([src.end(), dst.end()]);
      await admin.unsafe(`drop database if exists "${SRC}" with (force)`);
      await admin.unsafe(`drop database if exists "${DST}" with (force)`);
      await admin.end();
      await Deno.remove(dir, { recursive: true });
    }
  },
});
