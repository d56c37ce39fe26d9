import { createRoute } from '@hono/zod-openapi';
import { dataResponse } from '../common/schemas.ts';
import { FeaturedOffersSchema, HighlightsSchema } from './highlights.schemas.ts';

const tags = ['Destaques'];

export const highlights = createRoute({
  method: 'get',
  path: '/api/highlights',
  tags,
  summary: 'Destaques da página inicial',
  description: "The home tabs' 'Destaques' (spec 2.1, 7): topRides (GET /api/rides/popular), specialRideOffers " +
    '(GET /api/rides-special-offers), topHotels (up to 6 bookable establishments, most confirmed stays in 90 days ' +
    'then cheapest, with the from-price per night in centavos) and featuredEvents (up to 6 upcoming public events, ' +
    'featured first, then most tickets sold). Real listings only; offers of suspended providers are left out. ' +
    'Cacheable for 5 minutes (spec 7). Open to visitors.',
  responses: { 200: dataResponse(HighlightsSchema, 'Destaques.') },
});
export type HighlightsRoute = typeof highlights;

export const featured = createRoute({
  method: 'get',
  path: '/api/offers/featured',
  tags,
  summary: 'Ofertas em destaque',
  description: 'The best current offers across products (spec 7), each a real price difference: rides at least 5 % ' +
    "below their route's average, establishments whose cheapest night is at least 5 % below the average of their " +
    "place's establishments (places with 3 or more), events with a partnership discount. Up to 6 of each. Open.",
  responses: { 200: dataResponse(FeaturedOffersSchema, 'Ofertas em destaque.') },
});
export type FeaturedRoute = typeof featured;
