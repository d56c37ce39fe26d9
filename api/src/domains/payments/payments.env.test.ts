/** Production's payment rails (issue 25, ADR 0042): the sandbox refused, every credential of a configured rail needed. */
import assert from 'node:assert/strict';
import { EnvSchema } from '../../lib/env.ts';

const KEY = JSON.stringify({
  project_id: 'mozturismo-prod',
  client_email: 'api@mozturismo-prod.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n',
});
const BASE = {
  APP_MODE: 'production',
  DATABASE_URL: 'postgres://app@db.example.org:5432/turismo',
  FIREBASE_PROJECT_ID: 'mozturismo-prod',
  FIREBASE_WEB_API_KEY: 'AIzaSyExample',
  FIREBASE_SERVICE_ACCOUNT: KEY,
  // Required in production too (issue 28); the rails' problems are the only ones left.
  PUBLIC_URL: 'https://mozturismo.co.mz',
};
const MPESA = {
  MPESA_BASE_URL: 'https://api.vm.co.mz',
  MPESA_API_KEY: 'key',
  MPESA_PUBLIC_KEY: 'MIIB',
  MPESA_SERVICE_PROVIDER_CODE: '171717',
  MPESA_INITIATOR_IDENTIFIER: 'MozTurismo',
  MPESA_SECURITY_CREDENTIAL: 'secret',
};

const DPO = {
  DPO_BASE_URL: 'https://secure.3gdirectpay.com',
  DPO_COMPANY_TOKEN: '9F416C11-127B-4DE2-AC7F-D5710E4C5E0A',
  DPO_SERVICE_TYPE: '3854',
};

const problems = (vars: Record<string, string>) => {
  const parsed = EnvSchema.safeParse(vars);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

Deno.test('production without rail credentials is refused, one line per problem: M-Pesa on the sandbox, cards', () => {
  const lines = problems(BASE);
  assert.equal(lines.length, 2, lines.join('\n'));
  assert.match(lines[0]!, /^MPESA_BASE_URL: production refuses the sandbox for M-Pesa/);
  assert.match(lines[1]!, /^DPO_BASE_URL: production refuses the sandbox for cards/);
});

Deno.test('production with M-Pesa configured needs every MPESA_* credential and https', () => {
  const { MPESA_API_KEY: _k, MPESA_SECURITY_CREDENTIAL: _s, ...partial } = MPESA;
  const lines = problems({ ...BASE, ...partial, PAYMENT_METHODS: 'mpesa,bank' });
  assert.deepEqual(lines, [
    'MPESA_API_KEY: the M-Pesa rail needs MPESA_API_KEY',
    'MPESA_SECURITY_CREDENTIAL: the M-Pesa rail needs MPESA_SECURITY_CREDENTIAL',
  ]);
  assert.deepEqual(problems({ ...BASE, ...MPESA, MPESA_BASE_URL: 'http://api.vm.co.mz', PAYMENT_METHODS: 'mpesa' }), [
    'MPESA_BASE_URL: production talks to Vodacom over https:// only',
  ]);
  assert.deepEqual(problems({ ...BASE, ...MPESA, PAYMENT_METHODS: 'mpesa,bank' }), []);
});

Deno.test('staging may run the sandbox only when PAYMENT_SANDBOX=allow says so', () => {
  assert.deepEqual(problems({ ...BASE, PAYMENT_SANDBOX: 'allow' }), []);
  assert.equal(EnvSchema.parse({ ...BASE, PAYMENT_SANDBOX: 'allow' }).PAYMENT_SANDBOX, 'allow');
  assert.match(problems({ ...BASE, ...MPESA, PAYMENT_METHODS: 'mpesa,cash' })[0]!, /^PAYMENT_METHODS\.1/);
});

Deno.test('development keeps the sandbox by default', () => {
  const env = EnvSchema.parse({ DATABASE_URL: 'postgres://x@127.0.0.1/db' });
  assert.deepEqual(env.PAYMENT_METHODS, ['mpesa', 'card', 'bank']);
  assert.equal(env.MPESA_BASE_URL, undefined);
});

Deno.test('production with cards configured needs every DPO_* credential and https (ADR 0050)', () => {
  const { DPO_COMPANY_TOKEN: _t, ...partial } = DPO;
  assert.deepEqual(problems({ ...BASE, ...MPESA, ...partial }), [
    'DPO_COMPANY_TOKEN: the card rail (DPO) needs DPO_COMPANY_TOKEN',
  ]);
  assert.deepEqual(problems({ ...BASE, ...MPESA, ...DPO, DPO_PAY_URL: 'http://pay.example.org/payv2.php' }), [
    'DPO_PAY_URL: production talks to DPO over https:// only',
  ]);
  assert.deepEqual(problems({ ...BASE, ...MPESA, ...DPO }), []);
  assert.deepEqual(problems({ ...BASE, ...MPESA, PAYMENT_METHODS: 'mpesa,bank' }), []);
});
