/**
 * @module The answers of the stay page's screens (Ecrãs/Alojamento): GET /api/hotels/{id} of the demo's Casa do Mar
 * Tofo (two room types, its conditions and policy in the caller's language, the photo fixture of stories/public), the
 * night-by-night quote of three nights from twelve days ahead, and its published reviews (their mean and count come
 * from them, DECISIONS.md 6).
 */
import type { Hotel, StayQuote } from '../../../apps/traveller/src/features/stays/api/stays.ts';
import type { ReviewPage } from '../../../apps/traveller/src/features/reviews/api/reviews.ts';
import { STAY_UNPAID } from './bookings-fixtures.ts';
import { day, hoursFromNow } from './demo-dates.ts';
import type { Answer } from './recorded-api.tsx';

export const HOTEL_ID = STAY_UNPAID.stay!.establishmentId;
export const ROOM_ID = STAY_UNPAID.stay!.roomTypeId;
export const CHECK_IN = day(12);
export const CHECK_OUT = day(15);

const photo = (id: string, alt: string, isCover = false) => ({
  id,
  alt,
  isCover,
  placeholder: '44YZJY6Hh4iPiIiKiGiIhnh/iveo',
  width: 1000,
  height: 750,
  variants: {
    w320: '/fixtures/piscina-inhambane/w320.webp',
    w640: '/fixtures/piscina-inhambane/w640.webp',
    w1280: '/fixtures/piscina-inhambane/w1280.webp',
  },
});

const POLICY = {
  pt: 'Cancelamento gratuito até 24 horas antes do check-in; depois, a primeira noite e a taxa da plataforma não são reembolsadas.',
  en: 'Free cancellation until 24 hours before check-in; after that, the first night and the platform fee are not refunded.',
};

/** GET /api/hotels/{id} in the caller's language (the policy text is the API's). */
export function hotel(language: string): Hotel {
  return {
    id: HOTEL_ID,
    managerId: STAY_UNPAID.provider!.id,
    name: 'Casa do Mar Tofo',
    kind: 'guesthouse',
    address: 'Avenida Marginal, Praia do Tofo',
    place: { id: 120, name: 'Tofo', province: 'Inhambane' },
    description:
      'Casa de hóspedes à beira da praia do Tofo, a cinco minutos a pé do mercado. Pequeno-almoço com fruta da época e mergulho com raias-manta marcado na receção.',
    phone: '+258 84 123 4567',
    email: 'reservas@casadomartofo.co.mz',
    website: null,
    lat: -23.8511,
    lng: 35.5472,
    conditions: {
      checkInTime: '14:00',
      checkOutTime: '11:00',
      freeCancellation: true,
      cancellationPolicy: 'flexible',
      cancellationPolicyText: language === 'en' ? POLICY.en : POLICY.pt,
      instantBooking: true,
      autoCheckIn: false,
    },
    amenities: ['wifi', 'pequeno-almoço', 'estacionamento', 'vista mar'],
    images: [],
    photos: [photo('0c9a8b7d-1e2f-4a3b-8c4d-5e6f7a8b9c01', 'Piscina com vista para a baía', true)],
    rating: 4.5,
    reviewCount: 2,
    isActive: true,
    roomTypes: [
      {
        id: ROOM_ID,
        hotelId: HOTEL_ID,
        name: 'Quarto Duplo Vista Mar',
        type: 'standard',
        description: 'Cama de casal, varanda sobre o mar e casa de banho privativa.',
        pricePerNightCents: 350000,
        maxOccupancy: 2,
        totalRooms: 4,
        availableRooms: 2,
        images: [],
        photos: [],
        amenities: ['ar condicionado', 'mosquiteiro'],
        size: 24,
        bedType: 'Casal',
        hasBalcony: true,
        hasSeaView: true,
        isActive: true,
        minNights: 1,
      },
      {
        id: '8c5f3e2d-0b9a-4f4e-c3d2-b1a0f9e8d7c6',
        hotelId: HOTEL_ID,
        name: 'Suite Família',
        type: 'suite',
        description: 'Dois quartos, sala e cozinha pequena, para quatro pessoas.',
        pricePerNightCents: 620000,
        maxOccupancy: 4,
        totalRooms: 1,
        availableRooms: 1,
        images: [],
        photos: [],
        amenities: ['cozinha', 'ar condicionado'],
        size: 48,
        bedType: 'Casal e duas de solteiro',
        hasBalcony: false,
        hasSeaView: false,
        isActive: true,
        minNights: 2,
      },
    ],
    createdAt: '2026-03-02T08:00:00.000Z',
  };
}

/** GET /api/hotels/room-types/{id}/quote: three nights at the room type's rate, two rooms free. */
export const QUOTE: StayQuote = {
  roomTypeId: ROOM_ID,
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  nights: 3,
  totalCents: 3 * 350000,
  // No reward chosen; the platform fee at the default 10 % (what 'Reservar' charges: ADR 0043).
  rewardDiscountCents: 0,
  rewardTitle: null,
  subtotalCents: 3 * 350000,
  platformFeeBps: 1000,
  platformFeeCents: 105000,
  payableCents: 3 * 350000 + 105000,
  nightly: [0, 1, 2].map((n) => ({ date: day(12 + n), priceCents: 350000 })),
  freeRooms: 2,
  minNights: 1,
  available: true,
  reason: null,
};

/** GET /api/reviews/establishments/{id}, page 1: the two published reviews (mean 4.5). */
export const REVIEWS: ReviewPage = {
  items: [
    {
      id: '4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c51',
      bookingType: 'stay',
      subjectType: 'establishment',
      subjectId: HOTEL_ID,
      authorName: 'Ana M.',
      rating: 5,
      comment: 'Acordámos com o mar à porta. A Graça ajudou-nos a marcar o mergulho.',
      cleanliness: 5,
      location: 5,
      value: 4,
      createdAt: hoursFromNow(-24 * 20),
      publishedAt: hoursFromNow(-24 * 6),
      reply: 'Obrigada, Ana! Voltem sempre.',
      repliedAt: hoursFromNow(-24 * 5),
    },
    {
      id: '4a1b2c3d-5e6f-4a7b-8c9d-0e1f2a3b4c52',
      bookingType: 'stay',
      subjectType: 'establishment',
      subjectId: HOTEL_ID,
      authorName: 'João P.',
      rating: 4,
      comment: 'Quarto limpo e pequeno-almoço bom; o wifi falhou à noite.',
      cleanliness: 4,
      location: 5,
      value: 4,
      createdAt: hoursFromNow(-24 * 40),
      publishedAt: hoursFromNow(-24 * 26),
      reply: null,
      repliedAt: null,
    },
  ],
  page: 1,
  pageSize: 10,
  total: 2,
  rating: 4.5,
  reviewCount: 2,
};

/** The stay page's answers for a visitor who came from the search with the room, the dates and two guests. */
export const stayAnswers = (): Answer[] => [
  [['hotels/one', HOTEL_ID], hotel],
  [['hotels/quote', ROOM_ID, CHECK_IN, CHECK_OUT, ''], QUOTE],
  [['reviews', 'establishments', HOTEL_ID, 1], REVIEWS],
];
