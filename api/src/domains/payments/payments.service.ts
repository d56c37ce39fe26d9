/**
 * @module Payments (spec 2.9, 4 'Payment'; DECISIONS.md 1): one payment record per attempt, through the provider
 * interface; the amount is the booking's total computed by the server. One succeeded payment per booking.
 */
import { type Db, sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotentCreate, keyReusedError, REPLAY } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { extendHold, lockBooking } from '../bookings/bookings.repo.ts';
import type { CreatePaymentBody, Payment } from './payments.schemas.ts';
import {
  earlierTripPayment,
  findPayment,
  findPaymentByKey,
  hasPendingPayment,
  insertPayment,
  type PaymentRow,
  recordProviderAnswer,
  toPayment,
  tripOwner,
  tripPartsToPay,
} from './payments.repo.ts';
import { settleDuePayments, settlePayment } from './payments.settlement.ts';
import { normaliseBank, normaliseMpesa, payerHint } from './payments.validation.ts';
import { isLive, type PaymentDetails, type PaymentProvider, pickRail } from './provider.ts';
import { defaultProvider, deploymentRails } from './default-provider.ts';
import { callPaymentRail, checkPayment, inFlight, OPEN_STAGES, type Rails, recordEvent } from './payments.lifecycle.ts';
import { railReference } from './mpesa.ts';
import { getBankTransferSettings } from '../billing/billing.bank.ts';
import { assignTransferReference } from './payments.bank.ts';

export const paymentErrors = {
  bookingNotFound: () => new AppError(404, 'NOT_FOUND', 'Reserva não encontrada.'),
  paymentNotFound: () => new AppError(404, 'NOT_FOUND', 'Pagamento não encontrado.'),
  alreadyPaid: () => new AppError(409, 'ALREADY_PAID', 'Esta reserva já está paga.'),
  notPayable: () => new AppError(409, 'BOOKING_NOT_PAYABLE', 'Esta reserva foi cancelada e já não pode ser paga.'),
  holdExpired: () =>
    new AppError(409, 'HOLD_EXPIRED', 'O tempo para pagar esta reserva expirou. Faça uma nova reserva.'),
  paymentPending: () => new AppError(409, 'PAYMENT_PENDING', 'Já existe um pagamento em curso para esta reserva.'),
  notPending: () => new AppError(409, 'PAYMENT_NOT_PENDING', 'Este pagamento já não está pendente.'),
  notBankTransfer: () =>
    new AppError(422, 'NOT_BANK_TRANSFER', 'Só as transferências bancárias são confirmadas manualmente.'),
  tripNotFound: () => new AppError(404, 'NOT_FOUND', 'Viagem planeada não encontrada.'),
  /** A trip whose parts are all paid, cancelled or done (ADR 0055). */
  tripNothingToPay: () => new AppError(409, 'TRIP_NOTHING_TO_PAY', 'Esta viagem já não tem nada por pagar.'),
  /** A pending part of the trip whose hold expired: the trip is planned again (nothing is paid). */
  tripHoldExpired: (role: string) =>
    new AppError(
      409,
      'TRIP_HOLD_EXPIRED',
      'O tempo para pagar uma parte desta viagem expirou. Planeie a viagem de novo.',
      { part: role },
    ),
  /** A trip payment taken after one of its parts was cancelled and refunded whole: its other parts are planned again. */
  tripPaymentRefunded: () =>
    new AppError(
      409,
      'TRIP_PAYMENT_REFUNDED',
      'Um pagamento desta viagem chegou depois do cancelamento de uma parte e foi devolvido. Planeie a viagem de novo.',
    ),
  tripPaymentPending: () =>
    new AppError(409, 'PAYMENT_PENDING', 'Já existe um pagamento em curso para uma parte desta viagem.'),
};

export { defaultProvider };

/** How long a card or M-Pesa payment keeps the booking's hold beyond its settlement time. */
const SETTLEMENT_GRACE_MS = 60_000;

/** How long POST /api/payments waits for a live rail's answer before answering the payment 'awaiting'. */
export const ANSWER_WAIT_MS = 2_500;

function readDetails(body: CreatePaymentBody): { details: PaymentDetails; hint: string | null } {
  // A card's details are typed on the acquirer's hosted page (ADR 0050): nothing of them is known here.
  if (body.method === 'card') return { details: { method: 'card' }, hint: null };
  if (body.method === 'mpesa') {
    const phone = normaliseMpesa(body.mpesa!.phone!)!;
    return { details: { method: 'mpesa', mpesa: { phone } }, hint: payerHint({ method: 'mpesa', phone }) };
  }
  const bank = normaliseBank(body.bank!)!;
  return {
    details: { method: 'bank', bank },
    hint: payerHint({ method: 'bank', value: bank.iban ?? bank.account ?? '' }),
  };
}

async function replay(row: PaymentRow, body: CreatePaymentBody, now: Date) {
  const same = body.tripId ? row.tripId === body.tripId : row.tripId === null && row.bookingId === body.bookingId;
  if (!same || row.method !== body.method) throw keyReusedError();
  await settleDuePayments(sql, now, { paymentId: row.id });
  return toPayment((await findPayment(sql, row.id))!);
}

/** What a payment pays: one booking, or a trip's parts (all of them locked, by id; the first is the payment's booking). */
interface PayTarget {
  tripId: string | null;
  parts: {
    id: string;
    role?: string;
    status: string;
    totalCents: number;
    holdExpiresAt: Date | null;
    rideId: string | null;
  }[];
}

/** Locks the caller's booking to pay (404 when not theirs). */
async function lockBookingToPay(tx: Db, user: AuthUser, bookingId: string): Promise<PayTarget> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking || booking.userId !== user.uid) throw paymentErrors.bookingNotFound();
  return { tripId: null, parts: [booking] };
}

/**
 * Locks every part of the caller's trip (by id: the lock order of several bookings; 404 when not theirs) and keeps
 * the open pending ones, which the payment covers (ADR 0055). Every concurrent payment of the trip waits on the same
 * first lock, so only one of them finds the parts without a pending payment.
 */
async function lockTripToPay(tx: Db, user: AuthUser, tripId: string, _now: Date): Promise<PayTarget> {
  if ((await tripOwner(tx, tripId)) !== user.uid) throw paymentErrors.tripNotFound();
  const parts = await tripPartsToPay(tx, tripId, true);
  return { tripId, parts: parts.filter((p) => p.status === 'pending') };
}

/** 409 TRIP_NOTHING_TO_PAY when no part is pending, 409 TRIP_HOLD_EXPIRED naming a pending part whose hold expired. */
function checkTripPayable(target: PayTarget, now: Date) {
  if (target.parts.length === 0) throw paymentErrors.tripNothingToPay();
  const expired = target.parts.find((b) => !b.holdExpiresAt || b.holdExpiresAt <= now);
  if (expired) {
    throw paymentErrors.tripHoldExpired(expired.role!);
  }
}

/**
 * Pays a pending booking of the caller (POST /api/payments): records the payment (pending), starts it with the
 * provider and extends the booking's hold while it settles (a bank transfer holds the seats until it is confirmed,
 * at the latest until departure). When the provider settles at once (PAYMENT_DELAY_MS=0) it is settled before
 * answering. With `tripId`, one payment pays every open pending part of the caller's trip (ADR 0055): the sum of
 * their totals, each part's share recorded (payment_parts), every part's hold extended; settling it confirms them all.
 * @param options.idempotencyKey a retry with the same key returns the first payment, also when the retries race: the
 *   key is read again under the booking's lock, so every concurrent retry gets the first answer
 * @param options.provider the provider (tests pass their own)
 * @returns the payment and whether it was created now
 */
export async function startPayment(
  user: AuthUser,
  body: CreatePaymentBody,
  options: {
    idempotencyKey?: string;
    now?: Date;
    provider?: PaymentProvider;
    /** How long to wait for a live rail's answer before answering 'awaiting' (ms; default ANSWER_WAIT_MS). */
    waitMs?: number;
    /** Where a hosted card page sends the traveller back, per payment id. */
    returnUrl?: (paymentId: string) => string;
  } = {},
): Promise<{ payment: Payment; created: boolean }> {
  const now = options.now ?? new Date();
  const provider = options.provider ?? defaultProvider;
  const key = options.idempotencyKey ?? null;
  const replayByKey = async (key: string) => {
    const existing = await findPaymentByKey(sql, user.uid, key);
    return existing && await replay(existing, body, now);
  };
  const { value: payment, created } = await idempotentCreate(key, 'payments_idempotency', replayByKey, async () => {
    const { details, hint } = readDetails(body);
    const rail = pickRail(provider, body.method);
    const started = await sql.begin(async (tx) => {
      const target = body.tripId
        ? await lockTripToPay(tx, user, body.tripId, now)
        : await lockBookingToPay(tx, user, body.bookingId!);
      // A concurrent retry with the same key that held the booking's lock first has committed its payment by now
      // (issue 9): answer that payment, not 409 PAYMENT_PENDING or ALREADY_PAID.
      if (key) {
        const first = await findPaymentByKey(tx, user.uid, key);
        if (first) return REPLAY;
      }
      if (!body.tripId) {
        const booking = target.parts[0]!;
        if (booking.status === 'confirmed' || booking.status === 'completed') throw paymentErrors.alreadyPaid();
        if (booking.status === 'cancelled') throw paymentErrors.notPayable();
        if (!booking.holdExpiresAt || booking.holdExpiresAt <= now) throw paymentErrors.holdExpired();
        if (await hasPendingPayment(tx, booking.id)) throw paymentErrors.paymentPending();
      } else checkTripPayable(target, now);
      for (const part of target.tripId ? target.parts : []) {
        if (await hasPendingPayment(tx, part.id)) throw paymentErrors.tripPaymentPending();
      }
      // An earlier trip payment of a part still open at its rail, or taken late and refunded (migration 0290).
      for (const part of target.parts) {
        const earlier = await earlierTripPayment(tx, part.id);
        if (earlier === 'open') {
          throw target.tripId ? paymentErrors.tripPaymentPending() : paymentErrors.paymentPending();
        }
        if (earlier === 'taken') throw paymentErrors.tripPaymentRefunded();
      }
      const booking = target.parts[0]!;
      const amountCents = target.parts.reduce((s, b) => s + b.totalCents, 0);
      const id = await insertPayment(tx, {
        bookingId: booking.id,
        tripId: target.tripId,
        parts: target.tripId ? target.parts.map((b) => ({ bookingId: b.id, amountCents: b.totalCents })) : [],
        userId: user.uid,
        method: body.method,
        amountCents,
        provider: rail.name,
        payerHint: hint,
        idempotencyKey: key,
      });
      if (rail.live) {
        // A live rail (ADR 0042): the payment is committed first, with its short reference and the customer's
        // deadline; the rail is called after the commit. `settles_at` = the deadline keeps the hold from being
        // released while the customer confirms (bookings.repo.ts releaseExpired).
        const deadlineAt = new Date(now.getTime() + (rail.confirmWindowMs ?? 120_000));
        const ref = railReference('payment', id);
        await tx`
          update payments set rail_reference = ${ref}, deadline_at = ${deadlineAt}, settles_at = ${deadlineAt},
            next_check_at = ${deadlineAt}
          where id = ${id}
        `;
        await recordEvent(tx, { kind: 'payment', id, source: 'start', from: null, to: 'created', at: now });
        for (const b of target.parts) await extendHold(tx, b.id, new Date(deadlineAt.getTime() + SETTLEMENT_GRACE_MS));
        return {
          id,
          bookingId: booking.id,
          settlesAt: null,
          live: { railReference: ref, deadlineAt, amountCents },
        };
      }
      // The reference the traveller writes on the transfer, unique to the booking (ADR 0025).
      if (body.method === 'bank') await assignTransferReference(tx, booking.id);
      const answer = await rail.start(
        { id, bookingId: booking.id, method: body.method, amountCents, currency: 'MZN' },
        details,
        now,
      );
      if (isLive(answer)) throw new Error(`${rail.name} answered like a live rail but is not marked live`);
      await tx`update payments set stage = 'awaiting' where id = ${id}`;
      await recordProviderAnswer(tx, id, {
        reference: answer.reference,
        settlesAt: answer.settlesAt,
        outcome: answer.outcome,
        reason: answer.failureReason ?? null,
      });
      let holdUntil: Date;
      if (answer.settlesAt) holdUntil = new Date(answer.settlesAt.getTime() + SETTLEMENT_GRACE_MS);
      else {
        const rideIds = target.parts.map((b) => b.rideId).filter((r): r is string => r !== null);
        const [ride]: [{ departureAt: Date | null }?] = rideIds.length
          ? await tx`select min(departure_at) as departure_at from rides where id in ${tx(rideIds)}`
          : [];
        // A bank transfer holds until the admin confirms it, at most the configured days (ADR 0025) and never
        // past departure (a trip's: its first ride's); the 'bank-transfer-expiry' job releases it then.
        const { expiryDays } = await getBankTransferSettings(tx);
        const bankDeadline = new Date(now.getTime() + expiryDays * 86_400_000);
        holdUntil = ride?.departureAt && ride.departureAt < bankDeadline ? ride.departureAt : bankDeadline;
      }
      for (const b of target.parts) await extendHold(tx, b.id, holdUntil);
      return { id, bookingId: booking.id, settlesAt: answer.settlesAt, live: null };
    });
    if (started === REPLAY) return REPLAY;
    if (started.live) {
      // Outside any transaction: claim, call with a time-out, settle with the answer (payments.lifecycle.ts). The
      // call goes on after the answer to this request when the customer takes longer than `waitMs` (the PIN
      // prompt): the dialog polls GET /api/payments/{id}; a crash leaves it to the reconciliation job.
      const work = callPaymentRail(
        sql,
        rail,
        {
          id: started.id,
          bookingId: started.bookingId,
          method: body.method,
          amountCents: started.live.amountCents,
          railReference: started.live.railReference,
          deadlineAt: started.live.deadlineAt,
        },
        details,
        now,
        options.returnUrl ? { returnUrl: options.returnUrl(started.id) } : {},
      ).catch((err) => {
        console.error(`payment ${started.id}: rail call failed`, err);
      });
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
      await Promise.race([work, new Promise((r) => setTimeout(r, options.waitMs ?? ANSWER_WAIT_MS))]);
    } else if (started.settlesAt && started.settlesAt <= now) {
      await settlePayment(sql, started.id, started.bookingId, now);
    }
    return toPayment((await findPayment(sql, started.id))!);
  });
  return { payment, created };
}

/** The bookings of the caller's trip (none for another's: the payment answers its 404). */
export async function tripPartIds(userId: string, tripId: string): Promise<string[]> {
  if (!isUuid(tripId) || (await tripOwner(sql, tripId)) !== userId) return [];
  return (await tripPartsToPay(sql, tripId)).filter((p) => p.status === 'pending').map((p) => p.id);
}

/**
 * One payment, for its payer or an admin (404 for anyone else); settled first when due, and a live payment past its
 * next check asked about first (ADR 0042).
 */
export async function getPayment(
  user: AuthUser,
  id: string,
  now: Date = new Date(),
  rails: Rails = deploymentRails,
): Promise<Payment> {
  if (!isUuid(id)) throw paymentErrors.paymentNotFound();
  await settleDuePayments(sql, now, { paymentId: id });
  let row = await findPayment(sql, id);
  // A live payment past its next check is asked about now (the reconciliation job would a little later).
  if (row && row.userId === user.uid && OPEN_STAGES.includes(row.stage) && row.nextCheckAt && row.nextCheckAt <= now) {
    await checkPayment(sql, rails, id, now);
    row = await findPayment(sql, id);
  }
  if (!row || (row.userId !== user.uid && !user.permissions.includes('admin.panel'))) {
    throw paymentErrors.paymentNotFound();
  }
  return toPayment(row);
}

/**
 * An admin confirms a pending bank transfer (POST /api/payments/{id}/confirm): the payment succeeds and the booking
 * is confirmed, in one transaction. 409 PAYMENT_NOT_PENDING when already settled, 422 NOT_BANK_TRANSFER for cards
 * and M-Pesa (they settle on their own).
 */
export async function confirmBankPayment(id: string, now: Date = new Date()): Promise<Payment> {
  if (!isUuid(id)) throw paymentErrors.paymentNotFound();
  const row = await findPayment(sql, id);
  if (!row) throw paymentErrors.paymentNotFound();
  if (row.method !== 'bank') throw paymentErrors.notBankTransfer();
  if (row.status !== 'pending') throw paymentErrors.notPending();
  const outcome = await settlePayment(sql, row.id, row.bookingId, now, { confirm: true });
  if (!outcome) throw paymentErrors.notPending();
  return toPayment((await findPayment(sql, id))!);
}

/**
 * A rail's callback (POST /api/payments/callbacks/{rail}): finds the payment of that rail by our reference or the
 * rail's, asks the rail for its status and settles it with the answer (never with the callback's body).
 * @returns the payment's stage after the check
 * @throws 404 when no payment of that rail has that reference
 */
export async function paymentCallback(
  railName: string,
  reference: string,
  now: Date = new Date(),
  rails: Rails = deploymentRails,
): Promise<Payment['stage']> {
  const [row]: [{ id: string; stage: Payment['stage'] }?] = await sql`
    select id, stage from payments
    where provider = ${railName} and (rail_reference = ${reference.toUpperCase()} or provider_reference = ${reference})
    order by created_at desc limit 1
  `;
  if (!row) throw paymentErrors.paymentNotFound();
  const stage = await checkPayment(sql, rails, row.id, now, 'callback');
  return stage ?? (await findPayment(sql, row.id))!.stage;
}

/**
 * Where the hosted card page sends the traveller back (createToken's RedirectURL and BackURL, ADR 0050): the
 * traveller app's bookings, which call POST /api/payments/{id}/return. The acquirer appends its own parameters
 * (TransactionToken, CompanyRef, ...); none of them is trusted.
 * @example hostedPageReturnUrl('https://mozturismo.co.mz', id) // 'https://mozturismo.co.mz/reservas?pagamento=<id>'
 */
export function hostedPageReturnUrl(origin: string, paymentId: string): string {
  return `${origin}/reservas?pagamento=${paymentId}`;
}

/**
 * The traveller is back from the hosted card page (POST /api/payments/{id}/return, ADR 0050): the rail is asked now
 * (verifyToken) and the payment settled with its answer, like the reconciliation job (the first answer wins: a return
 * racing the job settles once). Nothing is asked of a settled payment. Payer only: 404 for anyone else.
 */
export async function returnFromHostedPage(
  user: AuthUser,
  id: string,
  now: Date = new Date(),
  rails: Rails = deploymentRails,
): Promise<Payment> {
  if (!isUuid(id)) throw paymentErrors.paymentNotFound();
  const row = await findPayment(sql, id);
  if (!row || row.userId !== user.uid) throw paymentErrors.paymentNotFound();
  if (OPEN_STAGES.includes(row.stage)) await checkPayment(sql, rails, id, now, 'callback');
  return toPayment((await findPayment(sql, id))!);
}
