import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './rides.handlers.ts';
import * as routes from './rides.routes.ts';

// The fixed paths /api/rides/popular and /api/rides/mine come before /api/rides/{id}.
export const ridesRouter = createRouter()
  .openapi(routes.search, handlers.search)
  .openapi(routes.list, handlers.list)
  .openapi(routes.popular, handlers.popular)
  .openapi(routes.specialOffers, handlers.specialOffers)
  .openapi(routes.mine, handlers.mine)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.create, handlers.create)
  .openapi(routes.cancel, handlers.cancel);
