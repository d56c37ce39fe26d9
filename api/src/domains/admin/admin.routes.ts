import { createRoute } from '@hono/zod-openapi';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  AdminUserDetailsSchema,
  AdminUserListSchema,
  AdminUserSchema,
  CancelFutureBookingsResultSchema,
  ListUsersQuerySchema,
  RejectBodySchema,
  SuspendBodySchema,
  UserIdParamSchema,
} from './admin.schemas.ts';

const tags = ['Administração'];
// Every route here needs user.manage (admins, spec 6) and an account that is not suspended (a suspended admin has no
// admin power, issue 9); the guards run before any validation.
const manage = permissionRequired('user.manage');
const GUARDS = "401, 403 FORBIDDEN, 403 ACCOUNT_SUSPENDED (the caller's own account is suspended)";
const SELF = "403 CANNOT_ACT_ON_SELF ('Não pode alterar o estado da sua própria conta.')";
const actionResponses = {
  200: dataResponse(AdminUserSchema, 'O utilizador atualizado.'),
  401: errorResponses[401],
  403: { ...errorResponses[403], description: 'FORBIDDEN, ACCOUNT_SUSPENDED or CANNOT_ACT_ON_SELF.' },
  404: { ...errorResponses[404], description: 'USER_NOT_FOUND: Utilizador não encontrado.' },
  409: errorResponses[409],
};

export const listUsers = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags,
  summary: 'Utilizadores',
  description: "Admins only (user.manage). Users with the figures of spec 3 'Admin user' from real data " +
    '(totalBookings, totalTrips, totalEarnings in centavos, joinDate; no rating). Search `q` in name or e-mail ' +
    "(case- and accent-insensitive), `type` a role ('hotel' = hotel_manager; 'client' = no other role), `status` " +
    '(active, pending_verification, suspended, banned), paginated (page from 1, pageSize 1-100, default 20). ' +
    `Pending verifications come first, then the newest. Errors: 400, ${GUARDS}.`,
  security,
  middleware: [manage, activeAccountRequired] as const,
  request: { query: ListUsersQuerySchema },
  responses: {
    200: dataResponse(AdminUserListSchema, 'Uma página de utilizadores.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type ListUsersRoute = typeof listUsers;

export const getUser = createRoute({
  method: 'get',
  path: '/api/admin/users/{id}',
  tags,
  summary: 'Detalhes de um utilizador',
  description: 'Admins only (user.manage). The user, their newest verification with the document and both photos ' +
    '(data: URLs, served to admins only), the admin actions taken on them (who, when, what, reason) and ' +
    '`futureBookings`: the pending or confirmed bookings of their offers still to come and what was paid for them ' +
    `(centavos; ADR 0014). Errors: ${GUARDS}, 404 USER_NOT_FOUND.`,
  security,
  middleware: [manage, activeAccountRequired] as const,
  request: { params: UserIdParamSchema },
  responses: {
    200: dataResponse(AdminUserDetailsSchema, 'Detalhes.'),
    401: errorResponses[401],
    403: errorResponses[403],
    404: actionResponses[404],
  },
});
export type GetUserRoute = typeof getUser;

export const approveVerification = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/verification/approve',
  tags,
  summary: 'Aprovar a verificação',
  description: 'Admins only (user.manage). Approves the pending verification: the user may then offer services ' +
    `(DECISIONS.md 3). Recorded in the audit trail. Errors: ${GUARDS}, ${SELF}, 404 USER_NOT_FOUND, 409 ` +
    "NO_PENDING_VERIFICATION 'Este utilizador não tem uma verificação pendente.'.",
  security,
  middleware: [manage, activeAccountRequired] as const,
  request: { params: UserIdParamSchema },
  responses: actionResponses,
});
export type ApproveVerificationRoute = typeof approveVerification;

export const rejectVerification = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/verification/reject',
  tags,
  summary: 'Rejeitar a verificação',
  description: 'Admins only (user.manage). Rejects the pending verification with a reason (3-500 characters) the ' +
    "user sees; they may submit again. Recorded in the audit trail. Errors: 400 'Indique o motivo da rejeição " +
    `(3 a 500 caracteres).', ${GUARDS}, ${SELF}, 404 USER_NOT_FOUND, 409 NO_PENDING_VERIFICATION.`,
  security,
  middleware: [manage, activeAccountRequired] as const,
  request: { params: UserIdParamSchema, body: jsonBody(RejectBodySchema) },
  responses: { ...actionResponses, 400: errorResponses[400] },
});
export type RejectVerificationRoute = typeof rejectVerification;

export const suspend = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/suspend',
  tags,
  summary: 'Suspender',
  description: 'Admins only (user.manage). Suspends an account with a reason (3-500 characters). A suspended user ' +
    'can still sign in, read their data and cancel, but booking, paying, and creating, editing or publishing ' +
    'rides, establishments, room types, events and partnership posts answer 403 ACCOUNT_SUSPENDED; an admin loses ' +
    'every admin power. Their rides, establishments and events leave every search and listing at once, booking or ' +
    'paying them answers 409 PROVIDER_SUSPENDED, and each holder of a future booking of theirs is notified (ADR ' +
    "0014). Recorded in the audit trail. Errors: 400 'Indique o motivo da suspensão (3 a 500 caracteres).', " +
    `${GUARDS}, ${SELF}, 404 USER_NOT_FOUND, 409 USER_ALREADY_SUSPENDED.`,
  security,
  middleware: [manage, activeAccountRequired] as const,
  request: { params: UserIdParamSchema, body: jsonBody(SuspendBodySchema) },
  responses: { ...actionResponses, 400: errorResponses[400] },
});
export type SuspendRoute = typeof suspend;

export const reactivate = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/reactivate',
  tags,
  summary: 'Reativar',
  description: 'Admins only (user.manage). Reactivates a suspended account; their offers are listed again. Nobody ' +
    `reactivates themself. Recorded in the audit trail. Errors: ${GUARDS}, ${SELF}, 404 USER_NOT_FOUND, 409 ` +
    "USER_NOT_SUSPENDED 'Este utilizador não está suspenso.'.",
  security,
  middleware: [manage, activeAccountRequired] as const,
  request: { params: UserIdParamSchema },
  responses: actionResponses,
});
export type ReactivateRoute = typeof reactivate;

export const cancelFutureBookings = createRoute({
  method: 'post',
  path: '/api/admin/users/{id}/cancel-future-bookings',
  tags,
  summary: 'Cancelar e reembolsar as reservas futuras',
  description: 'Admins only (user.manage). For a suspended (or banned) provider: cancels every pending or confirmed ' +
    'booking of their offers whose ride has not departed, whose stay has not begun or whose event has not started, ' +
    'gives the seats, nights and tickets back, and in the same transaction refunds each paid booking in full ' +
    "(platform fee included; refund reason 'provider_suspended') and voids each pending payment (ADR 0006, 0014). " +
    'The travellers are notified. Safe to repeat: a second call, even concurrent, finds nothing left and refunds ' +
    'nothing. A call that cancels something is recorded in the audit trail. Answers the counts of this call ' +
    `(refundedCents in centavos). Errors: ${GUARDS}, ${SELF}, 404 USER_NOT_FOUND, 409 USER_NOT_SUSPENDED ` +
    "'Este utilizador não está suspenso.'.",
  security,
  middleware: [manage, activeAccountRequired] as const,
  request: { params: UserIdParamSchema },
  responses: {
    ...actionResponses,
    200: dataResponse(CancelFutureBookingsResultSchema, 'As reservas canceladas e reembolsadas.'),
  },
});
export type CancelFutureBookingsRoute = typeof cancelFutureBookings;
