/**
 * @module The hotel search rules of spec 5 'Hotel search' and 9: location, check-in and check-out required;
 * check-in not before today (Africa/Maputo); check-out after check-in (title 'Data inválida'); guests 1 to 10,
 * default 2; nights are the rounded-up day difference.
 */

export const STAY_LIMITS = { minGuests: 1, maxGuests: 10, defaultGuests: 2 } as const;

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

/** The night summary under the dates: '3 noites', '1 noite', or null. */
export function nightSummary(checkIn: string, checkOut: string): string | null {
  const n = nightsBetween(checkIn, checkOut);
  return n > 0 ? (n === 1 ? '1 noite' : `${n} noites`) : null;
}

/** The first rule the fields break (spec 5 messages, quoted exactly), or null. */
export function checkStaySearch(f: StaySearchFields, today: string): Problem | null {
  if (!f.location.trim() || !f.checkIn || !f.checkOut) {
    return { title: 'Campos obrigatórios', description: 'Por favor, preencha localização, check-in e check-out.' };
  }
  if (f.checkIn < today) {
    return { title: 'Data inválida', description: 'A data de check-in não pode ser anterior a hoje.' };
  }
  if (f.checkOut <= f.checkIn) {
    return { title: 'Data inválida', description: 'A data de check-out deve ser posterior ao check-in.' };
  }
  if (!Number.isInteger(f.guests) || f.guests < STAY_LIMITS.minGuests || f.guests > STAY_LIMITS.maxGuests) {
    return { title: 'Número de hóspedes inválido', description: 'O número de hóspedes deve estar entre 1 e 10.' };
  }
  return null;
}

/** Spec 2.7: the modal searches on open when location, check-in and check-out were given. */
export function shouldAutoSearch(f: StaySearchFields): boolean {
  return Boolean(f.location.trim() && f.checkIn && f.checkOut);
}

const TYPE_LABELS: Record<string, string> = {
  hotel_room: 'Quarto de hotel',
  hotel_suite: 'Suite de hotel',
  apartment: 'Apartamento',
  guesthouse: 'Casa de hóspedes',
};

/** The Portuguese label of an accommodation type. */
export const accommodationTypeLabel = (type: string) => TYPE_LABELS[type] ?? 'Alojamento';
