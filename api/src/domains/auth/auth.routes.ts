import { createRoute } from '@hono/zod-openapi';
import { userRequired } from '../../middlewares/auth/auth.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import { CurrentRoleBodySchema, ProfileSchema, SetupRolesBodySchema, UpdateProfileBodySchema } from './auth.schemas.ts';

export const setupRoles = createRoute({
  method: 'post',
  path: '/api/auth/setup-roles',
  tags: ['Autenticação'],
  summary: 'Configurar papéis após o registo',
  description:
    "Sets the caller's roles from either body variant of spec 7: the user row (roles, names, phone) in one " +
    'transaction, then, after it commits, the custom claims. The API reads roles from the row on every request; the ' +
    'client may refresh its ID token (getIdToken(true)) for its own use of the claims. Roles already held are kept. ' +
    'Admin is granted only to an e-mail on the bootstrap list that Firebase records as verified (DECISIONS.md 3, ' +
    'ADR 0015); otherwise the request is recorded (adminRequested). Errors: 400 VALIDATION_ERROR, 401, 403 UID_MISMATCH.',
  security,
  middleware: [userRequired] as const,
  request: { body: jsonBody(SetupRolesBodySchema) },
  responses: {
    200: dataResponse(ProfileSchema, 'Perfil com os papéis atribuídos.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type SetupRolesRoute = typeof setupRoles;

export const getProfile = createRoute({
  method: 'get',
  path: '/api/auth/profile',
  tags: ['Autenticação'],
  summary: 'Perfil do utilizador',
  description: "The caller's profile: names, phone, city, roles, current role, permissions (spec 6) and preferences.",
  security,
  middleware: [userRequired] as const,
  responses: { 200: dataResponse(ProfileSchema, 'Perfil.'), 401: errorResponses[401] },
});
export type GetProfileRoute = typeof getProfile;

export const updateProfile = createRoute({
  method: 'put',
  path: '/api/auth/profile',
  tags: ['Autenticação'],
  summary: 'Guardar o perfil',
  description: 'Saves Nome, Apelido, Telefone (+258 and 9 digits), Cidade (spec 5 city list) and preferences (spec ' +
    "2.14). The e-mail cannot be changed. Errors: 400 VALIDATION_ERROR with the spec's message, 401.",
  security,
  middleware: [userRequired] as const,
  request: { body: jsonBody(UpdateProfileBodySchema) },
  responses: {
    200: dataResponse(ProfileSchema, 'Perfil guardado.'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});
export type UpdateProfileRoute = typeof updateProfile;

export const setCurrentRole = createRoute({
  method: 'put',
  path: '/api/auth/current-role',
  tags: ['Autenticação'],
  summary: 'Mudar de papel',
  description: 'Switches the current role among the roles the caller holds (spec 4). Errors: 403 ROLE_NOT_OWNED.',
  security,
  middleware: [userRequired] as const,
  request: { body: jsonBody(CurrentRoleBodySchema) },
  responses: {
    200: dataResponse(ProfileSchema, 'Papel atual alterado.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type SetCurrentRoleRoute = typeof setCurrentRole;
