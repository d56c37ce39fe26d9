import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './payouts.handlers.ts';
import * as routes from './payouts.routes.ts';

// Provider earnings and payouts (issue 12, ADR 0026).
export const payoutsRouter = createRouter()
  .openapi(routes.summary, handlers.summary)
  .openapi(routes.bookings, handlers.bookings)
  .openapi(routes.statement, handlers.statement)
  .openapi(routes.statementCsv, handlers.statementCsv)
  .openapi(routes.statementPdf, handlers.statementPdf)
  .openapi(routes.myPayouts, handlers.myPayouts)
  .openapi(routes.setMethod, handlers.setMethod)
  .openapi(routes.due, handlers.due)
  .openapi(routes.listBatches, handlers.listBatches)
  .openapi(routes.createBatch, handlers.createBatch)
  .openapi(routes.getBatch, handlers.getBatch);
