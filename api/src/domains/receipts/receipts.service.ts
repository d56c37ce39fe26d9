/**
 * @module Receipts (issue 12 'Receipts', ADR 0025): one for every succeeded payment and refund, numbered without gaps
 * by the settlement transaction (migration 0065). Read by the traveller, the provider of the booking and admins
 * (404 for anyone else); printed as JSON for the printable page and as a PDF.
 */
import { firstPage, type PageRequest, toKeysetPage } from '../../lib/paging.ts';
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { normaliseNuit, NUIT_MESSAGE } from '../../lib/nuit.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { settleDuePayments } from '../payments/payments.settlement.ts';
import * as repo from './receipts.repo.ts';
import type { Receipt, ReceiptSummary } from './receipts.schemas.ts';
import { maputoLocal } from '../../lib/time.ts';

export const PLATFORM_NAME = 'MozTurismo';

const receiptErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'Recibo não encontrado.'),
  bookingNotFound: () => new AppError(404, 'NOT_FOUND', 'Reserva não encontrada.'),
  invalidNuit: () => new AppError(400, 'INVALID_NUIT', NUIT_MESSAGE, [{ path: 'nuit', message: NUIT_MESSAGE }]),
  nuitSet: () => new AppError(409, 'RECEIPT_NUIT_SET', 'Este recibo já tem um NUIT e não pode ser alterado.'),
  notTraveller: () => new AppError(403, 'FORBIDDEN', 'Só o cliente da reserva pode indicar o NUIT do recibo.'),
};

const isAdmin = (user: AuthUser) => user.permissions.includes('admin.panel');

/** The receipt number as printed: six digits at least ('000042'). */
export const receiptNumberLabel = (n: number) => String(n).padStart(6, '0');

// The receipt's words: receipts are issued in Portuguese (ADR 0039). i18n-exempt below.
// i18n-exempt
const UNIT_WORDS: Record<repo.ReceiptRow['type'], string> = { ride: 'Lugares', stay: 'Noites', event: 'Bilhetes' };
const PROVIDER_ROLE: Record<repo.ReceiptRow['type'], string> = {
  ride: 'Motorista',
  stay: 'Alojamento',
  event: 'Organizador de Eventos',
};
/** The number of units of a booking: seats, nights or tickets. */
const UNITS: Record<repo.ReceiptRow['type'], (row: repo.ReceiptRow) => number | null> = {
  ride: (row) => row.seats,
  stay: (row) => row.nights,
  event: (row) => row.ticketQuantity,
};
// i18n-exempt
const METHOD_WORDS = { card: 'Cartão', mpesa: 'M-Pesa', bank: 'Transferência bancária' } as const;

/** The receipt's content from its row: quantities, unit prices, fee, discount, total, masked method, Maputo time. */
export function toReceipt(row: repo.ReceiptRow): Receipt {
  const quantity = Math.max(1, UNITS[row.type](row) ?? 1);
  // The lines are the price before the discount: the subtotal kept on the booking is after it (events' partnerships).
  const gross = row.subtotalCents + row.discountCents;
  const local = maputoLocal(row.issuedAt);
  const [y, m, d] = local.date.split('-');
  return {
    id: row.id,
    number: row.number,
    numberLabel: receiptNumberLabel(row.number),
    kind: row.kind,
    title: row.kind === 'payment' ? 'Recibo de pagamento' : 'Recibo de reembolso',
    issuedAt: row.issuedAt.toISOString(),
    issuedAtLocal: `${d}/${m}/${y} ${local.time}`,
    platform: { name: PLATFORM_NAME },
    provider: { name: row.providerName, role: PROVIDER_ROLE[row.type] },
    customer: { name: row.customerName, nuit: row.customerNuit },
    booking: { id: row.bookingId, type: row.type, label: row.bookingLabel },
    lines: [{
      description: `${UNIT_WORDS[row.type]}: ${row.bookingLabel}`,
      quantity,
      unitPriceCents: Math.round(gross / quantity),
      totalCents: gross,
    }],
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    platformFeeCents: row.platformFeeCents,
    totalCents: row.totalCents,
    amountCents: row.amountCents,
    refundedPlatformFeeCents: row.kind === 'refund' ? row.refundPlatformFeeCents ?? 0 : null,
    currency: 'MZN',
    method: row.method,
    methodLabel: `${METHOD_WORDS[row.method]}${row.payerHint ? ` ${row.payerHint}` : ''}`,
    paymentReceiptNumber: row.kind === 'refund' ? row.paymentReceiptNumber : null,
  };
}

/** The receipt row when `user` may read it (the traveller, the booking's provider, an admin), else 404. */
async function readable(user: AuthUser, id: string): Promise<repo.ReceiptRow> {
  if (!isUuid(id)) throw receiptErrors.notFound();
  const row = await repo.findReceipt(sql, id);
  if (!row || (row.userId !== user.uid && row.providerId !== user.uid && !isAdmin(user))) {
    throw receiptErrors.notFound();
  }
  return row;
}

/** One receipt (GET /api/receipts/{id}). */
export async function getReceipt(user: AuthUser, id: string): Promise<Receipt> {
  return toReceipt(await readable(user, id));
}

/**
 * The receipts the caller may list: of their own bookings (`traveller`) or of the bookings of their offers
 * (`provider`), optionally of one booking; an admin may name any booking. Due payments and refunds are settled first
 * so that a receipt exists as soon as the money has.
 */
export async function listReceipts(
  user: AuthUser,
  query: { as: 'traveller' | 'provider'; bookingId?: string } & Partial<PageRequest>,
  now: Date = new Date(),
): Promise<{ data: ReceiptSummary[]; next: string | null }> {
  const page = { limit: query.limit ?? firstPage().limit, cursor: query.cursor };
  if (query.bookingId) {
    const [b]: [{ userId: string; providerId: string }?] = await sql`
      select user_id, provider_id from bookings where id = ${query.bookingId}
    `;
    if (!b || (b.userId !== user.uid && b.providerId !== user.uid && !isAdmin(user))) {
      throw receiptErrors.bookingNotFound();
    }
    await settleDuePayments(sql, now, { bookingId: query.bookingId });
    return toKeysetPage(await repo.listReceipts(sql, { bookingId: query.bookingId }, page), page, toSummary);
  }
  if (query.as === 'traveller') await settleDuePayments(sql, now, { userId: user.uid });
  const rows = await repo.listReceipts(
    sql,
    query.as === 'traveller' ? { userId: user.uid } : { providerId: user.uid },
    page,
  );
  return toKeysetPage(rows, page, toSummary);
}

const toSummary = (r: repo.SummaryRow): ReceiptSummary => ({
  id: r.id,
  number: r.number,
  numberLabel: receiptNumberLabel(r.number),
  kind: r.kind,
  bookingId: r.bookingId,
  bookingLabel: r.bookingLabel,
  customerName: r.customerName,
  amountCents: r.amountCents,
  issuedAt: r.issuedAt.toISOString(),
});

/**
 * The traveller writes their NUIT on a receipt that has none (PUT /api/receipts/{id}/nuit); it is then printed on
 * every copy (theirs, the provider's, the admin's) and cannot change.
 * @throws 400 INVALID_NUIT, 403 when the caller is the provider or an admin, 404, 409 RECEIPT_NUIT_SET
 */
export async function setReceiptNuit(user: AuthUser, id: string, input: string): Promise<Receipt> {
  const row = await readable(user, id);
  if (row.userId !== user.uid) throw receiptErrors.notTraveller();
  const nuit = normaliseNuit(input);
  if (!nuit) throw receiptErrors.invalidNuit();
  if (row.customerNuit === nuit) return toReceipt(row);
  if (!(await repo.setReceiptNuit(sql, id, nuit))) throw receiptErrors.nuitSet();
  return toReceipt((await repo.findReceipt(sql, id))!);
}

/** The caller's NUIT for receipts. */
export async function getProfileNuit(user: AuthUser) {
  return { nuit: await repo.userNuit(sql, user.uid) };
}

/** Sets or clears the caller's NUIT (printed on the receipts issued afterwards). @throws 400 INVALID_NUIT */
export async function setProfileNuit(user: AuthUser, input: string | null) {
  const nuit = input === null || input.trim() === '' ? null : normaliseNuit(input);
  if (input !== null && input.trim() !== '' && !nuit) throw receiptErrors.invalidNuit();
  await repo.setUserNuit(sql, user.uid, nuit);
  return { nuit };
}
