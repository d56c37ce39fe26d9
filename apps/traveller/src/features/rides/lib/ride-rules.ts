/**
 * @module Rules of the ride search and ride creation modals (spec 2.6, 5, 9), checked before calling the API (which
 * checks them again). Each problem is a toast: a title and a description, quoted from the spec; the limits and their
 * descriptions are the rules package's, the API's own (ADR 0038). Portuguese source texts are catalog keys (`msg`,
 * and the rules package's catalog), translated where the toast is shown: `t(problem.title)`.
 */
import { msg } from '@turismo/app-core/i18n';
import { meticaisToCentavos } from '@turismo/rules/money.ts';
import {
  passengersValid,
  RIDE_LIMIT_MESSAGES,
  RIDE_LIMITS as LIMITS,
  ridePriceProblem,
  seatsValid,
} from '@turismo/rules/rides.ts';

export type RideProblem = { title: string; description: string };

/** Spec 5 'Ride search' / 'Ride create'. */
export const RIDE_PROBLEMS = {
  required: { title: msg('Campos obrigatórios'), description: msg('Por favor, preencha origem, destino e data.') },
  seats: { title: msg('Número de assentos inválido'), description: RIDE_LIMIT_MESSAGES.seats },
  price: { title: msg('Preço muito baixo'), description: RIDE_LIMIT_MESSAGES.priceMinimum },
  priceStep: { title: msg('Preço inválido'), description: RIDE_LIMIT_MESSAGES.priceStep },
  priceMaximum: { title: msg('Preço inválido'), description: RIDE_LIMIT_MESSAGES.priceMaximum },
  passengers: { title: msg('Número de passageiros inválido'), description: RIDE_LIMIT_MESSAGES.passengers },
  pastDate: { title: msg('Data inválida'), description: msg('A data não pode ser anterior a hoje.') },
} as const satisfies Record<string, RideProblem>;

/** Spec 9: passengers and seats 1 to 8; price at least 10 MT in steps of 5; defaults. */
export const RIDE_LIMITS = {
  minSeats: LIMITS.seats.min,
  maxSeats: LIMITS.seats.max,
  minPrice: LIMITS.priceCents.min / 100,
  priceStep: LIMITS.priceCents.step / 100,
  defaultSeats: LIMITS.seats.default,
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
  if (!passengersValid(params.passengers)) return RIDE_PROBLEMS.passengers;
  if (params.date < today) return RIDE_PROBLEMS.pastDate;
  return null;
}

/** Whether the modal should search on open: from, to and date were all given (spec 2.6). */
export function shouldAutoSearch(params: { from: string; to: string; date: string } | null): boolean {
  return Boolean(params && params.from.trim() && params.to.trim() && params.date);
}

/**
 * Checks the ride creation form in the order of spec 5: required fields, seats 1 to 8, price at least 10 MT (at most
 * 1 000 000 MT and in steps of 5, as the API requires), date not before today.
 */
export function checkRideCreate(
  form: { from: string; to: string; date: string; seats: number; price: number },
  today: string,
): RideProblem | null {
  if (!form.from.trim() || !form.to.trim() || !form.date) return RIDE_PROBLEMS.required;
  if (!seatsValid(form.seats)) return RIDE_PROBLEMS.seats;
  if (!Number.isFinite(form.price)) return RIDE_PROBLEMS.price;
  const price = ridePriceProblem(meticaisToCentavos(form.price));
  if (price === RIDE_LIMIT_MESSAGES.priceMinimum) return RIDE_PROBLEMS.price;
  if (price === RIDE_LIMIT_MESSAGES.priceMaximum) return RIDE_PROBLEMS.priceMaximum;
  if (price) return RIDE_PROBLEMS.priceStep;
  if (form.date < today) return RIDE_PROBLEMS.pastDate;
  return null;
}
