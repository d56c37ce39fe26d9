import assert from 'node:assert/strict';
import { createPool } from './db.ts';
import { env } from './env.ts';
import { checksumOf, migrate, MigrationChecksumError, migrationStatus } from './migrate.ts';
import { sql } from '../test/helpers.ts';

/** A folder of migration files and a table of its own, so the test never touches the real schema_migrations. */
async function scratch(files: Record<string, string>) {
  const dir = await Deno.makeTempDir({ prefix: 'mz-migrations-' });
  for (const [name, text] of Object.entries(files)) await Deno.writeTextFile(`${dir}/${name}`, text);
  const suffix = crypto.randomUUID().slice(0, 8);
  const table = `schema_migrations_t_${suffix}`;
  const target = `migrate_t_${suffix}`;
  return {
    dir: new URL(`file://${dir}/`),
    table,
    target,
    write: (name: string, text: string) => Deno.writeTextFile(`${dir}/${name}`, text),
    async drop() {
      await sql`drop table if exists ${sql(table)}, ${sql(target)}`;
      await Deno.remove(dir, { recursive: true });
    },
  };
}

Deno.test('migrate applies each file once, in order, and records its checksum', async () => {
  const s = await scratch({});
  await s.write('0001_a.sql', `create table ${s.target} (n int);`);
  await s.write('0002_b.sql', `insert into ${s.target} values (2);`);
  try {
    assert.deepEqual(await migrate(sql, s), ['0001_a.sql', '0002_b.sql']);
    assert.deepEqual(await migrate(sql, s), [], 'nothing pending the second time');
    const rows = await sql`select name, checksum from ${sql(s.table)} order by name`;
    assert.equal(rows[0]!.checksum, checksumOf(`create table ${s.target} (n int);`));
    assert.deepEqual([...await sql`select n from ${sql(s.target)}`], [{ n: 2 }]);
  } finally {
    await s.drop();
  }
});

Deno.test('an applied migration edited later stops the run with a clear error, and nothing after it is applied', async () => {
  const s = await scratch({});
  await s.write('0001_a.sql', `create table ${s.target} (n int);`);
  try {
    await migrate(sql, s);
    await s.write('0001_a.sql', `create table ${s.target} (n int, m int);`);
    await s.write('0002_b.sql', `insert into ${s.target} values (2);`);
    await assert.rejects(() => migrate(sql, s), (err: Error) => {
      assert.ok(err instanceof MigrationChecksumError);
      assert.match(err.message, /0001_a\.sql/);
      assert.match(err.message, /new migration/);
      return true;
    });
    assert.deepEqual([...await sql`select n from ${sql(s.target)}`], [], '0002 was not applied');
    const status = await migrationStatus(sql, s);
    assert.deepEqual(status.map((m) => [m.name, m.state]), [['0001_a.sql', 'edited'], ['0002_b.sql', 'pending']]);
  } finally {
    await s.drop();
  }
});

Deno.test('a database migrated before checksums gets them recorded at the first run, then checked', async () => {
  const s = await scratch({});
  const text = `create table ${s.target} (n int);`;
  await s.write('0001_a.sql', text);
  try {
    // The old runner's table: no checksum column; the file applied by it.
    await sql.unsafe(`create table ${s.table} (name text primary key, applied_at timestamptz not null default now())`);
    await sql.unsafe(text);
    await sql`insert into ${sql(s.table)} (name) values ('0001_a.sql')`;
    assert.deepEqual(await migrate(sql, s), []);
    const [row] = await sql`select checksum from ${sql(s.table)}`;
    assert.equal(row!.checksum, checksumOf(text));
    await s.write('0001_a.sql', text + '\n-- edited');
    await assert.rejects(() => migrate(sql, s), MigrationChecksumError);
  } finally {
    await s.drop();
  }
});

Deno.test('two instances migrating at once apply each file once (the advisory lock)', async () => {
  const s = await scratch({});
  // Not idempotent on purpose: applied twice, the second create fails.
  await s.write('0001_a.sql', `create table ${s.target} (n int); select pg_sleep(0.3);`);
  await s.write('0002_b.sql', `insert into ${s.target} values (1);`);
  const other = createPool(env.DATABASE_URL, { max: 2 });
  try {
    const [a, b] = await Promise.all([migrate(sql, s), migrate(other, s)]);
    assert.deepEqual([...a, ...b].sort(), ['0001_a.sql', '0002_b.sql']);
    assert.deepEqual([...await sql`select n from ${sql(s.target)}`], [{ n: 1 }]);
  } finally {
    await other.end();
    await s.drop();
  }
});

Deno.test('the status lists a recorded migration without its file as missing', async () => {
  const s = await scratch({ '0001_a.sql': 'select 1;' });
  try {
    await migrate(sql, s);
    await sql`insert into ${sql(s.table)} (name, checksum) values ('0000_gone.sql', 'x')`;
    const status = await migrationStatus(sql, s);
    assert.deepEqual(status.map((m) => [m.name, m.state]), [['0000_gone.sql', 'missing'], ['0001_a.sql', 'applied']]);
  } finally {
    await s.drop();
  }
});
