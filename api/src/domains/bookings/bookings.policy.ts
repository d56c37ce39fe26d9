/**
 * @module Cancellation policies (issue 12, ADR 0024), the core's part: what every product's policy is given and
 * answers (`PaidMoney`, `RefundDecision`) and the building blocks they share (`everything`, `partOfPrice`,
 * `nothingPaid`). Each product writes its own pure function and Portuguese text in its folder
 * (`<product>.policy.ts`: rides, stays, events) and applies it in its `refundPolicy` (ADR 0021). The refund quote endpoint and the
 * cancellation itself call the same function with the same inputs, so the amount quoted is the amount refunded.
 * Amounts are integer centavos; instants are absolute (the deadlines are computed from Africa/Maputo local times by
 * the callers: no DST in Mozambique, so "N days before" is N × 24 h). A provider's own cancellation (driver,
 * manager, organiser, admin) is not a policy matter: it refunds everything (payments.refunds.ts).
 */

/** One hour and one day in milliseconds (no DST in Mozambique: a day before is 24 h before). */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** What every product's policy is given: the money of the booking. */
export interface PaidMoney {
  /** What the client paid (succeeded payments), centavos; 0 for an unpaid hold or a free ticket. */
  paidCents: number;
  /** The price of the service (nights, seats, tickets) after any discount, centavos. */
  subtotalCents: number;
  /** The platform fee the client paid, centavos. */
  platformFeeCents: number;
}

/** How much comes back now, and until when that holds. */
export interface RefundDecision {
  /** Paid back to the client, centavos (0..paidCents). */
  refundCents: number;
  /** The part of refundCents that was the platform fee. */
  platformFeeCents: number;
  /** Within the free period: everything paid goes back (and a reward used is given back). */
  free: boolean;
  /** The instant after which the amount drops (the end of the current period), or null when it no longer drops. */
  changesAt: Date | null;
  /** The instant until which the cancellation is free (null: the policy has no free period). */
  freeUntil: Date | null;
}

/** Nothing back (the fee neither). */
export const nothingPaid = (d: Omit<RefundDecision, 'refundCents' | 'platformFeeCents'>): RefundDecision => ({
  ...d,
  refundCents: 0,
  platformFeeCents: 0,
});

/** Everything paid, fee included. */
export function everything(m: PaidMoney): Pick<RefundDecision, 'refundCents' | 'platformFeeCents'> {
  return { refundCents: m.paidCents, platformFeeCents: Math.min(m.platformFeeCents, m.paidCents) };
}

/** A part of the service price, without the fee (never more than was paid). */
export function partOfPrice(m: PaidMoney, cents: number): Pick<RefundDecision, 'refundCents' | 'platformFeeCents'> {
  return { refundCents: Math.max(0, Math.min(cents, m.paidCents)), platformFeeCents: 0 };
}
