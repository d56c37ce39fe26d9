/**
 * @module `npm run migrate`: applies the pending migrations of api/migrations (each once, in a transaction, under
 * the migration lock; lib/migrate.ts). `npm run migrate -- --status` lists every file as applied, pending, edited
 * (changed after it was applied: the start refuses) or missing (recorded, no file), and changes nothing. Exit code 1
 * when a file was edited.
 */
import { sql } from '../src/lib/db.ts';
import { migrate, MigrationChecksumError, migrationStatus } from '../src/lib/migrate.ts';

let code = 0;
try {
  if (Deno.args.includes('--status')) {
    const states = await migrationStatus(sql);
    for (const m of states) {
      console.info(`${m.state.padEnd(8)} ${m.name}${m.appliedAt ? `  ${m.appliedAt.toISOString()}` : ''}`);
    }
    const count = (s: string) => states.filter((m) => m.state === s).length;
    console.info(
      `${count('applied')} applied, ${count('pending')} pending, ${count('edited')} edited, ${
        count('missing')
      } missing`,
    );
    if (count('edited')) code = 1;
  } else {
    const applied = await migrate(sql);
    console.info(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: none pending');
  }
} catch (err) {
  console.error(err instanceof MigrationChecksumError ? err.message : err);
  code = 1;
} finally {
  await sql.end();
}
Deno.exit(code);
