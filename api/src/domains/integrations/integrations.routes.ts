/** @module Routes of the partners' API keys and webhooks (issue 29, ADR 0053). */
import { createRoute, z } from '@hono/zod-openapi';
import { IdParamSchema } from '../../lib/ids.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { permissionRequired } from '../../middlewares/auth/auth.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import { pageResponse } from '../../lib/paging.ts';
import {
  ApiKeySchema,
  CreateApiKeyBodySchema,
  CreatedApiKeySchema,
  CreateWebhookBodySchema,
  DeliveriesQuerySchema,
  DeliveryParamSchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
} from './integrations.schemas.ts';

const tags = ['Integrações'];
const partner = permissionRequired('integrations.manage');
const errs = { 401: errorResponses[401], 403: errorResponses[403] };
// i18n-exempt-start (OpenAPI descriptions)
const WHO = 'Providers only (permission integrations.manage: drivers, accommodation managers, event organisers), ' +
  'signed in with their Firebase ID token: an API key cannot manage keys or webhooks (403 API_KEY_SCOPE). The ' +
  "caller's own keys and endpoints only; another's are not found. ";
const KEYS = 'A key authenticates server-to-server calls as `Authorization: Bearer tmz_...`, with only its scopes ' +
  '(permissions of spec 6 its owner holds), on the routes those permissions open; rate limited as its owner. ';
const HOOKS = 'Deliveries follow Standard Webhooks (standardwebhooks.com): POST of `{ type, timestamp, data }` with ' +
  'the headers webhook-id (the same on every retry: deduplicate by it), webhook-timestamp and webhook-signature ' +
  "(HMAC-SHA256 with the endpoint's secret). A 2xx answer within 15 s succeeds; otherwise retried after 5 s, 5 min, " +
  '30 min, 2 h, 5 h, 10 h and 10 h, then failed. Amounts in centavos (MZN), dates yyyy-MM-dd (Africa/Maputo). ';
// i18n-exempt-end

export const listKeys = createRoute({
  method: 'get',
  path: '/api/integrations/api-keys',
  tags,
  summary: 'As minhas chaves de API',
  description: WHO + KEYS + 'Active keys and those revoked in the last 90 days, newest first (at most 100): name, ' +
    'prefix, scopes, creation, last use (to the minute), revocation. Never the key itself. Errors: 401, 403.',
  security,
  middleware: [partner] as const,
  responses: { 200: dataResponse(z.array(ApiKeySchema).max(100), 'As chaves.'), ...errs },
});
export type ListKeysRoute = typeof listKeys;

export const createKey = createRoute({
  method: 'post',
  path: '/api/integrations/api-keys',
  tags,
  summary: 'Criar uma chave de API',
  description: WHO + KEYS + 'Body: a name (1-80 characters) and its scopes, each a permission the caller holds ' +
    '(ApiKeyScope). The answer holds the key itself, shown this once; only its SHA-256 is kept. At most 20 active ' +
    "keys. Errors: 400 ('Dê um nome à chave (1 a 80 caracteres).', 'Escolha pelo menos uma permissão da sua conta " +
    "para a chave.'), 401, 403, 422 TOO_MANY_API_KEYS.",
  security,
  middleware: [partner] as const,
  request: { body: jsonBody(CreateApiKeyBodySchema) },
  responses: {
    201: dataResponse(CreatedApiKeySchema, 'A chave criada, com o segredo mostrado uma única vez.'),
    400: errorResponses[400],
    ...errs,
    422: errorResponses[422],
  },
});
export type CreateKeyRoute = typeof createKey;

export const revokeKey = createRoute({
  method: 'delete',
  path: '/api/integrations/api-keys/{id}',
  tags,
  summary: 'Revogar uma chave de API',
  description: WHO + 'The key stops authenticating at once (401 INVALID_API_KEY from the next call). Revoking again ' +
    "changes nothing. Errors: 401, 403, 404 'Chave de API não encontrada.'.",
  security,
  middleware: [partner] as const,
  request: { params: IdParamSchema },
  responses: { 200: dataResponse(ApiKeySchema, 'A chave revogada.'), ...errs, 404: errorResponses[404] },
});
export type RevokeKeyRoute = typeof revokeKey;

export const listWebhooks = createRoute({
  method: 'get',
  path: '/api/integrations/webhooks',
  tags,
  summary: 'Os meus webhooks',
  description: WHO + HOOKS + 'The active endpoints (at most 10), newest first, with their signing secret and their ' +
    'deliveries counted by status. Errors: 401, 403.',
  security,
  middleware: [partner] as const,
  responses: { 200: dataResponse(z.array(WebhookEndpointSchema).max(10), 'Os webhooks.'), ...errs },
});
export type ListWebhooksRoute = typeof listWebhooks;

export const createWebhook = createRoute({
  method: 'post',
  path: '/api/integrations/webhooks',
  tags,
  summary: 'Registar um webhook',
  description: WHO + HOOKS + 'Body: the https:// URL of the receiver and the events it wants (WebhookEvent). The URL ' +
    'must resolve to public addresses only (no loopback, private, link-local or metadata address: SSRF). The ' +
    "answer holds the signing secret. At most 10 endpoints. Errors: 400 ('Endereço inválido: use um URL https:// " +
    "completo.', 'O endereço tem de usar https://.', 'Este endereço aponta para uma rede privada ou local e não é " +
    "permitido.', 'Escolha pelo menos um evento.'), 401, 403, 422 TOO_MANY_WEBHOOKS.",
  security,
  middleware: [partner] as const,
  request: { body: jsonBody(CreateWebhookBodySchema) },
  responses: {
    201: dataResponse(WebhookEndpointSchema, 'O webhook registado.'),
    400: errorResponses[400],
    ...errs,
    422: errorResponses[422],
  },
});
export type CreateWebhookRoute = typeof createWebhook;

export const deleteWebhook = createRoute({
  method: 'delete',
  path: '/api/integrations/webhooks/{id}',
  tags,
  summary: 'Remover um webhook',
  description: WHO + 'No new deliveries; the pending ones are marked failed; the log stays. ' +
    "Errors: 401, 403, 404 'Webhook não encontrado.'.",
  security,
  middleware: [partner] as const,
  request: { params: IdParamSchema },
  responses: { 204: { description: 'Removido.' }, ...errs, 404: errorResponses[404] },
});
export type DeleteWebhookRoute = typeof deleteWebhook;

export const listDeliveries = createRoute({
  method: 'get',
  path: '/api/integrations/webhooks/{id}/deliveries',
  tags,
  summary: 'Entregas de um webhook',
  description: WHO + HOOKS + 'The delivery log, newest first, one page (`limit` 1-50, `cursor`): event, status, ' +
    "attempts, the receiver's last HTTP status or error, next attempt, the message sent. Errors: 400 (limit, " +
    "cursor), 401, 403, 404 'Webhook não encontrado.'.",
  security,
  middleware: [partner] as const,
  request: { params: IdParamSchema, query: DeliveriesQuerySchema },
  responses: {
    200: pageResponse(WebhookDeliverySchema, 'Uma página de entregas.', 50),
    400: errorResponses[400],
    ...errs,
    404: errorResponses[404],
  },
});
export type ListDeliveriesRoute = typeof listDeliveries;

export const replayDelivery = createRoute({
  method: 'post',
  path: '/api/integrations/webhooks/{id}/deliveries/{deliveryId}/replay',
  tags,
  summary: 'Reenviar uma entrega',
  description: WHO + 'Sends the same message again (same webhook-id and body) within seconds, its attempts counted ' +
    "afresh. Errors: 401, 403, 404 ('Webhook não encontrado.', 'Entrega não encontrada.').",
  security,
  middleware: [partner] as const,
  request: { params: DeliveryParamSchema },
  responses: {
    200: dataResponse(WebhookDeliverySchema, 'A entrega, de novo pendente.'),
    ...errs,
    404: errorResponses[404],
  },
});
export type ReplayDeliveryRoute = typeof replayDelivery;
