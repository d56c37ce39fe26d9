/**
 * @module Loyalty rewards applied at checkout (issue 12, spec 9, ADR 0024). A redeemed reward (loyalty_redemptions)
 * is applied to a booking inside the transaction that creates it, right after the insert: the redemption row is
 * locked, checked (the caller's, not revoked, still valid, not used, of the booking's product type), its discount
 * computed from the booking, the booking's amounts rewritten (subtotal after the discount, fee on it, total;
 * `discount_cents` and `reward_cents` grow, `reward_redemption_id` is set; the provider amount stays what the provider
 * priced: the platform pays the reward, ADR 0043) and the redemption marked used by this booking. Two
 * concurrent bookings with one reward: the second waits on the row lock, then finds it used (409 REWARD_ALREADY_USED)
 * and its whole booking transaction rolls back. A booking whose total falls to 0 is confirmed at once (nothing to pay).
 */
import type { Db } from '../../lib/db.ts';
import { computeAmounts } from '../billing/billing.service.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { confirmBooking } from './bookings.repo.ts';
import type { BookingType } from './bookings.schemas.ts';

export const rewardErrors = {
  notFound: () => new AppError(404, 'REWARD_NOT_FOUND', 'Recompensa não encontrada.'),
  used: () => new AppError(409, 'REWARD_ALREADY_USED', 'Esta recompensa já foi usada noutra reserva.'),
  expired: () => new AppError(409, 'REWARD_EXPIRED', 'Esta recompensa já não é válida.'),
  notApplicable: (why: string) => new AppError(422, 'REWARD_NOT_APPLICABLE', why),
};

/** The product each reward kind applies to (spec 9's catalogue). */
export const REWARD_PRODUCT: Record<string, BookingType> = {
  stay_discount: 'stay',
  room_upgrade: 'stay',
  free_ride: 'ride',
  free_event_ticket: 'event',
};

/** Each product's name in the sentence of 422 REWARD_NOT_APPLICABLE. */
const PRODUCT_WORDS: Record<BookingType, string> = { ride: 'viagens', stay: 'alojamento', event: 'eventos' };

interface RewardTarget {
  id: string;
  userId: string;
  kind: string;
  title: string;
  discountBps: number | null;
  maxKm: number | null;
  revokedAt: Date | null;
  validUntil: Date;
  usedBookingId: string | null;
}

export interface BookingForReward {
  type: BookingType;
  subtotalCents: number;
  platformFeeBps: number;
  seats: number | null;
  ticketQuantity: number | null;
  ticketPriceCents: number | null;
  distanceKm: number | null;
}

/**
 * The discount a reward gives on a booking, centavos (pure): stay_discount = its percentage of the nights (half up);
 * free_ride = one seat, when the ride is at most max_km long (straight line between its places); free_event_ticket
 * = one ticket of a paid event; room_upgrade = no price change (the establishment gives the better room). Never more
 * than the subtotal. Throws 422 REWARD_NOT_APPLICABLE with the reason otherwise.
 */
export function rewardDiscount(reward: Pick<RewardTarget, 'kind' | 'discountBps' | 'maxKm'>, b: BookingForReward) {
  if (REWARD_PRODUCT[reward.kind] !== b.type) {
    const label = PRODUCT_WORDS[REWARD_PRODUCT[reward.kind] ?? 'ride'];
    throw rewardErrors.notApplicable(`Esta recompensa só se aplica a reservas de ${label}.`);
  }
  if (reward.kind === 'stay_discount') {
    return Math.min(b.subtotalCents, Math.floor((b.subtotalCents * (reward.discountBps ?? 0) + 5000) / 10000));
  }
  if (reward.kind === 'free_ride') {
    if (b.distanceKm === null || (reward.maxKm !== null && b.distanceKm > reward.maxKm)) {
      throw rewardErrors.notApplicable(`Esta recompensa só se aplica a viagens até ${reward.maxKm ?? 0} km.`);
    }
    return Math.min(b.subtotalCents, Math.floor(b.subtotalCents / Math.max(1, b.seats ?? 1)));
  }
  if (reward.kind === 'free_event_ticket') {
    if (!b.ticketPriceCents) throw rewardErrors.notApplicable('Este evento é gratuito: não precisa da recompensa.');
    return Math.min(b.subtotalCents, b.ticketPriceCents);
  }
  return 0;
}

/**
 * Applies the caller's redeemed reward `redemptionId` to the booking `bookingId` just inserted in `tx` (see the
 * module). 404 REWARD_NOT_FOUND (not theirs or no such), 409 REWARD_EXPIRED (revoked or past valid_until), 409
 * REWARD_ALREADY_USED, 422 REWARD_NOT_APPLICABLE (another product type, a ride too long, a free event).
 * @returns the discount given, centavos
 */
export async function applyReward(
  tx: Db,
  bookingId: string,
  userId: string,
  redemptionId: string,
  now: Date,
): Promise<number> {
  if (!isUuid(redemptionId)) throw rewardErrors.notFound();
  const [reward]: [RewardTarget?] = await tx`
    select d.id, d.user_id, w.kind, w.title, w.discount_bps, w.max_km, d.revoked_at, d.valid_until, d.used_booking_id
    from loyalty_redemptions d join loyalty_rewards w on w.id = d.reward_id
    where d.id = ${redemptionId}
    for update of d
  `;
  if (!reward || reward.userId !== userId) throw rewardErrors.notFound();
  if (reward.usedBookingId) throw rewardErrors.used();
  if (reward.revokedAt || reward.validUntil <= now) throw rewardErrors.expired();
  const [booking]: [BookingForReward?] = await tx`
    select b.type, b.subtotal_cents, b.platform_fee_bps, b.seats, b.ticket_quantity, ev.ticket_price_cents,
      case when fp.lat is not null and tp.lat is not null then
        6371 * 2 * asin(sqrt(power(sin(radians(tp.lat - fp.lat) / 2), 2)
          + cos(radians(fp.lat)) * cos(radians(tp.lat)) * power(sin(radians(tp.lng - fp.lng) / 2), 2)))
      end::float8 as distance_km
    from bookings b
    left join rides r on r.id = b.ride_id
    left join places fp on fp.id = r.from_place_id
    left join places tp on tp.id = r.to_place_id
    left join events ev on ev.id = b.event_id
    where b.id = ${bookingId}
  `;
  if (!booking) throw rewardErrors.notFound();
  const discount = rewardDiscount(reward, booking);
  // The fee on the discounted price at the booking's own rate, by billing's one formula (the row was inserted by
  // this transaction: no one else sees it yet).
  const amounts = computeAmounts(booking.subtotalCents - discount, booking.platformFeeBps);
  const [after]: [{ totalCents: number }?] = await tx`
    update bookings set
      subtotal_cents = ${amounts.subtotalCents},
      discount_cents = discount_cents + ${discount},
      platform_fee_cents = ${amounts.platformFeeCents},
      total_cents = ${amounts.totalCents},
      -- The platform pays the reward (issue 32, ADR 0043): the provider is still owed what they priced.
      reward_cents = reward_cents + ${discount},
      reward_redemption_id = ${reward.id}
    where id = ${bookingId}
    returning total_cents
  `;
  await tx`update loyalty_redemptions set used_booking_id = ${bookingId}, used_at = ${now} where id = ${reward.id}`;
  // Nothing left to pay: confirmed at once, like a free event registration.
  if (after && after.totalCents === 0) await confirmBooking(tx, bookingId, now);
  return discount;
}

/**
 * The discount a redeemed reward would give on a booking not made yet (the quote before 'Reservar', ADR 0043): the
 * same checks and the same `rewardDiscount` as `applyReward`, without locking or using the reward. 404
 * REWARD_NOT_FOUND, 409 REWARD_ALREADY_USED / REWARD_EXPIRED, 422 REWARD_NOT_APPLICABLE.
 * @param booking what the booking would be (its subtotal before the reward, centavos)
 * @returns the discount (centavos) and the reward's title (Portuguese)
 */
export async function previewReward(
  sql: Db,
  userId: string,
  redemptionId: string,
  booking: BookingForReward,
  now: Date,
): Promise<{ discountCents: number; title: string }> {
  if (!isUuid(redemptionId)) throw rewardErrors.notFound();
  const [reward]: [RewardTarget?] = await sql`
    select d.id, d.user_id, w.kind, w.title, w.discount_bps, w.max_km, d.revoked_at, d.valid_until, d.used_booking_id
    from loyalty_redemptions d join loyalty_rewards w on w.id = d.reward_id
    where d.id = ${redemptionId}
  `;
  if (!reward || reward.userId !== userId) throw rewardErrors.notFound();
  if (reward.usedBookingId) throw rewardErrors.used();
  if (reward.revokedAt || reward.validUntil <= now) throw rewardErrors.expired();
  return { discountCents: rewardDiscount(reward, booking), title: reward.title };
}
