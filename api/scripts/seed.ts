/** @module `deno task seed`: applies migrations and loads places and demo data (idempotent). */
import { sql } from '../src/lib/db.ts';
import { migrate } from '../src/lib/migrate.ts';
import { seed } from '../src/seed/seed.ts';

const applied = await migrate(sql);
if (applied.length) console.info(`migrations applied: ${applied.join(', ')}`);
await seed(sql);
console.info('seed: places and demo data loaded');
await sql.end();
