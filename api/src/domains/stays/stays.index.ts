import { createRouter } from '../../lib/create-app.ts';
import * as calendarHandlers from './stays.calendar.handlers.ts';
import * as calendarRoutes from './stays.calendar.routes.ts';
import * as feedHandlers from './stays.feeds.handlers.ts';
import * as feedRoutes from './stays.feeds.routes.ts';
import * as handlers from './stays.handlers.ts';
import * as routes from './stays.routes.ts';

// The fixed path /api/hotels/mine comes before /api/hotels/{id}.
export const staysRouter = createRouter()
  .openapi(routes.search, handlers.search)
  .openapi(routes.mine, handlers.mine)
  .openapi(calendarRoutes.quote, calendarHandlers.quote)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.conditions, handlers.conditions)
  .openapi(routes.createRoomType, handlers.createRoomType)
  .openapi(routes.updateRoomType, handlers.updateRoomType)
  .openapi(routes.reservations, handlers.reservations)
  .openapi(routes.reservationAction, handlers.reservationAction)
  .openapi(routes.stats, handlers.stats)
  .openapi(calendarRoutes.calendar, calendarHandlers.calendar)
  .openapi(calendarRoutes.changeCalendar, calendarHandlers.changeCalendar)
  // Calendar sync with other channels (issue 29, ADR 0053).
  .openapi(feedRoutes.calendarSync, feedHandlers.calendarSync)
  .openapi(feedRoutes.addImport, feedHandlers.addImport)
  .openapi(feedRoutes.removeImport, feedHandlers.removeImport)
  .openapi(feedRoutes.exportCalendar, feedHandlers.exportCalendar);
