/**
 * @module The demo traveller's bookings as GET /api/bookings/user answers them (cliente@demo.co.mz, Ana Macuácua,
 * with the seed's providers: Carlos Nhantumbo's rides, Graça Cossa's Casa do Mar Tofo, Helena Mondlane's Festival
 * de Música do Tofo), and the answers the Minhas Reservas page reads beside them: receipts, the booked car, the
 * review to write, the bank transfer details and the refund quote. Typed by the API's own types, amounts as the
 * server computes them (subtotal + 10 % platform fee; a refund inside the free period gives everything back).
 * Dates are offsets from today (demo-dates.ts).
 */
import type { Booking, RefundQuote } from '../../../apps/traveller/src/features/bookings/api/bookings.ts';
import type { RideVehicle } from '../../../apps/traveller/src/features/bookings/api/ride-vehicle.ts';
import type { BankInstructions } from '../../../apps/traveller/src/features/payments/api/bank.ts';
import type { ReceiptSummary } from '@turismo/app-core/receipts';
import type { Reviewable } from '@turismo/app-core/reviews/api';
import { at, day, hoursFromNow } from './demo-dates.ts';
import type { Answer } from './recorded-api.tsx';

export const TRAVELLER = { id: 'Xq3b9ZtM0aUf7cLiEnTe0dEmO1', name: 'Ana Macuácua' };
const CARLOS = { id: '601bVxsboTLaCryiLUGhOIQNMcDD', name: 'Carlos Nhantumbo' };
const GRACA = { id: 'Hk2Lp9QwErTy5UiOpAsDfGh3JkL1', name: 'Graça Cossa' };
const HELENA = { id: 'Ab2s15FoAJ4f1AvTNGe5D6C1b9FS', name: 'Helena Mondlane' };

/** The platform fee of the demo (settings.platform_fee_bps, 10 %) on a subtotal, as billing.service computes it. */
const fee = (subtotalCents: number) => Math.floor((subtotalCents * 1000 + 5000) / 10000);

/** A booking with the API's defaults for what the card does not vary: no discount, no reward, no requests. */
function booking(b: Omit<Booking, 'discountCents' | 'rewardRedemptionId' | 'tripId' | 'platformFeeBps' | 'platformFeeCents' | 'totalCents' | 'providerAmountCents' | 'currency' | 'specialRequests'>): Booking {
  const platformFeeCents = fee(b.subtotalCents);
  return {
    ...b,
    discountCents: 0,
    rewardRedemptionId: null,
    tripId: null,
    platformFeeBps: 1000,
    platformFeeCents,
    totalCents: b.subtotalCents + platformFeeCents,
    providerAmountCents: b.subtotalCents,
    currency: 'MZN',
    specialRequests: null,
  };
}

const paidAt = hoursFromNow(-26);

/** Confirmed and paid by M-Pesa: 2 seats of Carlos's Maputo → Inhambane in three days. */
export const RIDE_PAID = booking({
  id: '3f6d2b8e-41a7-4c9e-9b1d-7e2a5c8f0a11',
  type: 'ride',
  status: 'confirmed',
  seats: 2,
  ride: {
    id: '82dd7630-b391-4e36-a0ac-ddc8d3d7bb7d',
    fromAddress: 'Maputo',
    toAddress: 'Inhambane',
    departureDate: day(3),
    departureTime: '06:30',
    departureAt: at(day(3), '06:30'),
    vehicleType: 'sedan',
    priceCents: 162000,
    status: 'active',
  },
  event: null,
  stay: null,
  provider: CARLOS,
  subtotalCents: 2 * 162000,
  holdExpiresAt: null,
  paymentStatus: 'succeeded',
  payment: {
    id: '9a1c7e55-0d2b-4f8a-8c3e-1b6d4f2a9e01',
    method: 'mpesa',
    status: 'succeeded',
    amountCents: 356400,
    payerHint: '+258 ** *** *567',
    failureReason: null,
    createdAt: paidAt,
    settledAt: paidAt,
  },
  refund: null,
  active: true,
  canCancel: true,
  cancelReason: null,
  createdAt: paidAt,
  confirmedAt: paidAt,
  cancelledAt: null,
});

/** Pending, not paid yet: three nights at Casa do Mar Tofo (requests answered by the manager once paid). */
export const STAY_UNPAID = booking({
  id: 'c27e9f04-5b1d-4e3a-a8f6-2d9c0b7e4f52',
  type: 'stay',
  status: 'pending',
  seats: null,
  ride: null,
  event: null,
  stay: {
    establishmentId: '5e0a7c3d-8b2f-4a61-9d4e-0c1b2a3f4e5d',
    name: 'Casa do Mar Tofo',
    address: 'Avenida Marginal, Praia do Tofo',
    roomTypeId: '7b4e2d1c-9a8f-4e3d-b2c1-a0f9e8d7c6b5',
    roomTypeName: 'Quarto Duplo Vista Mar',
    checkIn: day(12),
    checkOut: day(15),
    checkInTime: '14:00',
    checkOutTime: '11:00',
    nights: 3,
    guests: 2,
    pricePerNightCents: 350000,
    freeCancellation: true,
    awaitingConfirmation: false,
    answerDueAt: null,
    checkedInAt: null,
  },
  provider: GRACA,
  subtotalCents: 3 * 350000,
  holdExpiresAt: hoursFromNow(0.25),
  paymentStatus: 'unpaid',
  payment: null,
  refund: null,
  active: true,
  canCancel: true,
  cancelReason: null,
  createdAt: hoursFromNow(-0.05),
  confirmedAt: null,
  cancelledAt: null,
});

const ticketsPaidAt = hoursFromNow(-50);

/** Confirmed and paid by card: two VIP tickets of the Festival de Música do Tofo, one QR code each. */
export const EVENT_TICKETS = booking({
  id: 'e81b4c6a-2f3d-4b7e-9c0a-5d8e1f2a3b44',
  type: 'event',
  status: 'confirmed',
  seats: null,
  ride: null,
  stay: null,
  event: {
    id: '1d9f3a7c-6e2b-4c8d-a5f0-b3e7d1c9a206',
    title: 'Festival de Música do Tofo',
    venue: 'Praia do Tofo',
    address: 'Praia do Tofo, Inhambane',
    startDate: day(21),
    endDate: day(23),
    startTime: '16:00',
    endTime: '23:30',
    endsAt: at(day(23), '23:30'),
    ticketQuantity: 2,
    ticketPriceCents: 350000,
    ticketTypeName: 'VIP',
    partnerName: null,
    tickets: [
      {
        id: '6a1f0c2e-3b4d-4e5f-9a0b-1c2d3e4f5a61',
        code: 'MZT-7K3F-9Q2X-H4MB',
        seq: 1,
        checkedInAt: null,
        cancelled: false,
      },
      {
        id: '6a1f0c2e-3b4d-4e5f-9a0b-1c2d3e4f5a62',
        code: 'MZT-R8VN-2C6T-JW0P',
        seq: 2,
        checkedInAt: null,
        cancelled: false,
      },
    ],
  },
  provider: HELENA,
  subtotalCents: 2 * 350000,
  holdExpiresAt: null,
  paymentStatus: 'succeeded',
  payment: {
    id: '4c2e8a10-7f3b-4d9e-b6a5-0e1d2c3b4a59',
    method: 'card',
    status: 'succeeded',
    amountCents: 770000,
    payerHint: '**** 4242',
    failureReason: null,
    createdAt: ticketsPaidAt,
    settledAt: ticketsPaidAt,
  },
  refund: null,
  active: true,
  canCancel: true,
  cancelReason: null,
  createdAt: ticketsPaidAt,
  confirmedAt: ticketsPaidAt,
  cancelledAt: null,
});

const bileneCancelledAt = hoursFromNow(-20);

/** Cancelled by the traveller inside the free period: the whole amount, fee included, went back to M-Pesa. */
export const RIDE_CANCELLED = booking({
  id: 'a5d0e7c2-9b4f-4a1e-8d3c-6f2b0e9a7c18',
  type: 'ride',
  status: 'cancelled',
  seats: 1,
  ride: {
    id: 'f04c8b2e-3a1d-4e6f-9b7c-2d5e8a0f1c37',
    fromAddress: 'Maputo',
    toAddress: 'Bilene',
    departureDate: day(5),
    departureTime: '07:00',
    departureAt: at(day(5), '07:00'),
    vehicleType: 'sedan',
    priceCents: 45000,
    status: 'active',
  },
  event: null,
  stay: null,
  provider: CARLOS,
  subtotalCents: 45000,
  holdExpiresAt: null,
  paymentStatus: 'succeeded',
  payment: {
    id: '6b3f9d21-8c4e-4a7b-a0d5-3e2f1c0b9a84',
    method: 'mpesa',
    status: 'succeeded',
    amountCents: 49500,
    payerHint: '+258 ** *** *567',
    failureReason: null,
    createdAt: hoursFromNow(-70),
    settledAt: hoursFromNow(-70),
  },
  refund: {
    id: 'd7e1a4b9-2c6f-4d3e-8a5b-9f0c1e2d3a66',
    status: 'succeeded',
    reason: 'cancelled_by_client',
    amountCents: 49500,
    platformFeeCents: 4500,
    currency: 'MZN',
    failureReason: null,
    createdAt: bileneCancelledAt,
    settledAt: bileneCancelledAt,
  },
  active: false,
  canCancel: false,
  cancelReason: 'cancelled_by_client',
  createdAt: hoursFromNow(-70),
  confirmedAt: hoursFromNow(-70),
  cancelledAt: bileneCancelledAt,
});

const lastWeek = at(day(-7), '06:00');

/** Last week's trip (the seed's completed one): its review window is open. */
export const RIDE_COMPLETED = booking({
  id: '0b8e5f3a-6d2c-4f1e-9a7b-4c3d2e1f0a95',
  type: 'ride',
  status: 'completed',
  seats: 1,
  ride: {
    id: '2e7a9c4d-1f3b-4e8a-b6d0-8c5f2a1e9d73',
    fromAddress: 'Maputo',
    toAddress: 'Inhambane',
    departureDate: day(-7),
    departureTime: '06:00',
    departureAt: lastWeek,
    vehicleType: 'sedan',
    priceCents: 110000,
    status: 'completed',
  },
  event: null,
  stay: null,
  provider: CARLOS,
  subtotalCents: 110000,
  holdExpiresAt: null,
  paymentStatus: 'succeeded',
  payment: {
    id: '8f2d6c0e-5a9b-4e3d-a1c7-0b4e8f2d6c19',
    method: 'mpesa',
    status: 'succeeded',
    amountCents: 121000,
    payerHint: '+258 ** *** *567',
    failureReason: null,
    createdAt: at(day(-9), '19:42'),
    settledAt: at(day(-9), '19:42'),
  },
  refund: null,
  active: false,
  canCancel: false,
  cancelReason: null,
  createdAt: at(day(-9), '19:42'),
  confirmedAt: at(day(-9), '19:42'),
  cancelledAt: null,
});

/** Newest first, as GET /api/bookings/user orders them. */
export const TRAVELLER_BOOKINGS: Booking[] = [STAY_UNPAID, RIDE_PAID, RIDE_CANCELLED, EVENT_TICKETS, RIDE_COMPLETED];

/** The booking's label as the database writes it (booking_label: dd/MM/yyyy, whatever the caller's language). */
export function bookingLabel(b: Booking): string {
  const dmy = (date: string) => date.split('-').reverse().join('/');
  if (b.ride) return `${b.ride.fromAddress} → ${b.ride.toAddress}, ${dmy(b.ride.departureDate)} ${b.ride.departureTime}`;
  if (b.stay) return `${b.stay.name}, ${dmy(b.stay.checkIn)} a ${dmy(b.stay.checkOut)}`;
  return `${b.event?.title ?? 'Reserva'}, ${dmy(b.event?.startDate ?? '')}`;
}

/** A receipt of a booking's payment or refund (receipt numbers run over the whole platform). */
function receipt(b: Booking, kind: ReceiptSummary['kind'], number: number): ReceiptSummary {
  const settled = kind === 'refund' ? b.refund : b.payment;
  return {
    id: `7e1f0c2d-3b4a-4c5d-8e6f-${String(number).padStart(12, '0')}`,
    number,
    numberLabel: String(number).padStart(6, '0'),
    kind,
    bookingId: b.id,
    bookingLabel: bookingLabel(b),
    customerName: TRAVELLER.name,
    amountCents: settled?.amountCents ?? 0,
    issuedAt: settled?.settledAt ?? b.createdAt,
  };
}

/** GET /api/receipts?as=traveller, newest first: one receipt per payment, and one for the refund. */
export const TRAVELLER_RECEIPTS: ReceiptSummary[] = [
  receipt(RIDE_CANCELLED, 'refund', 44),
  receipt(RIDE_PAID, 'payment', 43),
  receipt(EVENT_TICKETS, 'payment', 41),
  receipt(RIDE_CANCELLED, 'payment', 39),
  receipt(RIDE_COMPLETED, 'payment', 38),
];

/** GET /api/rides/{id}/vehicle of the booked ride: the plate is shown to a traveller holding a booking of it. */
export const BOOKED_CAR: RideVehicle = {
  make: 'Toyota',
  model: 'Corolla',
  colour: 'Branco',
  plate: 'AAB 123 MC',
  photos: [],
  updatedAt: at(day(-40), '10:15'),
};

/** GET /api/reviews/to-write: last week's trip, the traveller's side, nothing written yet. */
export const TRAVELLER_REVIEWS: Reviewable[] = [{
  bookingId: RIDE_COMPLETED.id,
  bookingType: 'ride',
  side: 'traveller',
  subjectType: 'driver',
  label: bookingLabel(RIDE_COMPLETED),
  closesAt: at(day(7), '06:00'),
  myReview: null,
}];

/** GET /api/bookings/{id}/bank-transfer of the unpaid stay: the demo account of the seed (api/src/seed/bank.ts). */
export const STAY_BANK_TRANSFER: BankInstructions = {
  bankName: 'Banco de Demonstração',
  accountHolder: 'MozTurismo (conta de demonstração)',
  iban: 'MZ59000300000012345678088',
  ibanFormatted: 'MZ59 0003 0000 0012 3456 7808 8',
  reference: 'MZT-4QH7N2KD',
  amountCents: STAY_UNPAID.totalCents,
  expiryDays: 3,
  payment: null,
};

/** The ride policy in the caller's language (the API answers it in English to an English caller). */
export const RIDE_POLICY = {
  pt: 'Cancelamento gratuito até 24 horas antes da partida (reembolso total, taxa incluída). Depois disso, e até à partida, é reembolsado 50 % do preço dos lugares; a taxa da plataforma não é reembolsada. Se o motorista cancelar a viagem, recebe tudo de volta.',
  en: 'Free cancellation until 24 hours before departure (full refund, fee included). After that, and until departure, 50% of the seat price is refunded; the platform fee is not refunded. If the driver cancels the ride, you get everything back.',
};

/** GET /api/bookings/{id}/refund-quote of the paid ride, three days ahead: inside the free period, all comes back. */
export function ridePaidQuote(language: string): RefundQuote {
  const freeUntil = new Date(new Date(RIDE_PAID.ride!.departureAt).getTime() - 24 * 3_600_000).toISOString();
  return {
    bookingId: RIDE_PAID.id,
    cancellable: true,
    paidCents: RIDE_PAID.totalCents,
    refundCents: RIDE_PAID.totalCents,
    platformFeeRefundCents: RIDE_PAID.platformFeeCents,
    keptCents: 0,
    free: true,
    freeUntil,
    changesAt: freeUntil,
    rewardReturned: false,
    policy: { kind: 'ride', text: language === 'en' ? RIDE_POLICY.en : RIDE_POLICY.pt },
    currency: 'MZN',
    quotedAt: new Date().toISOString(),
  };
}

const transferAt = hoursFromNow(-2);

/**
 * The same stay paid by bank transfer two hours ago, its proof sent: pending until the team confirms the money
 * arrived (the admin's 'Transferências por confirmar').
 */
export const STAY_TRANSFER: Booking = {
  ...STAY_UNPAID,
  createdAt: hoursFromNow(-2.2),
  holdExpiresAt: null,
  paymentStatus: 'pending',
  payment: {
    id: '2a7c9e4b-6d1f-4b3a-9e8c-5f0d2b4a6c71',
    method: 'bank',
    status: 'pending',
    amountCents: STAY_UNPAID.totalCents,
    payerHint: null,
    failureReason: null,
    createdAt: transferAt,
    settledAt: null,
  },
};

/** GET /api/bookings/{id}/bank-transfer once the transfer is registered: expires after the account's 3 days. */
export const STAY_TRANSFER_PENDING: BankInstructions = {
  ...STAY_BANK_TRANSFER,
  payment: {
    id: STAY_TRANSFER.payment!.id,
    proofUploadedAt: hoursFromNow(-1.5),
    expiresAt: new Date(new Date(transferAt).getTime() + 3 * 24 * 3_600_000).toISOString(),
  },
};

/** Every answer of /reservas, by the apps' swr keys. */
export function bookingsAnswers(bookings: readonly Booking[] = TRAVELLER_BOOKINGS): Answer[] {
  return [
    ['bookings/user', bookings],
    [['receipts', 'traveller'], TRAVELLER_RECEIPTS.filter((r) => bookings.some((b) => b.id === r.bookingId))],
    ['reviews/to-write', TRAVELLER_REVIEWS.filter((r) => bookings.some((b) => b.id === r.bookingId))],
    [['rides/vehicle', RIDE_PAID.ride!.id], BOOKED_CAR],
    [['bank-transfer', STAY_UNPAID.id, ''], STAY_BANK_TRANSFER],
    [['bookings/refund-quote', RIDE_PAID.id], ridePaidQuote],
    // No place in a waitlist (issue 30): the 'Listas de espera' section is not drawn.
    ['waitlists/mine', []],
    // GET /api/disputes: the problems she reported ('Reportar um problema'): none.
    ['disputes/mine', []],
  ];
}

/** The open conversation of the paid ride (the chat feature's room, by booking). */
export const OPEN_CHATS = new Map([[RIDE_PAID.id, '5c9e1a3f-7b2d-4e8c-a6f0-d4b3c2a1e087']]);
