/** @module SQL of receipts (migration 0065): the `receipts` table, numbered by its trigger, read with its booking. */
import { keyset, type PageRequest } from '../../lib/paging.ts';
import type { Db } from '../../lib/db.ts';
import type { BookingType } from '../bookings/bookings.schemas.ts';
import { displayNameSql } from '../../lib/names.ts';

export interface ReceiptRow {
  id: string;
  number: number;
  kind: 'payment' | 'refund';
  bookingId: string;
  paymentId: string;
  refundId: string | null;
  amountCents: number;
  customerNuit: string | null;
  issuedAt: Date;
  userId: string;
  providerId: string;
  type: BookingType;
  seats: number | null;
  nights: number | null;
  ticketQuantity: number | null;
  subtotalCents: number;
  discountCents: number;
  platformFeeCents: number;
  totalCents: number;
  bookingLabel: string;
  customerName: string;
  providerName: string;
  method: 'card' | 'mpesa' | 'bank';
  payerHint: string | null;
  refundPlatformFeeCents: number | null;
  paymentReceiptNumber: number | null;
}

/** One receipt with what it prints, or undefined. */
export async function findReceipt(sql: Db, id: string): Promise<ReceiptRow | undefined> {
  const [row] = await findReceipts(sql, [id]);
  return row;
}

/** The receipts of `ids` with what they print, in one read (in no particular order; unknown ids are left out). */
export function findReceipts(sql: Db, ids: string[]): Promise<ReceiptRow[]> {
  return sql<ReceiptRow[]>`
    select r.id, r.number, r.kind, r.booking_id, r.payment_id, r.refund_id, r.amount_cents, r.customer_nuit,
      r.issued_at, b.user_id, b.provider_id, b.type, b.seats, b.nights, b.ticket_quantity, b.subtotal_cents,
      b.discount_cents, b.platform_fee_cents, b.total_cents, booking_label(b) as booking_label,
      ${displayNameSql(sql, 'c')} as customer_name,
      coalesce(
        (select e.name from establishments e where e.id = b.establishment_id),
        ${displayNameSql(sql, 'pv')}
      ) as provider_name,
      p.method, p.payer_hint, f.platform_fee_cents as refund_platform_fee_cents,
      -- The receipt of the payment refunded, for this booking (a trip's payment has one per part: migration 0290).
      (select pr.number from receipts pr
        where pr.payment_id = r.payment_id and pr.booking_id = r.booking_id and pr.kind = 'payment')
        as payment_receipt_number
    from receipts r
    join bookings b on b.id = r.booking_id
    join payments p on p.id = r.payment_id
    left join refunds f on f.id = r.refund_id
    join users c on c.id = b.user_id
    join users pv on pv.id = b.provider_id
    where r.id = any(${ids}::uuid[])
  `;
}

export interface SummaryRow {
  id: string;
  number: number;
  kind: 'payment' | 'refund';
  bookingId: string;
  bookingLabel: string;
  customerName: string;
  amountCents: number;
  issuedAt: Date;
}

/** The receipts of the bookings a user holds (`traveller`) or provides (`provider`), or of one booking, by number. */
export function listReceipts(
  sql: Db,
  filter: { userId?: string; providerId?: string; bookingId?: string },
  page: PageRequest,
): Promise<(SummaryRow & { cursorAt: string })[]> {
  // Newest first by issue time (numbers are issued in time order).
  const k = keyset(sql, page, 'r.issued_at', 'r.id');
  return sql<(SummaryRow & { cursorAt: string })[]>`
    select r.id, r.number, r.kind, r.booking_id, booking_label(b) as booking_label,
      ${displayNameSql(sql, 'c')} as customer_name, r.amount_cents, r.issued_at, ${k.cursorAt} as cursor_at
    from receipts r join bookings b on b.id = r.booking_id join users c on c.id = b.user_id
    where true
      ${filter.userId ? sql`and b.user_id = ${filter.userId}` : sql``}
      ${filter.providerId ? sql`and b.provider_id = ${filter.providerId}` : sql``}
      ${filter.bookingId ? sql`and r.booking_id = ${filter.bookingId}` : sql``}
      ${k.after}
    order by ${k.order}
    limit ${k.limit}
  `;
}

/** Writes the NUIT on a receipt that has none (once). @returns whether it was written */
export async function setReceiptNuit(sql: Db, id: string, nuit: string): Promise<boolean> {
  const rows = await sql`update receipts set customer_nuit = ${nuit} where id = ${id} and customer_nuit is null
    returning id`;
  return rows.length > 0;
}

/** The user's NUIT. */
export async function userNuit(sql: Db, userId: string): Promise<string | null> {
  const [row]: [{ nuit: string | null }?] = await sql`select nuit from users where id = ${userId}`;
  return row?.nuit ?? null;
}

/** Sets or clears the user's NUIT. */
export async function setUserNuit(sql: Db, userId: string, nuit: string | null) {
  await sql`update users set nuit = ${nuit}, updated_at = now() where id = ${userId}`;
}
