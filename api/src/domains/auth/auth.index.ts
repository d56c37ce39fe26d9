import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './auth.handlers.ts';
import * as routes from './auth.routes.ts';

export const authRouter = createRouter()
  .openapi(routes.setupRoles, handlers.setupRoles)
  .openapi(routes.getProfile, handlers.getProfile)
  .openapi(routes.updateProfile, handlers.updateProfile)
  .openapi(routes.setCurrentRole, handlers.setCurrentRole);
