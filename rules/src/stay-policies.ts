/**
 * @module The establishment's cancellation policies (issue 12, ADR 0024): their kinds and their two wordings, side by
 * side so that a policy's terms are reworded in one place (issue 31): the whole sentence the API answers with a stay
 * (the stay page, the booking panel, the refund quote) and the short label of the manager's choice in the partner
 * portal. The terms themselves are applied by the API's `stayRefund` (api/src/domains/stays/stays.policy.ts).
 */

/** The policies an establishment can choose (as Airbnb), in the order they are offered. */
export const STAY_POLICY_KINDS = ['flexible', 'moderate', 'strict'] as const;
export type StayPolicyKind = (typeof STAY_POLICY_KINDS)[number];

/** Each policy as a whole sentence, the API's text of it (one catalog key each). */
export const STAY_POLICY_TEXTS = {
  flexible:
    'Flexível: cancelamento gratuito até 24 horas antes do check-in (reembolso total, taxa incluída). Depois disso, a primeira noite e a taxa da plataforma não são reembolsadas; as restantes noites são. Se o alojamento cancelar, recebe tudo de volta.',
  moderate:
    'Moderada: cancelamento gratuito até 5 dias antes do check-in (reembolso total, taxa incluída). Depois disso, é reembolsado 50 % do valor das noites; a taxa da plataforma não é reembolsada. Se o alojamento cancelar, recebe tudo de volta.',
  strict:
    'Rígida: reembolso de 50 % do valor das noites até 7 dias antes do check-in; depois disso, não há reembolso. A taxa da plataforma não é reembolsada. Se o alojamento cancelar, recebe tudo de volta.',
} as const satisfies Record<StayPolicyKind, string>;

/** Each policy in a few words, the label of the manager's choice (the partner portal's conditions). */
export const STAY_POLICY_LABELS = {
  flexible: 'Flexível: gratuito até 24 horas antes do check-in; depois, a 1.ª noite não é devolvida',
  moderate: 'Moderada: gratuito até 5 dias antes do check-in; depois, 50 % das noites',
  strict: 'Rígida: 50 % das noites até 7 dias antes do check-in; depois, nada',
} as const satisfies Record<StayPolicyKind, string>;
