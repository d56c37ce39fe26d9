import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './loyalty.handlers.ts';
import * as routes from './loyalty.routes.ts';

export const loyaltyRouter = createRouter()
  .openapi(routes.program, handlers.program)
  .openapi(routes.history, handlers.history)
  .openapi(routes.rewards, handlers.rewards)
  .openapi(routes.redemptions, handlers.redemptions)
  .openapi(routes.redeem, handlers.redeem);
