/**
 * @module VACUUM ANALYZE of the whole bench database (tests/bench/scale.mjs runs it after each fill): the shared
 * machine's PostgreSQL runs with autovacuum off, so without it the planner would see the tables as they were before
 * the fill (and the visibility map would send index-only scans to the heap).
 */
import { scriptSql } from '../../api/src/lib/db.ts';

const sql = scriptSql();
const started = Date.now();
await sql`vacuum analyze`;
console.info(`vacuum analyze: ${((Date.now() - started) / 1000).toFixed(1)} s`);
await sql.end();
