import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './disputes.handlers.ts';
import * as routes from './disputes.routes.ts';

// The fixed path /api/disputes/received before /api/disputes/{id}.
export const disputesRouter = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.listMine, handlers.listMine)
  .openapi(routes.listReceived, handlers.listReceived)
  .openapi(routes.show, handlers.show)
  .openapi(routes.addPhoto, handlers.addPhoto)
  .openapi(routes.answer, handlers.answer)
  .openapi(routes.adminList, handlers.adminList)
  .openapi(routes.resolve, handlers.resolve);
