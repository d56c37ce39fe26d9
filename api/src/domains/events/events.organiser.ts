/**
 * @module Organiser tools (issue 15; ADR 0030): ticket types, promo codes, the attendees CSV, a message to all
 * attendees, and the organiser's own figure of tickets sold through other channels (issue 11).
 */
import { MAX_TICKET_TYPES_LISTED } from './events.organiser.schemas.ts';
import { firstPage, type PageRequest, toKeysetPage } from '../../lib/paging.ts';
import { sql } from '../../lib/db.ts';
import { streamCsv } from '../../lib/csv-stream.ts';
import { AppError } from '../../lib/errors.ts';
import { todayInMaputo } from '../../lib/time.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { eventErrors, getEvent, ownEvent, shownStatus } from './events.service.ts';
import type { CreatePromoCodeBody, PromoCode, TicketType, TicketTypeInput } from './events.organiser.schemas.ts';
import * as repo from './events.tickets.repo.ts';
import type { PromoCodeRow, TicketTypeRow } from './events.tickets.repo.ts';

export const organiserErrors = {
  typePriceLocked: (name: string) =>
    new AppError(
      409,
      'PRICE_LOCKED',
      `O preço do bilhete '${name}' não pode ser alterado depois de vendidos bilhetes.`,
    ),
  typeBelowSold: (name: string) =>
    new AppError(
      409,
      'QUANTITY_BELOW_SOLD',
      `A quantidade do bilhete '${name}' não pode ser inferior aos bilhetes já vendidos.`,
    ),
  promoExists: () => new AppError(409, 'PROMO_CODE_EXISTS', 'Este evento já tem um código promocional igual.'),
  promoNotFound: () => new AppError(404, 'NOT_FOUND', 'Código promocional não encontrado.'),
};

/** The API shape of a ticket type on a local date. */
export function toTicketType(t: TicketTypeRow, today: string): TicketType {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    priceCents: t.priceCents,
    quantity: t.quantity,
    sold: t.sold,
    left: Math.max(0, t.quantity - t.sold),
    salesStart: t.salesStart,
    salesEnd: t.salesEnd,
    isActive: t.isActive,
    saleState: repo.saleState(t, today),
  };
}

function toPromoCode(p: PromoCodeRow): PromoCode {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind,
    value: p.value,
    maxUses: p.maxUses,
    uses: p.uses,
    validFrom: p.validFrom,
    validUntil: p.validUntil,
    isActive: p.isActive,
    createdAt: p.createdAt.toISOString(),
  };
}

async function editableEvent(user: AuthUser, id: string, now: Date) {
  const row = await ownEvent(user, id);
  if (shownStatus(row, now) === 'past' || row.status === 'cancelled') throw eventErrors.notEditable();
  return row;
}

/** GET /api/events/{id}/ticket-types: every type of an event of the caller, inactive ones included. */
export async function listTicketTypes(user: AuthUser, id: string, now: Date = new Date()) {
  await ownEvent(user, id);
  const today = todayInMaputo(now);
  // At most 10 active types (PutTicketTypesBodySchema); the inactive ones kept for their sales add up slowly.
  return (await repo.ticketTypesOf(sql, [id])).slice(0, MAX_TICKET_TYPES_LISTED).map((t) => toTicketType(t, today));
}

/**
 * PUT /api/events/{id}/ticket-types: replaces the ticket types of a draft or upcoming event of the caller. A type's
 * price is locked once it has sales and its quantity never goes below them; the event's price and capacity follow.
 */
export async function putTicketTypes(user: AuthUser, id: string, list: TicketTypeInput[], now: Date = new Date()) {
  await editableEvent(user, id, now);
  await sql.begin(async (tx) => {
    await tx`select id from events where id = ${id} for update`;
    const current = await repo.ticketTypesOf(tx, [id]);
    const writes = list.map((t) => {
      const priceCents = Math.round(t.price * 100);
      const before = t.id ? current.find((c) => c.id === t.id) : undefined;
      if (before && before.sold > 0 && before.priceCents !== priceCents) throw organiserErrors.typePriceLocked(t.name);
      if (before && t.quantity < before.sold) throw organiserErrors.typeBelowSold(t.name);
      return {
        id: before?.id,
        name: t.name,
        description: t.description,
        priceCents,
        quantity: t.quantity,
        salesStart: t.salesStart ?? null,
        salesEnd: t.salesEnd ?? null,
        isActive: t.isActive,
      };
    });
    await repo.writeTicketTypes(tx, id, writes);
  }).catch((err) => {
    if ((err as { code?: string }).code === '23514') throw eventErrors.maxBelowSold();
    throw err;
  });
  return listTicketTypes(user, id, now);
}

/** GET /api/events/{id}/promo-codes. */
export async function listPromoCodes(user: AuthUser, id: string, page: PageRequest = firstPage()) {
  await ownEvent(user, id);
  return toKeysetPage(await repo.promoCodesOf(sql, id, page), page, toPromoCode);
}

/** POST /api/events/{id}/promo-codes: a new code (percentage or amount in MT, stored in centavos). */
export async function createPromoCode(user: AuthUser, id: string, body: CreatePromoCodeBody, now: Date = new Date()) {
  await editableEvent(user, id, now);
  const row = await repo.insertPromoCode(sql, id, {
    code: body.code,
    kind: body.kind,
    value: body.kind === 'percentage' ? body.value : Math.round(body.value * 100),
    maxUses: body.maxUses ?? null,
    validFrom: body.validFrom ?? null,
    validUntil: body.validUntil ?? null,
  });
  if (!row) throw organiserErrors.promoExists();
  return toPromoCode(row);
}

/** PATCH /api/events/{id}/promo-codes/{codeId}: activates or deactivates a code. */
export async function updatePromoCode(user: AuthUser, id: string, codeId: string, isActive: boolean) {
  await ownEvent(user, id);
  const row = await repo.setPromoActive(sql, id, codeId, isActive);
  if (!row) throw organiserErrors.promoNotFound();
  return toPromoCode(row);
}

/** PUT /api/events/{id}/external-sales: the organiser's figure of tickets sold elsewhere (never blocks a sale). */
export async function setExternalSales(user: AuthUser, id: string, count: number, now: Date = new Date()) {
  await ownEvent(user, id);
  await repo.setExternalSales(sql, id, count);
  return getEvent(user, id, now);
}

/** POST /api/events/{id}/messages: an in-app notification to every holder of a valid ticket. */
export async function messageAttendees(
  user: AuthUser,
  id: string,
  body: { subject: string; message: string },
) {
  const event = await ownEvent(user, id);
  const row = await repo.insertAttendeesMessage(sql, {
    eventId: id,
    senderId: user.uid,
    subject: body.subject,
    body: body.message,
    title: `${event.title}: ${body.subject}`.slice(0, 120),
  });
  return { id: row.id, recipients: row.recipients, createdAt: row.createdAt.toISOString() };
}

/** 'dd/MM/yyyy HH:mm' in Africa/Maputo. */
function maputo(at: Date | null): string {
  if (!at) return '';
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Maputo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(at).map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** One CSV field (RFC 4180), with spreadsheet formulas neutralised. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// The attendees' CSV is in Portuguese, like the receipts and statements (ADR 0039).
// deno-fmt-ignore
export const ATTENDEES_CSV_HEADER = [ // i18n-exempt
  'Código', 'Tipo de bilhete', 'Preço (MZN)', 'Código promocional', 'Nome', 'E-mail', 'Reserva', 'Comprado em', // i18n-exempt
  'Entrada validada em', 'Estado', // i18n-exempt
] as const;

/**
 * GET /api/events/{id}/attendees.csv: one line per ticket, UTF-8 with a byte order mark (spreadsheets), CRLF.
 * @returns the file name and its body, a stream read from a cursor
 */
export async function attendeesCsv(user: AuthUser, id: string) {
  const event = await ownEvent(user, id);
  // Streamed from a cursor (lib/csv-stream.ts, ADR 0047): a festival's tickets are never all in memory at once.
  const body = streamCsv(repo.attendeesForExport(sql, id), {
    head: [[...ATTENDEES_CSV_HEADER]],
    line: (r) => [
      r.code,
      r.ticketTypeName ?? 'Normal',
      (r.unitPriceCents / 100).toFixed(2),
      r.promoCode ?? '',
      r.attendeeName,
      r.attendeeEmail ?? '',
      r.bookingId,
      maputo(r.boughtAt),
      maputo(r.checkedInAt),
      // i18n-exempt (CSV column, in Portuguese)
      r.cancelledAt ? 'Cancelado' : r.checkedInAt ? 'Entrada validada' : 'Válido',
    ],
    cell: csvField,
  });
  const slug = event.title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w]+/g, '-').replace(
    /^-|-$/g,
    '',
  ).toLowerCase().slice(0, 60);
  return { fileName: `participantes-${slug || 'evento'}.csv`, body };
}
