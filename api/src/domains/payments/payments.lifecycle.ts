/**
 * @module The life cycle of payments, refunds and payouts on a live rail (issue 25, ADR 0042):
 * created -> awaiting the customer -> succeeded | failed | expired | unknown -> reconciled.
 * 1. The record is committed first (stage 'created', with its short rail reference and deadline).
 * 2. It is claimed ('created' -> 'awaiting', one conditional update: whoever claims it is the only one to call) and
 *    the rail is called OUTSIDE any transaction, with a time-out.
 * 3. The answer settles it in a second transaction (`applyPaymentAnswer`, ...), which locks the booking then the
 *    record (the lock order of bookings.repo.ts) and does nothing when the record is already settled: the first answer
 *    wins, so an answer, a callback and the reconciliation job settling one record at once settle it once.
 * 4. `reconcile` (the 'payment-reconciliation' job, once across instances) asks the rail about every record still
 *    created, awaiting or unknown past its next check, and sends again the refunds and payouts that never reached it.
 * A payment the rail took after its booking was cancelled or released (a PIN typed late, a time-out that turned out
 * paid) is recorded as succeeded and refunded in full (reason 'late_payment'): no money is kept without a booking.
 */
import type { Db, Sql } from '../../lib/db.ts';
import { confirmBooking } from '../bookings/bookings.repo.ts';
import { type CoveredBooking, lockCoveredBookings } from './payments.repo.ts';
import { railReference } from './mpesa.ts';
import type {
  CallContext,
  LiveAnswer,
  PaymentDetails,
  PaymentMethod,
  PaymentProvider,
  StatusQuery,
} from './provider.ts';

export type Stage = 'created' | 'awaiting' | 'unknown' | 'succeeded' | 'failed' | 'expired';
export type MoneyKind = 'payment' | 'refund' | 'payout';
export type EventSource = 'start' | 'answer' | 'callback' | 'query' | 'admin' | 'void' | 'late';

/**
 * Fault injection for the kill test (payments.kill.test.ts): PAYMENT_FAILPOINTS=before-call,after-answer,... makes
 * this process SIGKILL itself at that step. Ignored in production.
 */
const FAILPOINTS = new Set(
  Deno.env.get('APP_MODE') === 'production'
    ? []
    : (Deno.env.get('PAYMENT_FAILPOINTS') ?? '').split(',').filter(Boolean),
);
function failpoint(name: string) {
  if (FAILPOINTS.has(name)) Deno.kill(Deno.pid, 'SIGKILL');
}

/** Stages that still wait for the rail. */
export const OPEN_STAGES: readonly Stage[] = ['created', 'awaiting', 'unknown'];
const isOpen = (s: string) => (OPEN_STAGES as readonly string[]).includes(s);

/** How long a call to a rail may take before it is abandoned as unknown (the rail's own time-out is shorter). */
export const CALL_TIMEOUT_MS = 120_000;

/** When an unknown record is asked about again: 30 s, doubling, at most every 30 minutes. */
export function nextCheckDelayMs(attempts: number, hintMs?: number): number {
  const backoff = Math.min(30_000 * 2 ** Math.max(0, attempts), 30 * 60_000);
  return Math.max(hintMs ?? 0, backoff);
}

/** Portuguese failure reasons the life cycle writes itself (shown to the payer). */
export const LIFECYCLE_MESSAGES = {
  expired: 'O pedido de pagamento expirou sem confirmação.',
  providerError: 'Não foi possível contactar o serviço de pagamento. Estamos a verificar o pagamento.',
  late: 'O pagamento chegou depois de a reserva ter sido cancelada: o valor é devolvido.',
} as const;

/**
 * Calls a rail with a time-out; a throw or a time-out becomes an `unknown` answer (maybe processed: ask later).
 * @param timeoutMs default CALL_TIMEOUT_MS
 */
export async function callRail(
  fn: (signal: AbortSignal) => Promise<LiveAnswer>,
  timeoutMs = CALL_TIMEOUT_MS,
): Promise<LiveAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await Promise.race([
      fn(controller.signal),
      new Promise<LiveAnswer>((resolve) =>
        controller.signal.addEventListener(
          'abort',
          () => resolve({ state: 'unknown', reference: null, providerCode: 'TIMEOUT', code: 'PROVIDER_TIMEOUT' }),
          {
            once: true,
          },
        )
      ),
    ]);
  } catch (err) {
    console.error('payment rail call failed:', err);
    return { state: 'unknown', reference: null, providerCode: 'ERROR', code: 'PROVIDER_ERROR' };
  } finally {
    clearTimeout(timer);
  }
}

/** Records a line of the audit trail (money_events). */
export async function recordEvent(
  sql: Db,
  e: {
    kind: MoneyKind;
    id: string;
    source: EventSource;
    from: string | null;
    to: string | null;
    providerCode?: string | null;
    note?: string | null;
    actor?: string | null;
    at: Date;
  },
) {
  await sql`
    insert into money_events (kind, record_id, source, from_stage, to_stage, provider_code, note, actor, at)
    values (${e.kind}, ${e.id}, ${e.source}, ${e.from}, ${e.to}, ${e.providerCode ?? null}, ${e.note ?? null},
      ${e.actor ?? null}, ${e.at})
  `;
}

/** Where the answer leaves a still open record: its stage and when to ask again (null: never). */
function openStep(answer: LiveAnswer, attempts: number, now: Date, deadlineAt: Date | null) {
  if (answer.state === 'awaiting') {
    const hint = new Date(now.getTime() + (answer.retryAfterMs ?? 15_000));
    return { stage: 'awaiting' as const, nextCheckAt: deadlineAt && deadlineAt > hint ? deadlineAt : hint };
  }
  return {
    stage: 'unknown' as const,
    nextCheckAt: new Date(now.getTime() + nextCheckDelayMs(attempts, answer.retryAfterMs)),
  };
}

/**
 * Settles a payment with a rail's answer, in one transaction: succeeded confirms the booking (or, when the booking
 * is no longer payable or the payment was voided, records the money and refunds it: 'late_payment'); failed and
 * expired end it and let the hold be released; awaiting and unknown schedule the next question. Nothing happens
 * when the payment is already settled (the first answer wins).
 * @returns the stage after the answer, or null when the payment was already settled
 */
export async function applyPaymentAnswer(
  sql: Sql,
  paymentId: string,
  answer: LiveAnswer,
  source: EventSource,
  now: Date,
): Promise<Stage | null> {
  const [head]: [{ id: string }?] = await sql`select id from payments where id = ${paymentId}`;
  if (!head) return null;
  // The answer is known here and not yet committed: a crash now must lose nothing (the kill test).
  failpoint(source === 'callback' ? 'callback-before-commit' : 'after-answer');
  return await sql.begin(async (tx) => {
    // Every booking the payment covers (its booking, or a trip's parts by id), then the payment.
    const bookings = await lockCoveredBookings(tx, paymentId);
    const [p]: [
      {
        stage: Stage;
        status: string;
        amountCents: number;
        checkAttempts: number;
        deadlineAt: Date | null;
        providerReference: string | null;
      }?,
    ] = await tx`
      select stage, status, amount_cents, check_attempts, deadline_at, provider_reference
      from payments where id = ${paymentId} for update
    `;
    if (!bookings.length || !p || !isOpen(p.stage)) return null;
    const reference = answer.reference ?? p.providerReference;
    const event = (to: Stage, note?: string) =>
      recordEvent(tx, {
        kind: 'payment',
        id: paymentId,
        source,
        from: p.stage,
        to,
        providerCode: answer.providerCode,
        note: note ?? answer.code,
        at: now,
      });
    if (answer.state === 'succeeded') {
      // A trip's payment confirms all its parts or none: a part released or cancelled meanwhile refunds it all.
      const payable = p.status === 'pending' && bookings.every((b) => b.status === 'pending');
      await tx`
        update payments set status = 'succeeded', stage = 'succeeded', provider_reference = ${reference},
          provider_code = ${answer.providerCode}, error_code = null, failure_reason = null, settled_at = ${now},
          next_check_at = null, redirect_url = null
        where id = ${paymentId}
      `;
      if (payable) { for (const b of bookings) await confirmBooking(tx, b.id, now); }
      else await refundLatePayment(tx, paymentId, bookings, now);
      await event('succeeded', payable ? answer.code : 'late_payment');
      return 'succeeded';
    }
    if (answer.state === 'failed' || answer.state === 'expired') {
      const reason = answer.reason ?? (answer.state === 'expired' ? LIFECYCLE_MESSAGES.expired : 'Pagamento recusado.');
      // A payment voided by a cancellation stays 'cancelled'; its stage records what the rail said.
      await tx`
        update payments set status = case when status = 'pending' then 'failed' else status end,
          stage = ${answer.state}, provider_code = ${answer.providerCode}, error_code = ${answer.code},
          failure_reason = case when status = 'pending' then ${reason} else failure_reason end,
          settled_at = coalesce(settled_at, ${now}), next_check_at = null, redirect_url = null
        where id = ${paymentId}
      `;
      await event(answer.state);
      return answer.state;
    }
    const attempts = answer.state === 'unknown' ? p.checkAttempts + 1 : p.checkAttempts;
    const step = openStep(answer, p.checkAttempts, now, p.deadlineAt);
    await tx`
      update payments set stage = ${step.stage}, provider_reference = ${reference},
        provider_code = ${answer.providerCode}, error_code = ${answer.code}, check_attempts = ${attempts},
        next_check_at = ${step.nextCheckAt}, redirect_url = coalesce(${answer.redirectUrl ?? null}, redirect_url)
      where id = ${paymentId}
    `;
    if (step.stage !== p.stage || source !== 'query') await event(step.stage);
    return step.stage;
  });
}

/**
 * Records the full refund of a payment taken after its booking stopped being payable (inside the settling
 * transaction); it is sent to the rail after the commit, like every refund of a live rail. A trip's payment is
 * refunded part by part, each its share (one refund per payment and booking).
 */
async function refundLatePayment(tx: Db, paymentId: string, bookings: CoveredBooking[], now: Date) {
  const [row]: [{ provider: string }?] = await tx`select provider from payments where id = ${paymentId}`;
  for (const b of bookings) {
    const amountCents = b.shareCents;
    const fee = Math.min(b.platformFeeCents, amountCents);
    await tx`
      insert into refunds (payment_id, booking_id, reason, initiated_by, amount_cents, platform_fee_cents,
        provider_amount_cents, provider, stage, next_check_at, created_at)
      values (${paymentId}, ${b.id}, 'late_payment', null, ${amountCents}, ${fee}, ${amountCents - fee},
        ${row!.provider}, 'created', ${now}, ${now})
      on conflict (payment_id, booking_id) where ticket_id is null do nothing
    `;
  }
}

/** The payment row a rail call needs. */
interface PaymentCall {
  id: string;
  bookingId: string;
  method: PaymentMethod;
  amountCents: number;
  railReference: string;
  deadlineAt: Date | null;
}

/** In-flight calls of this process (tests wait for them; a SIGKILL loses them, the reconciliation job does not). */
export const inFlight = new Set<Promise<unknown>>();

/** Waits for every in-flight rail call of this process (tests). */
export async function settleInFlight(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/**
 * Claims a created payment ('created' -> 'awaiting') and calls the rail outside any transaction, then applies the
 * answer. Only the claimer calls: a second claim of the same payment finds it no longer created and does nothing.
 * @returns the stage after the answer, or null when someone else had claimed it
 */
export async function callPaymentRail(
  sql: Sql,
  rail: PaymentProvider,
  p: PaymentCall,
  details: PaymentDetails,
  now: Date,
  ctx: Partial<CallContext> = {},
): Promise<Stage | null> {
  const [claimed] = await sql`
    update payments set stage = 'awaiting' where id = ${p.id} and stage = 'created' returning id
  `;
  if (!claimed) return null;
  await recordEvent(sql, { kind: 'payment', id: p.id, source: 'start', from: 'created', to: 'awaiting', at: now });
  failpoint('before-call');
  const answer = await callRail((signal) =>
    rail.start(
      { id: p.id, bookingId: p.bookingId, method: p.method, amountCents: p.amountCents, currency: 'MZN' },
      details,
      now,
      { now, railReference: p.railReference, signal, ...ctx },
    ) as Promise<LiveAnswer>
  );
  return await applyPaymentAnswer(sql, p.id, answer, 'answer', new Date(Math.max(Date.now(), now.getTime())));
}

/** The status query of a record. */
const query = (
  r: { id: string; railReference: string; providerReference: string | null; deadlineAt: Date | null },
): StatusQuery => ({
  id: r.id,
  railReference: r.railReference,
  providerReference: r.providerReference,
  deadlineAt: r.deadlineAt,
});

/** The rails of the deployment by name, and of the tests. */
export type Rails = Record<string, PaymentProvider | undefined>;

/**
 * Asks the rail about one open payment and applies the answer (the reconciliation job, a callback, the hosted page's
 * return). Nothing when the payment is settled or its rail cannot be asked.
 */
export async function checkPayment(
  sql: Sql,
  rails: Rails,
  paymentId: string,
  now: Date,
  source: EventSource = 'query',
): Promise<Stage | null> {
  const [p]: [
    {
      id: string;
      provider: string;
      stage: Stage;
      railReference: string | null;
      providerReference: string | null;
      deadlineAt: Date | null;
    }?,
  ] = await sql`
    select id, provider, stage, rail_reference, provider_reference, deadline_at from payments where id = ${paymentId}
  `;
  const rail = p && rails[p.provider];
  if (!p || !isOpen(p.stage) || !p.railReference || !rail?.paymentStatus) return null;
  const answer = await callRail(() => rail.paymentStatus!(query({ ...p, railReference: p.railReference! }), now));
  return await applyPaymentAnswer(sql, p.id, answer, source, now);
}

/**
 * Settles a refund or a payout with a rail's answer: one conditional update on the open record (the first answer
 * wins). 'MPESA_NOT_RECEIVED' (the rail never got it) sends it again, at most 3 times.
 * @returns the stage after the answer, or null when it was already settled
 */
export async function applyTransferAnswer(
  sql: Db,
  kind: 'refund' | 'payout',
  id: string,
  answer: LiveAnswer,
  source: EventSource,
  now: Date,
): Promise<Stage | null> {
  const table = kind === 'refund' ? sql`refunds` : sql`payouts`;
  const [r]: [{ stage: Stage; checkAttempts: number; providerReference: string | null }?] = await sql`
    select stage, check_attempts, provider_reference from ${table} where id = ${id}
  `;
  if (!r || !isOpen(r.stage)) return null;
  let stage: Stage;
  let rows;
  if (answer.code === 'MPESA_NOT_RECEIVED' && r.checkAttempts < 3) {
    // The rail never got it (a crash before the call): send it again, with the same reference.
    stage = 'created';
    rows = await sql`
      update ${table} set stage = 'created', check_attempts = check_attempts + 1, next_check_at = ${now},
        provider_code = ${answer.providerCode}
      where id = ${id} and stage in ('awaiting', 'unknown') returning id
    `;
  } else if (answer.state === 'succeeded' || answer.state === 'failed' || answer.state === 'expired') {
    const status = answer.state === 'succeeded' ? 'succeeded' : 'failed';
    stage = answer.state === 'expired' ? 'failed' : answer.state;
    const reason = status === 'failed' ? answer.reason ?? 'Transferência recusada pelo operador.' : null;
    rows = await sql`
      update ${table} set status = ${status}, stage = ${stage}, provider_reference = coalesce(${answer.reference}, provider_reference),
        provider_code = ${answer.providerCode}, error_code = ${status === 'failed' ? answer.code : null},
        failure_reason = ${reason}, settled_at = ${now}, next_check_at = null
      where id = ${id} and stage in ('created', 'awaiting', 'unknown')
      returning id
    `;
  } else {
    const step = openStep(answer, r.checkAttempts, now, null);
    stage = step.stage;
    rows = await sql`
      update ${table} set stage = ${stage}, provider_reference = coalesce(${answer.reference}, provider_reference),
        provider_code = ${answer.providerCode}, error_code = ${answer.code},
        check_attempts = check_attempts + ${answer.state === 'unknown' ? 1 : 0}, next_check_at = ${step.nextCheckAt}
      where id = ${id} and stage in ('created', 'awaiting', 'unknown') returning id
    `;
  }
  if (!rows.length) return null;
  await recordEvent(sql, {
    kind,
    id,
    source,
    from: r.stage,
    to: stage,
    providerCode: answer.providerCode,
    note: answer.code,
    at: now,
  });
  return stage;
}

/** Ask about a claimed transfer only after the rail's own time-out has surely passed (x1.5 + 1 s). */
const claimGraceMs = (rail: PaymentProvider) => Math.round((rail.timeoutMs ?? CALL_TIMEOUT_MS) * 1.5) + 1000;

/**
 * Sends the created refunds of live rails (optionally of one booking or payment) to their rail, each claimed first
 * ('created' -> 'awaiting': only the claimer calls), outside any transaction.
 * @returns how many were sent
 */
export async function dispatchRefunds(
  sql: Sql,
  rails: Rails,
  now: Date,
  scope: { bookingId?: string; paymentId?: string; userId?: string } = {},
): Promise<number> {
  const rows = await sql<
    {
      id: string;
      paymentId: string;
      provider: string;
      amountCents: number;
      paymentAmountCents: number;
      method: PaymentMethod;
      paymentReference: string | null;
      payerHint: string | null;
    }[]
  >`
    select r.id, r.payment_id, r.provider, r.amount_cents, p.amount_cents as payment_amount_cents, p.method,
      p.provider_reference as payment_reference, p.payer_hint
    from refunds r join payments p on p.id = r.payment_id
    where r.stage = 'created' and r.next_check_at <= ${now}
      ${scope.bookingId ? sql`and r.booking_id = ${scope.bookingId}` : sql``}
      ${scope.paymentId ? sql`and r.payment_id = ${scope.paymentId}` : sql``}
      ${scope.userId ? sql`and r.booking_id in (select id from bookings where user_id = ${scope.userId})` : sql``}
    order by r.created_at limit 100
  `;
  let sent = 0;
  for (const r of rows) {
    const rail = rails[r.provider];
    if (!rail?.live) continue;
    const ref = railReference('refund', r.id);
    const [claimed] = await sql`
      update refunds set stage = 'awaiting', rail_reference = ${ref},
        next_check_at = ${new Date(now.getTime() + claimGraceMs(rail))}
      where id = ${r.id} and stage = 'created' returning id
    `;
    if (!claimed) continue;
    await recordEvent(sql, { kind: 'refund', id: r.id, source: 'start', from: 'created', to: 'awaiting', at: now });
    failpoint('before-refund-call');
    const answer = await callRail((signal) =>
      rail.refund(
        {
          id: r.id,
          paymentId: r.paymentId,
          paymentReference: r.paymentReference,
          method: r.method,
          payerHint: r.payerHint,
          amountCents: r.amountCents,
          paymentAmountCents: r.paymentAmountCents,
          currency: 'MZN',
        },
        now,
        { now, railReference: ref, signal },
      ) as Promise<LiveAnswer>
    );
    failpoint('after-refund-answer');
    await applyTransferAnswer(sql, 'refund', r.id, answer, 'answer', now);
    sent++;
  }
  return sent;
}

/**
 * Sends the created payouts of live rails (optionally of one batch) to their rail, each claimed first, outside any
 * transaction.
 * @returns how many were sent
 */
export async function dispatchPayouts(
  sql: Sql,
  rails: Rails,
  now: Date,
  scope: { batchId?: string } = {},
): Promise<number> {
  const rows = await sql<
    {
      id: string;
      provider: string;
      providerId: string;
      amountCents: number;
      method: 'mpesa' | 'bank';
      destination: string | null;
      holderName: string;
      idempotencyKey: string;
    }[]
  >`
    select id, provider, provider_id, amount_cents, method, destination, holder_name, idempotency_key
    from payouts
    where stage = 'created' and next_check_at <= ${now} ${scope.batchId ? sql`and batch_id = ${scope.batchId}` : sql``}
    order by created_at limit 100
  `;
  let sent = 0;
  for (const r of rows) {
    const rail = rails[r.provider];
    if (!rail?.live || r.method !== 'mpesa' || !r.destination) continue;
    const ref = railReference('payout', r.id);
    const [claimed] = await sql`
      update payouts set stage = 'awaiting', rail_reference = ${ref},
        next_check_at = ${new Date(now.getTime() + claimGraceMs(rail))}
      where id = ${r.id} and stage = 'created' returning id
    `;
    if (!claimed) continue;
    await recordEvent(sql, { kind: 'payout', id: r.id, source: 'start', from: 'created', to: 'awaiting', at: now });
    const answer = await callRail((signal) =>
      rail.payout(
        {
          id: r.id,
          idempotencyKey: r.idempotencyKey,
          providerId: r.providerId,
          amountCents: r.amountCents,
          currency: 'MZN',
          destination: { method: 'mpesa', phone: r.destination!, holderName: r.holderName },
        },
        now,
        { now, railReference: ref, signal },
      ) as Promise<LiveAnswer>
    );
    await applyTransferAnswer(sql, 'payout', r.id, answer, 'answer', now);
    sent++;
  }
  return sent;
}

/** Asks the rail about open refunds or payouts past their next check. */
async function checkTransfers(sql: Sql, rails: Rails, kind: 'refund' | 'payout', now: Date): Promise<number> {
  const table = kind === 'refund' ? sql`refunds` : sql`payouts`;
  const rows = await sql<{ id: string; provider: string; railReference: string; providerReference: string | null }[]>`
    select id, provider, rail_reference, provider_reference from ${table}
    where stage in ('awaiting', 'unknown') and rail_reference is not null and next_check_at <= ${now}
    order by next_check_at limit 100
  `;
  let n = 0;
  for (const r of rows) {
    const rail = rails[r.provider];
    const ask = kind === 'refund' ? rail?.refundStatus : rail?.payoutStatus;
    if (!rail || !ask) continue;
    // Past the claim grace the rail's answer is final: 'not found' means it never arrived.
    const answer = await callRail(() => ask.call(rail, { ...r, deadlineAt: new Date(0) }, now));
    if (await applyTransferAnswer(sql, kind, r.id, answer, 'query', now)) n++;
  }
  return n;
}

/**
 * The reconciliation job (maintenance.ts 'payment-reconciliation', once across instances; tests call it directly):
 * asks the rails about every open payment, refund and payout past its next check, and sends the refunds and payouts
 * recorded but never sent (a crash after the commit).
 * @returns how many records it looked at, by kind
 */
export async function reconcile(sql: Sql, rails: Rails, now: Date) {
  const due = await sql<{ id: string }[]>`
    select id from payments
    where stage in ('created', 'awaiting', 'unknown') and next_check_at <= ${now} and rail_reference is not null
    order by next_check_at limit 100
  `;
  let payments = 0;
  for (const p of due) if (await checkPayment(sql, rails, p.id, now)) payments++;
  const refunds = await dispatchRefunds(sql, rails, now) + await checkTransfers(sql, rails, 'refund', now);
  const payouts = await dispatchPayouts(sql, rails, now) + await checkTransfers(sql, rails, 'payout', now);
  return { payments, refunds, payouts };
}
