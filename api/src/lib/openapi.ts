/** @module The OpenAPI 3.1 document (served at /api/openapi.json, written to openapi/openapi.json) and /api/docs. */
import { Scalar } from '@scalar/hono-api-reference';
import type { AppOpenAPI } from './types.ts';

const SCALAR_BUNDLE = new URL(
  '../../../node_modules/@scalar/api-reference/dist/browser/standalone.js',
  import.meta.url,
);

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
      '`{ error: { code, message } }` with a stable code and a Portuguese message.',
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
  app.get('/api/docs', Scalar({ url: '/api/openapi.json', pageTitle: 'MozTurismo API', cdn: '/api/docs/scalar.js' }));
}
