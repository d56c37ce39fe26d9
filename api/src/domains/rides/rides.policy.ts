/**
 * @module The ride's cancellation policy (issue 12, ADR 0024): its pure function and Portuguese text, applied by
 * rides.product.ts's `refundPolicy` on the core's building blocks (bookings.policy.ts).
 */
import { everything, HOUR, type PaidMoney, partOfPrice, type RefundDecision } from '../bookings/bookings.policy.ts';

/**
 * Rides: free until 24 hours before departure (everything back, fee included); then, until departure, the seat price
 * minus 50 % (half the subtotal, rounded down; the platform fee is not refunded). Deadline inclusive: at exactly 24 h
 * before, it is still free. After departure the booking cannot be cancelled (the caller refuses, ADR 0017).
 * @example rideRefund({ paidCents: 110000, subtotalCents: 100000, platformFeeCents: 10000,
 *   departureAt: new Date('2026-12-18T04:30:00Z') }, new Date('2026-12-17T12:00:00Z')).refundCents // 50000
 */
export function rideRefund(m: PaidMoney & { departureAt: Date }, now: Date): RefundDecision {
  const freeUntil = new Date(m.departureAt.getTime() - 24 * HOUR);
  if (now <= freeUntil) return { ...everything(m), free: true, changesAt: freeUntil, freeUntil };
  return { ...partOfPrice(m, Math.floor(m.subtotalCents / 2)), free: false, changesAt: null, freeUntil };
}

// The policies' texts are whole sentences, each one catalog key: the API answers them in English to an English
// caller (api/src/locales/en.json, ADR 0039).

/** The ride policy, in Portuguese (listing, booking panel, confirmation, cancel dialog). */
export const RIDE_POLICY_TEXT =
  'Cancelamento gratuito até 24 horas antes da partida (reembolso total, taxa incluída). Depois disso, e até à partida, é reembolsado 50 % do preço dos lugares; a taxa da plataforma não é reembolsada. Se o motorista cancelar a viagem, recebe tudo de volta.';
