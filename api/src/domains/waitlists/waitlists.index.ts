import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './waitlists.handlers.ts';
import * as routes from './waitlists.routes.ts';

export const waitlistsRouter = createRouter()
  .openapi(routes.join, handlers.join)
  .openapi(routes.mine, handlers.mine)
  .openapi(routes.length, handlers.length)
  .openapi(routes.leave, handlers.leave);
