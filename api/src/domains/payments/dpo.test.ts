/**
 * The card rail on DPO Pay's hosted page (dpo.ts, ADR 0050) against the local simulator of DPO's API and page
 * (api/dev/dpo-simulator.ts): the documented requests, every answer code of the failure matrix, the hosted page with
 * its 3-D Secure step, and the pure helpers. No database.
 */
import assert from 'node:assert/strict';
import { DPO_3DS_CODE, DPO_TEST_CARDS, startDpoSimulator } from '../../../dev/dpo-simulator.ts';
import { CARD_MESSAGES, createDpoProvider, DPO_CODES, dpoAmount, dpoCode, dpoXml, parseDpoAnswer } from './dpo.ts';
import { railReference } from './mpesa.ts';
import type { LiveAnswer } from './provider.ts';

const now = new Date();
const RETURN = 'http://127.0.0.1:1/reservas?pagamento=x';

type Sim = Awaited<ReturnType<typeof startDpoSimulator>>;
type Rail = ReturnType<typeof createDpoProvider>;

async function withSimulator(fn: (rail: Rail, sim: Sim) => Promise<void>, options: { timeoutMs?: number } = {}) {
  const sim = await startDpoSimulator();
  const rail = createDpoProvider({
    baseUrl: sim.url,
    companyToken: sim.companyToken,
    serviceType: '3854',
    timeoutMs: options.timeoutMs ?? 1500,
    confirmWindowMs: 60_000,
  });
  try {
    await fn(rail, sim);
  } finally {
    await sim.stop();
  }
}

const start = (rail: Rail, id = crypto.randomUUID(), cents = 264000) =>
  rail.start({ id, bookingId: id, method: 'card', amountCents: cents, currency: 'MZN' }, { method: 'card' }, now, {
    now,
    railReference: railReference('payment', id),
    returnUrl: RETURN,
  }) as Promise<LiveAnswer>;

const verify = (rail: Rail, id: string, token: string | null, deadlineAt: Date | null = null, at = now) =>
  rail.paymentStatus!({ id, railReference: railReference('payment', id), providerReference: token, deadlineAt }, at);

Deno.test('helpers: two-decimal amounts, API3G XML out and in', () => {
  assert.equal(dpoAmount(264000), '2640.00');
  assert.equal(dpoAmount(5), '0.05');
  assert.throws(() => dpoAmount(0));
  const xml = dpoXml('createToken', 'T<1>', { Transaction: { PaymentAmount: '1.00', CompanyRef: 'P1' } });
  assert.equal(
    xml,
    '<?xml version="1.0" encoding="utf-8"?><API3G><CompanyToken>T&lt;1&gt;</CompanyToken><Request>createToken' +
      '</Request><Transaction><PaymentAmount>1.00</PaymentAmount><CompanyRef>P1</CompanyRef></Transaction></API3G>',
  );
  assert.deepEqual(parseDpoAnswer('<API3G><Result>000</Result><TransToken>AB</TransToken></API3G>'), {
    Result: '000',
    TransToken: 'AB',
  });
  assert.equal(parseDpoAnswer('<html>502</html>'), null);
  assert.equal(parseDpoAnswer('not xml <<'), null);
  assert.equal(dpoCode('verifyToken', '123'), dpoCode('verifyToken', undefined));
});

Deno.test('every documented code has an outcome, a stable code, and a Portuguese sentence when it fails', () => {
  for (const [request, table] of Object.entries(DPO_CODES)) {
    for (const [result, c] of Object.entries(table)) {
      assert.match(c.code, /^(OK|CARD_[A-Z_]+)$/, `${request} ${result}`);
      if (c.outcome === 'failed' || c.outcome === 'expired') assert.ok(c.message, `${request} ${result} message`);
    }
  }
  assert.equal(DPO_CODES.verifyToken['000'].outcome, 'succeeded');
  assert.equal(DPO_CODES.verifyToken['901'].code, 'CARD_DECLINED');
  assert.equal(DPO_CODES.verifyToken['903'].outcome, 'expired');
  assert.equal(DPO_CODES.verifyToken['904'].outcome, 'failed');
});

Deno.test('createToken -> the hosted page -> card and 3-D Secure -> back -> verifyToken paid', async () => {
  await withSimulator(async (rail, sim) => {
    const id = crypto.randomUUID();
    const a = await start(rail, id);
    assert.equal(a.state, 'awaiting');
    assert.equal(a.code, 'CARD_REDIRECT');
    const t = sim.transactions[0]!;
    assert.equal(a.reference, t.token);
    assert.equal(a.redirectUrl, `${sim.url}/payv2.php?ID=${t.token}`);
    assert.equal(t.companyRef, railReference('payment', id));
    assert.equal(t.amountCents, 264000);
    assert.equal(t.currency, 'MZN');
    assert.equal(t.redirectUrl, RETURN);
    assert.ok(t.expiresAt - Date.now() <= 60_000 && t.expiresAt - Date.now() > 50_000, 'PTL in minutes');
    // Not paid yet: awaiting before the deadline.
    assert.equal((await verify(rail, id, a.reference)).state, 'awaiting');

    // The page: the form, the spec's messages, then 3-D Secure.
    const form = await fetch(a.redirectUrl!);
    assert.equal(form.status, 200);
    const html = await form.text();
    assert.match(html, /Número do cartão/);
    const post = (fields: Record<string, string>) =>
      fetch(a.redirectUrl!, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    assert.match(
      await (await post({ step: 'card', name: 'Ana' })).text(),
      /Por favor preencha todos os dados do cartão\./,
    );
    const bad = await (await post({ step: 'card', name: 'Ana', number: '4242424242424241', expiry: '12/40', cvv: '1' }))
      .text();
    assert.match(bad, /Número de cartão inválido\./);
    assert.match(bad, /CVV inválido\./);
    const secure =
      await (await post({ step: 'card', name: 'Ana', number: DPO_TEST_CARDS.paid, expiry: '12/40', cvv: '123' }))
        .text();
    assert.match(secure, /3-D Secure/);
    const back = await post({ step: '3ds', number: DPO_TEST_CARDS.paid, code: DPO_3DS_CODE });
    assert.equal(back.status, 303);
    const location = new URL(back.headers.get('location')!);
    assert.equal(location.searchParams.get('pagamento'), 'x');
    assert.equal(location.searchParams.get('TransactionToken'), t.token);
    await back.body?.cancel();

    const paid = await verify(rail, id, a.reference);
    assert.deepEqual([paid.state, paid.code, paid.providerCode, paid.reference], [
      'succeeded',
      'OK',
      'DPO-000',
      t.token,
    ]);
    // Found by our reference as well (a createToken whose answer was lost).
    assert.equal((await verify(rail, id, null)).state, 'succeeded');
    // The same unique reference once paid: 940 (already paid), which is asked about, never paid twice.
    const again = await start(rail, id);
    assert.deepEqual([again.state, again.code], ['unknown', 'CARD_DUPLICATE']);
  });
});

Deno.test('a wrong 3-D Secure code, the declined card, and Cancelar: failed with their sentences', async () => {
  await withSimulator(async (rail, sim) => {
    const cases: [string, string | null, string][] = [
      [DPO_TEST_CARDS.paid, '000000', 'CARD_DECLINED'],
      [DPO_TEST_CARDS.declined, DPO_3DS_CODE, 'CARD_DECLINED'],
      ['cancel', null, 'CARD_CANCELLED'],
    ];
    for (const [card, code, expected] of cases) {
      const id = crypto.randomUUID();
      const a = await start(rail, id);
      const fields: Record<string, string> = card === 'cancel'
        ? { step: 'cancel' }
        : { step: '3ds', number: card, code: code! };
      const res = await fetch(a.redirectUrl!, {
        method: 'POST',
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
      assert.equal(res.status, 303);
      await res.body?.cancel();
      const v = await verify(rail, id, a.reference);
      assert.deepEqual([v.state, v.code], ['failed', expected]);
      assert.equal(v.reason, expected === 'CARD_DECLINED' ? CARD_MESSAGES.declined : CARD_MESSAGES.cancelled);
    }
    assert.equal(sim.transactions.length, 3);
  });
});

Deno.test('an abandoned page past the deadline is cancelled, then expired; past its PTL it answers 903', async () => {
  await withSimulator(async (rail, sim) => {
    const id = crypto.randomUUID();
    const a = await start(rail, id);
    const v = await verify(rail, id, a.reference, new Date(now.getTime() - 1), new Date());
    assert.deepEqual([v.state, v.code, v.providerCode], ['expired', 'CARD_EXPIRED', 'DPO-900/DPO-000']);
    assert.equal(sim.transactions[0]!.status, 'cancelled');
    // The cancelled page can no longer be paid.
    assert.equal(sim.pay(a.reference!)!.status, 'cancelled');

    const late = crypto.randomUUID();
    const b = await start(rail, late);
    sim.transactions[1]!.expiresAt = Date.now() - 1;
    const w = await verify(rail, late, b.reference);
    assert.deepEqual([w.state, w.code], ['expired', 'CARD_EXPIRED']);
    // No page ever created (createToken lost) and past the deadline: nobody can have paid.
    const never = await verify(rail, crypto.randomUUID(), null, new Date(Date.now() - 1), new Date());
    assert.deepEqual([never.state, never.code], ['expired', 'CARD_EXPIRED']);
  });
});

Deno.test('the faults: verify time-out, 5xx page, pending, success after the deadline; createToken faults', async () => {
  await withSimulator(async (rail, sim) => {
    for (
      const [card, firstCode] of [
        [DPO_TEST_CARDS.verifyTimesOut, 'CARD_TIMEOUT'],
        [DPO_TEST_CARDS.verify5xx, 'CARD_UNRECOGNISED_ANSWER'],
        [DPO_TEST_CARDS.pending, 'CARD_PENDING'],
      ] as const
    ) {
      const id = crypto.randomUUID();
      const a = await start(rail, id);
      sim.pay(a.reference!, card);
      for (let i = 0; i < 2; i++) {
        const v = await verify(rail, id, a.reference);
        assert.deepEqual([v.state, v.code], ['unknown', firstCode], card);
      }
      assert.equal((await verify(rail, id, a.reference)).state, 'succeeded', card);
    }

    // Success after the deadline: not paid at the deadline, the cancel refused (being processed): unknown, then paid.
    sim.set({ lateMs: 300 });
    const id = crypto.randomUUID();
    const a = await start(rail, id);
    sim.pay(a.reference!, DPO_TEST_CARDS.late);
    const v = await verify(rail, id, a.reference, new Date(Date.now() - 1), new Date());
    assert.deepEqual([v.state, v.code, v.providerCode], ['unknown', 'CARD_PENDING', 'DPO-900/DPO-999']);
    await new Promise((r) => setTimeout(r, 400));
    assert.equal((await verify(rail, id, a.reference, new Date(Date.now() - 1), new Date())).state, 'succeeded');

    // createToken: the documented failures, a 5xx page, no answer.
    const codes: [string, string, string][] = [
      ['801', 'failed', 'CARD_CONFIGURATION'],
      ['802', 'failed', 'CARD_CONFIGURATION'],
      ['804', 'failed', 'CARD_CONFIGURATION'],
      ['902', 'failed', 'CARD_BAD_REQUEST'],
      ['904', 'failed', 'CARD_CONFIGURATION'],
      ['905', 'failed', 'CARD_LIMIT'],
      ['906', 'failed', 'CARD_LIMIT'],
      ['950', 'failed', 'CARD_BAD_REQUEST'],
      ['940', 'unknown', 'CARD_DUPLICATE'],
      ['123', 'unknown', 'CARD_UNRECOGNISED_ANSWER'],
    ];
    for (const [result, state, code] of codes) {
      sim.script({ request: 'createToken', result });
      const answer = await start(rail);
      assert.deepEqual([answer.state, answer.code, answer.providerCode], [state, code, `DPO-${result}`], result);
      if (state === 'failed') assert.ok(answer.reason);
    }
    sim.script({ request: 'createToken', http: 502 });
    const page = await start(rail);
    assert.deepEqual([page.state, page.code, page.providerCode], ['unknown', 'CARD_UNRECOGNISED_ANSWER', 'HTTP-502']);
    sim.script({ request: 'createToken', hang: true });
    const hung = await start(rail);
    assert.deepEqual([hung.state, hung.code, hung.providerCode], ['unknown', 'CARD_TIMEOUT', 'TIMEOUT']);
    // A wrong company token: DPO's own 802.
    const wrong = createDpoProvider({ baseUrl: sim.url, companyToken: 'WRONG', serviceType: '3854' });
    const w = await start(wrong);
    assert.deepEqual([w.state, w.code], ['failed', 'CARD_CONFIGURATION']);
  });
});

Deno.test('the host down: unknown (asked again later), never a throw', async () => {
  const rail = createDpoProvider({
    baseUrl: 'http://127.0.0.1:1',
    companyToken: 'x',
    serviceType: '1',
    timeoutMs: 500,
  });
  const a = await start(rail);
  assert.deepEqual([a.state, a.code], ['unknown', 'CARD_TIMEOUT']);
  const v = await verify(rail, crypto.randomUUID(), 'TOKEN');
  assert.equal(v.state, 'unknown');
});

Deno.test('refundToken: full and partial, the refund-fails card, a refund above what was paid', async () => {
  await withSimulator(async (rail, sim) => {
    const refund = (token: string, cents: number) =>
      rail.refund(
        {
          id: crypto.randomUUID(),
          paymentId: 'p',
          paymentReference: token,
          method: 'card',
          payerHint: null,
          amountCents: cents,
          currency: 'MZN',
        },
        now,
        { now, railReference: 'R' + crypto.randomUUID().replace(/-/g, '').slice(0, 11).toUpperCase() },
      );
    const a = await start(rail);
    sim.pay(a.reference!);
    const part = (await refund(a.reference!, 100000)) as LiveAnswer;
    assert.deepEqual([part.state, part.code], ['succeeded', 'OK']);
    assert.equal(((await refund(a.reference!, 164000)) as LiveAnswer).state, 'succeeded');
    const over = (await refund(a.reference!, 1)) as LiveAnswer;
    assert.deepEqual([over.state, over.code, over.reason], [
      'failed',
      'CARD_REFUND_REFUSED',
      CARD_MESSAGES.refundFailed,
    ]);
    assert.equal(sim.transactions[0]!.refundedCents, 264000);

    const b = await start(rail);
    sim.pay(b.reference!, DPO_TEST_CARDS.refundFails);
    assert.equal(((await refund(b.reference!, 264000)) as LiveAnswer).code, 'CARD_REFUND_REFUSED');
    sim.script({ request: 'refundToken', hang: true });
    const c = await start(rail);
    sim.pay(c.reference!);
    const lost = (await refund(c.reference!, 1000)) as LiveAnswer;
    assert.deepEqual([lost.state, lost.code], ['unknown', 'CARD_TIMEOUT']);
    // No refund status query at DPO: an unknown refund stays for the admin.
    const asked = await rail.refundStatus!(
      { id: 'r', railReference: 'R1', providerReference: null, deadlineAt: null },
      now,
    );
    assert.equal(asked.state, 'unknown');
  });
});
