/**
 * @module `npm run restore -- <backup.dump> [--target=<postgres url>] [--force]` (issue 28, ADR 0048): restores a
 * dump of `npm run backup` into the target database (default DATABASE_URL), after checking the dump's SHA-256
 * against its manifest. The target must be empty (no table in schema public) unless --force, which drops its public
 * schema first. The restore is one transaction (pg_restore --single-transaction --exit-on-error): it lands whole or
 * not at all. Then it compares the restored database with the manifest: the migrations applied and the row counts
 * of the ledger's tables. Exit 1 on any difference or failure.
 *
 * Afterwards start the API on the restored database as usual (`npm run serve`): it checks the migrations'
 * checksums and applies those of a newer release.
 */
import { existsSync, readFileSync } from 'node:fs';
import postgres from 'postgres';
import { sha256 } from './backup.mjs';
import { pgTool, serverInfo } from './pg-tools.mjs';

/**
 * Restores `dump` into `targetUrl`.
 * @returns {Promise<{ manifest: object, restored: object }>} the manifest and what the target holds after
 * @throws when the checksum, the target's emptiness or the comparison fails
 */
export async function restore(dump, targetUrl, { force = false } = {}) {
  const manifestFile = dump.replace(/\.dump$/, '.json');
  if (!existsSync(dump)) throw new Error(`no backup at ${dump}`);
  if (!existsSync(manifestFile)) throw new Error(`no manifest beside the backup (${manifestFile})`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const digest = await sha256(dump);
  if (digest !== manifest.sha256) {
    throw new Error(`the backup is damaged: sha256 ${digest}, manifest ${manifest.sha256}`);
  }
  const before = await serverInfo(targetUrl);
  if (before.tables > 0) {
    if (!force) {
      throw new Error(`the target database is not empty (${before.tables} tables): use an empty one, or --force`);
    }
    const sql = postgres(targetUrl, { max: 1, onnotice: () => {} });
    try {
      await sql`drop schema public cascade`;
      await sql`create schema public`;
    } finally {
      await sql.end();
    }
  }
  const pgRestore = pgTool('pg_restore', before.major);
  await pgRestore.run([
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    '--dbname',
    targetUrl,
    dump,
  ]);
  const restored = await serverInfo(targetUrl);
  const problems = [];
  if (
    restored.migrations.count !== manifest.migrations.count || restored.migrations.last !== manifest.migrations.last
  ) {
    problems.push(`migrations: ${JSON.stringify(restored.migrations)}, backup ${JSON.stringify(manifest.migrations)}`);
  }
  for (const [table, n] of Object.entries(manifest.counts)) {
    if (restored.counts[table] !== n) problems.push(`${table}: ${restored.counts[table]} rows, backup ${n}`);
  }
  if (problems.length) throw new Error(`the restored database differs from the backup:\n  ${problems.join('\n  ')}`);
  return { manifest, restored };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dump = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const target = process.argv.find((a) => a.startsWith('--target='))?.slice(9) ?? process.env.DATABASE_URL;
  if (!dump || !target) {
    console.error('usage: npm run restore -- <backup.dump> [--target=postgres://...] [--force] (or DATABASE_URL)');
    process.exit(1);
  }
  try {
    const { restored } = await restore(dump, target, { force: process.argv.includes('--force') });
    console.info(
      `restored ${dump}: ${restored.migrations.count} migrations, ` +
        Object.entries(restored.counts).map(([t, n]) => `${t} ${n}`).join(', '),
    );
  } catch (err) {
    console.error(`restore failed: ${err?.message ?? err}`);
    process.exit(1);
  }
}
