import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './receipts.handlers.ts';
import * as routes from './receipts.routes.ts';

export const receiptsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.getProfileNuit, handlers.getProfileNuit)
  .openapi(routes.setProfileNuit, handlers.setProfileNuit)
  .openapi(routes.getOne, handlers.getOne)
  .openapi(routes.pdf, handlers.pdf)
  .openapi(routes.setNuit, handlers.setNuit);
