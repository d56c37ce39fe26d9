/**
 * The kill test (issue 25, ADR 0042): the API process is SIGKILLed at each step of an M-Pesa payment and refund
 * (before the rail is called, during the call, after the answer and before its commit, during a callback, before a
 * reversal, after a reversal's answer), started again, left to reconcile, and the ledger is checked against the
 * simulator's: 0 charges without a record, 0 double charges, 0 double refunds.
 */
import assert from 'node:assert/strict';
import { startMpesaSimulator } from '../../../dev/mpesa-simulator.ts';
import { startApiProcess } from '../../test/api-process.ts';
import { sql, type TestUser } from '../../test/helpers.ts';
import { bookRide, createClient, createDriver, insertRide } from '../rides/rides.fixtures.ts';

type Sim = Awaited<ReturnType<typeof startMpesaSimulator>>;

const railEnv = (sim: Sim, failpoints = '') => ({
  MPESA_BASE_URL: sim.url,
  MPESA_API_KEY: sim.apiKey,
  MPESA_PUBLIC_KEY: sim.publicKey,
  MPESA_SERVICE_PROVIDER_CODE: sim.serviceProviderCode,
  MPESA_INITIATOR_IDENTIFIER: 'MozTurismo',
  MPESA_SECURITY_CREDENTIAL: 'Mpesa2026',
  MPESA_TIMEOUT_MS: '2000',
  MPESA_CONFIRM_WINDOW_MS: '4000',
  PAYMENT_FAILPOINTS: failpoints,
});

async function pendingBooking(): Promise<{ client: TestUser; bookingId: string }> {
  const driver = await createDriver();
  const rideId = await insertRide(driver, { from: 'Beira', to: 'Chimoio', seats: 4, priceMt: 500 });
  const client = await createClient();
  const res = await bookRide(client, rideId, 1);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { client, bookingId: res.body.data.id };
}

/** A request to an API process that may die under it: its answer, or null when the connection was lost. */
async function send(url: string, path: string, token: string | null, body?: unknown) {
  try {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body ?? {}),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return null;
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 40_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const paymentOf = async (bookingId: string) => {
  const [p] = await sql<{ id: string; status: string; stage: string; providerReference: string | null }[]>`
    select id, status, stage, provider_reference from payments where booking_id = ${bookingId}
    order by created_at desc limit 1
  `;
  return p;
};

/** The ledger against the simulator: every charge on record, none twice; every refund once. */
async function assertLedger(sim: Sim, bookingIds: string[]) {
  const charges = sim.transactions.filter((t) => t.op === 'c2b' && t.status === 'Completed');
  for (const c of charges) {
    const [p] = await sql<{ status: string; bookingId: string }[]>`
      select status, booking_id from payments
      where provider = 'mpesa' and (provider_reference = ${c.transactionId} or rail_reference = ${c.thirdPartyReference})
    `;
    assert.ok(p, `charge ${c.transactionId} has a record`);
    assert.equal(
      p.status === 'succeeded' || p.status === 'cancelled',
      true,
      `charge ${c.transactionId} recorded taken`,
    );
  }
  for (const id of bookingIds) {
    const refs = await sql<{ railReference: string }[]>`
      select rail_reference from payments where booking_id = ${id} and rail_reference is not null
    `;
    const taken = charges.filter((c) => refs.some((r) => r.railReference === c.thirdPartyReference));
    assert.ok(taken.length <= 1, `booking ${id} charged ${taken.length} times`);
  }
  const reversals = sim.transactions.filter((t) => t.op === 'reversal' && t.status === 'Completed');
  const perPayment = new Map<string, number>();
  for (const r of reversals) {
    perPayment.set(r.originalTransactionId!, (perPayment.get(r.originalTransactionId!) ?? 0) + 1);
  }
  for (const [payment, n] of perPayment) assert.equal(n, 1, `payment ${payment} refunded ${n} times`);
  for (const r of reversals) {
    const [row] = await sql`select status from refunds where rail_reference = ${r.thirdPartyReference}`;
    assert.equal(row?.status, 'succeeded', `reversal ${r.transactionId} recorded`);
  }
}

Deno.test({
  name: 'kill test: SIGKILL at each step of a payment and a refund, restart, reconcile: the ledger matches M-Pesa',
  sanitizeOps: false,
  sanitizeResources: false,
  fn: async () => {
    const sim = await startMpesaSimulator();
    const bookings: string[] = [];
    const figures: string[] = [];
    try {
      const restartAndSettle = async (
        what: string,
        bookingId: string,
        done: (p: Awaited<ReturnType<typeof paymentOf>>) => boolean,
      ) => {
        const api = await startApiProcess(railEnv(sim));
        try {
          const t = Date.now();
          await waitFor(`${what}: settled after the restart`, async () => done(await paymentOf(bookingId)));
          figures.push(`${what}: settled ${Date.now() - t} ms after the restart`);
        } finally {
          await api.stop();
        }
      };

      // 1. Killed before the rail is called: nothing was taken; past the deadline it expires.
      {
        const { client, bookingId } = await pendingBooking();
        bookings.push(bookingId);
        const api = await startApiProcess(railEnv(sim, 'before-call'));
        const res = await send(api.url, '/api/payments', client.token, {
          bookingId,
          method: 'mpesa',
          mpesa: { phone: '+258841234567' },
        });
        await api.stop('SIGKILL');
        assert.equal(res, null, 'the process died under the request');
        assert.equal((await paymentOf(bookingId))!.stage, 'awaiting', 'committed and claimed, never called');
        await restartAndSettle('before the call', bookingId, (p) => p!.stage === 'expired');
        assert.equal((await paymentOf(bookingId))!.status, 'failed');
      }

      // 2. Killed during the call (the PIN prompt open): the customer pays; the job finds it paid.
      {
        const { client, bookingId } = await pendingBooking();
        bookings.push(bookingId);
        sim.set({ pinDelayMs: 1500 });
        const api = await startApiProcess(railEnv(sim));
        const before = sim.transactions.length;
        const pending = send(api.url, '/api/payments', client.token, {
          bookingId,
          method: 'mpesa',
          mpesa: { phone: '+258841234567' },
        });
        await waitFor('the C2B request to reach M-Pesa', () => Promise.resolve(sim.transactions.length > before));
        await api.stop('SIGKILL');
        await pending;
        sim.set({ pinDelayMs: 0 });
        await new Promise((r) => setTimeout(r, 1600));
        await restartAndSettle('during the call', bookingId, (p) => p!.stage === 'succeeded');
        const [b] = await sql`select status from bookings where id = ${bookingId}`;
        assert.equal(b!.status, 'confirmed');
      }

      // 3. Killed after M-Pesa's INS-0, before the commit: the money was taken; the job records it.
      {
        const { client, bookingId } = await pendingBooking();
        bookings.push(bookingId);
        const api = await startApiProcess(railEnv(sim, 'after-answer'));
        await send(api.url, '/api/payments', client.token, {
          bookingId,
          method: 'mpesa',
          mpesa: { phone: '+258841234567' },
        });
        await api.stop('SIGKILL');
        assert.equal((await paymentOf(bookingId))!.status, 'pending', 'the answer was lost with the process');
        await restartAndSettle('after the answer', bookingId, (p) => p!.stage === 'succeeded');
      }

      // 4. Killed during a callback (after the rail's status, before the commit): the job settles it.
      {
        const { client, bookingId } = await pendingBooking();
        bookings.push(bookingId);
        const first = await startApiProcess(railEnv(sim));
        const res = await send(first.url, '/api/payments', client.token, {
          bookingId,
          method: 'mpesa',
          mpesa: { phone: '+258840000009' },
        });
        assert.equal(res?.body?.data?.stage, 'unknown', JSON.stringify(res?.body));
        await first.stop();
        const p = (await paymentOf(bookingId))!;
        const [{ railReference }] = await sql`select rail_reference from payments where id = ${p.id}` as unknown as [
          { railReference: string },
        ];
        const api = await startApiProcess(railEnv(sim, 'callback-before-commit'));
        const cb = await send(api.url, '/api/payments/callbacks/mpesa', null, { reference: railReference });
        await api.stop('SIGKILL');
        assert.equal(cb, null, 'the process died in the callback');
        assert.equal((await paymentOf(bookingId))!.stage, 'unknown');
        await sql`update payments set next_check_at = now() where id = ${p.id}`;
        await restartAndSettle('during the callback', bookingId, (q) => q!.stage === 'succeeded');
      }

      // 5. Refunds: killed before the reversal is sent, and after its answer before the commit.
      for (const failpoint of ['before-refund-call', 'after-refund-answer']) {
        const { client, bookingId } = await pendingBooking();
        bookings.push(bookingId);
        const api = await startApiProcess(railEnv(sim, failpoint));
        const paid = await send(api.url, '/api/payments', client.token, {
          bookingId,
          method: 'mpesa',
          mpesa: { phone: '+258841234567' },
        });
        assert.equal(paid?.body?.data?.status, 'succeeded', JSON.stringify(paid?.body));
        const cancel = await send(api.url, `/api/bookings/${bookingId}/cancel`, client.token);
        await api.stop('SIGKILL');
        assert.equal(cancel, null, `the process died ${failpoint}`);
        const [refund] = await sql`select id, stage from refunds where booking_id = ${bookingId}`;
        assert.equal(refund!.stage, 'awaiting', 'the refund is on record, claimed');
        const again = await startApiProcess(railEnv(sim));
        try {
          const t = Date.now();
          await waitFor(`${failpoint}: refund settled`, async () => {
            const [r] = await sql`select status from refunds where id = ${refund!.id}`;
            return r!.status === 'succeeded';
          });
          figures.push(`${failpoint}: refund settled ${Date.now() - t} ms after the restart`);
        } finally {
          await again.stop();
        }
      }

      await assertLedger(sim, bookings);
      console.info(figures.join('\n'));
    } finally {
      await sim.stop();
    }
  },
});
