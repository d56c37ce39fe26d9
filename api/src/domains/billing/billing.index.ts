import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './billing.handlers.ts';
import * as routes from './billing.routes.ts';
import * as bankHandlers from './billing.bank.handlers.ts';
import * as bankRoutes from './billing.bank.routes.ts';

export const billingRouter = createRouter()
  .openapi(routes.getFee, handlers.getFee)
  .openapi(routes.updateFee, handlers.updateFee)
  .openapi(routes.calculate, handlers.calculate)
  .openapi(routes.financialReport, handlers.financialReport)
  .openapi(bankRoutes.getBankTransfer, bankHandlers.getBankTransfer)
  .openapi(bankRoutes.updateBankTransfer, bankHandlers.updateBankTransfer);
