import { sql } from '../../lib/db.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import type { SuggestionsRoute } from './places.routes.ts';
import { suggestPlaces } from './places.service.ts';

export const suggestions: AppRouteHandler<SuggestionsRoute> = async (c) => {
  const { q, limit } = c.req.valid('query');
  return c.json(await suggestPlaces(sql, q, limit), 200);
};
