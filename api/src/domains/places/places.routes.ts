import { createRoute } from '@hono/zod-openapi';
import { errorResponses } from '../common/schemas.ts';
import { SuggestionsQuerySchema, SuggestionsResponseSchema } from './places.schemas.ts';

export const suggestions = createRoute({
  method: 'get',
  path: '/api/places/suggestions',
  tags: ['Locais'],
  summary: 'Sugestões de locais',
  description:
    'Places of Mozambique (cities, neighbourhoods, transport hubs, landmarks, beaches) whose name, province, full ' +
    'name or parent city contains `q`, ignoring accents and case. Sorted by exact match, prefix match, cities first, ' +
    'then Portuguese alphabetical order; at most 15 (spec 3, 9). Open to visitors.',
  request: { query: SuggestionsQuerySchema },
  responses: {
    200: { content: { 'application/json': { schema: SuggestionsResponseSchema } }, description: 'Sugestões.' },
    400: errorResponses[400],
  },
});
export type SuggestionsRoute = typeof suggestions;
