/**
 * @module What a ticket buyer chooses beyond the quantity (issue 15; ADR 0030): the ticket type (its own price,
 * quantity and sale window) and a promo code (percentage or amount, limited uses, validity). The quote and the
 * booking both go through these checks; the booking then takes the places and the use with conditional updates.
 */
import type { Db } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './events.tickets.repo.ts';
import type { PromoCodeRow, TicketTypeRow } from './events.tickets.repo.ts';

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export const choiceErrors = {
  typeUnknown: () => new AppError(422, 'TICKET_TYPE_UNKNOWN', 'Este tipo de bilhete não existe para este evento.'),
  typeNotOnSale: (t: TicketTypeRow, state: ReturnType<typeof repo.saleState>) =>
    new AppError(
      409,
      'TICKET_TYPE_NOT_ON_SALE',
      state === 'not_started' && t.salesStart
        ? `As vendas do bilhete '${t.name}' começam em ${ddmmyyyy(t.salesStart)}.`
        : state === 'ended'
        ? `As vendas do bilhete '${t.name}' terminaram.`
        : `O bilhete '${t.name}' não está à venda.`,
      { ticketTypeId: t.id, saleState: state },
    ),
  noTypeOnSale: () =>
    new AppError(409, 'TICKET_TYPE_NOT_ON_SALE', 'Nenhum tipo de bilhete deste evento está à venda hoje.'),
  typeSoldOut: (t: { name: string }, left: number) =>
    new AppError(
      409,
      'SOLD_OUT',
      left === 1
        ? `Só resta 1 bilhete '${t.name}'.`
        : left > 1
        ? `Só restam ${left} bilhetes '${t.name}'.`
        : `Bilhetes '${t.name}' esgotados.`,
      { ticketsLeft: left },
    ),
  /**
   * The one answer for a code that cannot be used (issue 27): unknown, inactive, outside its dates or used up all
   * answer the same, so a guess learns nothing about which codes exist.
   */
  promoInvalid: () => new AppError(422, 'PROMO_CODE_INVALID', 'Código promocional inválido para este evento.'),
};

/**
 * The ticket type a booking buys on `today`: the chosen one (422 unknown, 409 outside its window or inactive), or
 * without a choice the first type on sale; null for an event without active types (its single price).
 */
export async function chooseTicketType(
  db: Db,
  eventId: string,
  ticketTypeId: string | undefined,
  today: string,
): Promise<TicketTypeRow | null> {
  const types = await repo.ticketTypesOf(db, [eventId]);
  if (ticketTypeId) {
    const t = types.find((x) => x.id === ticketTypeId);
    if (!t) throw choiceErrors.typeUnknown();
    const state = repo.saleState(t, today);
    if (state === 'sold_out') throw choiceErrors.typeSoldOut(t, 0);
    if (state !== 'on_sale') throw choiceErrors.typeNotOnSale(t, state);
    return t;
  }
  const active = types.filter((t) => t.isActive);
  if (active.length === 0) return null;
  const onSale = active.find((t) => repo.saleState(t, today) === 'on_sale');
  if (onSale) return onSale;
  if (active.some((t) => repo.saleState(t, today) === 'sold_out')) throw choiceErrors.typeSoldOut(active[0]!, 0);
  throw choiceErrors.noTypeOnSale();
}

/**
 * The promo code typed; null without one. 422 PROMO_CODE_INVALID, one answer whether it is unknown, inactive, outside
 * its dates or used up (issue 27: a guess must not tell a used-up code from an unknown one).
 */
export async function choosePromoCode(
  db: Db,
  eventId: string,
  code: string | undefined,
  today: string,
): Promise<PromoCodeRow | null> {
  if (!code) return null;
  const p = await repo.findPromoCode(db, eventId, code.trim().toUpperCase());
  if (!p) throw choiceErrors.promoInvalid();
  if (!repo.promoValidOn(p, today)) throw choiceErrors.promoInvalid();
  if (p.maxUses !== null && p.uses >= p.maxUses) throw choiceErrors.promoInvalid();
  return p;
}

/**
 * The discount of a promo code on what is left after the partnership discount: a percentage rounded half up to the
 * centavo, or a fixed amount capped at it.
 * @example promoDiscount({ kind: 'percentage', value: 10 }, 480000) // 48000
 * @example promoDiscount({ kind: 'amount', value: 50000 }, 30000) // 30000
 */
export function promoDiscount(p: Pick<PromoCodeRow, 'kind' | 'value'> | null, restCents: number): number {
  if (!p || restCents <= 0) return 0;
  return p.kind === 'percentage' ? Math.floor((restCents * p.value + 50) / 100) : Math.min(p.value, restCents);
}
