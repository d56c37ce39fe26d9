import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './verifications.handlers.ts';
import * as routes from './verifications.routes.ts';

export const verificationsRouter = createRouter()
  .openapi(routes.getMine, handlers.getMine)
  .openapi(routes.submit, handlers.submit);
