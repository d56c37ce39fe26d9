/** @module `deno task migrate`: applies the pending migrations of api/migrations (each once, in a transaction). */
import { sql } from '../src/lib/db.ts';
import { migrate } from '../src/lib/migrate.ts';

const applied = await migrate(sql);
console.info(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: none pending');
await sql.end();
