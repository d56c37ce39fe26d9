import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './events.handlers.ts';
import * as routes from './events.routes.ts';
import * as organiserHandlers from './events.organiser.handlers.ts';
import * as organiserRoutes from './events.organiser.routes.ts';
import * as checkInHandlers from './events.checkin.handlers.ts';
import * as checkInRoutes from './events.checkin.routes.ts';
import * as ticketHandlers from './events.ticket-cancellation.handlers.ts';
import * as ticketRoutes from './events.ticket-cancellation.routes.ts';

// The fixed paths (/search, /city, /stats, /mine, /create, /check-in) come before /api/events/{id}.
export const eventsRouter = createRouter()
  .openapi(routes.search, handlers.search)
  .openapi(routes.list, handlers.list)
  .openapi(routes.city, handlers.city)
  .openapi(routes.stats, handlers.stats)
  .openapi(routes.mine, handlers.mine)
  .openapi(routes.create, handlers.create)
  .openapi(routes.checkIn, handlers.checkIn)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.quote, handlers.quote)
  .openapi(routes.update, handlers.update)
  .openapi(routes.publish, handlers.publish)
  .openapi(routes.cancel, handlers.cancel)
  .openapi(routes.sales, handlers.sales)
  .openapi(routes.attendees, handlers.attendees)
  // Organiser tools (issue 15; ADR 0030).
  .openapi(organiserRoutes.listTicketTypes, organiserHandlers.listTicketTypes)
  .openapi(organiserRoutes.putTicketTypes, organiserHandlers.putTicketTypes)
  .openapi(organiserRoutes.listPromoCodes, organiserHandlers.listPromoCodes)
  .openapi(organiserRoutes.createPromoCode, organiserHandlers.createPromoCode)
  .openapi(organiserRoutes.updatePromoCode, organiserHandlers.updatePromoCode)
  .openapi(organiserRoutes.externalSales, organiserHandlers.externalSales)
  .openapi(organiserRoutes.messageAttendees, organiserHandlers.messageAttendees)
  .openapi(organiserRoutes.attendeesCsv, organiserHandlers.attendeesCsv)
  // Offline check-in (issue 14, ADR 0035).
  .openapi(checkInRoutes.checkInList, checkInHandlers.checkInList)
  .openapi(checkInRoutes.syncCheckIns, checkInHandlers.syncCheckIns)
  // The check-in's undo and one ticket cancelled on its own (issue 32, ADR 0043).
  .openapi(checkInRoutes.undoCheckIn, checkInHandlers.undoCheckIn)
  .openapi(ticketRoutes.ticketRefundQuote, ticketHandlers.ticketRefundQuote)
  .openapi(ticketRoutes.cancelTicket, ticketHandlers.cancelTicket);
