/**
 * @module The publish-route form's rules (spec 2.15, 5 'Publish route', 7 variant B, 9): the four checks in the
 * spec's order with its messages, the summary's maximum revenue, the seats choice (1 to 5 and '6+') and the body
 * sent. The server checks everything again (minimum 10 MT in steps of 5, date not past) and answers in Portuguese.
 */
import { msg } from '@turismo/app-core/i18n';
import { formatMZN } from '@turismo/app-core/format';

export const PUBLISH_MESSAGES = {
  signedIn: msg('Deve estar autenticado para publicar uma rota.'),
  places: msg('Por favor preencha origem e destino.'),
  dateTime: msg('Por favor preencha data e hora da viagem.'),
  price: msg('Por favor defina um preço válido.'),
  pastDate: msg('A data não pode ser anterior a hoje.'),
  fallback: msg('Erro ao publicar a rota. Tente novamente.'),
} as const;

export const SUCCESS_BANNER = msg('Viagem publicada com sucesso! Já está disponível para reservas.');

export type PublishForm = {
  from: string;
  to: string;
  date: string;
  time: string;
  price: string;
  seats: string;
  vehicleType: string;
  description: string;
  pickupPoint: string;
  dropoffPoint: string;
};

export const EMPTY_PUBLISH_FORM: PublishForm = {
  from: '',
  to: '',
  date: '',
  time: '',
  price: '',
  seats: '4',
  vehicleType: 'sedan',
  description: '',
  pickupPoint: '',
  dropoffPoint: '',
};

/** Seats 1 to 5 and '6+' (value 6), spec 5. */
export const SEAT_OPTIONS = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5' },
  { value: '6', label: '6+' },
];

export const VEHICLE_OPTIONS = [
  { value: 'sedan', label: msg('Sedan') },
  { value: 'suv', label: 'SUV' },
  { value: 'hatchback', label: msg('Hatchback') },
  { value: 'pickup', label: msg('Pick-up') },
  { value: 'van', label: msg('Carrinha') },
  { value: 'minibus', label: msg('Minibus') },
  { value: 'other', label: msg('Outro') },
];

/**
 * The first problem, in the spec's order: signed in, origin and destination, date and time, price above 0; then the
 * date not before today.
 * @param today 'yyyy-MM-dd' in Africa/Maputo.
 */
export function checkPublish(form: PublishForm, signedIn: boolean, today: string): string | null {
  if (!signedIn) return PUBLISH_MESSAGES.signedIn;
  if (!form.from.trim() || !form.to.trim()) return PUBLISH_MESSAGES.places;
  if (!form.date || !form.time) return PUBLISH_MESSAGES.dateTime;
  const price = Number(form.price);
  if (!form.price.trim() || !Number.isFinite(price) || price <= 0) return PUBLISH_MESSAGES.price;
  if (form.date < today) return PUBLISH_MESSAGES.pastDate;
  return null;
}

/** The publish button is enabled once origin, destination, date, time and price are set (spec 5). */
export function canSubmitPublish(form: PublishForm): boolean {
  return Boolean(form.from.trim() && form.to.trim() && form.date && form.time && form.price.trim());
}

/** The summary box appears with the same fields filled (spec 2.15). */
export const showPublishSummary = canSubmitPublish;

/** Maximum revenue: price × seats, in centavos. */
export function maxRevenueCents(form: Pick<PublishForm, 'price' | 'seats'>): number {
  const price = Number(form.price);
  const seats = Number(form.seats);
  return Number.isFinite(price) && Number.isFinite(seats) ? Math.round(price * 100) * seats : 0;
}

export function formatMaxRevenue(form: Pick<PublishForm, 'price' | 'seats'>): string {
  return formatMZN(maxRevenueCents(form));
}

/** Body variant B of spec 7: date and time joined with ':00', vehicleInfo = vehicle plus description. */
export function publishBody(form: PublishForm, driverName: string) {
  const vehicle = VEHICLE_OPTIONS.find((v) => v.value === form.vehicleType)?.label ?? form.vehicleType;
  return {
    driverName,
    fromAddress: form.from.trim(),
    toAddress: form.to.trim(),
    departureDate: `${form.date}T${form.time}:00`,
    price: Number(form.price),
    maxPassengers: Number(form.seats),
    type: form.vehicleType || 'sedan',
    // Stored with the ride and shown to every traveller: the Portuguese source text, whatever the driver's language.
    vehicleInfo: `${vehicle} - ${form.description.trim() || 'Viagem confortável'}`, // i18n-exempt
    pickupPoint: form.pickupPoint.trim() || null,
    dropoffPoint: form.dropoffPoint.trim() || null,
    isActive: true as const,
    allowPickupEnRoute: true as const,
    allowNegotiation: false as const,
  };
}
