/**
 * The invariant over the demo data (issue 12): in a database of its own (created, migrated, seeded, dropped), every
 * provider's balance equals their bookings' shares minus refunds minus payouts, and their statements chain.
 */
import { createPool } from '../../lib/db.ts';
import { env } from '../../lib/env.ts';
import { migrate } from '../../lib/migrate.ts';
import { sql } from '../../test/helpers.ts';
import { seed } from '../../seed/seed.ts';
import { assertInvariant } from './payouts.fixtures.ts';
import assert from 'node:assert/strict';

Deno.test('the balance invariant holds over the seed', async () => {
  const name = `payouts_seed_${crypto.randomUUID().slice(0, 8)}`;
  await sql.unsafe(`create database ${name}`);
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  const db = createPool(url.toString(), { max: 4 });
  try {
    await migrate(db);
    await seed(db);
    const providers = await db<{ providerId: string }[]>`select distinct provider_id from bookings`;
    assert.ok(providers.length >= 3, 'the seed has paid bookings of several providers');
    const [payouts] = await db<{ n: number }[]>`select count(*)::int as n from payouts`;
    assert.ok(payouts!.n >= 1, 'the seed has a payout batch');
    for (const p of providers) await assertInvariant(db, p.providerId, new Date());
  } finally {
    await db.end();
    await sql.unsafe(`drop database if exists ${name} with (force)`);
  }
});
