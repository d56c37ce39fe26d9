import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './admin.handlers.ts';
import * as routes from './admin.routes.ts';

export const adminRouter = createRouter()
  .openapi(routes.listUsers, handlers.listUsers)
  .openapi(routes.getUser, handlers.getUser)
  .openapi(routes.approveVerification, handlers.approveVerification)
  .openapi(routes.rejectVerification, handlers.rejectVerification)
  .openapi(routes.suspend, handlers.suspend)
  .openapi(routes.reactivate, handlers.reactivate)
  .openapi(routes.cancelFutureBookings, handlers.cancelFutureBookings);
