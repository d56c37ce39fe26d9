import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './reviews.handlers.ts';
import * as routes from './reviews.routes.ts';

// The fixed paths (to-write, travellers) before /api/reviews/{subject}/{id}.
export const reviewsRouter = createRouter()
  .openapi(routes.reviewable, handlers.reviewable)
  .openapi(routes.listTraveller, handlers.listTraveller)
  .openapi(routes.list, handlers.list)
  .openapi(routes.write, handlers.write)
  .openapi(routes.edit, handlers.edit)
  .openapi(routes.reply, handlers.reply)
  .openapi(routes.report, handlers.report)
  .openapi(routes.hide, handlers.hide)
  .openapi(routes.reported, handlers.reported);
