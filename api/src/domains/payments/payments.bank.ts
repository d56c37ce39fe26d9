/**
 * @module Bank transfers that can be paid (issue 12, ADR 0025). The bank tab shows the platform's account (admin
 * settings, billing.bank.ts) and a payment reference unique to the booking; the traveller uploads the proof (an image
 * or a PDF through the media path); an admin confirms (payments.service.ts#confirmBankPayment) or rejects it with a
 * reason; a transfer not confirmed within the configured days expires and its booking is released
 * (`expireBankTransfers`, a maintenance job). Every change of money locks the booking, then the payment (the lock
 * order of bookings.repo.ts).
 */
import { type Db, type Sql, sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { formatIban, getBankTransferSettings } from '../billing/billing.bank.ts';
import { lockBooking, releaseExpired } from '../bookings/bookings.repo.ts';
import { holdExpiry } from '../bookings/bookings.limits.ts';
import { readDocument, storeDocument } from '../media/media.documents.ts';
import { findPayment, lockPayment } from './payments.repo.ts';

export const bankErrors = {
  bookingNotFound: () => new AppError(404, 'NOT_FOUND', 'Reserva não encontrada.'),
  paymentNotFound: () => new AppError(404, 'NOT_FOUND', 'Pagamento não encontrado.'),
  proofNotFound: () => new AppError(404, 'NOT_FOUND', 'Comprovativo não encontrado.'),
  notBank: () => new AppError(422, 'NOT_BANK_TRANSFER', 'Só as transferências bancárias têm comprovativo.'),
  notPending: () => new AppError(409, 'PAYMENT_NOT_PENDING', 'Este pagamento já não está pendente.'),
  unavailable: () =>
    new AppError(
      409,
      'BANK_TRANSFER_UNAVAILABLE',
      'A conta bancária da plataforma ainda não foi indicada. Escolha cartão ou M-Pesa.',
    ),
};

/** Letters and digits that cannot be misread (no 0/O, 1/I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newReference = () =>
  'MZT-' + Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => ALPHABET[b % ALPHABET.length]).join('');

/**
 * The booking's transfer reference, given once: 8 characters of a 32-letter alphabet (10^12 values), drawn again while
 * another booking has it; the unique constraint is the backstop. Runs inside the caller's transaction too.
 */
export async function assignTransferReference(db: Db, bookingId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = newReference();
    const [row]: [{ transferReference: string | null }?] = await db`
      update bookings set transfer_reference = coalesce(transfer_reference, ${candidate})
      where id = ${bookingId}
        and (transfer_reference is not null
          or not exists (select 1 from bookings o where o.transfer_reference = ${candidate}))
      returning transfer_reference
    `;
    if (row?.transferReference) return row.transferReference;
  }
  throw new Error('no free transfer reference after 5 draws');
}

export interface BankInstructions {
  bankName: string;
  accountHolder: string;
  iban: string;
  ibanFormatted: string;
  reference: string;
  amountCents: number;
  expiryDays: number;
  /** The pending bank payment of the booking, if one was started, with whether a proof was sent. */
  payment: { id: string; proofUploadedAt: string | null; expiresAt: string } | null;
}

/**
 * What the bank tab shows for a booking of the caller: the platform's account, the reference to write on the
 * transfer (unique to the booking), the amount, and the pending transfer if one was started.
 * @throws 404 for another user's booking; 409 BANK_TRANSFER_UNAVAILABLE when no account is set
 */
export async function bankInstructions(user: AuthUser, bookingId: string): Promise<BankInstructions> {
  if (!isUuid(bookingId)) throw bankErrors.bookingNotFound();
  const [booking]: [{ userId: string; totalCents: number }?] = await sql`
    select user_id, total_cents from bookings where id = ${bookingId}
  `;
  if (!booking || booking.userId !== user.uid) throw bankErrors.bookingNotFound();
  const settings = await getBankTransferSettings(sql);
  if (!settings.account) throw bankErrors.unavailable();
  const reference = await assignTransferReference(sql, bookingId);
  const [pending]: [
    { id: string; createdAt: Date; proofAt: Date | null; tripId: string | null; paymentAmountCents: number }?,
  ] = await sql`
    select p.id, p.created_at, p.trip_id, p.payment_amount_cents,
      (select max(pp.created_at) from payment_proofs pp where pp.payment_id = p.id) as proof_at
    from booking_payments p where p.booking_id = ${bookingId} and p.method = 'bank' and p.status = 'pending'
    order by p.created_at desc limit 1
  `;
  return {
    ...settings.account,
    ibanFormatted: formatIban(settings.account.iban),
    reference,
    // A trip's transfer (ADR 0055) is one for all its parts: the amount to send is the payment's.
    amountCents: pending?.tripId ? pending.paymentAmountCents : booking.totalCents,
    expiryDays: settings.expiryDays,
    payment: pending
      ? {
        id: pending.id,
        proofUploadedAt: pending.proofAt?.toISOString() ?? null,
        expiresAt: new Date(pending.createdAt.getTime() + settings.expiryDays * 86_400_000).toISOString(),
      }
      : null,
  };
}

/**
 * The payer uploads the proof of a pending bank transfer (image or PDF, type from the bytes); the newest proof
 * counts. Admins are notified.
 * @throws 400 NOT_A_DOCUMENT or an image error; 404 (another user's payment); 409 PAYMENT_NOT_PENDING; 422
 *   NOT_BANK_TRANSFER
 */
export async function uploadProof(user: AuthUser, paymentId: string, file: File) {
  if (!isUuid(paymentId)) throw bankErrors.paymentNotFound();
  const payment = await findPayment(sql, paymentId);
  if (!payment || payment.userId !== user.uid) throw bankErrors.paymentNotFound();
  if (payment.method !== 'bank') throw bankErrors.notBank();
  if (payment.status !== 'pending') throw bankErrors.notPending();
  const doc = await storeDocument('payment-proofs', new Uint8Array(await file.arrayBuffer()));
  const [row] = await sql<{ id: string; createdAt: Date }[]>`
    insert into payment_proofs (payment_id, uploaded_by, content_type, source_type, bytes_length, storage, storage_key)
    values (${paymentId}, ${user.uid}, ${doc.contentType}, ${doc.sourceType}, ${doc.bytesLength}, ${doc.storage},
      ${doc.key})
    returning id, created_at
  `;
  // Admins learn that a transfer has its proof (the other way round, the traveller is told of the decision by the
  // triggers of the payment and the booking).
  await sql`
    insert into notifications (user_id, kind, title, body, link, booking_id)
    select u.id, 'bank_transfer_proof', 'Comprovativo de transferência',
      left(booking_label(b) || ': referência ' || coalesce(b.transfer_reference, '-') || ', confirme ou rejeite.', 500),
      '/admin', b.id
    from users u, bookings b
    where 'admin' = any(u.roles) and u.status = 'active' and b.id = ${payment.bookingId}
  `;
  return { id: row!.id, contentType: doc.contentType, uploadedAt: row!.createdAt.toISOString() };
}

/** The newest proof of a payment, for its payer or an admin (404 for anyone else). */
export async function readProof(user: AuthUser, paymentId: string) {
  if (!isUuid(paymentId)) throw bankErrors.proofNotFound();
  const [row]: [{ userId: string; contentType: string; storage: 'postgres' | 's3'; storageKey: string }?] = await sql`
    select p.user_id, pp.content_type, pp.storage, pp.storage_key
    from payment_proofs pp join payments p on p.id = pp.payment_id
    where pp.payment_id = ${paymentId}
    order by pp.created_at desc limit 1
  `;
  if (!row || (row.userId !== user.uid && !user.permissions.includes('admin.panel'))) throw bankErrors.proofNotFound();
  const bytes = await readDocument(row.storage, row.storageKey);
  if (!bytes) throw bankErrors.proofNotFound();
  return { bytes, contentType: row.contentType };
}

/**
 * An admin rejects a pending bank transfer with a reason: the payment fails with it (the traveller is notified by
 * the payment trigger) and the booking keeps its seats only for a new hold (HOLD_MINUTES), to pay another way.
 * @throws 404; 409 PAYMENT_NOT_PENDING; 422 NOT_BANK_TRANSFER
 */
export async function rejectBankPayment(paymentId: string, reason: string, now: Date = new Date()) {
  if (!isUuid(paymentId)) throw bankErrors.paymentNotFound();
  const row = await findPayment(sql, paymentId);
  if (!row) throw bankErrors.paymentNotFound();
  if (row.method !== 'bank') {
    throw new AppError(422, 'NOT_BANK_TRANSFER', 'Só as transferências bancárias são confirmadas manualmente.');
  }
  await sql.begin(async (tx) => {
    await lockBooking(tx, row.bookingId);
    const payment = await lockPayment(tx, paymentId);
    if (!payment || payment.status !== 'pending') throw bankErrors.notPending();
    await tx`
      update payments set status = 'failed', settled_at = ${now},
        failure_reason = ${`Transferência rejeitada: ${reason.trim()}`}
      where id = ${paymentId}
    `;
    await tx`
      update bookings set hold_expires_at = least(hold_expires_at, ${holdExpiry(now)})
      where id = ${row.bookingId} and status = 'pending'
    `;
  });
  return (await findPayment(sql, paymentId))!;
}

export interface PendingTransferRow {
  paymentId: string;
  bookingId: string;
  reference: string | null;
  amountCents: number;
  customerName: string;
  bookingLabel: string;
  payerHint: string | null;
  createdAt: Date;
  proofContentType: 'application/pdf' | 'image/webp' | null;
  proofUploadedAt: Date | null;
}

/** The most pending transfers listed at once (the oldest; each confirmed one leaves the list, ADR 0047). */
export const MAX_PENDING_TRANSFERS = 100;

/** The bank transfers waiting for an admin, the oldest 100 first, with reference, amount and proof. */
export async function pendingBankTransfers(now: Date = new Date()) {
  const { expiryDays } = await getBankTransferSettings(sql);
  const rows = await sql<PendingTransferRow[]>`
    select p.id as payment_id, p.booking_id, b.transfer_reference as reference, p.amount_cents,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email, u.id) as customer_name,
      booking_label(b) as booking_label, p.payer_hint, p.created_at,
      pp.content_type as proof_content_type, pp.created_at as proof_uploaded_at
    from payments p
    join bookings b on b.id = p.booking_id
    join users u on u.id = p.user_id
    left join lateral (
      select content_type, created_at from payment_proofs where payment_id = p.id order by created_at desc limit 1
    ) pp on true
    where p.method = 'bank' and p.status = 'pending'
    order by p.created_at, p.id
    limit ${MAX_PENDING_TRANSFERS}
  `;
  return rows.map((r) => ({
    paymentId: r.paymentId,
    bookingId: r.bookingId,
    reference: r.reference,
    amountCents: r.amountCents,
    customerName: r.customerName,
    bookingLabel: r.bookingLabel,
    payerHint: r.payerHint,
    createdAt: r.createdAt.toISOString(),
    expiresAt: new Date(r.createdAt.getTime() + expiryDays * 86_400_000).toISOString(),
    expired: r.createdAt.getTime() + expiryDays * 86_400_000 <= now.getTime(),
    proof: r.proofContentType
      ? {
        url: `/api/payments/${r.paymentId}/proof`,
        contentType: r.proofContentType,
        uploadedAt: r.proofUploadedAt!.toISOString(),
      }
      : null,
  }));
}

/** The failure reason of an expired transfer (shown to the traveller). */
export const expiredReason = (days: number) =>
  days === 1 ? 'A transferência não foi confirmada em 1 dia.' : `A transferência não foi confirmada em ${days} dias.`;

/**
 * Expires the bank transfers not confirmed within the configured days: each booking still pending is cancelled
 * ('hold_expired': the traveller is notified by the booking trigger) and its seats, nights or tickets return; the
 * payment fails with the reason. One transaction per run; run by the maintenance job 'bank-transfer-expiry'.
 * @returns how many transfers expired
 */
export async function expireBankTransfers(db: Sql, now: Date): Promise<number> {
  const { expiryDays } = await getBankTransferSettings(db);
  const cutoff = new Date(now.getTime() - expiryDays * 86_400_000);
  return await db.begin(async (tx) => {
    const due = await tx<{ id: string; bookingId: string }[]>`
      select p.id, p.booking_id from payments p join bookings b on b.id = p.booking_id
      where p.method = 'bank' and p.status = 'pending' and p.created_at <= ${cutoff}
      order by b.id
      for update of b, p
    `;
    if (!due.length) return 0;
    const ids = due.map((d) => d.id);
    // Every booking a transfer covers (its booking, or a trip's parts: migration 0290).
    await tx`
      update bookings set hold_expires_at = ${now}
      where id in (select booking_id from booking_payments where id in ${tx(ids)}) and status = 'pending'
    `;
    await releaseExpired(tx, now);
    // The release failed them with the hold's reason; the transfer's own reason is clearer.
    await tx`
      update payments set status = 'failed', settled_at = coalesce(settled_at, ${now}),
        failure_reason = ${expiredReason(expiryDays)}
      where id in ${tx(ids)} and status in ('pending', 'failed')
    `;
    return due.length;
  });
}
