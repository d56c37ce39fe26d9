import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './payments.handlers.ts';
import * as routes from './payments.routes.ts';
import * as bankHandlers from './payments.bank.handlers.ts';
import * as bankRoutes from './payments.bank.routes.ts';
import * as reconciliationHandlers from './payments.reconciliation.handlers.ts';
import * as reconciliationRoutes from './payments.reconciliation.routes.ts';

export const paymentsRouter = createRouter()
  .openapi(bankRoutes.pending, bankHandlers.pending)
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.returnFromPage, handlers.returnFromPage)
  .openapi(routes.confirm, handlers.confirm)
  .openapi(routes.callback, handlers.callback)
  .openapi(bankRoutes.instructions, bankHandlers.instructions)
  .openapi(bankRoutes.uploadProof, bankHandlers.uploadProof)
  .openapi(bankRoutes.readProof, bankHandlers.readProof)
  .openapi(bankRoutes.reject, bankHandlers.reject)
  .openapi(reconciliationRoutes.list, reconciliationHandlers.list)
  .openapi(reconciliationRoutes.resolve, reconciliationHandlers.resolve)
  .openapi(reconciliationRoutes.settlementReport, reconciliationHandlers.settlementReport);
