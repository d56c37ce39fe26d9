/**
 * @module The establishment's cancellation policy (issue 12, ADR 0024): flexible, moderate or strict, its pure
 * function and Portuguese texts, applied by stays.product.ts's `refundPolicy` on the core's building blocks
 * (bookings.policy.ts).
 */
import {
  DAY,
  everything,
  nothingPaid,
  type PaidMoney,
  partOfPrice,
  type RefundDecision,
} from '../bookings/bookings.policy.ts';
import { STAY_POLICY_TEXTS, type StayPolicyKind } from '@turismo/rules/stay-policies.ts';

export type { StayPolicyKind };

/**
 * Stays, the establishment's policy (as Airbnb), from the check-in instant (check-in date at the establishment's
 * check-in time, Africa/Maputo):
 * - flexible: free until 24 h before check-in; then the nights but the first (the first night and the fee are kept);
 * - moderate: free until 5 days before check-in; then 50 % of the nights (fee kept);
 * - strict: 50 % of the nights until 7 days before check-in (fee kept), then nothing.
 * A paid request the manager has not accepted yet (`awaitingProvider`) is withdrawn with everything back (ADR 0017).
 * Deadlines inclusive. A stay cannot be cancelled once begun (the caller refuses, ADR 0017).
 */
export function stayRefund(
  m: PaidMoney & { policy: StayPolicyKind; checkInAt: Date; nights: number; awaitingProvider: boolean },
  now: Date,
): RefundDecision {
  if (m.awaitingProvider) return { ...everything(m), free: true, changesAt: null, freeUntil: null };
  const at = m.checkInAt.getTime();
  if (m.policy === 'strict') {
    const halfUntil = new Date(at - 7 * DAY);
    if (now <= halfUntil) {
      return { ...partOfPrice(m, Math.floor(m.subtotalCents / 2)), free: false, changesAt: halfUntil, freeUntil: null };
    }
    return nothingPaid({ free: false, changesAt: null, freeUntil: null });
  }
  const freeUntil = new Date(at - (m.policy === 'flexible' ? DAY : 5 * DAY));
  if (now <= freeUntil) return { ...everything(m), free: true, changesAt: freeUntil, freeUntil };
  if (m.policy === 'moderate') {
    return { ...partOfPrice(m, Math.floor(m.subtotalCents / 2)), free: false, changesAt: null, freeUntil };
  }
  const nights = Math.max(1, m.nights);
  const firstNight = Math.ceil(m.subtotalCents / nights);
  return { ...partOfPrice(m, m.subtotalCents - firstNight), free: false, changesAt: null, freeUntil };
}

// The policies' texts are whole sentences, each one catalog key (the rules package's, beside the partner portal's
// labels): the API answers them in English to an English caller (api/src/locales/en.json, ADR 0039).

/** A stay policy, in Portuguese. */
export function stayPolicyText(policy: StayPolicyKind): string {
  return STAY_POLICY_TEXTS[policy];
}
