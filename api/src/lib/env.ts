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
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\/[^\s]+$/, { message: 'DATABASE_URL must be a postgres:// URL' }),
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
  /** The built Storybook, served at /storybook: `npm start` builds it, `npm run serve` serves `npm run build`'s. */
  STORYBOOK_DIR: z.string().optional(),
  LOG_REQUESTS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /**
   * Share of ordinary requests logged (server errors, client errors and slow requests always are): 0 to 1, default 1
   * (every request; issue 28). Lines of a sampled run carry `sampleRate`, so counts can be scaled back.
   */
  LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  /** A request at least this slow is always logged, ms. */
  LOG_SLOW_MS: z.coerce.number().int().min(1).default(500),
  /** Lowest level of the JSON log lines (lib/log.ts): trace, debug, info, warning, error or fatal. */
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warning', 'error', 'fatal']).default('info'),
  /** This instance's name in logs and metrics (default `<hostname>:<pid>`). */
  INSTANCE_ID: z.string().min(1).max(100).optional(),
  /** Salt of the user hashes in the logs (lib/log.ts `userHash`): set a secret so a uid cannot be tested against it. */
  LOG_USER_HASH_SALT: z.string().default(''),
  /** A Sentry-compatible DSN for error reports (lib/report.ts); unset: errors are only logged. */
  SENTRY_DSN: z.string().url({ message: 'SENTRY_DSN must be a URL (https://key@host/project)' }).optional(),
  /** The environment named in error reports (default APP_MODE). */
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  /** The release running (a version or commit), named in error reports and metrics. */
  RELEASE: z.string().min(1).optional(),
  /** Port of the Prometheus scrape endpoint (GET /metrics, lib/metrics.ts); unset: no endpoint. Never proxy it. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Address of the scrape endpoint (default HOST). */
  METRICS_HOST: z.string().min(1).optional(),
  /** Milliseconds a SIGTERM waits for in-flight requests before the process exits anyway (default 10 s). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
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
  REDIS_URL: z.string().regex(/^rediss?:\/\/[^\s]+$/, { message: 'REDIS_URL must be a redis:// URL' }).optional(),
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
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
    .optional(),
  /** Sender of the e-mails. */
  MAIL_FROM: z.string().min(3).default('MozTurismo <nao-responder@mozturismo.co.mz>'),
  /**
   * Public address of the apps, for the links in e-mails (development default: the local server). Required in
   * production (issue 28: unset, e-mails linked to 127.0.0.1).
   */
  PUBLIC_URL: z.string().regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, {
    message: 'PUBLIC_URL must be an http(s):// address (https://mozturismo.co.mz)',
  }).optional(),
  // The payment rails (issue 25, ADR 0042; README 'Payment rails').
  /**
   * Vodacom's M-Pesa API: 'https://api.vm.co.mz' (production), 'https://api.sandbox.vm.co.mz', or the local
   * simulator's URL (`npm start`). Unset: M-Pesa payments go to the sandbox (development and tests only).
   */
  MPESA_BASE_URL: z.string().url({ message: 'MPESA_BASE_URL must be an https:// URL' }).optional(),
  /** The API key of the M-Pesa developer portal. */
  MPESA_API_KEY: z.string().min(1).optional(),
  /** Vodacom's RSA public key, base64 DER as the portal gives it (or PEM). */
  MPESA_PUBLIC_KEY: z.string().min(1).optional(),
  /** The business shortcode (input_ServiceProviderCode). */
  MPESA_SERVICE_PROVIDER_CODE: z.string().regex(/^\d{5,6}$/, 'MPESA_SERVICE_PROVIDER_CODE must be 5-6 digits')
    .optional(),
  /** Reversals (refunds): the initiator identifier and security credential. */
  MPESA_INITIATOR_IDENTIFIER: z.string().min(1).optional(),
  MPESA_SECURITY_CREDENTIAL: z.string().min(1).optional(),
  /** How long one M-Pesa call may take (C2B waits for the PIN), ms; default 90 s. */
  MPESA_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(90_000),
  /** How long the customer has to type the PIN before the payment is asked about, ms; default the time-out + 30 s. */
  MPESA_CONFIRM_WINDOW_MS: z.coerce.number().int().min(1000).max(600_000).optional(),
  /**
   * The card rail on the acquirer's hosted page (DPO Pay, ADR 0050): 'https://secure.3gdirectpay.com' (the API is
   * `{DPO_BASE_URL}/API/v6/`, the page `{DPO_BASE_URL}/payv2.php`) or the local simulator's URL (`npm start`). Unset:
   * card payments go to the sandbox (development and tests only).
   */
  DPO_BASE_URL: z.string().url({ message: 'DPO_BASE_URL must be an https:// URL' }).optional(),
  /** The hosted payment page, when not `{DPO_BASE_URL}/payv2.php`. */
  DPO_PAY_URL: z.string().url({ message: 'DPO_PAY_URL must be an https:// URL' }).optional(),
  /** The merchant's CompanyToken. */
  DPO_COMPANY_TOKEN: z.string().min(1).optional(),
  /** The merchant's service type (createToken's ServiceType), e.g. '3854'. */
  DPO_SERVICE_TYPE: z.string().regex(/^\d{1,10}$/, 'DPO_SERVICE_TYPE must be digits').optional(),
  /** How long one DPO call may take, ms; default 30 s. */
  DPO_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** How long the traveller has on the hosted page (createToken's PTL), ms; default 15 minutes. */
  DPO_CONFIRM_WINDOW_MS: z.coerce.number().int().min(60_000).max(3_600_000).default(900_000),
  /**
   * 'allow' lets a production-mode deployment (staging) run the sandbox for the methods without a real rail; the
   * apps then show a banner. Never set it on the live deployment.
   */
  PAYMENT_SANDBOX: z.enum(['allow', 'refuse']).optional(),
  /** The payment methods offered, comma separated (default 'mpesa,card,bank'); each needs its rail in production. */
  PAYMENT_METHODS: z.string().default('mpesa,card,bank')
    .transform((s) => s.split(',').map((m) => m.trim()).filter(Boolean))
    .pipe(
      z.array(z.enum(['mpesa', 'card', 'bank'], { message: "PAYMENT_METHODS lists 'mpesa', 'card' or 'bank'" })).min(1),
    ),
  /**
   * Hosts whose https images may be linked besides our own /api/media (issue 27, ADR 0047): comma-separated host
   * names; the apps' CSP img-src allows exactly these. Default: Google account photos (sign-in with Google).
   */
  IMAGE_HOSTS: z.string().default('lh3.googleusercontent.com')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
  /**
   * Origins allowed to call the API from a browser (CORS; issue 29, ADR 0053): comma-separated `https://host[:port]`
   * origins of partners an admin allows. Default: only the apps' own origin (PUBLIC_URL's), which needs no CORS.
   */
  CORS_ORIGINS: z.string().default('')
    .transform((v) => v.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^\s/]+$/, 'CORS_ORIGINS lists origins: https://parceiro.co.mz'))),
  /**
   * 'true' lets webhooks and calendar feeds reach private and loopback addresses over http (tests and local
   * development; issue 29). Production refuses it (SSRF).
   */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
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
  for (const p of paymentRailProblems(e)) refuse(p.path, p.message);
}

/**
 * Production's payment rails (issue 25, ADR 0042 and 0050): M-Pesa needs every MPESA_* credential, cards every DPO_*
 * credential; a method without its rail (M-Pesa without MPESA_BASE_URL, cards without DPO_BASE_URL) would run on the
 * sandbox and is refused unless PAYMENT_SANDBOX=allow (staging, shown as a banner).
 */
export function paymentRailProblems(e: Partial<z.infer<typeof BaseSchema>>): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const staging = e.PAYMENT_SANDBOX === 'allow';
  const methods = e.PAYMENT_METHODS ?? ['mpesa', 'card', 'bank'];
  if (!methods.includes('mpesa')) {
    // Not offered: nothing to check.
  } else if (e.MPESA_BASE_URL) {
    const needed = [
      'MPESA_API_KEY',
      'MPESA_PUBLIC_KEY',
      'MPESA_SERVICE_PROVIDER_CODE',
      'MPESA_INITIATOR_IDENTIFIER',
      'MPESA_SECURITY_CREDENTIAL',
    ] as const;
    for (const k of needed) if (!e[k]) problems.push({ path: k, message: `the M-Pesa rail needs ${k}` });
    if (!e.MPESA_BASE_URL.startsWith('https://') && !staging) {
      problems.push({ path: 'MPESA_BASE_URL', message: 'production talks to Vodacom over https:// only' });
    }
  } else if (!staging) {
    problems.push({
      path: 'MPESA_BASE_URL',
      message:
        'production refuses the sandbox for M-Pesa: set MPESA_BASE_URL and the MPESA_* credentials (or PAYMENT_SANDBOX=allow on staging)',
    });
  }
  if (!methods.includes('card')) {
    // Not offered: nothing to check.
  } else if (e.DPO_BASE_URL) {
    const needed = ['DPO_COMPANY_TOKEN', 'DPO_SERVICE_TYPE'] as const;
    for (const k of needed) if (!e[k]) problems.push({ path: k, message: `the card rail (DPO) needs ${k}` });
    for (const k of ['DPO_BASE_URL', 'DPO_PAY_URL'] as const) {
      if (e[k] && !e[k]!.startsWith('https://') && !staging) {
        problems.push({ path: k, message: 'production talks to DPO over https:// only' });
      }
    }
  } else if (!staging) {
    problems.push({
      path: 'DPO_BASE_URL',
      message: 'production refuses the sandbox for cards: set DPO_BASE_URL and the DPO_* credentials (or leave ' +
        "'card' out of PAYMENT_METHODS, or PAYMENT_SANDBOX=allow on staging)",
    });
  }
  return problems;
}

/**
 * What an operable production needs besides its credentials (issue 28, ADR 0048), one message per problem: the public
 * address of the e-mails' links, on https and not a local one.
 */
function requireOperableProduction(parsed: z.infer<typeof BaseSchema>, ctx: z.RefinementCtx) {
  const e: Partial<z.infer<typeof BaseSchema>> = parsed ?? {};
  if (modeOf(e) !== 'production') return;
  const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (e.WEBHOOK_ALLOW_PRIVATE) {
    refuse('WEBHOOK_ALLOW_PRIVATE', 'production refuses webhooks and feeds to private addresses (SSRF): unset it');
  }
  if (!e.PUBLIC_URL) {
    refuse('PUBLIC_URL', 'production needs PUBLIC_URL, the public https:// address of the apps (links in e-mails)');
  } else if (!e.PUBLIC_URL.startsWith('https://')) {
    refuse('PUBLIC_URL', `production needs an https:// PUBLIC_URL, not ${e.PUBLIC_URL}`);
  } else if (/^https:\/\/(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(e.PUBLIC_URL)) {
    refuse('PUBLIC_URL', `production needs the public address, not the local ${e.PUBLIC_URL}`);
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
  .superRefine(requireOperableProduction, { when: () => true })
  .transform((e) => {
    const APP_MODE = modeOf(e);
    return { ...e, APP_MODE, HOST: e.HOST ?? (APP_MODE === 'production' ? '0.0.0.0' : '127.0.0.1') };
  });

export type Env = z.infer<typeof EnvSchema>;

/** The names of every variable the schema checks (the README's table must list none other; env.test.ts). */
export const ENV_VARIABLES: readonly string[] = Object.keys(BaseSchema.shape);

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
