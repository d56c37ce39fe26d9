import type { AppRouteHandler } from '../../lib/types.ts';
import type { FeaturedRoute, HighlightsRoute } from './highlights.routes.ts';
import * as service from './highlights.service.ts';

export const highlights: AppRouteHandler<HighlightsRoute> = async (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ data: await service.highlights() }, 200);
};

export const featured: AppRouteHandler<FeaturedRoute> = async (c) => {
  c.header('Cache-Control', 'public, max-age=120');
  return c.json({ data: await service.featuredOffers() }, 200);
};
