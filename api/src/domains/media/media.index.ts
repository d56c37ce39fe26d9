import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './media.handlers.ts';
import * as routes from './media.routes.ts';

export const mediaRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.upload, handlers.upload)
  .openapi(routes.reorder, handlers.reorder)
  .openapi(routes.describe, handlers.describe)
  .openapi(routes.chooseCover, handlers.chooseCover)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.serve, handlers.serve);
