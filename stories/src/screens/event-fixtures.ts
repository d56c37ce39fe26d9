/**
 * @module The answers of the event page's screens (Ecrãs/Evento): GET /api/events/{id} of the demo's Festival de
 * Música do Tofo (three days on the beach, two ticket types, a lodge's partnership offer, its refund policy in the
 * caller's language, the photo fixture of stories/public) and its published reviews (none yet: 'Sem avaliações').
 */
import type { EventItem } from '../../../apps/traveller/src/features/events/api/events.ts';
import type { ReviewPage } from '../../../apps/traveller/src/features/reviews/api/reviews.ts';
import { EVENT_TICKETS } from './bookings-fixtures.ts';
import { at, day } from './demo-dates.ts';
import type { Answer } from './recorded-api.tsx';

export const EVENT_ID = EVENT_TICKETS.event!.id;

const POLICY = {
  pt: 'Reembolso total (taxa incluída) até 7 dias antes do início do evento; depois, sem reembolso.',
  en: 'Full refund (fee included) until 7 days before the event starts; after that, no refund.',
};

const ticketType = (id: string, name: string, description: string, priceCents: number, quantity: number, sold: number) => ({
  id,
  name,
  description,
  priceCents,
  quantity,
  sold,
  left: quantity - sold,
  salesStart: null,
  salesEnd: day(20),
  isActive: true,
  saleState: 'on_sale' as const,
});

/** GET /api/events/{id} in the caller's language (the policy text is the API's). */
export function festival(language: string): EventItem {
  const start = day(21);
  const end = day(23);
  return {
    id: EVENT_ID,
    organiser: { id: '2b8e4f6a-7c9d-4e1f-a3b5-c7d9e1f3a5b7', name: 'Helena Mondlane' },
    title: 'Festival de Música do Tofo',
    description:
      'Três dias de marrabenta, pandza e jazz na praia do Tofo, com artistas de Inhambane, Maputo e da Beira. Comida local, feira de artesanato e transporte a partir da Maxixe.',
    eventType: 'festival',
    category: 'entretenimento',
    // The platform's default check-in window (6 h before the start; ADR 0043).
    checkInOpensHoursBefore: null,
    venue: 'Praia do Tofo',
    address: 'Praia do Tofo, Inhambane',
    placeId: 120,
    lat: -23.8511,
    lng: 35.5472,
    startDate: start,
    endDate: end,
    startTime: '16:00',
    endTime: '23:30',
    startsAt: at(start, '16:00'),
    endsAt: at(end, '23:30'),
    images: [],
    photos: [],
    isPaid: true,
    ticketPriceCents: 150000,
    refundPolicy: 'until_days',
    refundDaysBefore: 7,
    cancellationPolicy: { kind: 'event_until_days', text: language === 'en' ? POLICY.en : POLICY.pt },
    maxTickets: 500,
    ticketsSold: 212,
    ticketsLeft: 288,
    soldOut: false,
    status: 'upcoming',
    isFeatured: true,
    tags: ['música', 'praia'],
    websiteUrl: null,
    socialLinks: {},
    partnerships: [
      {
        id: '6d4c2b1a-9e8f-4d7c-b6a5-f4e3d2c1b0a9',
        partnerType: 'accommodation',
        partnerId: '5e0a7c3d-8b2f-4a61-9d4e-0c1b2a3f4e5d',
        partnerName: 'Casa do Mar Tofo',
        discountPercentage: 15,
        specialOffer: 'Pequeno-almoço incluído para portadores de bilhete.',
        minEventTickets: 2,
        isActive: true,
        validFrom: null,
        validUntil: end,
        applicable: true,
      },
    ],
    hasPartnerships: true,
    accommodationDiscount: 15,
    transportDiscount: null,
    createdAt: '2026-09-10T09:00:00.000Z',
    ticketTypes: [
      ticketType('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c61', 'Geral', 'Acesso aos três dias.', 150000, 400, 190),
      ticketType('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c62', 'VIP', 'Acesso aos três dias, zona junto ao palco e bebida de boas-vindas.', 350000, 100, 22),
    ],
  };
}

/** GET /api/reviews/events/{id}, page 1: nothing published yet. */
export const NO_REVIEWS: ReviewPage = { items: [], page: 1, pageSize: 10, total: 0, rating: null, reviewCount: 0 };

export const eventAnswers = (): Answer[] => [
  [['events/one', EVENT_ID], festival],
  [['reviews', 'events', EVENT_ID, 1], NO_REVIEWS],
];
