import { createRoute } from '@hono/zod-openapi';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import { DriverProfileSchema, OrganiserProfileSchema, UserIdParamSchema } from './profiles.schemas.ts';

const tags = ['Profiles'];

export const driver = createRoute({
  method: 'get',
  path: '/api/profiles/drivers/{id}',
  tags,
  summary: 'Perfil público de um motorista',
  description: "A driver's public profile (issue 11), linked from ride results and ride pages: first name, photo, " +
    'member since, the verified badge (the admin approved their identity verification), trips completed, rating and ' +
    'count of published reviews (null and 0 with none; the reviews: GET /api/reviews/drivers/{id}) and the vehicle ' +
    'of the newest ride. Open to visitors. Errors: 404 (not a driver, or suspended).',
  request: { params: UserIdParamSchema },
  responses: { 200: dataResponse(DriverProfileSchema, 'O perfil.'), 404: errorResponses[404] },
});
export type DriverRoute = typeof driver;

export const organiser = createRoute({
  method: 'get',
  path: '/api/profiles/organisers/{id}',
  tags,
  summary: 'Perfil público de um organizador',
  description: "An event organiser's public profile (issue 11): first name, photo, member since, the verified badge, " +
    'past events (over, not cancelled, newest 20) each with its rating, and the rating over all their events ' +
    '(published reviews only). Open to visitors. Errors: 404 (not an organiser, or suspended).',
  request: { params: UserIdParamSchema },
  responses: { 200: dataResponse(OrganiserProfileSchema, 'O perfil.'), 404: errorResponses[404] },
});
export type OrganiserRoute = typeof organiser;
