/** @module The OpenAPI 3.1 document (served at /api/openapi.json, written to openapi/openapi.json) and /api/docs. */
import { Scalar } from '@scalar/hono-api-reference';
import type { AppOpenAPI } from './types.ts';

const SCALAR_BUNDLE = new URL(
  '../../../node_modules/@scalar/api-reference/dist/browser/standalone.js',
  import.meta.url,
);

/** A route's `security`: the Firebase ID token as a bearer token (the scheme registered by `configureOpenApi`). */
export const security = [{ bearerAuth: [] }];

/**
 * A route's required JSON request body.
 * @example request: { body: jsonBody(CreateRideBodySchema) }
 */
export const jsonBody = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

export const openApiInfo: {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
} = {
  openapi: '3.1.0',
  info: {
    title: 'MozTurismo API',
    version: '1.0.0',
    description:
      'API do marketplace de turismo de Moçambique: viagens, alojamentos e eventos. Money is integer centavos (MZN); ' +
      'local dates are yyyy-MM-dd in Africa/Maputo; instants are ISO 8601. Errors answer ' +
      '`{ error: { code, message } }` with a stable code and a Portuguese message. Every request body is limited to ' +
      '1 MB (POST /api/verifications: 14 MB): over it, 413 PAYLOAD_TOO_LARGE. Sign-up steps (setup-roles, profile), ' +
      'bookings, payments, chat messages and verification uploads are rate limited per IP and per user: 429 ' +
      'RATE_LIMITED with a Retry-After header in seconds (ADR 0018).',
  },
  servers: [{ url: '/' }],
};

/** Registers the bearer scheme, the document route and the reference UI. */
export function configureOpenAPI(app: AppOpenAPI) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'Firebase ID token',
  });
  app.doc31('/api/openapi.json', openApiInfo);
  // The reference UI's script is served from node_modules: nothing is fetched from a CDN.
  app.get('/api/docs/scalar.js', async (c) => {
    const file = await Deno.readFile(SCALAR_BUNDLE);
    return c.body(file, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  // No fonts from Scalar's CDN either: the page's CSP (ADR 0018) allows only this origin.
  app.get(
    '/api/docs',
    Scalar({
      url: '/api/openapi.json',
      pageTitle: 'MozTurismo API',
      cdn: '/api/docs/scalar.js',
      withDefaultFonts: false,
    }),
  );
}
