import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './chat.handlers.ts';
import * as routes from './chat.routes.ts';

export const chatRouter = createRouter()
  .openapi(routes.rooms, handlers.rooms)
  .openapi(routes.messages, handlers.messages)
  .openapi(routes.send, handlers.send);
