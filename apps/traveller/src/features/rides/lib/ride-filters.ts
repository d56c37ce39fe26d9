/**
 * @module The /rides list's criteria in the address (issue 13): origin, destination, date, passengers, sort, time of
 * day, vehicle type, highest price (MT), instant confirmation, verified driver and page. Every change is a new
 * history entry, so a filtered list can be shared and the back button returns to the previous criteria.
 */
import type { RideListFilters } from '../api/rides.ts';
import { msg } from '@turismo/app-core/i18n';
import { RIDE_LIMITS } from './ride-rules.ts';

export const SORTS = ['departure', 'price', 'rating'] as const;
export const TIMES_OF_DAY = ['manha', 'tarde', 'noite'] as const;
export const VEHICLES = ['sedan', 'suv', 'hatchback', 'pickup', 'van', 'minibus', 'other'] as const;

/**
 * The labels of the sort and of the parts of the day (hours in Africa/Maputo, as the API defines them); catalog keys,
 * shown with `t(label)`.
 */
export const SORT_LABELS: Record<(typeof SORTS)[number], string> = {
  departure: msg('Partida (mais cedo)'),
  price: msg('Preço (mais barato)'),
  rating: msg('Avaliação do motorista'),
};
export const TIME_OF_DAY_LABELS: Record<(typeof TIMES_OF_DAY)[number], string> = {
  manha: msg('Manhã (05:00-11:59)'),
  tarde: msg('Tarde (12:00-17:59)'),
  noite: msg('Noite (18:00-04:59)'),
};

export type Filters = Required<Pick<RideListFilters, 'page' | 'passengers'>> & RideListFilters;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** Reads the filters from the query string; unknown values are ignored. */
export function readFilters(search: string): Filters {
  const q = new URLSearchParams(search);
  const passengers = Number(q.get('passengers') ?? RIDE_LIMITS.defaultPassengers);
  const page = Number(q.get('page') ?? 1);
  const maxPrice = Number(q.get('maxPrice'));
  return {
    from: q.get('from') ?? '',
    to: q.get('to') ?? '',
    date: q.get('date') ?? '',
    passengers: Number.isInteger(passengers) && passengers >= 1 && passengers <= 8 ? passengers : 1,
    sort: oneOf(SORTS, q.get('sort')),
    timeOfDay: oneOf(TIMES_OF_DAY, q.get('timeOfDay')),
    vehicleType: oneOf(VEHICLES, q.get('vehicleType')),
    maxPrice: q.get('maxPrice') && Number.isInteger(maxPrice) && maxPrice > 0 ? maxPrice : undefined,
    instant: q.get('instant') === '1' || undefined,
    verified: q.get('verified') === '1' || undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the filters as a query string, leaving out the empty ones and the defaults. */
export function writeFilters(filters: RideListFilters): string {
  const q = new URLSearchParams();
  if (filters.from) q.set('from', filters.from);
  if (filters.to) q.set('to', filters.to);
  if (filters.date) q.set('date', filters.date);
  if (filters.passengers && filters.passengers !== 1) q.set('passengers', String(filters.passengers));
  if (filters.sort && filters.sort !== 'departure') q.set('sort', filters.sort);
  if (filters.timeOfDay) q.set('timeOfDay', filters.timeOfDay);
  if (filters.vehicleType) q.set('vehicleType', filters.vehicleType);
  if (filters.maxPrice) q.set('maxPrice', String(filters.maxPrice));
  if (filters.instant) q.set('instant', '1');
  if (filters.verified) q.set('verified', '1');
  if (filters.page && filters.page !== 1) q.set('page', String(filters.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/**
 * Whether ride `i` of a date search's results opens the 'Dias seguintes' group: the first ride of a later day than
 * the date asked (the API lists that date's rides first, whatever the sort).
 */
export function opensLaterDays(rides: readonly { departureDate: string }[], i: number, date: string | undefined) {
  const ride = rides[i];
  if (!date || !ride || ride.departureDate <= date) return false;
  return i === 0 || rides[i - 1]!.departureDate <= date;
}

/** Whether any criterion differs from the unfiltered list. */
export const isFiltered = (filters: RideListFilters) => writeFilters({ ...filters, page: 1 }) !== '';
