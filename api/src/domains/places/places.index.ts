import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './places.handlers.ts';
import * as routes from './places.routes.ts';

export const placesRouter = createRouter().openapi(routes.suggestions, handlers.suggestions);
