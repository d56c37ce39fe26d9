/**
 * @module The API's environment, parsed once with zod. A wrong value stops the process with a clear message.
 */
import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /** PostgreSQL connection string. `npm start` and the test runner set it (embedded PGlite when none is given). */
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }),
  /** Pool size of the one postgres() instance (1 for the embedded PGlite, which has a single session). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-turismo-mz'),
  /** The Firebase web API key given to the apps (any value works with the emulator). */
  FIREBASE_WEB_API_KEY: z.string().min(1).default('demo-api-key'),
  /** host:port of the Firebase Auth emulator (development and tests); unset in production. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /** Comma-separated e-mails that may hold the admin role (DECISIONS.md 3, the bootstrap list). */
  ADMIN_EMAILS: z.string().default('')
    .transform((s) => s.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean)),
  /** Folder holding the built apps (traveller/, partner-portal/, admin/ each with dist/); unset: API only. */
  APPS_DIR: z.string().optional(),
  LOG_REQUESTS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Minutes an unpaid pending booking holds its seats before they are released (issue 3; default 15). */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Milliseconds the sandbox payment provider takes to settle card and M-Pesa payments (spec 9: 2 s; tests: 0). */
  PAYMENT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Redis for the rate-limit counters (redis://host:port); unset: they live in PostgreSQL (ADR 0018). */
  REDIS_URL: z.string().url({ message: 'REDIS_URL must be a redis:// URL' }).optional(),
  /** Multiplies every rate limit of ADR 0018 (default 1; the test runner raises it, 0.5 halves them). */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1_000_000).default(1),
  /**
   * Proxies in front of the API whose X-Forwarded-For is trusted (default 0: the client is the connection's
   * address). 1 behind one load balancer: the client is the last address it appended (ADR 0018).
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
});

export type Env = z.infer<typeof EnvSchema>;

function readEnv(): Env {
  const parsed = EnvSchema.safeParse(Deno.env.toObject());
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    console.error(`Invalid environment:\n${lines}`);
    Deno.exit(1);
  }
  return parsed.data;
}

/** The parsed environment. */
export const env: Env = readEnv();
