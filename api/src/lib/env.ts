/**
 * @module The API's environment, parsed once with zod. A wrong value stops the process with a clear message.
 * Two modes (DECISIONS.md 7, ADR 0015): `development` (`npm start`, the tests: Auth emulator, bound to 127.0.0.1) and
 * `production` (`npm run serve`: refuses the emulator, needs a real Firebase project, its credentials and
 * DATABASE_URL; binds 0.0.0.0 unless HOST says otherwise).
 */
import { z } from 'zod';

const BaseSchema = z.object({
  /** `production` or `development`; unset: production when NODE_ENV=production, else development. */
  APP_MODE: z.enum(['production', 'development']).optional(),
  NODE_ENV: z.string().optional(),
  /** Address the server binds: default 127.0.0.1 in development, 0.0.0.0 in production. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /** PostgreSQL connection string. `npm start` and the test runner set it (the embedded PostgreSQL when none is given). */
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }),
  /** Pool size of the one postgres() instance (the same for the embedded PostgreSQL and production). */
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
  /** The built Storybook (development only: `npm start` builds it and serves it at /storybook). */
  STORYBOOK_DIR: z.string().optional(),
  LOG_REQUESTS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Share of ordinary requests logged (server errors and slow requests always are): 0 to 1, default 1 in 50. */
  LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.02),
  /** A request at least this slow is always logged, ms. */
  LOG_SLOW_MS: z.coerce.number().int().min(1).default(500),
  /** Minutes an unpaid pending booking holds its seats before they are released (issue 3; default 15). */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Milliseconds the sandbox payment provider takes to settle card and M-Pesa payments (spec 9: 2 s; tests: 0). */
  PAYMENT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Path of a Google service-account key file (production: this or FIREBASE_SERVICE_ACCOUNT). */
  GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
  /** A Google service-account key as JSON text (production: this or GOOGLE_APPLICATION_CREDENTIALS). */
  FIREBASE_SERVICE_ACCOUNT: z.string().min(1).optional(),
  /** Seconds a verified ID token is remembered before it is checked again with Firebase (0: never remembered). */
  TOKEN_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /** Redis for the rate-limit counters (redis://host:port); unset: they live in PostgreSQL (ADR 0018). */
  REDIS_URL: z.string().url({ message: 'REDIS_URL must be a redis:// URL' }).optional(),
  /** Multiplies every rate limit of ADR 0018 (default 1; the test runner raises it, 0.5 halves them). */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1_000_000).default(1),
  /**
   * Proxies in front of the API whose X-Forwarded-For is trusted (default 0: the client is the connection's
   * address). 1 behind one load balancer: the client is the last address it appended (ADR 0018).
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * SMTP server of the e-mails (smtp://user:pass@host:port or smtps://...; issue 14, ADR 0029). `npm start` sets its
   * local mail catcher; unset: e-mails wait in the queue (outbound_messages) until one is set.
   */
  SMTP_URL: z.string().url({ message: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  /** Sender of the e-mails. */
  MAIL_FROM: z.string().min(3).default('MozTurismo <nao-responder@mozturismo.co.mz>'),
  /** Public address of the apps, for the links in e-mails (default: the local server). */
  PUBLIC_URL: z.string().url().optional(),
});

type Mode = 'production' | 'development';
const modeOf = (e: { APP_MODE?: Mode; NODE_ENV?: string }): Mode =>
  e.APP_MODE ?? (e.NODE_ENV === 'production' ? 'production' : 'development');

/**
 * Production refuses what only development may use, with one message per problem (ADR 0015). Runs even when another
 * variable is invalid (so every problem shows at once): any field may then be missing.
 */
function refuseUnsafeProduction(parsed: z.infer<typeof BaseSchema>, ctx: z.RefinementCtx) {
  const e: Partial<z.infer<typeof BaseSchema>> = parsed ?? {};
  if (modeOf(e) !== 'production') return;
  const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (e.FIREBASE_AUTH_EMULATOR_HOST) {
    refuse(
      'FIREBASE_AUTH_EMULATOR_HOST',
      'production refuses the Auth emulator (it accepts unsigned tokens): unset it',
    );
  }
  if (!e.FIREBASE_PROJECT_ID || e.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    refuse('FIREBASE_PROJECT_ID', `production needs a real Firebase project id, not ${e.FIREBASE_PROJECT_ID}`);
  }
  if (!e.FIREBASE_WEB_API_KEY || e.FIREBASE_WEB_API_KEY === 'demo-api-key') {
    refuse('FIREBASE_WEB_API_KEY', "production needs the Firebase project's web API key");
  }
  if (e.FIREBASE_SERVICE_ACCOUNT) {
    const key = serviceAccount(e.FIREBASE_SERVICE_ACCOUNT);
    if (!key) {
      refuse('FIREBASE_SERVICE_ACCOUNT', 'not a service-account key (JSON with project_id, client_email, private_key)');
    } else if (key.project_id !== e.FIREBASE_PROJECT_ID) {
      refuse('FIREBASE_SERVICE_ACCOUNT', `the key is of project ${key.project_id}, not ${e.FIREBASE_PROJECT_ID}`);
    }
  } else if (e.GOOGLE_APPLICATION_CREDENTIALS) {
    try {
      Deno.statSync(e.GOOGLE_APPLICATION_CREDENTIALS);
    } catch {
      refuse('GOOGLE_APPLICATION_CREDENTIALS', `no file at ${e.GOOGLE_APPLICATION_CREDENTIALS}`);
    }
  } else {
    refuse(
      'GOOGLE_APPLICATION_CREDENTIALS',
      'production needs Firebase credentials: ' +
        'GOOGLE_APPLICATION_CREDENTIALS (a key file) or FIREBASE_SERVICE_ACCOUNT (the key as JSON)',
    );
  }
}

/** The fields of a service-account key that production needs, or undefined when `text` is not one. */
export function serviceAccount(
  text: string,
): { project_id: string; client_email: string; private_key: string } | undefined {
  try {
    const key = JSON.parse(text);
    const ok = ['project_id', 'client_email', 'private_key'].every((k) => typeof key?.[k] === 'string' && key[k]);
    return ok ? key : undefined;
  } catch {
    return undefined;
  }
}

/** The environment schema: the mode and the bind address resolved, production's requirements enforced. */
export const EnvSchema = BaseSchema
  .superRefine(refuseUnsafeProduction, { when: () => true })
  .transform((e) => {
    const APP_MODE = modeOf(e);
    return { ...e, APP_MODE, HOST: e.HOST ?? (APP_MODE === 'production' ? '0.0.0.0' : '127.0.0.1') };
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
