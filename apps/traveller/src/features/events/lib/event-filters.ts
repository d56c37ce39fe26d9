/**
 * @module The /eventos search's sort and filters in the address (issue 13): sort (date, price, popularity), price
 * (free or paid), date presets (este fim de semana, este mês) and partnerships available, next to the search form's
 * fields. Every change is a new history entry: shareable, and the back button returns to the previous criteria.
 * The labels are Portuguese catalog keys (marked with `msg`), shown with `t(label)`.
 */
import { msg } from '@turismo/app-core/i18n';

export const EVENT_SORTS = ['date', 'price', 'popularity'] as const;
export const EVENT_PRICES = ['free', 'paid'] as const;
export const EVENT_PERIODS = ['fim-de-semana', 'este-mes'] as const;

export const SORT_LABELS = { date: msg('Data'), price: msg('Preço'), popularity: msg('Popularidade') } as const;
export const PRICE_LABELS = { free: msg('Gratuitos'), paid: msg('Pagos') } as const;
export const PERIOD_LABELS = { 'fim-de-semana': msg('Este fim de semana'), 'este-mes': msg('Este mês') } as const;

export type EventFilters = {
  sort?: (typeof EVENT_SORTS)[number];
  price?: (typeof EVENT_PRICES)[number];
  period?: (typeof EVENT_PERIODS)[number];
  partnerships?: 'true';
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** The filters in `params`; unknown values are ignored. */
export function readEventFilters(params: URLSearchParams): EventFilters {
  return {
    sort: oneOf(EVENT_SORTS, params.get('sort')),
    price: oneOf(EVENT_PRICES, params.get('price')),
    period: oneOf(EVENT_PERIODS, params.get('period')),
    partnerships: params.get('partnerships') === 'true' ? 'true' : undefined,
  };
}

/** `params` with the filters set (a default or empty one removed); marks the address as a search. */
export function writeEventFilters(params: URLSearchParams, filters: EventFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['sort', 'price', 'period', 'partnerships'] as const) {
    const value = filters[key];
    if (value && !(key === 'sort' && value === 'date')) next.set(key, value);
    else next.delete(key);
  }
  next.set('search', '1');
  return next;
}
