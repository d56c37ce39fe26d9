/**
 * @module Applies the ordered SQL files of api/migrations once each, every file in its own transaction, recorded in
 * `schema_migrations`. Safe to run at every start: applied files are skipped; two runners never apply the same file.
 */
import type { Sql } from './db.ts';

const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);

/**
 * Applies pending migrations.
 * @returns the names of the files applied now (empty when the schema is current)
 * @example await migrate(sql) // ['0001_foundation.sql']
 */
export async function migrate(sql: Sql): Promise<string[]> {
  await sql`
    create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )
  `;
  const files = [...Deno.readDirSync(MIGRATIONS_DIR)]
    .filter((e) => e.isFile && e.name.endsWith('.sql'))
    .map((e) => e.name)
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    const text = await Deno.readTextFile(new URL(name, MIGRATIONS_DIR));
    const done = await sql.begin(async (tx) => {
      // Serialises concurrent runners; the second one sees the row and skips.
      await tx`lock table schema_migrations in exclusive mode`;
      // A migration may rewrite a large table: the API's statement timeout (db.ts) does not apply to it.
      await tx`set local statement_timeout = 0`;
      const [row] = await tx`select 1 from schema_migrations where name = ${name}`;
      if (row) return false;
      await tx.unsafe(text); // our own migration file, never user input
      await tx`insert into schema_migrations (name) values (${name})`;
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
