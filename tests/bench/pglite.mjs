/**
 * @module The embedded database of the bench, in its own process (so that PGlite's work does not share a CPU thread
 * with the load generator): PGlite in memory, served on PGLITE_PORT over the Postgres wire protocol.
 */
import { startEmbeddedDatabase } from '../../api/dev/services.mjs';

const db = await startEmbeddedDatabase({ port: Number(process.env.PGLITE_PORT) });
console.info(`pglite ready ${db.url}`);
const stop = async () => {
  await db.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
