import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './billing.handlers.ts';
import * as routes from './billing.routes.ts';

export const billingRouter = createRouter()
  .openapi(routes.getFee, handlers.getFee)
  .openapi(routes.updateFee, handlers.updateFee)
  .openapi(routes.calculate, handlers.calculate)
  .openapi(routes.financialReport, handlers.financialReport);
