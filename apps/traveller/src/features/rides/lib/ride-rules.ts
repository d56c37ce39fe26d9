/**
 * @module Rules of the ride search and ride creation modals (spec 2.6, 5, 9), checked before calling the API (which
 * checks them again). Each problem is a toast: a title and a description, quoted from the spec (Portuguese source
 * texts marked with `msg`, translated where the toast is shown: `t(problem.title)`).
 */
import { msg } from '@turismo/app-core/i18n';

export type RideProblem = { title: string; description: string };

/** Spec 5 'Ride search' / 'Ride create'. */
export const RIDE_PROBLEMS = {
  required: { title: msg('Campos obrigatórios'), description: msg('Por favor, preencha origem, destino e data.') },
  seats: { title: msg('Número de assentos inválido'), description: msg('O número de assentos deve estar entre 1 e 8.') },
  price: { title: msg('Preço muito baixo'), description: msg('O preço mínimo é de 10 MT por pessoa.') },
  priceStep: { title: msg('Preço inválido'), description: msg('O preço deve ser múltiplo de 5 MT.') },
  passengers: { title: msg('Número de passageiros inválido'), description: msg('O número de passageiros deve estar entre 1 e 8.') },
  pastDate: { title: msg('Data inválida'), description: msg('A data não pode ser anterior a hoje.') },
} as const satisfies Record<string, RideProblem>;

/** Spec 9: passengers and seats 1 to 8; price at least 10 MT in steps of 5; defaults. */
export const RIDE_LIMITS = {
  minSeats: 1,
  maxSeats: 8,
  minPrice: 10,
  priceStep: 5,
  defaultSeats: 4,
  defaultPrice: 100,
  defaultPassengers: 1,
  defaultVehicle: 'sedan',
} as const;

/** Vehicle types (spec 3 'Ride', plus 'other' from the driver form) with their Portuguese names (translate with `t`). */
export const VEHICLE_LABELS = {
  sedan: msg('Sedan'),
  suv: msg('SUV'),
  hatchback: msg('Hatchback'),
  pickup: msg('Pick-up'),
  van: msg('Carrinha'),
  minibus: msg('Minibus'),
  other: msg('Outro'),
} as const;

export type VehicleType = keyof typeof VEHICLE_LABELS;

/** The Portuguese name of a vehicle type (a catalog key: show it with `t(vehicleLabel(type))`), else the type itself. */
export function vehicleLabel(type: string): string {
  return (VEHICLE_LABELS as Record<string, string>)[type] ?? type;
}

const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * Checks the ride search form: origin, destination and date required, passengers 1 to 8, date not before today.
 * @param today 'yyyy-MM-dd' in Africa/Maputo.
 * @returns the first problem, or null.
 */
export function checkRideSearch(
  params: { from: string; to: string; date: string; passengers: number },
  today: string,
): RideProblem | null {
  if (!params.from.trim() || !params.to.trim() || !params.date) return RIDE_PROBLEMS.required;
  if (!inRange(params.passengers, RIDE_LIMITS.minSeats, RIDE_LIMITS.maxSeats)) return RIDE_PROBLEMS.passengers;
  if (params.date < today) return RIDE_PROBLEMS.pastDate;
  return null;
}

/** Whether the modal should search on open: from, to and date were all given (spec 2.6). */
export function shouldAutoSearch(params: { from: string; to: string; date: string } | null): boolean {
  return Boolean(params && params.from.trim() && params.to.trim() && params.date);
}

/**
 * Checks the ride creation form in the order of spec 5: required fields, seats 1 to 8, price at least 10 MT (and
 * in steps of 5, as the API requires), date not before today.
 */
export function checkRideCreate(
  form: { from: string; to: string; date: string; seats: number; price: number },
  today: string,
): RideProblem | null {
  if (!form.from.trim() || !form.to.trim() || !form.date) return RIDE_PROBLEMS.required;
  if (!inRange(form.seats, RIDE_LIMITS.minSeats, RIDE_LIMITS.maxSeats)) return RIDE_PROBLEMS.seats;
  if (!Number.isFinite(form.price) || form.price < RIDE_LIMITS.minPrice) return RIDE_PROBLEMS.price;
  if (form.price % RIDE_LIMITS.priceStep !== 0) return RIDE_PROBLEMS.priceStep;
  if (form.date < today) return RIDE_PROBLEMS.pastDate;
  return null;
}
