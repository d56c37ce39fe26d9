/**
 * @module The hotel search rules of spec 5 'Hotel search' and 9: location, check-in and check-out required;
 * check-in not before today (Africa/Maputo); check-out after check-in (title 'Data inválida'); guests 1 to 10,
 * default 2; nights are the rounded-up day difference. Texts are Portuguese catalog keys (marked with `msg`), translated
 * where they are shown: `t(problem.title)`, `t(accommodationTypeLabel(type))`.
 */
import { msg } from '@turismo/app-core/i18n';
import { guestsValid, STAY_SEARCH_LIMITS, STAY_SEARCH_MESSAGES } from '@turismo/rules/stays.ts';

/** The guests' limits: the rules package's, which the API applies too. */
export const STAY_LIMITS = {
  minGuests: STAY_SEARCH_LIMITS.guests.min,
  maxGuests: STAY_SEARCH_LIMITS.guests.max,
  defaultGuests: STAY_SEARCH_LIMITS.guests.default,
} as const;

export type StaySearchFields = { location: string; checkIn: string; checkOut: string; guests: number };
export type Problem = { title: string; description: string };

/**
 * Nights between two 'yyyy-MM-dd' dates, rounded up; 0 when either is missing or out of order.
 * @example nightsBetween('2026-12-18', '2026-12-21') // 3
 */
export function nightsBetween(checkIn: string, checkOut: string): number {
  if (!checkIn || !checkOut) return 0;
  const ms = Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`);
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 86_400_000) : 0;
}

/** The first rule the fields break (spec 5 messages, quoted exactly), or null. */
export function checkStaySearch(f: StaySearchFields, today: string): Problem | null {
  if (!f.location.trim() || !f.checkIn || !f.checkOut) {
    return {
      title: msg('Campos obrigatórios'),
      description: STAY_SEARCH_MESSAGES.required,
    };
  }
  if (f.checkIn < today) {
    return { title: msg('Data inválida'), description: STAY_SEARCH_MESSAGES.checkInPast };
  }
  if (f.checkOut <= f.checkIn) {
    return { title: msg('Data inválida'), description: STAY_SEARCH_MESSAGES.checkOutOrder };
  }
  if (!guestsValid(f.guests)) {
    return {
      title: msg('Número de hóspedes inválido'),
      description: STAY_SEARCH_MESSAGES.guests,
    };
  }
  return null;
}

/** Spec 2.7: the modal searches on open when location, check-in and check-out were given. */
export function shouldAutoSearch(f: StaySearchFields): boolean {
  return Boolean(f.location.trim() && f.checkIn && f.checkOut);
}

const TYPE_LABELS: Record<string, string> = {
  hotel_room: msg('Quarto de hotel'),
  hotel_suite: msg('Suite de hotel'),
  apartment: msg('Apartamento'),
  guesthouse: msg('Casa de hóspedes'),
};

/** The Portuguese label of an accommodation type (a catalog key: show it with `t(...)`). */
export const accommodationTypeLabel = (type: string) => TYPE_LABELS[type] ?? msg('Alojamento');
