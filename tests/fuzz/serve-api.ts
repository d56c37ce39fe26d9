/**
 * @module The API as the fuzz run meets it: the app of api/src/main.ts (every router, the error handler, the
 * background settlement and hold release) without the built apps, listening on 127.0.0.1:PORT only. The database is
 * migrated and seeded before (api/scripts/seed.ts). Every 2xx JSON answer is checked against its documented schema
 * (api/src/test/answers.ts, issue 29): one that breaks it is answered as 500 ANSWER_BREAKS_SCHEMA naming the
 * problem, so that the run counts it with the 5xx it fails on.
 */
import { buildApi } from '../../api/src/app.ts';
import { sql } from '../../api/src/lib/db.ts';
import { env } from '../../api/src/lib/env.ts';
import { startMaintenance } from '../../api/src/maintenance.ts';
import { answerChecker } from '../../api/src/test/answers.ts';

const app = buildApi({ log: false });
const checkAnswer = answerChecker(app);
const stopMaintenance = startMaintenance(sql);

/** The app's answer, or a 500 naming how a 2xx JSON answer breaks its documented schema. */
async function checked(request: Request): Promise<Response> {
  const res = await app.fetch(request);
  const type = res.headers.get('content-type');
  if (res.status < 200 || res.status > 299 || !type?.includes('application/json')) return res;
  const body = await res.clone().json().catch(() => undefined);
  const problem = checkAnswer(request.method, request.url, res.status, type, body);
  if (!problem) return res;
  return Response.json({ error: { code: 'ANSWER_BREAKS_SCHEMA', message: problem } }, { status: 500 });
}

const server = Deno.serve({ hostname: '127.0.0.1', port: env.PORT, onListen: () => {} }, checked);

const shutdown = async () => {
  stopMaintenance();
  await server.shutdown();
  await sql.end({ timeout: 2 });
  Deno.exit(0);
};
Deno.addSignalListener('SIGINT', shutdown);
Deno.addSignalListener('SIGTERM', shutdown);
