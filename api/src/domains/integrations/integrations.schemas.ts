/** @module Schemas of the partners' API keys and webhooks (issue 29, ADR 0053). */
import { z } from '@hono/zod-openapi';
import { API_KEY_SCOPES } from '../../middlewares/auth/api-key.ts';
import { pageQuery } from '../../lib/paging.ts';

/** The webhook events a partner may listen to (Standard Webhooks `type`). */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.paid',
  'booking.cancelled',
  'payout.paid',
  'review.received',
] as const;

/** How many keys and endpoints a partner may hold at once (the lists are bounded by it). */
export const MAX_API_KEYS = 20;
export const MAX_WEBHOOK_ENDPOINTS = 10;

export const INTEGRATION_MESSAGES = {
  keyName: 'Dê um nome à chave (1 a 80 caracteres).',
  scopes: 'Escolha pelo menos uma permissão da sua conta para a chave.',
  tooManyKeys: 'Atingiu o máximo de 20 chaves ativas. Revogue uma antes de criar outra.',
  keyNotFound: 'Chave de API não encontrada.',
  events: 'Escolha pelo menos um evento.',
  url: 'Endereço inválido: use um URL https:// completo.',
  tooManyEndpoints: 'Atingiu o máximo de 10 endereços de webhook.',
  endpointNotFound: 'Webhook não encontrado.',
  deliveryNotFound: 'Entrega não encontrada.',
} as const;

export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES).openapi('ApiKeyScope', {
  description: "A permission of spec 6 the key may use (a subset of the owner's; a role lost later counts at once).",
});

export const ApiKeySchema = z.object({
  id: z.string().uuid(),
  name: z.string().openapi({ example: 'Channel manager' }),
  prefix: z.string().openapi({ example: 'tmz_Q2x9fA1b', description: 'The first 12 characters of the key.' }),
  scopes: z.array(ApiKeyScopeSchema).max(20),
  createdAt: z.string().datetime(),
  lastUsedAt: z.string().datetime().nullable().openapi({ description: 'Last call made with it (to the minute).' }),
  revokedAt: z.string().datetime().nullable(),
}).openapi('ApiKey');
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreatedApiKeySchema = z.object({
  apiKey: ApiKeySchema,
  secret: z.string().openapi({
    example: 'tmz_Q2x9fA1bV0h3u3yY8Z2k9u2b1m4hQeZ0C7Y1pD6xJxE',
    description: 'The key itself, shown this once: send it as `Authorization: Bearer <key>`. Only its SHA-256 is kept.',
  }),
}).openapi('CreatedApiKey');

export const CreateApiKeyBodySchema = z.object({
  name: z.string({ message: INTEGRATION_MESSAGES.keyName }).trim().min(1, INTEGRATION_MESSAGES.keyName)
    .max(80, INTEGRATION_MESSAGES.keyName).openapi({ example: 'Channel manager' }),
  scopes: z.array(z.string().max(40), { message: INTEGRATION_MESSAGES.scopes }).min(1, INTEGRATION_MESSAGES.scopes)
    .max(20, INTEGRATION_MESSAGES.scopes).openapi({ example: ['accommodation.manage', 'booking.manage'] }),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBodySchema>;

export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS).openapi('WebhookEvent', {
  description: 'booking.created (a booking of yours was made), booking.paid (its payment succeeded), ' +
    "booking.cancelled, payout.paid (a payout reached you), review.received (a traveller's review was published).",
});

export const WebhookEndpointSchema = z.object({
  id: z.string().uuid(),
  url: z.string().openapi({ example: 'https://parceiro.co.mz/webhooks/turismo' }),
  events: z.array(WebhookEventSchema).max(10),
  secret: z.string().openapi({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'The Standard Webhooks signing secret: verify `webhook-signature` with it (any Standard Webhooks ' +
      'library).',
  }),
  createdAt: z.string().datetime(),
  disabledAt: z.string().datetime().nullable(),
  deliveries: z.object({
    pending: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
  }).openapi({ description: 'Deliveries by status, of all time.' }),
}).openapi('WebhookEndpoint');
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const CreateWebhookBodySchema = z.object({
  url: z.string({ message: INTEGRATION_MESSAGES.url }).trim().min(8, INTEGRATION_MESSAGES.url)
    .max(500, INTEGRATION_MESSAGES.url).openapi({ example: 'https://parceiro.co.mz/webhooks/turismo' }),
  events: z.array(WebhookEventSchema, { message: INTEGRATION_MESSAGES.events }).min(1, INTEGRATION_MESSAGES.events)
    .max(10, INTEGRATION_MESSAGES.events),
});
export type CreateWebhookBody = z.infer<typeof CreateWebhookBodySchema>;

export const WebhookDeliverySchema = z.object({
  id: z.string().uuid().openapi({ description: 'The `webhook-id` header: the same on every retry.' }),
  eventType: WebhookEventSchema,
  status: z.enum(['pending', 'succeeded', 'failed']).openapi({
    description: 'pending (waiting for its next attempt), succeeded (a 2xx answer), failed (no 2xx after 8 ' +
      'attempts over about a day).',
  }),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable().openapi({ description: "The receiver's HTTP status, last attempt." }),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().datetime().nullable(),
  createdAt: z.string().datetime(),
  deliveredAt: z.string().datetime().nullable(),
  payload: z.record(z.string(), z.unknown()).openapi({ description: 'The message: { type, timestamp, data }.' }),
}).openapi('WebhookDelivery');
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const DeliveriesQuerySchema = pageQuery(50);

export const DeliveryParamSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10' }),
  deliveryId: z.string().openapi({
    param: { name: 'deliveryId', in: 'path' },
    example: '5a3e2c1d-8f3c-4c4e-9a53-2f4b1c6a9d10',
  }),
});
