/**
 * @module Events (spec 2.8, 3, 5 'Events', 9; DECISIONS.md 1-5): discovery for everyone, the organiser's events,
 * ticket sales, attendees and check-in. Buying tickets is in events.booking.ts.
 */
import { normaliseTicketCode } from '@turismo/rules/tickets.ts';
import { firstPage, type PageRequest, toKeysetPage } from '../../lib/paging.ts';
import { assertCheckInOpen, checkInWindow, platformCheckInHours } from './events.checkin-window.ts';
import { eventPolicyText } from './events.policy.ts';
import { sql } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { asJsonText, type JsonText } from '../../lib/json-text.ts';
import { pageCache } from '../../lib/page-cache.ts';
import { forgiving, loadPlaces, matchSide, placeKey } from '../places/places.match.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { refundCancelledBookings, settleDueRefunds } from '../payments/payments.refunds.ts';
import { isUuid } from '../../lib/ids.ts';
import { photosOf } from '../media/media.repo.ts';
import type { Photo } from '../media/media.schemas.ts';
import * as repo from './events.repo.ts';
import type { EventRow, PartnershipRow, PartnershipWrite } from './events.repo.ts';
import { externalSalesOf, saleState, type TicketTypeRow, ticketTypesOf } from './events.tickets.repo.ts';
import { lockWithPaymentPartners } from '../bookings/bookings.repo.ts';
import {
  type CreateEventBody,
  type Event,
  EVENT_MESSAGES,
  type EventPartnership,
  type EventPeriod,
  type EventSearchQuery,
  type UpdateEventBody,
} from './events.schemas.ts';

export const eventErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'Evento não encontrado.'),
  notOwner: () => new AppError(403, 'FORBIDDEN', 'Só o organizador deste evento pode realizar esta ação.'),
  notEditable: () => new AppError(409, 'EVENT_NOT_EDITABLE', 'Este evento já não pode ser alterado.'),
  notPublishable: () => new AppError(409, 'EVENT_NOT_PUBLISHABLE', 'Só um rascunho pode ser publicado.'),
  notCancellable: () => new AppError(409, 'EVENT_NOT_CANCELLABLE', 'Este evento não pode ser cancelado.'),
  maxBelowSold: () =>
    new AppError(409, 'MAX_TICKETS_BELOW_SOLD', 'O máximo de bilhetes não pode ser inferior aos bilhetes já vendidos.'),
  priceLocked: () => new AppError(409, 'PRICE_LOCKED', 'O preço não pode ser alterado depois de vendidos bilhetes.'),
  ticketNotFound: () => new AppError(404, 'TICKET_NOT_FOUND', 'Bilhete não encontrado para os seus eventos.'),
  ticketCancelled: () => new AppError(409, 'TICKET_CANCELLED', 'Este bilhete foi cancelado e não dá acesso ao evento.'),
  alreadyCheckedIn: (at: Date) =>
    new AppError(
      409,
      'ALREADY_CHECKED_IN',
      `Este bilhete já foi validado em ${formatMaputo(at)}.`,
      { checkedInAt: at.toISOString() },
    ),
};

/** 'dd/MM/yyyy HH:mm' in Africa/Maputo (DECISIONS.md 5). */
function formatMaputo(at: Date): string {
  const parts = new Intl.DateTimeFormat('pt-PT', {
    timeZone: 'Africa/Maputo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** Whether a partnership can be used for an event starting on `eventDate` (quantity aside). */
export function partnershipApplies(p: PartnershipRow, eventDate: string): boolean {
  return p.isActive && (!p.validFrom || p.validFrom <= eventDate) && (!p.validUntil || p.validUntil >= eventDate);
}

function toPartnership(p: PartnershipRow, eventDate: string): EventPartnership {
  return {
    id: p.id,
    partnerType: p.partnerType,
    partnerId: p.partnerId,
    partnerName: p.partnerName,
    discountPercentage: p.discountPercentage,
    specialOffer: p.specialOffer,
    minEventTickets: p.minEventTickets,
    isActive: p.isActive,
    validFrom: p.validFrom,
    validUntil: p.validUntil,
    applicable: partnershipApplies(p, eventDate),
  };
}

/** The status shown: an upcoming event whose end has passed is 'past'. */
export function shownStatus(row: Pick<EventRow, 'status' | 'endsAt'>, now: Date): Event['status'] {
  return row.status === 'upcoming' && row.endsAt <= now ? 'past' : row.status;
}

/** The API shape of an event with its partnerships. */
export function toEvent(
  row: EventRow,
  partnerships: readonly PartnershipRow[],
  now: Date,
  photos: ReadonlyMap<string, Photo[]>,
  ticketTypes: readonly TicketTypeRow[] = [],
): Event {
  const list = partnerships.filter((p) => p.eventId === row.id).map((p) => toPartnership(p, row.startDate));
  const best = (type: 'accommodation' | 'transport') => {
    const pct = list.filter((p) => p.applicable && p.partnerType === type).map((p) => p.discountPercentage);
    return pct.length ? Math.max(...pct) : null;
  };
  const ticketsLeft = Math.max(0, row.maxTickets - row.ticketsSold);
  return {
    id: row.id,
    organiser: { id: row.organiserId, name: row.organiserName },
    title: row.title,
    description: row.description,
    eventType: row.eventType as Event['eventType'],
    category: row.category as Event['category'],
    venue: row.venue,
    address: row.address,
    placeId: row.placeId,
    lat: row.lat,
    lng: row.lng,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    images: row.images ?? [],
    photos: photos.get(row.id) ?? [],
    isPaid: row.isPaid,
    ticketPriceCents: row.ticketPriceCents,
    refundPolicy: row.refundPolicy,
    refundDaysBefore: row.refundDaysBefore,
    checkInOpensHoursBefore: row.checkinOpensHoursBefore,
    cancellationPolicy: {
      kind: row.refundPolicy === 'none' ? 'event_none' : 'event_until_days',
      text: eventPolicyText(row.refundPolicy, row.refundDaysBefore),
    },
    maxTickets: row.maxTickets,
    ticketsSold: row.ticketsSold,
    ticketsLeft,
    soldOut: ticketsLeft === 0,
    status: shownStatus(row, now),
    isFeatured: row.isFeatured,
    tags: row.tags ?? [],
    websiteUrl: row.websiteUrl,
    socialLinks: row.socialLinks ?? {},
    partnerships: list,
    hasPartnerships: list.some((p) => p.applicable),
    accommodationDiscount: best('accommodation'),
    transportDiscount: best('transport'),
    createdAt: row.createdAt.toISOString(),
    // Active ticket types (ADR 0030); none: one implicit type from ticketPriceCents and maxTickets.
    ticketTypes: ticketTypes.filter((t) => t.eventId === row.id && t.isActive).map((t) => ({
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
      saleState: saleState(t, todayInMaputo(now)),
    })),
  };
}

async function withPartnerships(rows: readonly EventRow[], now: Date): Promise<Event[]> {
  const ids = rows.map((r) => r.id);
  const [partnerships, photos, types] = await Promise.all([
    repo.partnershipsOf(sql, ids),
    photosOf(sql, 'event', ids),
    ticketTypesOf(sql, ids),
  ]);
  return rows.map((r) => toEvent(r, partnerships, now, photos, types));
}

/**
 * How long a search page or a city listing is reused as JSON text (issue 13, ADR 0027): a ticket sold or given back,
 * an event created, changed, published or cancelled, or an organiser suspended in this process drops them all.
 */
export const EVENT_PAGE_TTL_MS = 5000;
const searchPages = pageCache<JsonText<{ data: Event[] }>>('events', { ttlMs: EVENT_PAGE_TTL_MS, max: 2000 });
const cityPages = pageCache<JsonText<{ data: CityListing }>>('events', { ttlMs: EVENT_PAGE_TTL_MS, max: 500 });

/**
 * The place a location text stands for (matched like the ride search), or undefined for none. A province's name
 * ('Inhambane', 'Gaza') stands for every city of the province as well: a traveller who types it looks for the
 * region's events (the Tofo festival is in Inhambane), not only those of the town of that name.
 */
async function placeOf(text: string | undefined): Promise<repo.EventPlace | undefined> {
  if (!text?.trim()) return undefined;
  const places = await loadPlaces(sql);
  // A misspelt place is searched as the place it misspells (issue 26).
  text = await forgiving(sql, places, text);
  const side = matchSide(places, text);
  const key = placeKey(text);
  const province = places.filter((p) => placeKey(p.province) === key);
  if (province.length === 0) return { ...side, text: text.trim() };
  const cityIds = [...new Set([...side.cityIds, ...province.map((p) => p.cityId)])].sort((a, b) => a - b);
  return { cityIds, placeIds: null, text: text.trim() };
}

/**
 * The dates of a preset, from today in Africa/Maputo: the coming Saturday and Sunday (from today when it is one of
 * them), or today to the last day of the month.
 */
export function periodRange(period: EventPeriod, today: string): { startDate: string; endDate: string } {
  if (period === 'este-mes') {
    const [y, m] = today.split('-').map(Number) as [number, number];
    return { startDate: today, endDate: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
  }
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 Sunday ... 6 Saturday
  if (weekday === 0) return { startDate: today, endDate: today };
  const saturday = addDays(today, 6 - weekday);
  return { startDate: weekday === 6 ? today : saturday, endDate: addDays(saturday, 1) };
}

/** The later of two optional dates, and the earlier (an intersection of two ranges). */
const later = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : a ?? b);
const earlier = (a?: string, b?: string) => (a && b ? (a < b ? a : b) : a ?? b);

/**
 * GET /api/events/search and GET /api/events: the answer's JSON text (see {@link search}), reused for up to
 * EVENT_PAGE_TTL_MS unless this process wrote to the events meanwhile.
 */
export async function searchPage(q: EventSearchQuery): Promise<JsonText<{ data: Event[] }>> {
  return await searchPages.get(
    JSON.stringify([todayInMaputo(), q]),
    async () => asJsonText(JSON.stringify({ data: await search(q) })),
  );
}

/** Upcoming public events, filtered and sorted (spec 5, issue 13). */
export async function search(
  q: Partial<EventSearchQuery> & Pick<EventSearchQuery, 'limit'>,
  now: Date = new Date(),
): Promise<Event[]> {
  const preset = q.period ? periodRange(q.period, todayInMaputo(now)) : undefined;
  const startDate = later(q.startDate, preset?.startDate);
  const endDate = earlier(q.endDate, preset?.endDate);
  if (startDate && endDate && startDate > endDate) return [];
  const rows = await repo.searchEvents(sql, {
    place: await placeOf(q.location),
    category: q.category,
    eventType: q.eventType,
    startDate,
    endDate,
    featured: q.featured === 'true',
    price: q.price,
    partnerships: q.partnerships === 'true',
    sort: q.sort,
    limit: q.limit,
  }, now);
  return withPartnerships(rows, now);
}

/** The city/month listing shows the first 60 events (soonest first); its counts cover all of them. */
export const CITY_LISTING_LIMIT = 60;

type CityQuery = { city: string; month: number; year: number; category?: Event['category'] };
type CityListing = Awaited<ReturnType<typeof cityListing>>;

/** GET /api/events/city: the answer's JSON text (see {@link cityListing}), reused like the search's. */
export async function cityPage(q: CityQuery): Promise<JsonText<{ data: CityListing }>> {
  return await cityPages.get(
    JSON.stringify([todayInMaputo(), q]),
    async () => asJsonText(JSON.stringify({ data: await cityListing(q) })),
  );
}

/**
 * The city/month listing of spec 2.8: public events in `city` (matched by place like the search) that take place, at
 * least partly, in that month; with the counts shown above the list.
 */
export async function cityListing(q: CityQuery, now: Date = new Date()) {
  const first = `${q.year}-${String(q.month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(q.year, q.month, 0)).toISOString().slice(0, 10);
  const { rows, counts } = await repo.listWithCounts(sql, {
    place: await placeOf(q.city),
    category: q.category,
    startDate: first,
    endDate: last,
    includeEnded: true,
    limit: CITY_LISTING_LIMIT,
  }, now);
  return {
    city: q.city,
    month: q.month,
    year: q.year,
    category: q.category ?? null,
    events: await withPartnerships(rows, now),
    counts,
  };
}

/** The figures of the stats banner, from the database. */
export function bannerStats(now: Date = new Date()) {
  return repo.stats(sql, now);
}

/**
 * One event: public ones for everyone, drafts only for their organiser (404 otherwise); an event of a suspended
 * organiser only for that organiser and admins (ADR 0014).
 */
export async function getEvent(user: AuthUser | null, id: string, now: Date = new Date()): Promise<Event> {
  if (!isUuid(id)) throw eventErrors.notFound();
  const row = await repo.findEvent(sql, id);
  const organiser = !!row && row.organiserId === user?.uid;
  if (!row || (row.status === 'draft' && !organiser)) throw eventErrors.notFound();
  if (row.providerSuspended && !organiser && !user?.permissions.includes('admin.panel')) throw eventErrors.notFound();
  return (await withPartnerships([row], now))[0]!;
}

function toCents(mt: number): number {
  return Math.round(mt * 100);
}

function checkDates(e: { startDate: string; endDate: string; startTime: string; endTime: string }, today: string) {
  if (e.startDate < today) throw errors.validation(EVENT_MESSAGES.dateBeforeToday, 'startDate');
  if (e.endDate < e.startDate || (e.endDate === e.startDate && e.endTime < e.startTime)) {
    throw errors.validation(EVENT_MESSAGES.endBeforeStart, 'endDate');
  }
}

function toPartnershipWrites(list: UpdateEventBody['partnerships'] & object): PartnershipWrite[] {
  return list.map((p) => {
    if (p.validFrom && p.validUntil && p.validUntil < p.validFrom) {
      throw errors.validation('A data final da parceria deve ser posterior à inicial.', 'partnerships');
    }
    return {
      id: p.id,
      partnerType: p.partnerType,
      partnerId: p.partnerId || null,
      partnerName: p.partnerName,
      discountPercentage: p.discountPercentage,
      specialOffer: p.specialOffer || null,
      minEventTickets: p.minEventTickets,
      isActive: p.isActive,
      validFrom: p.validFrom ?? null,
      validUntil: p.validUntil ?? null,
    };
  });
}

/**
 * POST /api/events/create: the caller (event organiser or accommodation manager, verified) creates an event, as a
 * draft or published at once, with its partnerships.
 */
export async function createEvent(user: AuthUser, body: CreateEventBody, now: Date = new Date()): Promise<Event> {
  checkDates(body, todayInMaputo(now));
  const priceCents = toCents(body.ticketPrice);
  const partnerships = toPartnershipWrites(body.partnerships);
  const id = await sql.begin(async (tx) => {
    const id = await repo.insertEvent(tx, user.uid, {
      title: body.title,
      description: body.description ?? '',
      eventType: body.eventType,
      category: body.category,
      venue: body.venue,
      address: body.address,
      placeId: body.placeId ?? null,
      lat: body.lat ?? null,
      lng: body.lng ?? null,
      startDate: body.startDate,
      endDate: body.endDate,
      startTime: body.startTime,
      endTime: body.endTime,
      images: body.images,
      isPaid: priceCents > 0,
      ticketPriceCents: priceCents,
      refundPolicy: body.refundPolicy,
      refundDaysBefore: body.refundDaysBefore,
      checkinOpensHoursBefore: body.checkInOpensHoursBefore ?? null,
      maxTickets: body.maxTickets,
      tags: body.tags,
      websiteUrl: body.websiteUrl ?? null,
      socialLinks: body.socialLinks,
    }, body.status);
    await repo.writePartnerships(tx, id, partnerships, false);
    return id;
  });
  return getEvent(user, id, now);
}

/** An event of the caller: 404 when there is none, 403 when it belongs to another organiser. */
export async function ownEvent(user: AuthUser, id: string): Promise<EventRow> {
  if (!isUuid(id)) throw eventErrors.notFound();
  const row = await repo.findEvent(sql, id);
  if (!row) throw eventErrors.notFound();
  if (row.organiserId !== user.uid) throw eventErrors.notOwner();
  return row;
}

/** PUT /api/events/{id}: the organiser edits a draft or upcoming, not ended, event of theirs. */
export async function updateEvent(
  user: AuthUser,
  id: string,
  body: UpdateEventBody,
  now: Date = new Date(),
): Promise<Event> {
  const row = await ownEvent(user, id);
  if (shownStatus(row, now) === 'past' || row.status === 'cancelled') throw eventErrors.notEditable();
  const merged = {
    startDate: body.startDate ?? row.startDate,
    endDate: body.endDate ?? row.endDate,
    startTime: body.startTime ?? row.startTime,
    endTime: body.endTime ?? row.endTime,
  };
  const datesChanged = body.startDate !== undefined || body.startTime !== undefined;
  checkDates(merged, datesChanged ? todayInMaputo(now) : '0000-00-00');
  // With active ticket types the price and the capacity are the types' (ADR 0030): the form's values are ignored.
  const typed = (await ticketTypesOf(sql, [id])).some((t) => t.isActive);
  const priceCents = body.ticketPrice === undefined || typed ? row.ticketPriceCents : toCents(body.ticketPrice);
  const maxTickets = typed ? row.maxTickets : body.maxTickets ?? row.maxTickets;
  if (maxTickets < row.ticketsSold) throw eventErrors.maxBelowSold();
  if (priceCents !== row.ticketPriceCents && row.ticketsSold > 0) throw eventErrors.priceLocked();
  const partnerships = body.partnerships ? toPartnershipWrites(body.partnerships) : undefined;
  await sql.begin(async (tx) => {
    // The conditional check of max_tickets >= tickets_sold is the table's own constraint (events_tickets_sold).
    await repo.updateEvent(tx, id, {
      title: body.title ?? row.title,
      description: body.description ?? row.description,
      eventType: body.eventType ?? row.eventType,
      category: body.category ?? row.category,
      venue: body.venue ?? row.venue,
      address: body.address ?? row.address,
      placeId: body.placeId === undefined ? row.placeId : body.placeId,
      lat: body.lat === undefined ? row.lat : body.lat,
      lng: body.lng === undefined ? row.lng : body.lng,
      ...merged,
      images: body.images ?? row.images,
      isPaid: priceCents > 0,
      ticketPriceCents: priceCents,
      refundPolicy: body.refundPolicy ?? row.refundPolicy,
      refundDaysBefore: body.refundDaysBefore ?? row.refundDaysBefore,
      checkinOpensHoursBefore: body.checkInOpensHoursBefore === undefined
        ? row.checkinOpensHoursBefore
        : body.checkInOpensHoursBefore,
      maxTickets,
      tags: body.tags ?? row.tags,
      websiteUrl: body.websiteUrl === undefined ? row.websiteUrl : body.websiteUrl,
      socialLinks: body.socialLinks ?? row.socialLinks,
    });
    if (partnerships) await repo.writePartnerships(tx, id, partnerships, true);
  }).catch((err) => {
    if ((err as { code?: string }).code === '23514') throw eventErrors.maxBelowSold();
    throw err;
  });
  return getEvent(user, id, now);
}

/** POST /api/events/{id}/publish: a draft becomes upcoming (listed and on sale). */
export async function publishEvent(user: AuthUser, id: string, now: Date = new Date()): Promise<Event> {
  const row = await ownEvent(user, id);
  if (row.endsAt <= now) throw eventErrors.notPublishable();
  if (!(await repo.setStatus(sql, id, user.uid, ['draft'], 'upcoming'))) throw eventErrors.notPublishable();
  return getEvent(user, id, now);
}

/**
 * POST /api/events/{id}/cancel: the organiser cancels a draft or upcoming event that has not ended; its pending and
 * confirmed bookings are cancelled (their tickets voided, paid tickets refunded in full, pending payments voided;
 * ADR 0006).
 */
export async function cancelEvent(user: AuthUser, id: string, now: Date = new Date()): Promise<Event> {
  const row = await ownEvent(user, id);
  if (row.endsAt <= now) throw eventErrors.notCancellable();
  const cancelled = await sql.begin(async (tx) => {
    if (!(await repo.setStatus(tx, id, user.uid, ['draft', 'upcoming'], 'cancelled'))) {
      throw eventErrors.notCancellable();
    }
    // The event's bookings and their trips' other parts first, in id order (lockWithPaymentPartners).
    await lockWithPaymentPartners(tx, await repo.openEventBookingIds(tx, id));
    const cancelled = await tx<{ id: string }[]>`
      update bookings set status = 'cancelled', cancelled_at = ${now}, cancel_reason = 'event_cancelled'
      where event_id = ${id} and type = 'event' and status in ('pending', 'confirmed')
      returning id
    `;
    // Each ticket buyer gets back everything they paid; pending payments are voided (ADR 0006).
    await refundCancelledBookings(tx, cancelled.map((b) => b.id), {
      reason: 'event_cancelled',
      initiatedBy: user.uid,
      now,
    });
    return cancelled;
  });
  // Refunds the provider settles at once (PAYMENT_DELAY_MS=0) are settled before answering.
  for (const b of cancelled) await settleDueRefunds(sql, now, { bookingId: b.id });
  return getEvent(user, id, now);
}

async function withSales(rows: readonly EventRow[], now: Date) {
  const [events, figures, external] = await Promise.all([
    withPartnerships(rows, now),
    repo.salesFigures(sql, rows.map((r) => r.id)),
    externalSalesOf(sql, rows.map((r) => r.id)),
  ]);
  return events.map((e) => {
    const f = figures.find((x) => x.eventId === e.id);
    return {
      ...e,
      confirmedTickets: f?.confirmedTickets ?? 0,
      heldTickets: f?.heldTickets ?? 0,
      checkedIn: f?.checkedIn ?? 0,
      revenueCents: f?.revenueCents ?? 0,
      externalTicketsSold: external.find((x) => x.id === e.id)?.externalTicketsSold ?? 0,
    };
  });
}

/** GET /api/events/mine: the caller's events in the tabs Ativos, Anteriores and Rascunhos. */
export async function myEvents(user: AuthUser, now: Date = new Date()) {
  const events = await withSales(await repo.organiserEvents(sql, user.uid), now);
  return {
    active: events.filter((e) => e.status === 'upcoming'),
    past: events.filter((e) => e.status === 'past' || e.status === 'cancelled').reverse(),
    drafts: events.filter((e) => e.status === 'draft'),
  };
}

/** GET /api/events/{id}/sales: figures and bookings of an event of the caller. */
export async function sales(user: AuthUser, id: string, now: Date = new Date()) {
  const row = await ownEvent(user, id);
  const [event] = await withSales([row], now);
  const bookings = await repo.eventBookings(sql, id);
  const byPartnership = new Map<
    string,
    { partnershipId: string; partnerName: string; tickets: number; discountCents: number }
  >();
  for (const b of bookings) {
    if (!b.partnershipId || (b.status !== 'confirmed' && b.status !== 'completed')) continue;
    const entry = byPartnership.get(b.partnershipId) ??
      { partnershipId: b.partnershipId, partnerName: b.partnerName ?? '', tickets: 0, discountCents: 0 };
    entry.tickets += b.ticketQuantity;
    entry.discountCents += b.discountCents;
    byPartnership.set(b.partnershipId, entry);
  }
  return {
    event: event!,
    bookings: bookings.map((b) => ({
      id: b.id,
      buyerName: b.buyerName,
      status: b.status,
      ticketQuantity: b.ticketQuantity,
      partnerName: b.partnerName,
      discountCents: b.discountCents,
      subtotalCents: b.subtotalCents,
      totalCents: b.totalCents,
      createdAt: b.createdAt.toISOString(),
    })),
    byPartnership: [...byPartnership.values()],
  };
}

/** GET /api/events/{id}/attendees: one page of the lines (one per ticket) of an event of the caller, oldest first. */
export async function attendees(user: AuthUser, id: string, page: PageRequest = firstPage()) {
  await ownEvent(user, id);
  return toKeysetPage(await repo.ticketsOfEvent(sql, id, page), page, (t) => ({
    ticketId: t.id,
    code: t.code,
    seq: t.seq,
    bookingId: t.bookingId,
    attendeeName: t.attendeeName,
    attendeeEmail: t.attendeeEmail,
    checkedInAt: t.checkedInAt?.toISOString() ?? null,
    cancelled: t.cancelledAt !== null,
  }));
}

/** Normalises a typed code: the rules package's, shared with the portal's offline check-in. */
export const normaliseCode = normaliseTicketCode;

/**
 * POST /api/events/check-in: the organiser admits the holder of a ticket of one of their events, once. A second
 * check-in answers 409 ALREADY_CHECKED_IN with the time of the first; codes of other organisers' events are 404;
 * outside the event's check-in window (from its set hours before the start until its end, ADR 0043) 409
 * CHECKIN_NOT_OPEN or CHECKIN_CLOSED, changing nothing.
 */
export async function checkInTicket(user: AuthUser, body: { code: string; eventId?: string }, now: Date = new Date()) {
  const ticket = await repo.findTicketByCode(sql, normaliseCode(body.code));
  if (!ticket || (body.eventId && ticket.eventId !== body.eventId)) throw eventErrors.ticketNotFound();
  const event = await repo.findEvent(sql, ticket.eventId);
  if (!event || event.organiserId !== user.uid) throw eventErrors.ticketNotFound();
  if (ticket.cancelledAt) throw eventErrors.ticketCancelled();
  if (ticket.checkedInAt) throw eventErrors.alreadyCheckedIn(ticket.checkedInAt);
  // Only from the set time before the start until the end (ADR 0043): 409 CHECKIN_NOT_OPEN / CHECKIN_CLOSED.
  assertCheckInOpen(checkInWindow(event, await platformCheckInHours(sql)), now);
  const at = await repo.checkIn(sql, ticket.id, user.uid, now);
  if (!at) {
    const again = await repo.findTicketByCode(sql, ticket.code);
    if (again?.cancelledAt) throw eventErrors.ticketCancelled();
    throw eventErrors.alreadyCheckedIn(again?.checkedInAt ?? now);
  }
  return {
    ticketId: ticket.id,
    code: ticket.code,
    eventId: event.id,
    eventTitle: event.title,
    attendeeName: ticket.attendeeName,
    checkedInAt: at.toISOString(),
  };
}
