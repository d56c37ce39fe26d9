import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './bookings.handlers.ts';
import * as routes from './bookings.routes.ts';

// /api/bookings/user comes before /api/bookings/{id}.
export const bookingsRouter = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.listMine, handlers.listMine)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.cancel, handlers.cancel);
