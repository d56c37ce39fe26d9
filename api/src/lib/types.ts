/** @module Types shared by the app, its routers and handlers. */
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Role } from '../middlewares/auth/permissions.ts';

export interface AppBindings {
  Variables: {
    /** The verified caller, or null for anonymous requests. */
    user: AuthUser | null;
    requestId: string;
    /** The caller's language from Accept-Language: 'pt' (default) or 'en' (issue 14). */
    language: string;
    /** The partner's API key that authenticated the call (issue 29, ADR 0053); unset for a person's token. */
    apiKeyId?: string;
    /** Set once one of the key's permissions opened the route (middlewares/auth/auth.ts requirePermission). */
    apiKeyPermitted?: boolean;
  };
}

export type AppOpenAPI = OpenAPIHono<AppBindings>;
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppBindings>;

/**
 * The verified caller: Firebase uid, e-mail and name from the token; roles (client always; no admin while suspended),
 * their permissions, account and verification status from the `users` row of this request.
 */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  roles: Role[];
  permissions: string[];
  /** users.status: active, pending_verification, suspended or banned. */
  status: string;
  suspensionReason: string | null;
  /** users.verification_status: none, pending, approved or rejected. */
  verificationStatus: string;
}
