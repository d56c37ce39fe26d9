/**
 * @module Payments (spec 2.9, 4 'Payment'; DECISIONS.md 1): one payment record per attempt, through the provider
 * interface; the amount is the booking's total computed by the server. One succeeded payment per booking.
 */
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotentCreate, keyReusedError, REPLAY } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { extendHold, lockBooking } from '../bookings/bookings.repo.ts';
import type { CreatePaymentBody, Payment } from './payments.schemas.ts';
import {
  findPayment,
  findPaymentByKey,
  hasPendingPayment,
  insertPayment,
  type PaymentRow,
  recordProviderAnswer,
  toPayment,
} from './payments.repo.ts';
import { settleDuePayments, settlePayment } from './payments.settlement.ts';
import { digits, normaliseBank, normaliseMpesa, payerHint } from './payments.validation.ts';
import type { PaymentDetails, PaymentProvider } from './provider.ts';
import { defaultProvider } from './default-provider.ts';
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
};

export { defaultProvider };

/** How long a card or M-Pesa payment keeps the booking's hold beyond its settlement time. */
const SETTLEMENT_GRACE_MS = 60_000;

function readDetails(body: CreatePaymentBody): { details: PaymentDetails; hint: string } {
  if (body.method === 'card') {
    const c = body.card!;
    const number = digits(c.number!);
    return {
      details: { method: 'card', card: { name: c.name!.trim(), number, expiry: c.expiry!.trim(), cvv: c.cvv!.trim() } },
      hint: payerHint({ method: 'card', number }),
    };
  }
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
  if (row.bookingId !== body.bookingId || row.method !== body.method) throw keyReusedError();
  await settleDuePayments(sql, now, { paymentId: row.id });
  return toPayment((await findPayment(sql, row.id))!);
}

/**
 * Pays a pending booking of the caller (POST /api/payments): records the payment (pending), starts it with the
 * provider and extends the booking's hold while it settles (a bank transfer holds the seats until it is confirmed,
 * at the latest until departure). When the provider settles at once (PAYMENT_DELAY_MS=0) it is settled before
 * answering.
 * @param options.idempotencyKey a retry with the same key returns the first payment, also when the retries race: the
 *   key is read again under the booking's lock, so every concurrent retry gets the first answer
 * @param options.provider the provider (tests pass their own)
 * @returns the payment and whether it was created now
 */
export async function startPayment(
  user: AuthUser,
  body: CreatePaymentBody,
  options: { idempotencyKey?: string; now?: Date; provider?: PaymentProvider } = {},
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
    const started = await sql.begin(async (tx) => {
      const booking = await lockBooking(tx, body.bookingId);
      if (!booking || booking.userId !== user.uid) throw paymentErrors.bookingNotFound();
      // A concurrent retry with the same key that held the booking's lock first has committed its payment by now
      // (issue 9): answer that payment, not 409 PAYMENT_PENDING or ALREADY_PAID.
      if (key) {
        const first = await findPaymentByKey(tx, user.uid, key);
        if (first) return REPLAY;
      }
      if (booking.status === 'confirmed' || booking.status === 'completed') throw paymentErrors.alreadyPaid();
      if (booking.status === 'cancelled') throw paymentErrors.notPayable();
      if (!booking.holdExpiresAt || booking.holdExpiresAt <= now) throw paymentErrors.holdExpired();
      if (await hasPendingPayment(tx, booking.id)) throw paymentErrors.paymentPending();
      const id = await insertPayment(tx, {
        bookingId: booking.id,
        userId: user.uid,
        method: body.method,
        amountCents: booking.totalCents,
        provider: provider.name,
        payerHint: hint,
        idempotencyKey: key,
      });
      // The reference the traveller writes on the transfer, unique to the booking (ADR 0025).
      if (body.method === 'bank') await assignTransferReference(tx, booking.id);
      const answer = await provider.start(
        { id, bookingId: booking.id, method: body.method, amountCents: booking.totalCents, currency: 'MZN' },
        details,
        now,
      );
      await recordProviderAnswer(tx, id, {
        reference: answer.reference,
        settlesAt: answer.settlesAt,
        outcome: answer.outcome,
        reason: answer.failureReason ?? null,
      });
      let holdUntil: Date;
      if (answer.settlesAt) holdUntil = new Date(answer.settlesAt.getTime() + SETTLEMENT_GRACE_MS);
      else {
        const [ride]: [{ departureAt: Date }?] = booking.rideId
          ? await tx`select departure_at from rides where id = ${booking.rideId}`
          : [];
        // A bank transfer holds until the admin confirms it, at most the configured days (ADR 0025) and never
        // past departure; the 'bank-transfer-expiry' job releases it then.
        const { expiryDays } = await getBankTransferSettings(tx);
        const bankDeadline = new Date(now.getTime() + expiryDays * 86_400_000);
        holdUntil = ride?.departureAt && ride.departureAt < bankDeadline ? ride.departureAt : bankDeadline;
      }
      await extendHold(tx, booking.id, holdUntil);
      return { id, bookingId: booking.id, settlesAt: answer.settlesAt };
    });
    if (started === REPLAY) return REPLAY;
    if (started.settlesAt && started.settlesAt <= now) await settlePayment(sql, started.id, started.bookingId, now);
    return toPayment((await findPayment(sql, started.id))!);
  });
  return { payment, created };
}

/** One payment, for its payer or an admin (404 for anyone else); settled first when due. */
export async function getPayment(user: AuthUser, id: string, now: Date = new Date()): Promise<Payment> {
  if (!isUuid(id)) throw paymentErrors.paymentNotFound();
  await settleDuePayments(sql, now, { paymentId: id });
  const row = await findPayment(sql, id);
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
