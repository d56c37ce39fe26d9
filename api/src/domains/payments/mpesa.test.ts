/**
 * The M-Pesa rail (mpesa.ts) against the local simulator of Vodacom's endpoints (api/dev/mpesa-simulator.ts): the
 * documented requests, every outcome of the failure matrix, and the pure helpers. No database.
 */
import assert from 'node:assert/strict';
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { startMpesaSimulator } from '../../../dev/mpesa-simulator.ts';
import { MPESA_CODES, MPESA_MESSAGES, mpesaCode } from './mpesa.codes.ts';
import {
  bearerToken,
  createMpesaProvider,
  mpesaAmount,
  mpesaMsisdn,
  operationUrl,
  publicKeyPem,
  railReference,
} from './mpesa.ts';
import type { LiveAnswer } from './provider.ts';

const now = new Date();
const ID = '7d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d';

async function withSimulator(
  fn: (
    rail: ReturnType<typeof createMpesaProvider>,
    sim: Awaited<ReturnType<typeof startMpesaSimulator>>,
  ) => Promise<void>,
  options: { timeoutMs?: number } = {},
) {
  const sim = await startMpesaSimulator();
  const rail = createMpesaProvider({
    baseUrl: sim.url,
    apiKey: sim.apiKey,
    publicKey: sim.publicKey,
    serviceProviderCode: sim.serviceProviderCode,
    initiatorIdentifier: 'MozTurismo',
    securityCredential: 'Mpesa2026',
    timeoutMs: options.timeoutMs ?? 2000,
    backoffMs: 10,
  });
  try {
    await fn(rail, sim);
  } finally {
    await sim.stop();
  }
}

const pay = (rail: ReturnType<typeof createMpesaProvider>, phone: string, id = crypto.randomUUID(), cents = 264000) =>
  rail.start({ id, bookingId: ID, method: 'mpesa', amountCents: cents, currency: 'MZN' }, {
    method: 'mpesa',
    mpesa: { phone },
  }, now) as Promise<LiveAnswer>;

const query = (rail: ReturnType<typeof createMpesaProvider>, id: string, deadlineAt: Date | null = null) =>
  rail.paymentStatus!({ id, railReference: railReference('payment', id), providerReference: null, deadlineAt }, now);

Deno.test('helpers: meticais strings, MSISDN, short references, documented ports', () => {
  assert.equal(mpesaAmount(264000), '2640');
  assert.equal(mpesaAmount(264050), '2640.50');
  assert.equal(mpesaAmount(5), '0.05');
  assert.throws(() => mpesaAmount(0));
  assert.equal(mpesaMsisdn('+258 84 123 4567'), '258841234567');
  assert.equal(railReference('payment', ID), 'P7D0C6A8E2B1');
  assert.equal(railReference('refund', ID), 'R7D0C6A8E2B1');
  assert.match(railReference('payout', crypto.randomUUID()), /^O[0-9A-F]{11}$/);
  assert.equal(
    operationUrl('https://api.vm.co.mz', 'c2b'),
    'https://api.vm.co.mz:18352/ipg/v1x/c2bPayment/singleStage/',
  );
  assert.equal(operationUrl('https://api.vm.co.mz', 'b2c'), 'https://api.vm.co.mz:18345/ipg/v1x/b2cPayment/');
  assert.equal(
    operationUrl('https://api.vm.co.mz', 'query'),
    'https://api.vm.co.mz:18353/ipg/v1x/queryTransactionStatus/',
  );
  assert.equal(operationUrl('https://api.vm.co.mz', 'reversal'), 'https://api.vm.co.mz:18354/ipg/v1x/reversal/');
  assert.equal(operationUrl('http://127.0.0.1:4100', 'reversal'), 'http://127.0.0.1:4100/ipg/v1x/reversal/');
});

Deno.test('the bearer is the API key RSA-encrypted with PKCS#1 v1.5 under the public key (base64 DER or PEM)', () => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  for (const key of [der, publicKeyPem(der)]) {
    const token = bearerToken('my-api-key', key);
    const clear = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(token, 'base64'),
    );
    assert.equal(clear.toString(), 'my-api-key');
  }
});

Deno.test('every documented INS code has a stable error code, an outcome and a Portuguese sentence', () => {
  const expected: Record<string, [string, string]> = {
    'INS-0': ['succeeded', 'OK'],
    'INS-5': ['failed', 'MPESA_CANCELLED_BY_CUSTOMER'],
    'INS-6': ['failed', 'MPESA_FAILED'],
    'INS-9': ['unknown', 'MPESA_TIMEOUT'],
    'INS-10': ['unknown', 'MPESA_DUPLICATE'],
    'INS-16': ['retry', 'MPESA_OVERLOADED'],
    'INS-2006': ['failed', 'MPESA_INSUFFICIENT_BALANCE'],
    'INS-2051': ['failed', 'MPESA_INVALID_NUMBER'],
    'INS-23': ['unknown', 'MPESA_UNKNOWN_STATUS'],
    'INS-1': ['unknown', 'MPESA_INTERNAL_ERROR'],
  };
  for (const [ins, [outcome, code]] of Object.entries(expected)) {
    assert.equal(mpesaCode(ins).outcome, outcome, ins);
    assert.equal(mpesaCode(ins).code, code, ins);
  }
  assert.equal(Object.keys(MPESA_CODES).length, 33, 'the 33 documented codes');
  for (const c of Object.values(MPESA_CODES)) {
    assert.match(c.code, /^(OK|MPESA_[A-Z_]+)$/);
    assert.ok(c.message.length > 10);
  }
  assert.equal(mpesaCode('INS-4242').outcome, 'unknown', 'an undocumented code is asked about, never paid twice');
  assert.equal(mpesaCode('INS-2006').message, MPESA_MESSAGES.balance);
});

Deno.test('C2B: INS-0 succeeds with the transaction id; the simulator saw meticais and the short reference', async () => {
  await withSimulator(async (rail, sim) => {
    const id = crypto.randomUUID();
    const a = await pay(rail, '+258841234567', id, 264050);
    assert.equal(a.state, 'succeeded');
    assert.equal(a.providerCode, 'INS-0');
    assert.match(a.reference!, /^C[0-9A-F]{10}$/);
    const tx = sim.transactions[0]!;
    assert.equal(tx.amountCents, 264050);
    assert.equal(tx.msisdn, '258841234567');
    assert.equal(tx.thirdPartyReference, railReference('payment', id));
    assert.equal((await query(rail, id)).state, 'succeeded');
  });
});

Deno.test('C2B refusals: INS-6 failed, INS-5 cancelled, INS-2006 balance, INS-2051 number, each with its sentence', async () => {
  await withSimulator(async (rail) => {
    const cases: [string, string, string][] = [
      ['+258840000000', 'MPESA_FAILED', MPESA_MESSAGES.failed],
      ['+258840000005', 'MPESA_CANCELLED_BY_CUSTOMER', MPESA_MESSAGES.cancelled],
      ['+258840002006', 'MPESA_INSUFFICIENT_BALANCE', MPESA_MESSAGES.balance],
      ['+258840002051', 'MPESA_INVALID_NUMBER', MPESA_MESSAGES.number],
      ['+258861234567', 'MPESA_INVALID_NUMBER', MPESA_MESSAGES.number],
    ];
    for (const [phone, code, reason] of cases) {
      const a = await pay(rail, phone);
      assert.equal(a.state, 'failed', phone);
      assert.equal(a.code, code, phone);
      assert.equal(a.reason, reason, phone);
    }
  });
});

Deno.test('C2B unknowns: INS-9, INS-10, a 5xx page and no answer are unknown; the query settles them', async () => {
  await withSimulator(async (rail) => {
    const ins9 = crypto.randomUUID();
    const a9 = await pay(rail, '+258840000009', ins9);
    assert.deepEqual([a9.state, a9.code, a9.providerCode], ['unknown', 'MPESA_TIMEOUT', 'INS-9']);
    assert.equal((await query(rail, ins9)).state, 'succeeded', 'INS-9, then Completed: the money was taken');

    const dup = crypto.randomUUID();
    const a10 = await pay(rail, '+258840000010', dup);
    assert.deepEqual([a10.state, a10.code], ['unknown', 'MPESA_DUPLICATE']);
    assert.equal((await query(rail, dup)).state, 'succeeded');

    const bad = crypto.randomUUID();
    const a5 = await pay(rail, '+258840000500', bad);
    assert.deepEqual([a5.state, a5.code, a5.providerCode], ['unknown', 'MPESA_UNRECOGNISED_ANSWER', 'HTTP-502']);
    assert.equal((await query(rail, bad)).state, 'awaiting', 'not found before the deadline: maybe still coming');
    const past = await query(rail, bad, new Date(now.getTime() - 1));
    assert.deepEqual(
      [past.state, past.code],
      ['expired', 'MPESA_EXPIRED'],
      'not found past the deadline: nothing taken',
    );

    const hung = crypto.randomUUID();
    const ah = await pay(rail, '+258840000999', hung);
    assert.deepEqual([ah.state, ah.code, ah.providerCode], ['unknown', 'MPESA_TIMEOUT', 'TIMEOUT']);
    assert.equal((await query(rail, hung)).state, 'awaiting', 'still pending on the phone');
  }, { timeoutMs: 300 });
});

Deno.test('C2B: the same reference twice is INS-10 (never paid twice); INS-16 is retried with back-off', async () => {
  await withSimulator(async (rail, sim) => {
    const id = crypto.randomUUID();
    assert.equal((await pay(rail, '+258841234567', id)).state, 'succeeded');
    const again = await pay(rail, '+258841234567', id);
    assert.equal(again.code, 'MPESA_DUPLICATE');
    assert.equal(sim.transactions.filter((t) => t.op === 'c2b').length, 1);
    const busy = await pay(rail, '+258840000016');
    assert.equal(busy.state, 'succeeded', 'two INS-16, then INS-0 on the third try');
    sim.script({ op: 'c2b', code: 'INS-16' }, { op: 'c2b', code: 'INS-16' }, { op: 'c2b', code: 'INS-16' }, {
      op: 'c2b',
      code: 'INS-16',
    });
    const overloaded = await pay(rail, '+258841234567');
    assert.deepEqual([overloaded.state, overloaded.code], ['failed', 'MPESA_OVERLOADED']);
  });
});

Deno.test('a wrong API key is INS-2 (configuration), never a crash; a host that is down is unknown', async () => {
  await withSimulator(async (_rail, sim) => {
    const wrong = createMpesaProvider({
      baseUrl: sim.url,
      apiKey: 'not-the-key',
      publicKey: sim.publicKey,
      serviceProviderCode: sim.serviceProviderCode,
      initiatorIdentifier: 'x',
      securityCredential: 'y',
    });
    const a = await pay(wrong, '+258841234567');
    assert.deepEqual([a.state, a.code, a.providerCode], ['failed', 'MPESA_CONFIGURATION', 'INS-2']);
  });
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const down = createMpesaProvider({
    baseUrl: 'http://127.0.0.1:9',
    apiKey: 'k',
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    serviceProviderCode: '171717',
    initiatorIdentifier: 'x',
    securityCredential: 'y',
  });
  const a = await pay(down, '+258841234567');
  assert.deepEqual([a.state, a.code, a.providerCode], ['unknown', 'MPESA_TIMEOUT', 'NETWORK']);
});

Deno.test('reversal: partial then the rest; more than paid is refused; the refund-fails number fails with INS-6', async () => {
  await withSimulator(async (rail, sim) => {
    const paid = await pay(rail, '+258841234567', crypto.randomUUID(), 100000);
    const refund = (amountCents: number, ref = paid.reference) =>
      rail.refund({
        id: crypto.randomUUID(),
        paymentId: ID,
        paymentReference: ref,
        method: 'mpesa',
        payerHint: null,
        amountCents,
        currency: 'MZN',
      }, now) as Promise<LiveAnswer>;
    const part = await refund(40000);
    assert.equal(part.state, 'succeeded');
    assert.match(part.reference!, /^R/);
    assert.equal((await refund(70000)).code, 'MPESA_INVALID_AMOUNT', 'more than is left');
    assert.equal((await refund(60000)).state, 'succeeded');
    assert.equal(sim.transactions.find((t) => t.transactionId === paid.reference)!.reversedCents, 100000);
    const fails = await pay(rail, '+258840000777');
    assert.equal(fails.state, 'succeeded');
    const r = await refund(1000, fails.reference);
    assert.deepEqual([r.state, r.code], ['failed', 'MPESA_FAILED']);
    assert.equal((await refund(1000, null)).code, 'MPESA_INVALID_TRANSACTION');
  });
});

Deno.test('B2C payout: succeeds once per reference; a refused receiver fails with INS-2002', async () => {
  await withSimulator(async (rail) => {
    const payout = (phone: string, id = crypto.randomUUID()) =>
      rail.payout({
        id,
        idempotencyKey: id,
        providerId: 'u',
        amountCents: 150000,
        currency: 'MZN',
        destination: { method: 'mpesa', phone, holderName: 'Carlos Mondlane' },
      }, now) as Promise<LiveAnswer>;
    const id = crypto.randomUUID();
    assert.equal((await payout('+258851234567', id)).state, 'succeeded');
    assert.equal((await payout('+258851234567', id)).code, 'MPESA_DUPLICATE', 'the same payout twice: INS-10');
    const q = await rail.payoutStatus!({
      id,
      railReference: railReference('payout', id),
      providerReference: null,
      deadlineAt: null,
    }, now);
    assert.equal(q.state, 'succeeded');
    const refused = await payout('+258840000000');
    assert.deepEqual([refused.state, refused.code], ['failed', 'MPESA_INVALID_NUMBER']);
  });
});
