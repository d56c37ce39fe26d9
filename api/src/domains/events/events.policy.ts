/**
 * @module The organiser's refund policy (issue 12, ADR 0024): until N days before the start, or none; its pure
 * function and Portuguese text, applied by events.product.ts's `refundPolicy` on the core's building blocks
 * (bookings.policy.ts).
 */
import { DAY, everything, nothingPaid, type PaidMoney, type RefundDecision } from '../bookings/bookings.policy.ts';

export type EventRefundPolicy = 'until_days' | 'none';

/**
 * Events, the organiser's policy: 'until_days' gives everything back (fee included) until `daysBefore` days before
 * the start (0: until the start), nothing after; 'none' never refunds. Deadline inclusive. No cancellation after the
 * start or once a ticket is checked in (the caller refuses, ADR 0017).
 */
export function eventRefund(
  m: PaidMoney & { policy: EventRefundPolicy; daysBefore: number; startsAt: Date },
  now: Date,
): RefundDecision {
  if (m.policy === 'none') return nothingPaid({ free: false, changesAt: null, freeUntil: null });
  const freeUntil = new Date(m.startsAt.getTime() - m.daysBefore * DAY);
  if (now <= freeUntil) return { ...everything(m), free: true, changesAt: freeUntil, freeUntil };
  return nothingPaid({ free: false, changesAt: null, freeUntil });
}

// The policies' texts are whole sentences, each one catalog key: the API answers them in English to an English
// caller (api/src/locales/en.json, ADR 0039).

/** An event policy, in Portuguese. */
export function eventPolicyText(policy: EventRefundPolicy, daysBefore: number): string {
  if (policy === 'none') {
    return 'Sem reembolsos: os bilhetes não são reembolsados se cancelar. Se o organizador cancelar o evento, recebe tudo de volta.';
  }
  if (daysBefore === 0) {
    return 'Reembolso total até ao início do evento (taxa incluída); depois disso, não há reembolso. Nunca depois do check-in nem depois do início. Se o organizador cancelar o evento, recebe tudo de volta.';
  }
  if (daysBefore === 1) {
    return 'Reembolso total até 1 dia antes do início do evento (taxa incluída); depois disso, não há reembolso. Nunca depois do check-in nem depois do início. Se o organizador cancelar o evento, recebe tudo de volta.';
  }
  return `Reembolso total até ${daysBefore} dias antes do início do evento (taxa incluída); depois disso, não há reembolso. Nunca depois do check-in nem depois do início. Se o organizador cancelar o evento, recebe tudo de volta.`;
}
