import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './admin-metrics.handlers.ts';
import * as routes from './admin-metrics.routes.ts';

export const adminMetricsRouter = createRouter()
  .openapi(routes.stats, handlers.stats)
  .openapi(routes.bookings, handlers.bookings)
  .openapi(routes.rides, handlers.rides)
  .openapi(routes.pendingActions, handlers.pendingActions)
  .openapi(routes.analytics, handlers.analytics);
