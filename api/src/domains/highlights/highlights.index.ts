import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './highlights.handlers.ts';
import * as routes from './highlights.routes.ts';

export const highlightsRouter = createRouter()
  .openapi(routes.highlights, handlers.highlights)
  .openapi(routes.featured, handlers.featured);
