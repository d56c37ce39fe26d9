/**
 * @module `npm run backup` (issue 28, ADR 0048): a consistent dump of the database of DATABASE_URL with pg_dump
 * (custom format, compressed, one snapshot), beside it a manifest (`.json`: when, the server's and the client's
 * versions, the migrations applied, row counts of the ledger's tables, the dump's SHA-256). Photos live in
 * PostgreSQL by default (media_blobs), so they are in the dump; with an S3 bucket (MEDIA_S3_BUCKET) the manifest
 * says so and the bucket is backed up by its own versioning (README, 'Back up and restore').
 *
 * Usage: `npm run backup [-- --dir=<folder>] [--keep=<n>]`: writes `<dir>/mozturismo-<UTC time>.dump` (default dir
 * BACKUP_DIR or ./backups), then deletes the oldest backups of the folder beyond the newest `keep` (BACKUP_KEEP,
 * default 14). Prints the dump's path. Exit 1 on any failure (nothing half-written is left under the final name).
 *
 * pg_dump must be at least the server's major version: PG_BIN names its folder, else the newest
 * /usr/lib/postgresql/<n>/bin, else the PATH's (lib/pg-tools.mjs).
 */
import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pgTool, serverInfo } from './pg-tools.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** SHA-256 of a file, hex. */
export function sha256(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file).on('data', (d) => hash.update(d)).on('end', () => resolve(hash.digest('hex'))).on(
      'error',
      reject,
    );
  });
}

/**
 * Backs up `databaseUrl` into `dir`.
 * @returns {Promise<{ dump: string, manifest: object }>}
 */
export async function backup(databaseUrl, { dir = 'backups', keep = 14, now = new Date() } = {}) {
  mkdirSync(dir, { recursive: true });
  const info = await serverInfo(databaseUrl);
  const pgDump = pgTool('pg_dump', info.major);
  const name = `mozturismo-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}`;
  const dump = path.join(dir, `${name}.dump`);
  const partial = `${dump}.partial`;
  // One snapshot of the whole database (pg_dump always takes one); compressed custom format for pg_restore.
  await pgDump.run([
    '--format=custom',
    '--compress=6',
    '--no-owner',
    '--no-privileges',
    '--file',
    partial,
    databaseUrl,
  ]);
  renameSync(partial, dump);
  const manifest = {
    file: path.basename(dump),
    createdAt: now.toISOString(),
    server: info.version,
    pgDump: pgDump.version,
    sha256: await sha256(dump),
    migrations: info.migrations,
    counts: info.counts,
    media: process.env.MEDIA_S3_BUCKET
      ? { storage: 's3', bucket: process.env.MEDIA_S3_BUCKET, note: 'photos are in the bucket, not in this dump' }
      : { storage: 'postgresql', note: 'photos are in this dump (media_blobs)' },
  };
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(manifest, null, 2) + '\n');
  // Retention: the newest `keep` backups of the folder stay.
  const old = readdirSync(dir).filter((f) => /^mozturismo-\d{8}T\d{6}Z\.dump$/.test(f)).sort().reverse().slice(keep);
  for (const f of old) {
    rmSync(path.join(dir, f), { force: true });
    rmSync(path.join(dir, f.replace(/\.dump$/, '.json')), { force: true });
  }
  return { dump, manifest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required (the database to back up).');
    process.exit(1);
  }
  try {
    const { dump, manifest } = await backup(url, {
      dir: arg('dir') ?? process.env.BACKUP_DIR ?? 'backups',
      keep: Number(arg('keep') ?? process.env.BACKUP_KEEP ?? 14),
    });
    console.info(`backup written: ${dump} (${manifest.migrations.count} migrations, sha256 ${manifest.sha256})`);
  } catch (err) {
    console.error(`backup failed: ${err?.message ?? err}`);
    process.exit(1);
  }
}
