/**
 * @module The demo driver's answers (motorista@demo.co.mz, Carlos Nhantumbo) for the partner portal's /drivers
 * screens: his rides as GET /api/rides/mine answers them (seats sold, held and revenue as the server counts them:
 * sold + held + available = total, revenue = price x seats sold, owed to the driver without the fee), the passengers
 * to review (GET /api/reviews/to-write) and the newest partnership posts of the seed's establishments (GET
 * /api/partnerships/requests, nobody interested yet). His rating is the recorded one (search-results.json: 4 from 1
 * review). The paid and the cancelled trips of the demo traveller (bookings-fixtures.ts) are on his rides.
 */
import type { DriverRide } from '../../../apps/partner-portal/src/features/rides/api/driver-rides.ts';
import type { DriverPartnershipPost } from '../../../apps/partner-portal/src/features/partnerships/api/partnerships.ts';
import type { ReceiptSummary } from '@turismo/app-core/receipts';
import type { Reviewable } from '@turismo/app-core/reviews/api';
import { bookingLabel, RIDE_CANCELLED, RIDE_COMPLETED, RIDE_PAID, TRAVELLER_RECEIPTS } from './bookings-fixtures.ts';
import { at, day, hoursFromNow } from './demo-dates.ts';
import type { Answer } from './recorded-api.tsx';

const PLACES = {
  Maputo: { id: 17, name: 'Maputo', province: 'Maputo Cidade', parentCity: null },
  Polana: { id: 23, name: 'Polana', province: 'Maputo Cidade', parentCity: 'Maputo' },
  Bilene: { id: 62, name: 'Bilene', province: 'Gaza', parentCity: null },
  'Xai-Xai': { id: 75, name: 'Xai-Xai', province: 'Gaza', parentCity: null },
  Inhambane: { id: 84, name: 'Inhambane', province: 'Inhambane', parentCity: null },
  Tofo: { id: 97, name: 'Tofo', province: 'Inhambane', parentCity: null },
} as const;

type Place = keyof typeof PLACES;

type RideFacts = {
  id: string;
  from: Place;
  to: Place;
  date: string;
  time: string;
  priceCents: number;
  seatsTotal: number;
  seatsSold: number;
  seatsHeld: number;
  bookingsCount: number;
  status?: DriverRide['status'];
  vehicleType?: DriverRide['vehicleType'];
  description?: string;
  pickupPoint?: string;
  dropoffPoint?: string;
};

/** One of Carlos's rides, with the counts the server derives from its bookings. */
function ride(r: RideFacts): DriverRide {
  return {
    id: r.id,
    driverId: '601bVxsboTLaCryiLUGhOIQNMcDD',
    driverName: 'Carlos Nhantumbo',
    driverVerified: true,
    driverRating: 4,
    driverReviewCount: 1,
    fromAddress: r.from,
    toAddress: r.to,
    fromPlace: PLACES[r.from],
    toPlace: PLACES[r.to],
    departureDate: r.date,
    departureTime: r.time,
    departureAt: at(r.date, r.time),
    priceCents: r.priceCents,
    seatsTotal: r.seatsTotal,
    seatsAvailable: r.status === 'cancelled' ? r.seatsTotal : r.seatsTotal - r.seatsSold - r.seatsHeld,
    vehicleType: r.vehicleType ?? 'sedan',
    description: r.description ?? 'Toyota Corolla, viagem confortável.',
    pickupPoint: r.pickupPoint ?? 'Terminal Rodoviário da Junta',
    dropoffPoint: r.dropoffPoint ?? null,
    allowPickupEnRoute: true,
    allowNegotiation: false,
    status: r.status ?? 'active',
    createdAt: at(day(-20), '09:12'),
    seatsSold: r.seatsSold,
    seatsHeld: r.seatsHeld,
    bookingsCount: r.bookingsCount,
    revenueCents: r.status === 'cancelled' ? 0 : r.priceCents * r.seatsSold,
  };
}

/** GET /api/rides/mine, every page: upcoming first (soonest first), then past ones (newest first). */
export const DRIVER_RIDES: DriverRide[] = [
  // The demo traveller's two seats, paid by M-Pesa.
  ride({
    id: RIDE_PAID.ride!.id, from: 'Maputo', to: 'Inhambane', date: RIDE_PAID.ride!.departureDate,
    time: RIDE_PAID.ride!.departureTime, priceCents: RIDE_PAID.ride!.priceCents, seatsTotal: 4, seatsSold: 2,
    seatsHeld: 0, bookingsCount: 1, dropoffPoint: 'Mercado de Inhambane',
  }),
  // The demo traveller cancelled hers (refunded); a seat is held by a booking waiting for payment.
  ride({
    id: RIDE_CANCELLED.ride!.id, from: 'Maputo', to: 'Bilene', date: RIDE_CANCELLED.ride!.departureDate,
    time: RIDE_CANCELLED.ride!.departureTime, priceCents: RIDE_CANCELLED.ride!.priceCents, seatsTotal: 4,
    seatsSold: 0, seatsHeld: 1, bookingsCount: 1, dropoffPoint: 'Praia do Bilene',
  }),
  ride({
    id: '404c3a62-2578-4d98-9520-ef074d21f9f8', from: 'Polana', to: 'Inhambane', date: day(6), time: '14:00',
    priceCents: 183000, seatsTotal: 2, seatsSold: 0, seatsHeld: 0, bookingsCount: 0, vehicleType: 'pickup',
    description: 'Toyota Hilux de cabine dupla; levo bagagem na caixa.',
    pickupPoint: 'Bomba de combustível da Av. Julius Nyerere', dropoffPoint: 'Mercado de Inhambane',
  }),
  ride({
    id: '6e2f8a4c-1b7d-4c3e-9f5a-0d8b2c6e4a13', from: 'Maputo', to: 'Xai-Xai', date: day(9), time: '05:30',
    priceCents: 65000, seatsTotal: 4, seatsSold: 3, seatsHeld: 0, bookingsCount: 2,
  }),
  ride({
    id: 'b9d4e1a7-3c5f-4a2b-8e6d-7f0c1a9b3e52', from: 'Inhambane', to: 'Maputo', date: day(-4), time: '13:00',
    priceCents: 110000, seatsTotal: 4, seatsSold: 2, seatsHeld: 0, bookingsCount: 1, status: 'completed',
    pickupPoint: 'Mercado de Inhambane', dropoffPoint: 'Terminal Rodoviário da Junta',
  }),
  // Last week's trip of the demo traveller, and two more passengers.
  ride({
    id: RIDE_COMPLETED.ride!.id, from: 'Maputo', to: 'Inhambane', date: RIDE_COMPLETED.ride!.departureDate,
    time: RIDE_COMPLETED.ride!.departureTime, priceCents: RIDE_COMPLETED.ride!.priceCents, seatsTotal: 4,
    seatsSold: 3, seatsHeld: 0, bookingsCount: 2, status: 'completed', dropoffPoint: 'Mercado de Inhambane',
  }),
  ride({
    id: 'c3a8f6d2-4e1b-4d7a-a9c5-2b6e0f8d1c74', from: 'Maputo', to: 'Tofo', date: day(-12), time: '06:00',
    priceCents: 170000, seatsTotal: 4, seatsSold: 0, seatsHeld: 0, bookingsCount: 0, status: 'cancelled',
  }),
];

/** The label the database gives a booking of `ride` (booking_label). */
const rideLabel = (r: DriverRide) =>
  `${r.fromAddress} → ${r.toAddress}, ${r.departureDate.split('-').reverse().join('/')} ${r.departureTime}`;

const rideOf = (id: string) => DRIVER_RIDES.find((r) => r.id === id)!;

/** The booking of another passenger whose payment has receipt `number`. */
export const passengerBookingId = (number: number) => `9b3d5f7a-1c2e-4a6b-8d0f-${String(number).padStart(12, '0')}`;

/** A receipt of another passenger's payment on one of the rides (seats x price + 10 % fee). */
function passengerReceipt(number: number, rideId: string, customerName: string, seats: number, issuedAt: string): ReceiptSummary {
  const r = rideOf(rideId);
  const subtotal = r.priceCents * seats;
  return {
    id: `7e1f0c2d-3b4a-4c5d-8e6f-${String(number).padStart(12, '0')}`,
    number,
    numberLabel: String(number).padStart(6, '0'),
    kind: 'payment',
    bookingId: passengerBookingId(number),
    bookingLabel: rideLabel(r),
    customerName,
    amountCents: subtotal + Math.floor((subtotal * 1000 + 5000) / 10000),
    issuedAt,
  };
}

/**
 * GET /api/receipts?as=provider, newest first: the passengers' payments and refunds on his rides (the demo
 * traveller's, numbered as on her side, and the other passengers' of the seed's accounts).
 */
export const DRIVER_RECEIPTS: ReceiptSummary[] = [
  ...TRAVELLER_RECEIPTS.filter((r) => [RIDE_PAID.id, RIDE_CANCELLED.id, RIDE_COMPLETED.id].includes(r.bookingId)),
  passengerReceipt(42, '6e2f8a4c-1b7d-4c3e-9f5a-0d8b2c6e4a13', 'Lurdes Mabunda', 1, hoursFromNow(-30)),
  passengerReceipt(40, '6e2f8a4c-1b7d-4c3e-9f5a-0d8b2c6e4a13', 'Fátima Issufo', 2, hoursFromNow(-60)),
  passengerReceipt(37, 'b9d4e1a7-3c5f-4a2b-8e6d-7f0c1a9b3e52', 'Inês Langa', 2, at(day(-10), '17:20')),
  passengerReceipt(36, RIDE_COMPLETED.ride!.id, 'Sónia Manjate', 2, at(day(-11), '08:05')),
].sort((a, b) => b.number - a.number);

/** GET /api/reviews/to-write as the driver: his side of the two trips of the last week, nothing written yet. */
export const DRIVER_REVIEWS: Reviewable[] = [
  {
    bookingId: RIDE_COMPLETED.id,
    bookingType: 'ride',
    side: 'host',
    subjectType: 'traveller',
    label: bookingLabel(RIDE_COMPLETED),
    closesAt: at(day(7), '06:00'),
    myReview: null,
  },
  {
    bookingId: '1f5c9a3e-7d2b-4e8f-b0a6-3c4d5e6f7a28',
    bookingType: 'ride',
    side: 'host',
    subjectType: 'traveller',
    label: rideLabel(rideOf('b9d4e1a7-3c5f-4a2b-8e6d-7f0c1a9b3e52')),
    closesAt: at(day(10), '13:00'),
    myReview: null,
  },
];

/** GET /api/partnerships/requests?category=all: the seed's newest posts (api/src/seed/partnerships.ts). */
export const PARTNERSHIP_POSTS: DriverPartnershipPost[] = [
  {
    id: '8a2d4f6b-0c1e-4a3b-9d5f-7e8c0a2b4d61',
    establishmentId: '5e0a7c3d-8b2f-4a61-9d4e-0c1b2a3f4e5d',
    establishmentName: 'Casa do Mar Tofo',
    location: 'Avenida Marginal, Praia do Tofo',
    title: 'Motoristas parceiros Maputo - Tofo',
    description: 'Traga hóspedes de Maputo para a Casa do Mar e receba comissão por cada reserva confirmada.',
    commissionPercent: 10,
    benefits: ['Refeição grátis na chegada', 'Estacionamento gratuito'],
    requirements: 'Viatura em bom estado e avaliação mínima de 4,5.',
    targetRoutes: 'Maputo - Inhambane - Tofo',
    category: 'accommodation',
    isActive: true,
    interestedCount: 0,
    isInterested: false,
    chatRoomId: null,
    createdAt: at(day(-30), '10:00'),
  },
  {
    id: '3e7b1d9f-5a2c-4f6e-8b0d-1a3c5e7f9b42',
    establishmentId: '0d4f8b2e-6a1c-4e9d-b3f7-5c2a8e0d6b19',
    establishmentName: 'Tofo Beach Lodge',
    location: 'Praia do Tofo, junto ao mercado',
    title: 'Passeios de mergulho com transporte',
    description: 'Leve turistas aos nossos passeios de mergulho e safaris de tubarão-baleia; comissão por participante.',
    commissionPercent: 15,
    benefits: ['Mergulho gratuito por cada 10 clientes', 'Café e lanche para o motorista'],
    requirements: 'Disponibilidade às manhãs; lugares para pelo menos 4 passageiros.',
    targetRoutes: 'Inhambane - Tofo',
    category: 'tourism',
    isActive: true,
    interestedCount: 0,
    isInterested: false,
    chatRoomId: null,
    createdAt: at(day(-30), '09:58'),
  },
  {
    id: 'f1a3c5e7-9b2d-4f4e-a6c8-0e2f4a6c8e03',
    establishmentId: '9c1e3a5f-7b2d-4d8e-a0c4-6f8b2d4e0a57',
    establishmentName: 'Hotel Avenida Maputo',
    location: 'Avenida 24 de Julho, Maputo',
    title: 'Transferes do aeroporto',
    description: 'Procuramos motoristas para transferes entre o Aeroporto de Maputo e o hotel, com comissão fixa.',
    commissionPercent: 8,
    benefits: ['Sala de espera para motoristas', 'Wi-Fi gratuito'],
    requirements: 'Carta de condução profissional.',
    targetRoutes: 'Aeroporto de Maputo - Baixa - Sommerschield',
    category: 'accommodation',
    isActive: true,
    interestedCount: 0,
    isInterested: false,
    chatRoomId: null,
    createdAt: at(day(-30), '09:55'),
  },
];

/** Every answer of /drivers and /drivers/offers, by the apps' swr keys. */
export function driverAnswers(
  { rides = DRIVER_RIDES, reviews = DRIVER_REVIEWS, posts = PARTNERSHIP_POSTS, receipts = DRIVER_RECEIPTS }: {
    rides?: DriverRide[];
    reviews?: Reviewable[];
    posts?: DriverPartnershipPost[];
    receipts?: ReceiptSummary[];
  } = {},
): Answer[] {
  return [
    ['rides/mine', rides],
    [['receipts', 'provider'], receipts],
    ['reviews/to-write', reviews],
    [['drivers/partnerships', '', 'all'], posts],
  ];
}
