import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './booking-desk.handlers.ts';
import * as routes from './booking-desk.routes.ts';

// /api/bookings/user comes before /api/bookings/{id}.
export const bookingsRouter = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.listMine, handlers.listMine)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.cancel, handlers.cancel)
  .openapi(routes.refundQuote, handlers.refundQuote);
