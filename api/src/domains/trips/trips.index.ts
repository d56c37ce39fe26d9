import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './trips.handlers.ts';
import * as routes from './trips.routes.ts';

export const tripsRouter = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.cancel, handlers.cancel)
  .openapi(routes.receipt, handlers.receipt)
  .openapi(routes.replacePart, handlers.replacePart)
  .openapi(routes.planFromStay, handlers.planFromStay);
