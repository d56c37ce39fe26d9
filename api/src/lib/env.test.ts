import assert from 'node:assert/strict';
import { EnvSchema } from './env.ts';

const DATABASE_URL = 'postgres://app@db.example.org:5432/turismo';
const KEY = JSON.stringify({
  type: 'service_account',
  project_id: 'mozturismo-prod',
  client_email: 'api@mozturismo-prod.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n',
});
/** A complete production environment. */
const PRODUCTION = {
  APP_MODE: 'production',
  DATABASE_URL,
  FIREBASE_PROJECT_ID: 'mozturismo-prod',
  FIREBASE_WEB_API_KEY: 'AIzaSyExample',
  FIREBASE_SERVICE_ACCOUNT: KEY,
  PUBLIC_URL: 'https://mozturismo.co.mz',
  // The payment rails (ADR 0042; payments.env.test.ts tests them).
  PAYMENT_METHODS: 'mpesa,bank',
  MPESA_BASE_URL: 'https://api.vm.co.mz',
  MPESA_API_KEY: 'key',
  MPESA_PUBLIC_KEY: 'MIIB',
  MPESA_SERVICE_PROVIDER_CODE: '171717',
  MPESA_INITIATOR_IDENTIFIER: 'MozTurismo',
  MPESA_SECURITY_CREDENTIAL: 'secret',
};

/** The messages of a refused environment, by variable. */
function refusals(vars: Record<string, string | undefined>): Record<string, string> {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)));
  assert.equal(parsed.success, false, 'the environment should be refused');
  return Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

Deno.test('development is the default: bound to 127.0.0.1, the emulator and the demo project allowed', () => {
  const env = EnvSchema.parse({ DATABASE_URL, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
  assert.equal(env.APP_MODE, 'development');
  assert.equal(env.HOST, '127.0.0.1');
  assert.equal(env.FIREBASE_PROJECT_ID, 'demo-turismo-mz');
  assert.equal(EnvSchema.parse({ DATABASE_URL, HOST: '0.0.0.0' }).HOST, '0.0.0.0');
});

Deno.test('a complete production environment is accepted and binds 0.0.0.0 unless HOST says otherwise', () => {
  const env = EnvSchema.parse(PRODUCTION);
  assert.equal(env.APP_MODE, 'production');
  assert.equal(env.HOST, '0.0.0.0');
  assert.equal(EnvSchema.parse({ ...PRODUCTION, HOST: '10.0.0.5' }).HOST, '10.0.0.5');
  // NODE_ENV=production alone means production.
  const { APP_MODE: _, ...rest } = PRODUCTION;
  assert.equal(EnvSchema.parse({ ...rest, NODE_ENV: 'production' }).APP_MODE, 'production');
  // A key file instead of the JSON.
  const file = Deno.makeTempFileSync({ suffix: '.json' });
  try {
    Deno.writeTextFileSync(file, KEY);
    const { FIREBASE_SERVICE_ACCOUNT: __, ...withoutJson } = PRODUCTION;
    assert.equal(EnvSchema.parse({ ...withoutJson, GOOGLE_APPLICATION_CREDENTIALS: file }).APP_MODE, 'production');
  } finally {
    Deno.removeSync(file);
  }
});

Deno.test('production refuses the Auth emulator, with a clear message', () => {
  const issues = refusals({ ...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
  assert.match(issues.FIREBASE_AUTH_EMULATOR_HOST!, /production refuses the Auth emulator/);
  // Also when production comes from NODE_ENV.
  const { APP_MODE: _, ...rest } = PRODUCTION;
  assert.ok(
    refusals({ ...rest, NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: 'x:1' }).FIREBASE_AUTH_EMULATOR_HOST,
  );
});

Deno.test('production refuses a demo project, the demo web key, missing or wrong credentials, no DATABASE_URL', () => {
  assert.match(
    refusals({ ...PRODUCTION, FIREBASE_PROJECT_ID: undefined }).FIREBASE_PROJECT_ID!,
    /real Firebase project/,
  );
  assert.ok(refusals({ ...PRODUCTION, FIREBASE_PROJECT_ID: 'demo-x' }).FIREBASE_PROJECT_ID);
  assert.match(refusals({ ...PRODUCTION, FIREBASE_WEB_API_KEY: undefined }).FIREBASE_WEB_API_KEY!, /web API key/);
  assert.match(
    refusals({ ...PRODUCTION, FIREBASE_SERVICE_ACCOUNT: undefined }).GOOGLE_APPLICATION_CREDENTIALS!,
    /GOOGLE_APPLICATION_CREDENTIALS .* or FIREBASE_SERVICE_ACCOUNT/,
  );
  assert.match(
    refusals({ ...PRODUCTION, FIREBASE_SERVICE_ACCOUNT: '{"project_id":"mozturismo-prod"}' })
      .FIREBASE_SERVICE_ACCOUNT!,
    /not a service-account key/,
  );
  assert.match(
    refusals({ ...PRODUCTION, FIREBASE_PROJECT_ID: 'outro-projeto' }).FIREBASE_SERVICE_ACCOUNT!,
    /of project mozturismo-prod, not outro-projeto/,
  );
  assert.match(
    refusals({
      ...PRODUCTION,
      FIREBASE_SERVICE_ACCOUNT: undefined,
      GOOGLE_APPLICATION_CREDENTIALS: '/nowhere/key.json',
    }).GOOGLE_APPLICATION_CREDENTIALS!,
    /no file at \/nowhere\/key.json/,
  );
  assert.ok(refusals({ ...PRODUCTION, DATABASE_URL: undefined }).DATABASE_URL);
});

Deno.test('npm run serve refuses to start with the emulator variable set: exit 1 and the reason', async () => {
  const root = new URL('../../../', import.meta.url).pathname;
  const env = { ...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', PATH: Deno.env.get('PATH') ?? '' };
  const out = await new Deno.Command('node', { args: ['api/dev/serve.mjs'], cwd: root, env, clearEnv: true }).output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  assert.equal(out.code, 1, text);
  assert.match(text, /^Modo de produção/);
  assert.match(text, /FIREBASE_AUTH_EMULATOR_HOST: production refuses the Auth emulator/);
  assert.match(text, /Produção recusada/);
  assert.doesNotMatch(text, /listening/);
});

Deno.test('production needs a public https PUBLIC_URL: unset, http or local is refused, one line each', () => {
  const { PUBLIC_URL: _, ...without } = PRODUCTION;
  assert.match(refusals(without).PUBLIC_URL!, /production needs PUBLIC_URL/);
  assert.match(refusals({ ...PRODUCTION, PUBLIC_URL: 'http://mozturismo.co.mz' }).PUBLIC_URL!, /https/);
  assert.match(refusals({ ...PRODUCTION, PUBLIC_URL: 'https://127.0.0.1:8080' }).PUBLIC_URL!, /not the local/);
  assert.match(refusals({ ...PRODUCTION, PUBLIC_URL: 'mozturismo.co.mz' }).PUBLIC_URL!, /https/);
  // Development keeps its default (the local server).
  assert.equal(EnvSchema.parse({ DATABASE_URL }).PUBLIC_URL, undefined);
});

Deno.test('every problem of a production environment is one line: several wrong variables, several lines', () => {
  const issues = refusals({
    ...PRODUCTION,
    PUBLIC_URL: undefined,
    DATABASE_URL: 'mysql://x',
    PORT: 'abc',
    LOG_LEVEL: 'loud',
    METRICS_PORT: '70000',
    SENTRY_DSN: 'nope',
    REDIS_URL: 'http://cache',
  });
  for (const v of ['PUBLIC_URL', 'DATABASE_URL', 'PORT', 'LOG_LEVEL', 'METRICS_PORT', 'SENTRY_DSN', 'REDIS_URL']) {
    assert.ok(issues[v], `${v} refused`);
  }
});
