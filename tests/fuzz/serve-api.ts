/**
 * @module The API as the fuzz run meets it: the app of api/src/main.ts (every router, the error handler, the
 * background settlement and hold release) without the built apps, listening on 127.0.0.1:PORT only. The database is
 * migrated and seeded before (api/scripts/seed.ts).
 */
import { buildApi } from '../../api/src/app.ts';
import { sql } from '../../api/src/lib/db.ts';
import { env } from '../../api/src/lib/env.ts';
import { startMaintenance } from '../../api/src/maintenance.ts';

const app = buildApi({ log: false });
const stopMaintenance = startMaintenance(sql);
const server = Deno.serve({ hostname: '127.0.0.1', port: env.PORT, onListen: () => {} }, app.fetch);

const shutdown = async () => {
  stopMaintenance();
  await server.shutdown();
  await sql.end({ timeout: 2 });
  Deno.exit(0);
};
Deno.addSignalListener('SIGINT', shutdown);
Deno.addSignalListener('SIGTERM', shutdown);
