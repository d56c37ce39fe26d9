import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './partnerships.handlers.ts';
import * as routes from './partnerships.routes.ts';

export const partnershipsRouter = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.requests, handlers.requests)
  .openapi(routes.interest, handlers.interest)
  .openapi(routes.hotelPosts, handlers.hotelPosts);
