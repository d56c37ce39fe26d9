/**
 * @module Test-only: empties the database of DATABASE_URL (drops and recreates the public schema), applies the
 * migrations and loads the places. Refuses to run unless RESET_DB_CONFIRM=yes.
 */
import { sql } from '../src/lib/db.ts';
import { migrate } from '../src/lib/migrate.ts';
import { seed } from '../src/seed/seed.ts';

if (Deno.env.get('RESET_DB_CONFIRM') !== 'yes') {
  console.error('reset-db drops every table: set RESET_DB_CONFIRM=yes to confirm.');
  Deno.exit(1);
}
await sql`drop schema if exists public cascade`;
await sql`create schema public`;
await migrate(sql);
await seed(sql, { demo: Deno.env.get('SEED_DEMO') === 'yes' });
await sql.end();
console.info('reset-db: schema recreated, migrations applied, places loaded');
