/**
 * @module The stay search page's state in its address (issue 13): place, dates, guests, every filter and the order
 * live in the query string, so a search can be shared and the back button returns to the previous one. Reading is
 * tolerant (a hand-edited value that makes no sense is dropped, never an error); writing leaves defaults out and keeps
 * one order of parameters, so one search has one address.
 *
 * Parameters: local, checkIn, checkOut (yyyy-MM-dd), hospedes (1-10, default 2), precoMin, precoMax (MZN per night),
 * tipo (hotel,guesthouse,apartment,lodge), comodidades (comma-separated), avaliacao (1-5), cancelamentoGratis=1,
 * ordem (recommended, price, price_desc, rating, distance).
 */
import { msg } from '@turismo/app-core/i18n';
import { STAY_LIMITS } from './stay-rules.ts';

export const STAY_KINDS = ['hotel', 'guesthouse', 'apartment', 'lodge'] as const;
export type StayKind = (typeof STAY_KINDS)[number];
export const STAY_SORTS = ['recommended', 'price', 'price_desc', 'rating', 'distance'] as const;
export type StaySort = (typeof STAY_SORTS)[number];

/** The labels of the accommodation kinds and of the orders: catalog keys, shown with `t(label)`. */
export const KIND_LABELS: Record<StayKind, string> = {
  hotel: msg('Hotel'),
  guesthouse: msg('Casa de hóspedes'),
  apartment: msg('Apartamento'),
  lodge: msg('Lodge'),
};
export const SORT_LABELS: Record<StaySort, string> = {
  recommended: msg('Recomendados'),
  price: msg('Preço: mais baixo primeiro'),
  price_desc: msg('Preço: mais alto primeiro'),
  rating: msg('Melhor avaliados'),
  distance: msg('Mais perto do centro'),
};
/**
 * The amenities offered as filters (establishments write their own; the API matches accents and case ignored). The
 * Portuguese name is the value sent to the API and the catalog key of its label (`t(amenity)`).
 */
export const AMENITY_OPTIONS = [
  msg('Wi-Fi'),
  msg('Piscina'),
  msg('Pequeno-almoço'),
  msg('Ar condicionado'),
  msg('Estacionamento'),
  msg('Restaurante'),
];
export const RATING_OPTIONS = [3, 3.5, 4, 4.5] as const;

export type StaySearchState = {
  location: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** MZN per night. */
  minPrice: number | null;
  maxPrice: number | null;
  kinds: StayKind[];
  amenities: string[];
  minRating: number | null;
  freeCancellation: boolean;
  sort: StaySort;
};

export const EMPTY_FILTERS = {
  minPrice: null,
  maxPrice: null,
  kinds: [] as StayKind[],
  amenities: [] as string[],
  minRating: null,
  freeCancellation: false,
  sort: 'recommended' as StaySort,
} satisfies Partial<StaySearchState>;

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const list = (v: string | null) => (v ?? '').split(',').map((x) => x.trim()).filter(Boolean);
function wholeMzn(v: string | null): number | null {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : null;
}

/** The state an address stands for ('?local=Tofo&ordem=price'); anything invalid falls back to its default. */
export function parseStaySearch(search: string): StaySearchState {
  const q = new URLSearchParams(search);
  const guests = Number(q.get('hospedes') ?? STAY_LIMITS.defaultGuests);
  const rating = Number(q.get('avaliacao'));
  const sort = q.get('ordem') as StaySort | null;
  let minPrice = wholeMzn(q.get('precoMin'));
  let maxPrice = wholeMzn(q.get('precoMax'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const checkIn = isDate(q.get('checkIn') ?? '') ? q.get('checkIn')! : '';
  const checkOut = isDate(q.get('checkOut') ?? '') ? q.get('checkOut')! : '';
  return {
    location: (q.get('local') ?? '').trim().slice(0, 200),
    // Both dates in order, or neither (a browse).
    checkIn: checkIn && checkOut > checkIn ? checkIn : '',
    checkOut: checkIn && checkOut > checkIn ? checkOut : '',
    guests: Number.isInteger(guests) && guests >= STAY_LIMITS.minGuests && guests <= STAY_LIMITS.maxGuests
      ? guests
      : STAY_LIMITS.defaultGuests,
    minPrice,
    maxPrice,
    kinds: [...new Set(list(q.get('tipo')).filter((k): k is StayKind => (STAY_KINDS as readonly string[]).includes(k)))],
    amenities: [...new Set(list(q.get('comodidades')).map((a) => a.slice(0, 60)))].slice(0, 20),
    minRating: q.has('avaliacao') && rating >= 1 && rating <= 5 ? rating : null,
    freeCancellation: q.get('cancelamentoGratis') === '1',
    sort: sort && (STAY_SORTS as readonly string[]).includes(sort) ? sort : 'recommended',
  };
}

/** The query string of a state, defaults left out, without the leading '?' ('' for an empty search). */
export function stringifyStaySearch(s: StaySearchState): string {
  const q = new URLSearchParams();
  if (s.location.trim()) q.set('local', s.location.trim());
  if (s.checkIn && s.checkOut) {
    q.set('checkIn', s.checkIn);
    q.set('checkOut', s.checkOut);
  }
  if (s.guests !== STAY_LIMITS.defaultGuests) q.set('hospedes', String(s.guests));
  if (s.minPrice !== null) q.set('precoMin', String(s.minPrice));
  if (s.maxPrice !== null) q.set('precoMax', String(s.maxPrice));
  if (s.kinds.length) q.set('tipo', STAY_KINDS.filter((k) => s.kinds.includes(k)).join(','));
  if (s.amenities.length) q.set('comodidades', s.amenities.join(','));
  if (s.minRating !== null) q.set('avaliacao', String(s.minRating));
  if (s.freeCancellation) q.set('cancelamentoGratis', '1');
  if (s.sort !== 'recommended') q.set('ordem', s.sort);
  return q.toString();
}

/** How many filters are set (the order is not a filter). */
export function activeFilterCount(s: StaySearchState): number {
  return [s.minPrice !== null, s.maxPrice !== null, s.kinds.length > 0, s.amenities.length > 0, s.minRating !== null,
    s.freeCancellation].filter(Boolean).length;
}

/** 'Limpar filtros': the same place, dates and guests, no filter, the default order. */
export const clearStayFilters = (s: StaySearchState): StaySearchState => ({ ...s, ...EMPTY_FILTERS });

/** The query of GET /api/hotels for a state. */
export function toHotelQuery(s: StaySearchState) {
  return {
    address: s.location,
    ...(s.checkIn && s.checkOut ? { checkIn: s.checkIn, checkOut: s.checkOut } : {}),
    guests: s.guests,
    ...(s.minPrice !== null ? { minPrice: s.minPrice } : {}),
    ...(s.maxPrice !== null ? { maxPrice: s.maxPrice } : {}),
    ...(s.kinds.length ? { kind: STAY_KINDS.filter((k) => s.kinds.includes(k)).join(',') } : {}),
    ...(s.amenities.length ? { amenities: s.amenities.join(',') } : {}),
    ...(s.minRating !== null ? { minRating: s.minRating } : {}),
    ...(s.freeCancellation ? { freeCancellation: 'true' as const } : {}),
    sort: s.sort,
  };
}
