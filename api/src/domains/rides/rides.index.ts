import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './rides.handlers.ts';
import * as manageHandlers from './rides.manage.handlers.ts';
import * as manageRoutes from './rides.manage.routes.ts';
import * as routes from './rides.routes.ts';

// The fixed paths /api/rides/popular, /api/rides/mine and /api/rides/recurring come before /api/rides/{id}.
export const ridesRouter = createRouter()
  .openapi(routes.search, handlers.search)
  .openapi(routes.list, handlers.list)
  .openapi(routes.popular, handlers.popular)
  .openapi(routes.specialOffers, handlers.specialOffers)
  .openapi(routes.mine, handlers.mine)
  .openapi(manageRoutes.recurring, manageHandlers.recurring)
  .openapi(manageRoutes.myVehicle, manageHandlers.myVehicle)
  .openapi(manageRoutes.saveVehicle, manageHandlers.saveVehicle)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.quote, handlers.quote)
  .openapi(routes.create, handlers.create)
  .openapi(routes.cancel, handlers.cancel)
  .openapi(manageRoutes.passengers, manageHandlers.passengers)
  .openapi(manageRoutes.manage, manageHandlers.manage)
  .openapi(manageRoutes.rideVehicle, manageHandlers.rideVehicle);
