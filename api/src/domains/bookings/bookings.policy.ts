/**
 * @module Cancellation policies (issue 12, ADR 0024): one pure function per product that says how much of what the
 * client paid comes back if they cancel at `now`, and the policy's Portuguese text. The refund quote endpoint and the
 * cancellation itself call the same function with the same inputs, so the amount quoted is the amount refunded.
 * Amounts are integer centavos; instants are absolute (the deadlines are computed from Africa/Maputo local times by
 * the callers: no DST in Mozambique, so "N days before" is N × 24 h). A provider's own cancellation (driver,
 * manager, organiser, admin) is not a policy matter: it refunds everything (payments.refunds.ts).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type StayPolicyKind = 'flexible' | 'moderate' | 'strict';
export type EventRefundPolicy = 'until_days' | 'none';

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

const nothingPaid = (d: Omit<RefundDecision, 'refundCents' | 'platformFeeCents'>): RefundDecision => ({
  ...d,
  refundCents: 0,
  platformFeeCents: 0,
});

/** Everything paid, fee included. */
function everything(m: PaidMoney): Pick<RefundDecision, 'refundCents' | 'platformFeeCents'> {
  return { refundCents: m.paidCents, platformFeeCents: Math.min(m.platformFeeCents, m.paidCents) };
}

/** A part of the service price, without the fee (never more than was paid). */
function partOfPrice(m: PaidMoney, cents: number): Pick<RefundDecision, 'refundCents' | 'platformFeeCents'> {
  return { refundCents: Math.max(0, Math.min(cents, m.paidCents)), platformFeeCents: 0 };
}

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

/** The ride policy, in Portuguese (listing, booking panel, confirmation, cancel dialog). */
export const RIDE_POLICY_TEXT =
  'Cancelamento gratuito até 24 horas antes da partida (reembolso total, taxa incluída). Depois disso, e até à partida, é reembolsado 50 % do preço dos lugares; a taxa da plataforma não é reembolsada. Se o motorista cancelar a viagem, recebe tudo de volta.';

/** The name of each stay policy, in Portuguese. */
export const STAY_POLICY_LABELS: Record<StayPolicyKind, string> = {
  flexible: 'Flexível',
  moderate: 'Moderada',
  strict: 'Rígida',
};

const STAY_POLICY_TEXTS: Record<StayPolicyKind, string> = {
  flexible:
    'Flexível: cancelamento gratuito até 24 horas antes do check-in (reembolso total, taxa incluída). Depois disso, a primeira noite e a taxa da plataforma não são reembolsadas; as restantes noites são. Se o alojamento cancelar, recebe tudo de volta.',
  moderate:
    'Moderada: cancelamento gratuito até 5 dias antes do check-in (reembolso total, taxa incluída). Depois disso, é reembolsado 50 % do valor das noites; a taxa da plataforma não é reembolsada. Se o alojamento cancelar, recebe tudo de volta.',
  strict:
    'Rígida: reembolso de 50 % do valor das noites até 7 dias antes do check-in; depois disso, não há reembolso. A taxa da plataforma não é reembolsada. Se o alojamento cancelar, recebe tudo de volta.',
};

/** A stay policy, in Portuguese. */
export function stayPolicyText(policy: StayPolicyKind): string {
  return STAY_POLICY_TEXTS[policy];
}

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
