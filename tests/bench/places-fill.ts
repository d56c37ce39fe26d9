/**
 * @module Bench data for the place suggestions (run by tests/bench/suggestions.mjs with Deno): applies the migrations
 * and writes the ~200 places of places.data.ts (an upsert: nothing else changes, so it can run again).
 */
import { scriptSql } from '../../api/src/lib/db.ts';
import { migrate } from '../../api/src/lib/migrate.ts';
import { PLACES } from '../../api/src/domains/places/places.data.ts';
import { upsertPlaces } from '../../api/src/domains/places/places.repo.ts';

const sql = scriptSql();
await migrate(sql);
await upsertPlaces(sql, PLACES);
await sql`vacuum analyze places`;
const [row] = await sql<{ n: number }[]>`select count(*)::int as n from places`;
console.info(`places: ${row!.n}`);
await sql.end();
