/** @module Types shared by the app, its routers and handlers. */
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { AuthUser } from '../middlewares/auth/auth.ts';

export interface AppBindings {
  Variables: {
    /** The verified caller, or null for anonymous requests. */
    user: AuthUser | null;
    requestId: string;
  };
}

export type AppOpenAPI = OpenAPIHono<AppBindings>;
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppBindings>;
