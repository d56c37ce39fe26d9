import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './payments.handlers.ts';
import * as routes from './payments.routes.ts';

export const paymentsRouter = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.confirm, handlers.confirm);
