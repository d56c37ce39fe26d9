import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './support.handlers.ts';
import * as routes from './support.routes.ts';

export const supportRouter = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.listMine, handlers.listMine)
  .openapi(routes.show, handlers.show)
  .openapi(routes.reply, handlers.reply)
  .openapi(routes.adminList, handlers.adminList)
  .openapi(routes.adminClose, handlers.adminClose);
