import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './profiles.handlers.ts';
import * as routes from './profiles.routes.ts';

export const profilesRouter = createRouter()
  .openapi(routes.driver, handlers.driver)
  .openapi(routes.organiser, handlers.organiser);
