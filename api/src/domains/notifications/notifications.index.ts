import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './notifications.handlers.ts';
import * as routes from './notifications.routes.ts';

export const notificationsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.readAll, handlers.readAll)
  .openapi(routes.readAllPut, handlers.readAll)
  .openapi(routes.streamToken, handlers.streamToken)
  .openapi(routes.stream, handlers.stream)
  .openapi(routes.preferences, handlers.preferences)
  .openapi(routes.savePreferences, handlers.savePreferences)
  .openapi(routes.read, handlers.read)
  .openapi(routes.readPut, handlers.read);
