/** @module Routes of the driver's tools (issue 15 'Drivers', ADR 0031). */
import { createRoute } from '@hono/zod-openapi';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { verificationRequired } from '../../middlewares/auth/verification.ts';
import { IdempotencyHeaderSchema } from '../../lib/idempotency.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  ManagedRideSchema,
  ManageRideBodySchema,
  ManifestSchema,
  RecurringRideBodySchema,
  RideSeriesSchema,
  VehicleBodySchema,
  VehicleSchema,
} from './rides.manage.schemas.ts';

const tags = ['Viagens'];
const SUSPENDED = "403 ACCOUNT_SUSPENDED ('A sua conta está suspensa: não pode fazer reservas, pagamentos nem " +
  "oferecer serviços. Contacte o suporte.')";

export const passengers = createRoute({
  method: 'get',
  path: '/api/rides/{id}/passengers',
  tags,
  summary: 'Lista de passageiros de uma viagem (motorista)',
  description: "The manifest of one of the caller's rides: every booking not cancelled, oldest first, with the " +
    "passenger's name, seats, status, paid or not, the pickup note they wrote, the amount and their phone only once " +
    'the booking is paid (ADR 0017); seats paid, held and free. Needs ride.manage and the ride to be theirs. ' +
    'Errors: 401, 403 FORBIDDEN (not a driver), 404 (not a ride of the caller).',
  security,
  middleware: [permissionRequired('ride.manage')] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(ManifestSchema, 'Os passageiros.'),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});
export type PassengersRoute = typeof passengers;

export const manage = createRoute({
  method: 'put',
  path: '/api/rides/{id}/manage',
  tags,
  summary: 'Gerir uma viagem: alterar partida, preço, descrição e pontos de encontro',
  description: "'Gerir': the driver changes an active ride of theirs before departure: the departure date and time " +
    "(publishing rules: 'Hora de partida inválida. Use o formato HH:mm.', 'A data não pode ser anterior a hoje.', " +
    "'A data e hora de partida já passaram.'), the price per seat in centavos for the seats not yet sold (at least " +
    '10 MT, steps of 5 MT; booked seats keep the price they were booked at), the description and the pickup and ' +
    "drop-off points. In one transaction, every passenger with a pending or confirmed booking gets a 'Viagem " +
    "alterada' notification listing the changes. Errors: 400 VALIDATION_ERROR (also 'Nada a alterar.'), 401, 403, " +
    `${SUSPENDED}, 404 (not a ride of the caller), 409 RIDE_NOT_EDITABLE (cancelled, completed or departed).`,
  security,
  middleware: [permissionRequired('ride.manage'), activeAccountRequired] as const,
  request: { params: IdParamSchema, body: jsonBody(ManageRideBodySchema) },
  responses: {
    200: dataResponse(ManagedRideSchema, 'Viagem alterada.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type ManageRoute = typeof manage;

export const recurring = createRoute({
  method: 'post',
  path: '/api/rides/recurring',
  tags,
  summary: 'Publicar viagens recorrentes',
  description: 'Publishes the same route, time, price and seats on the chosen days of the week (0 Sunday to 6 ' +
    'Saturday) for the next `weeks` weeks (1 to 12) from `startDate` (default today, Africa/Maputo), in one ' +
    'transaction: all rides or none. Each ride follows the publishing rules and messages (price in METICAIS as in ' +
    'POST /api/rides-simple/create); days whose departure already passed are skipped. The `Idempotency-Key` header ' +
    'makes a retry answer the rides first created (422 IDEMPOTENCY_KEY_REUSED for other days or weeks). Needs ' +
    "ride.create and an approved verification. Errors: 400 VALIDATION_ERROR ('Escolha pelo menos um dia da semana " +
    "(0 = domingo a 6 = sábado).', 'O número de semanas deve estar entre 1 e 12.', 'Nenhuma data futura " +
    "corresponde aos dias escolhidos.' and the publishing messages), 401, 403 FORBIDDEN, 403 " +
    `VERIFICATION_REQUIRED, ${SUSPENDED}, 422 IDEMPOTENCY_KEY_REUSED.`,
  security,
  middleware: [permissionRequired('ride.create'), verificationRequired] as const,
  request: { headers: IdempotencyHeaderSchema, body: jsonBody(RecurringRideBodySchema) },
  responses: {
    201: dataResponse(RideSeriesSchema, 'Viagens publicadas.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    422: errorResponses[422],
  },
});
export type RecurringRoute = typeof recurring;

export const myVehicle = createRoute({
  method: 'get',
  path: '/api/drivers/vehicle',
  tags,
  summary: 'O meu veículo (motorista)',
  description: "The caller's vehicle (make, model, colour, plate, photos), or null when not registered yet. Needs " +
    'ride.manage. Errors: 401, 403.',
  security,
  middleware: [permissionRequired('ride.manage')] as const,
  responses: {
    200: dataResponse(VehicleSchema.nullable(), 'O veículo.'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type MyVehicleRoute = typeof myVehicle;

export const saveVehicle = createRoute({
  method: 'put',
  path: '/api/drivers/vehicle',
  tags,
  summary: 'Guardar o meu veículo',
  description: "Saves the caller's vehicle (one per driver). Photos are uploaded with POST " +
    "/api/photos/vehicle/{the driver's user id}. The plate is shown to travellers only once they booked one of the " +
    "driver's rides. Errors: 400 VALIDATION_ERROR ('Indique a marca do veículo.', 'Indique o modelo do veículo.', " +
    `'Indique a cor do veículo.', 'Matrícula inválida (por exemplo AAA 123 MC).'), 401, 403, ${SUSPENDED}.`,
  security,
  middleware: [permissionRequired('ride.manage'), activeAccountRequired] as const,
  request: { body: jsonBody(VehicleBodySchema) },
  responses: {
    200: dataResponse(VehicleSchema, 'Veículo guardado.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type SaveVehicleRoute = typeof saveVehicle;

export const rideVehicle = createRoute({
  method: 'get',
  path: '/api/rides/{id}/vehicle',
  tags,
  summary: 'O veículo de uma viagem',
  description: "The ride's vehicle: make, model, colour and photos for anyone who may see the ride; the plate only " +
    'for the driver, admins and travellers with a booking of the ride (pending, confirmed or completed), null ' +
    'otherwise. Open to visitors. Errors: 404 (ride not found, or no vehicle registered).',
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(VehicleSchema, 'O veículo.'), 404: errorResponses[404] },
});
export type RideVehicleRoute = typeof rideVehicle;
