/** @module Schemas of the home page's highlights and the featured offers (spec 7: GET /api/highlights, GET /api/offers/featured). */
import { z } from '@hono/zod-openapi';
import { EventSchema } from '../events/events.schemas.ts';
import { PhotoSchema } from '../media/media.schemas.ts';
import { RideSchema, SpecialOfferSchema } from '../rides/rides.schemas.ts';

/** An establishment as the home page's 'Destaques' shows it: from-price per night, platform bookings. */
export const StayHighlightSchema = z.object({
  id: z.string().uuid(),
  name: z.string().openapi({ example: 'Casa do Mar' }),
  kind: z.enum(['hotel', 'guesthouse', 'apartment', 'lodge']),
  address: z.string().openapi({ example: 'Praia do Tofo, Inhambane' }),
  placeId: z.number().int().nullable(),
  fromPriceCents: z.number().int().openapi({
    example: 350000,
    description: 'The cheapest active room type, per night, centavos (MZN), platform fee not included.',
  }),
  averagePriceCents: z.number().int().nullable().openapi({
    description: 'Average nightly price of the active room types of the establishments at the same place, centavos; ' +
      'null when the place has fewer than 3 establishments.',
  }),
  discountPercent: z.number().int().nullable().openapi({
    example: 12,
    description: 'How far the from-price is below that average, whole per cent; null when it is not below.',
  }),
  bookingsLast90Days: z.number().int().openapi({ description: 'Confirmed stays booked on the platform in 90 days.' }),
  photos: z.array(PhotoSchema).openapi({ description: 'Uploaded photos, cover first (issue 11).' }),
}).openapi('StayHighlight');
export type StayHighlight = z.infer<typeof StayHighlightSchema>;

export const HighlightsSchema = z.object({
  topRides: z.array(RideSchema).openapi({ description: 'GET /api/rides/popular: up to 6.' }),
  specialRideOffers: z.array(SpecialOfferSchema).openapi({ description: 'GET /api/rides-special-offers: up to 6.' }),
  topHotels: z.array(StayHighlightSchema).openapi({
    description: 'Up to 6 establishments: most confirmed stays in the last 90 days, then cheapest.',
  }),
  featuredEvents: z.array(EventSchema).openapi({
    description: "Up to 6 upcoming public events: the featured ones ('Destaque') first, then the most tickets sold.",
  }),
}).openapi('Highlights');

export const FeaturedOffersSchema = z.object({
  rides: z.array(SpecialOfferSchema).openapi({ description: "Rides at least 5 % below their route's average." }),
  stays: z.array(StayHighlightSchema).openapi({
    description: "Establishments whose cheapest night is at least 5 % below the average of their place's.",
  }),
  events: z.array(EventSchema).openapi({ description: 'Upcoming events with a partnership discount.' }),
}).openapi('FeaturedOffers');
