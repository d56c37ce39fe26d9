/**
 * @module Buying event tickets (spec 2.8 'Event booking dialog', 3 'Event booking payload', 5 'Events'; DECISIONS.md
 * 1, 2): 1 to 10 tickets, at most one partnership offer (active, valid on the event date, quantity reaching its
 * minimum), the discount and the platform fee on the discounted subtotal computed here. Tickets are taken with one
 * conditional update in the booking transaction, so concurrent buyers never exceed max_tickets. A free event
 * registers attendance at once (confirmed, total 0, no payment); a paid one holds its tickets for HOLD_MINUTES until
 * paid. Tickets with their codes are created by the migration 0004 trigger when the booking becomes confirmed.
 */
import { applyReward, previewReward } from '../bookings/bookings.rewards.ts';
import { type Db, sql } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { idempotentCreate, keyReusedError } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { type Amounts, computeAmounts, getFeeBps } from '../billing/billing.service.ts';
import { findBooking, findBookingByKey, toBooking } from '../bookings/bookings.repo.ts';
import {
  assertTotalCountable,
  assertUnpaidHoldsBelowLimit,
  holdExpiry,
  lockClientBookings,
} from '../bookings/bookings.limits.ts';
import type { LedgerBooking } from '../bookings/bookings.schemas.ts';
import * as repo from './events.repo.ts';
import type { PartnershipRow } from './events.repo.ts';
import type { BookingEvent, EventBookingBody } from './events.schemas.ts';
import { partnershipApplies, shownStatus } from './events.service.ts';
import { choiceErrors, choosePromoCode, chooseTicketType, promoDiscount } from './events.choices.ts';
import { choicesOf, insertChoices, type PromoCodeRow, takeTypeTickets, usePromoCode } from './events.tickets.repo.ts';
import { todayInMaputo } from '../../lib/time.ts';

/** The event's part of a booking answer (`attachEventDetails`). */
export interface EventPart {
  event?: BookingEvent | null;
}

export const ticketErrors = {
  eventNotFound: () => new AppError(404, 'NOT_FOUND', 'Evento não encontrado.'),
  notOnSale: () => new AppError(409, 'EVENT_NOT_AVAILABLE', 'Este evento já não está disponível para reservas.'),
  ownEvent: () => new AppError(422, 'OWN_EVENT', 'Não pode comprar bilhetes para o seu próprio evento.'),
  soldOut: (left: number) =>
    new AppError(
      409,
      'SOLD_OUT',
      left === 1
        ? 'Só resta 1 bilhete para este evento.'
        : left > 1
        ? `Só restam ${left} bilhetes para este evento.`
        : 'Bilhetes esgotados para este evento.',
      { ticketsLeft: left },
    ),
  partnershipUnknown: () =>
    new AppError(422, 'PARTNERSHIP_NOT_ELIGIBLE', 'Esta oferta de parceria não existe para este evento.'),
  partnershipInactive: () =>
    new AppError(422, 'PARTNERSHIP_NOT_ELIGIBLE', 'Esta oferta de parceria não está ativa na data do evento.'),
  partnershipMinimum: (min: number) =>
    new AppError(
      422,
      'PARTNERSHIP_NOT_ELIGIBLE',
      min === 1
        ? 'Esta oferta de parceria exige a compra de pelo menos 1 bilhete.'
        : `Esta oferta de parceria exige a compra de pelo menos ${min} bilhetes.`,
      { minEventTickets: min },
    ),
};

export interface TicketQuote extends Amounts {
  quantity: number;
  ticketPriceCents: number;
  grossCents: number;
  discountCents: number;
  discountPercentage: number;
  partnershipId: string | null;
  partnerName: string | null;
  /** Ticket type and promo code (ADR 0030). */
  ticketTypeId: string | null;
  ticketTypeName: string | null;
  partnershipDiscountCents: number;
  promoCode: string | null;
  promoDiscountCents: number;
  /** The loyalty reward off what is left (0 without one; ADR 0043): subtotal, fee and total are after it. */
  rewardDiscountCents: number;
  rewardTitle: string | null;
}

/**
 * The amounts of `quantity` tickets: gross = price × quantity; discount = gross × % (half up to the centavo); the
 * platform fee on gross − discount (DECISIONS.md 2).
 * @example priceTickets(150000, 4, 20, 1000) // gross 600000, discount 120000, subtotal 480000, fee 48000
 */
export function priceTickets(
  ticketPriceCents: number,
  quantity: number,
  discountPercentage: number,
  feeBps: number,
  promo: Pick<PromoCodeRow, 'kind' | 'value'> | null = null,
) {
  const grossCents = ticketPriceCents * quantity;
  const partnershipDiscountCents = Math.floor((grossCents * discountPercentage + 50) / 100);
  // A promo code applies to what is left after the partnership discount (ADR 0030).
  const promoDiscountCents = promoDiscount(promo, grossCents - partnershipDiscountCents);
  const discountCents = partnershipDiscountCents + promoDiscountCents;
  return {
    grossCents,
    discountCents,
    partnershipDiscountCents,
    promoDiscountCents,
    ...computeAmounts(grossCents - discountCents, ticketPriceCents > 0 ? feeBps : 0),
  };
}

/** Checks the chosen partnership (422 PARTNERSHIP_NOT_ELIGIBLE with the reason) and returns it. */
function eligiblePartnership(
  list: readonly PartnershipRow[],
  id: string | undefined,
  eventDate: string,
  quantity: number,
): PartnershipRow | null {
  if (!id) return null;
  const p = list.find((x) => x.id === id);
  if (!p) throw ticketErrors.partnershipUnknown();
  if (!partnershipApplies(p, eventDate)) throw ticketErrors.partnershipInactive();
  if (quantity < p.minEventTickets) throw ticketErrors.partnershipMinimum(p.minEventTickets);
  return p;
}

/**
 * GET /api/events/{id}/quote: the summary of the booking dialog, computed like the booking itself: the tickets, the
 * partnership and promo discounts (`priceTickets`), then the optional loyalty reward of the caller with the discount
 * `applyReward` gives in the booking (`previewReward`; issue 32, ADR 0043), the fee on what is left and the total, so
 * 'Reservar' charges exactly this. The provider amount stays the subtotal before the reward (the platform pays it).
 * @param reward the caller (null: a visitor, 401) and the redemption to apply
 */
export async function quote(
  eventId: string,
  quantity: number,
  partnershipId: string | undefined,
  now: Date = new Date(),
  choice: { ticketTypeId?: string; promoCode?: string } = {},
  reward: { userId: string | null; redemptionId: string } | null = null,
): Promise<TicketQuote> {
  if (!isUuid(eventId)) throw ticketErrors.eventNotFound();
  const event = await repo.findEvent(sql, eventId);
  // An event of a suspended organiser is hidden like a draft (ADR 0014).
  if (!event || event.status === 'draft' || event.providerSuspended) throw ticketErrors.eventNotFound();
  if (shownStatus(event, now) !== 'upcoming') throw ticketErrors.notOnSale();
  const p = eligiblePartnership(await repo.partnershipsOf(sql, [eventId]), partnershipId, event.startDate, quantity);
  const today = todayInMaputo(now);
  const type = await chooseTicketType(sql, eventId, choice.ticketTypeId, today);
  if (type && type.quantity - type.sold < quantity) throw choiceErrors.typeSoldOut(type, type.quantity - type.sold);
  const promo = await choosePromoCode(sql, eventId, choice.promoCode, today);
  const unit = type?.priceCents ?? event.ticketPriceCents;
  const priced = priceTickets(unit, quantity, p?.discountPercentage ?? 0, await getFeeBps(sql), promo);
  let rewardDiscountCents = 0;
  let rewardTitle: string | null = null;
  if (reward) {
    if (!reward.userId) throw errors.unauthenticated();
    // The booking's reward reads the event's own ticket price (bookings.rewards.ts applyReward).
    const preview = await previewReward(sql, reward.userId, reward.redemptionId, {
      type: 'event',
      subtotalCents: priced.subtotalCents,
      platformFeeBps: priced.platformFeeBps,
      seats: null,
      ticketQuantity: quantity,
      ticketPriceCents: event.ticketPriceCents,
      distanceKm: null,
    }, now);
    rewardDiscountCents = preview.discountCents;
    rewardTitle = preview.title;
  }
  const after = computeAmounts(priced.subtotalCents - rewardDiscountCents, priced.platformFeeBps);
  const amounts = { ...priced, ...after, providerAmountCents: priced.providerAmountCents };
  return {
    rewardDiscountCents,
    rewardTitle,
    quantity,
    ticketPriceCents: unit,
    ticketTypeId: type?.id ?? null,
    ticketTypeName: type?.name ?? null,
    promoCode: promo?.code ?? null,
    discountPercentage: p?.discountPercentage ?? 0,
    partnershipId: p?.id ?? null,
    partnerName: p?.partnerName ?? null,
    ...amounts,
  };
}

async function replay(userId: string, key: string, input: EventBookingBody) {
  const existing = await findBookingByKey(sql, userId, key);
  if (!existing) return undefined;
  const fields = await repo.eventBookingFields(sql, existing.id);
  const [choice] = await choicesOf(sql, [existing.id]);
  const same = existing.type === 'event' && fields?.eventId === input.eventId &&
    fields.ticketQuantity === input.quantity && (fields.partnershipId ?? undefined) === input.partnershipId &&
    (!input.ticketTypeId || choice?.ticketTypeId === input.ticketTypeId) &&
    (choice?.promoCode ?? undefined) === (input.promoCode?.trim().toUpperCase() || undefined);
  if (!same) throw keyReusedError();
  return toBooking(existing);
}

/**
 * Takes the tickets of an event booking inside the booking transaction `tx` (which took `lockClientBookings` first;
 * the booking's own, or a trip's, ADR 0055) and inserts the booking: 404 (no such event, or a draft), 422 OWN_EVENT,
 * 409 EVENT_NOT_AVAILABLE, 422 PARTNERSHIP_NOT_ELIGIBLE, 409 SOLD_OUT and the ticket type's and promo code's refusals,
 * 409 TOO_MANY_UNPAID_BOOKINGS (not for a free registration, confirmed at once) and 422 TOTAL_TOO_LARGE.
 * @returns the booking id
 */
export async function holdEventTickets(
  tx: Db,
  user: AuthUser,
  input: EventBookingBody,
  options: { now: Date; idempotencyKey?: string | null },
): Promise<string> {
  const { now } = options;
  const key = options.idempotencyKey;
  const event = await repo.findEvent(tx, input.eventId);
  if (!event || event.status === 'draft') throw ticketErrors.eventNotFound();
  if (event.organiserId === user.uid) throw ticketErrors.ownEvent();
  if (shownStatus(event, now) !== 'upcoming') throw ticketErrors.notOnSale();
  const partnership = eligiblePartnership(
    await repo.partnershipsOf(tx, [event.id]),
    input.partnershipId,
    event.startDate,
    input.quantity,
  );
  const today = todayInMaputo(now);
  const type = await chooseTicketType(tx, event.id, input.ticketTypeId, today);
  const promo = await choosePromoCode(tx, event.id, input.promoCode, today);
  const taken = await repo.takeTickets(tx, event.id, input.quantity);
  if (!taken) throw ticketErrors.soldOut(await ticketsLeft(tx, event.id));
  // Then the type's places and the code's use, each with one conditional update (ADR 0030).
  const typeTaken = type ? await takeTypeTickets(tx, type.id, input.quantity) : undefined;
  if (type && !typeTaken) throw choiceErrors.typeSoldOut(type, await typeLeft(tx, type.id));
  if (promo && !(await usePromoCode(tx, promo.id))) throw choiceErrors.promoInvalid();
  const unitPriceCents = typeTaken?.priceCents ?? taken.ticketPriceCents;
  const amounts = priceTickets(
    unitPriceCents,
    input.quantity,
    partnership?.discountPercentage ?? 0,
    await getFeeBps(tx),
    promo,
  );
  const free = amounts.totalCents === 0;
  // A free registration is confirmed at once and holds nothing unpaid.
  if (!free) await assertUnpaidHoldsBelowLimit(tx, user.uid, now);
  assertTotalCountable(amounts.totalCents);
  const bookingId = await repo.insertEventBooking(tx, {
    userId: user.uid,
    providerId: taken.organiserId,
    eventId: event.id,
    ticketQuantity: input.quantity,
    partnershipId: partnership?.id ?? null,
    status: free ? 'confirmed' : 'pending',
    subtotalCents: amounts.subtotalCents,
    discountCents: amounts.discountCents,
    platformFeeBps: amounts.platformFeeBps,
    platformFeeCents: amounts.platformFeeCents,
    totalCents: amounts.totalCents,
    providerAmountCents: amounts.providerAmountCents,
    holdExpiresAt: free ? null : holdExpiry(now),
    confirmedAt: free ? now : null,
    idempotencyKey: key ?? null,
    specialRequests: input.specialRequests?.trim() || null,
  });
  if (type || promo) {
    await insertChoices(tx, {
      bookingId,
      ticketTypeId: type?.id ?? null,
      ticketTypeName: typeTaken?.name ?? null,
      unitPriceCents,
      promoCodeId: promo?.id ?? null,
      promoCode: promo?.code ?? null,
      promoDiscountCents: amounts.promoDiscountCents,
    });
  }
  // A loyalty reward (free ticket), checked and used once in this transaction (ADR 0024).
  if (input.rewardRedemptionId) await applyReward(tx, bookingId, user.uid, input.rewardRedemptionId, now);
  return bookingId;
}

/**
 * Books event tickets (POST /api/bookings/create with type 'event').
 * @param idempotencyKey a retry with the same key returns the first booking
 * @returns the booking (with `event` attached by the caller) and whether it was created now
 */
export async function createEventBooking(
  user: AuthUser,
  input: EventBookingBody,
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<{ booking: LedgerBooking; created: boolean }> {
  const key = idempotencyKey ?? null;
  const { value: booking, created } = await idempotentCreate(
    key,
    'bookings_idempotency',
    (key) => replay(user.uid, key, input),
    async () => {
      if (!isUuid(input.eventId)) throw ticketErrors.eventNotFound();
      await repo.releaseExpiredEventHolds(sql, input.eventId, now);
      const id = await sql.begin(async (tx) => {
        await lockClientBookings(tx, user.uid, key); // first: racing bookings of one client count each other (ADR 0017)
        return await holdEventTickets(tx, user, input, { now, idempotencyKey: key });
      });
      const row = await findBooking(sql, id);
      if (!row) throw ticketErrors.eventNotFound();
      return toBooking(row);
    },
  );
  return { booking, created };
}

async function typeLeft(db: Db, typeId: string): Promise<number> {
  const [row]: [{ left: number }?] = await db`
    select greatest(0, quantity - sold)::int as left from event_ticket_types where id = ${typeId}
  `;
  return row?.left ?? 0;
}

async function ticketsLeft(db: Db, eventId: string): Promise<number> {
  const [row]: [{ left: number }?] = await db`
    select greatest(0, max_tickets - tickets_sold)::int as left from events where id = ${eventId}
  `;
  return row?.left ?? 0;
}

/**
 * Adds the event part (title, dates, venue, one code per ticket) to event bookings, files them under 'Anteriores'
 * once the event has ended (spec 2.10), and offers 'Cancelar' only before the event starts and while none of the
 * booking's tickets was checked in (ADR 0017; cancelOwnBooking enforces the same). Other bookings pass unchanged.
 */
export async function attachEventDetails<B extends LedgerBooking & EventPart>(
  bookings: B[],
  now: Date = new Date(),
): Promise<B[]> {
  const ids = bookings.filter((b) => b.type === 'event').map((b) => b.id);
  if (ids.length === 0) return bookings;
  const [events, tickets] = await Promise.all([repo.bookingEvents(sql, ids), repo.ticketsOfBookings(sql, ids)]);
  return bookings.map((b) => {
    const e = events.find((x) => x.bookingId === b.id);
    if (!e) return b;
    const event: BookingEvent = {
      id: e.eventId,
      title: e.title,
      venue: e.venue,
      address: e.address,
      startDate: e.startDate,
      endDate: e.endDate,
      startTime: e.startTime,
      endTime: e.endTime,
      endsAt: e.endsAt.toISOString(),
      ticketQuantity: e.ticketQuantity,
      ticketPriceCents: e.ticketPriceCents,
      ticketTypeName: e.ticketTypeName,
      partnerName: e.partnerName,
      tickets: tickets.filter((t) => t.bookingId === b.id).map((t) => ({
        id: t.id,
        code: t.code,
        seq: t.seq,
        checkedInAt: t.checkedInAt?.toISOString() ?? null,
        cancelled: t.cancelledAt !== null,
      })),
    };
    const ended = e.endsAt <= now;
    const begun = e.startsAt <= now || event.tickets.some((t) => t.checkedInAt !== null);
    return { ...b, event, active: b.active && !ended, canCancel: b.canCancel && !begun };
  });
}
