/**
 * @module The migration runner (issue 28, ADR 0048): applies the ordered SQL files of api/migrations once each, every
 * file in its own transaction, recorded in `schema_migrations` with the SHA-256 of its text.
 *
 * - One runner at a time across instances: a session advisory lock taken before anything is read; a second instance
 *   starting at once waits, then finds nothing pending.
 * - An applied file edited later stops the run (and the start) with `MigrationChecksumError`, naming each file: the
 *   database holds what the old text did, so the new text would never run. Restore the file and put the change in a
 *   new migration.
 * - A database migrated before checksums existed (no `checksum` column, or a null one) gets the checksums of its
 *   applied files recorded at the first run: those files are taken as applied with the text on disk.
 * - `migrationStatus` lists every file as applied, pending, edited or missing (recorded, no file: an older release).
 *
 * No library: the well-kept runners (node-pg-migrate, postgres-shift, graphile-migrate) need node-postgres or their
 * own CLI, not Deno with postgres.js; this is 150 lines, tested in migrate.test.ts.
 */
import { createHash } from 'node:crypto';
import type { Sql } from './db.ts';

const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);
/** First key of the migration lock ('MOZM'), apart from the jobs' locks (lib/exclusive.ts, 'MOZJ'). */
const MIGRATION_LOCK_CLASS = 0x4d4f5a4d;

/** Where the runner reads and records (tests use a folder and a table of their own). */
export interface MigrateOptions {
  /** Folder of the .sql files (default api/migrations). */
  dir?: URL;
  /** The table recording applied files (default schema_migrations). */
  table?: string;
}

/** One migration file as the runner sees it. */
export interface MigrationFile {
  name: string;
  text: string;
  /** SHA-256 of the text (line endings as \n), hex. */
  checksum: string;
}

/** A file and its state: applied (checksum matches), pending, edited (checksum differs), missing (no file). */
export interface MigrationState {
  name: string;
  state: 'applied' | 'pending' | 'edited' | 'missing';
  appliedAt: Date | null;
}

/** An applied migration whose file changed since: the start stops (exit 1) with this message. */
export class MigrationChecksumError extends Error {
  constructor(readonly files: string[]) {
    super(
      `migrations edited after they were applied: ${files.join(', ')}. The database ran the old text; restore ` +
        'these files as they were applied (git log) and put the change in a new migration ' +
        '(`npm run migrate -- --status` lists them).',
    );
    this.name = 'MigrationChecksumError';
  }
}

/** SHA-256 of a migration's text, line endings normalised (a checkout with CRLF is the same file). */
export const checksumOf = (text: string) => createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');

/** The .sql files of `dir`, in name order, with their checksums. */
export function readMigrations(dir: URL = MIGRATIONS_DIR): MigrationFile[] {
  return [...Deno.readDirSync(dir)]
    .filter((e) => e.isFile && e.name.endsWith('.sql'))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const text = Deno.readTextFileSync(new URL(name, dir));
      return { name, text, checksum: checksumOf(text) };
    });
}

async function ensureTable(db: Sql, table: string) {
  await db`
    create table if not exists ${db(table)} (
      name text primary key,
      applied_at timestamptz not null default now()
    )
  `;
  // Added by issue 28: databases migrated before it have the table without it (filled at the first run).
  await db`alter table ${db(table)} add column if not exists checksum text`;
}

/**
 * Runs `fn` holding the migration lock of `table` (waits for another runner to finish). The lock lives on a reserved
 * connection; `fn` uses the pool (so the pool needs 2 connections).
 */
async function withLock<T>(sql: Sql, table: string, fn: () => Promise<T>): Promise<T> {
  const conn = await sql.reserve();
  try {
    await conn`select pg_advisory_lock(${MIGRATION_LOCK_CLASS}, hashtext(${table}))`;
    try {
      return await fn();
    } finally {
      await conn`select pg_advisory_unlock(${MIGRATION_LOCK_CLASS}, hashtext(${table}))`.catch(() => {});
    }
  } finally {
    conn.release();
  }
}

/** Each file's state against what the database recorded (no lock, reads only; the table must exist). */
function compare(files: MigrationFile[], rows: { name: string; checksum: string | null; appliedAt: Date }[]) {
  const byName = new Map(rows.map((r) => [r.name, r]));
  const states: MigrationState[] = files.map((f) => {
    const row = byName.get(f.name);
    if (!row) return { name: f.name, state: 'pending', appliedAt: null };
    const edited = row.checksum !== null && row.checksum !== f.checksum;
    return { name: f.name, state: edited ? 'edited' : 'applied', appliedAt: row.appliedAt };
  });
  const onDisk = new Set(files.map((f) => f.name));
  for (const r of rows) {
    if (!onDisk.has(r.name)) states.push({ name: r.name, state: 'missing', appliedAt: r.appliedAt });
  }
  return states.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every migration's state (for `npm run migrate -- --status` and the readiness check). Creates the table when
 * missing (so a new database lists every file as pending).
 * @example (await migrationStatus(sql)).filter((m) => m.state !== 'applied')
 */
export async function migrationStatus(sql: Sql, options: MigrateOptions = {}): Promise<MigrationState[]> {
  const table = options.table ?? 'schema_migrations';
  await ensureTable(sql, table);
  const rows = await sql<{ name: string; checksum: string | null; appliedAt: Date }[]>`
    select name, checksum, applied_at from ${sql(table)}
  `;
  return compare(readMigrations(options.dir), rows);
}

/**
 * Applies pending migrations, under the migration lock, after checking the applied ones.
 * @returns the names of the files applied now (empty when the schema is current)
 * @throws MigrationChecksumError when an applied file was edited (nothing is applied then)
 * @example await migrate(sql) // ['0190_job_runs.sql']
 */
export async function migrate(sql: Sql, options: MigrateOptions = {}): Promise<string[]> {
  const table = options.table ?? 'schema_migrations';
  const files = readMigrations(options.dir);
  return await withLock(sql, table, async () => {
    await ensureTable(sql, table);
    const rows = await sql<{ name: string; checksum: string | null; appliedAt: Date }[]>`
      select name, checksum, applied_at from ${sql(table)}
    `;
    const states = compare(files, rows);
    const edited = states.filter((s) => s.state === 'edited').map((s) => s.name);
    if (edited.length) throw new MigrationChecksumError(edited);
    // Applied before checksums were recorded: record the file's (once).
    const byName = new Map(files.map((f) => [f.name, f]));
    for (const row of rows.filter((r) => r.checksum === null && byName.has(r.name))) {
      await sql`update ${sql(table)} set checksum = ${byName.get(row.name)!.checksum} where name = ${row.name}`;
    }
    const applied: string[] = [];
    for (const state of states.filter((s) => s.state === 'pending')) {
      const file = byName.get(state.name)!;
      await sql.begin(async (tx) => {
        // Runners from before the advisory lock serialised on the table: they still do.
        await tx`lock table ${tx(table)} in exclusive mode`;
        // A migration may rewrite a large table: the API's statement timeout (db.ts) does not apply to it.
        await tx`set local statement_timeout = 0`;
        await tx.unsafe(file.text); // our own migration file, never user input
        await tx`insert into ${tx(table)} (name, checksum) values (${file.name}, ${file.checksum})`;
      });
      applied.push(file.name);
    }
    return applied;
  });
}

let filesAtStart: MigrationFile[] | undefined;

/**
 * Whether the database holds every migration of this release, unchanged (the readiness check): reads the recorded
 * names and checksums only (the files are read once per process), never creates or locks anything.
 * @returns 'ok', 'pending' (a file not applied yet), 'edited', or 'unknown' (the table cannot be read)
 */
export async function migrationsCurrent(sql: Sql): Promise<'ok' | 'pending' | 'edited' | 'unknown'> {
  filesAtStart ??= readMigrations();
  let rows: { name: string; checksum: string | null; appliedAt: Date }[];
  try {
    rows = await sql`select name, checksum, applied_at from schema_migrations`;
  } catch {
    return 'unknown';
  }
  const states = compare(filesAtStart, rows);
  if (states.some((s) => s.state === 'edited')) return 'edited';
  return states.some((s) => s.state === 'pending') ? 'pending' : 'ok';
}
