/**
 * @module The home page's highlights and the featured offers (spec 7: GET /api/highlights, GET /api/offers/featured),
 * composed from the products' own listings. Every entry is a real listing and every figure comes from the platform
 * (DECISIONS.md 1, 6): nothing is a built-in sample; an empty list stays empty.
 */
import { sql } from '../../lib/db.ts';
import * as events from '../events/events.service.ts';
import * as rides from '../rides/rides.service.ts';
import { photosOf } from '../media/media.repo.ts';
import type { Photo } from '../media/media.schemas.ts';
import { type StayHighlightRow, stayHighlights } from './highlights.repo.ts';
import type { StayHighlight } from './highlights.schemas.ts';

/** Entries per list. */
export const HIGHLIGHT_LIMIT = 6;

function toStayHighlight(row: StayHighlightRow, photos: ReadonlyMap<string, Photo[]>): StayHighlight {
  const below = row.averagePriceCents ? Math.floor((1 - row.fromPriceCents / row.averagePriceCents) * 100) : 0;
  return { ...row, discountPercent: below > 0 ? below : null, photos: photos.get(row.id) ?? [] };
}

/** The establishments as cards, each with its photos (cover first, issue 11). */
async function toStayHighlights(rows: readonly StayHighlightRow[]): Promise<StayHighlight[]> {
  const photos = await photosOf(sql, 'establishment', rows.map((r) => r.id));
  return rows.map((r) => toStayHighlight(r, photos));
}

/**
 * GET /api/highlights: the popular rides and special ride offers (the rides domain's), the most booked
 * establishments, and upcoming events (featured first, then by tickets sold).
 */
export async function highlights(now: Date = new Date()) {
  const [topRides, specialRideOffers, topHotels, upcoming] = await Promise.all([
    rides.popular(now),
    rides.offers(now),
    stayHighlights(sql, now, { order: 'top', limit: HIGHLIGHT_LIMIT }),
    events.search({ limit: 100 }, now),
  ]);
  const featuredEvents = upcoming
    .toSorted((a, b) => Number(b.isFeatured) - Number(a.isFeatured) || b.ticketsSold - a.ticketsSold)
    .slice(0, HIGHLIGHT_LIMIT);
  return { topRides, specialRideOffers, topHotels: await toStayHighlights(topHotels), featuredEvents };
}

/**
 * GET /api/offers/featured: the best current offers, each a real price difference: rides below their route's
 * average, establishments whose cheapest night is below their place's average, and events with a partnership
 * discount (best discount first).
 */
export async function featuredOffers(now: Date = new Date()) {
  const [rideOffers, stays, upcoming] = await Promise.all([
    rides.offers(now),
    stayHighlights(sql, now, { order: 'discount', limit: HIGHLIGHT_LIMIT, minDiscount: 5 }),
    events.search({ limit: 100 }, now),
  ]);
  const bestDiscount = (e: (typeof upcoming)[number]) =>
    Math.max(e.accommodationDiscount ?? 0, e.transportDiscount ?? 0);
  const eventOffers = upcoming
    .filter((e) => e.hasPartnerships && bestDiscount(e) > 0)
    .toSorted((a, b) => bestDiscount(b) - bestDiscount(a) || a.startsAt.localeCompare(b.startsAt))
    .slice(0, HIGHLIGHT_LIMIT);
  return { rides: rideOffers, stays: await toStayHighlights(stays), events: eventOffers };
}
