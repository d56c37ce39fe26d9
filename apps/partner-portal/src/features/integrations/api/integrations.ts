/**
 * @module The partner's integrations (issue 29, ADR 0053): API keys (GET/POST /api/integrations/api-keys, DELETE
 * /api/integrations/api-keys/{id}) and webhooks (GET/POST /api/integrations/webhooks, DELETE .../{id}, the
 * delivery log and its replay).
 */
import useSWR from 'swr';
import type { JsonBody, Schema } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';

export type ApiKey = Schema<'ApiKey'>;
export type ApiKeyScope = Schema<'ApiKeyScope'>;
export type CreatedApiKey = Schema<'CreatedApiKey'>;
export type WebhookEndpoint = Schema<'WebhookEndpoint'>;
export type WebhookEvent = Schema<'WebhookEvent'>;
export type WebhookDelivery = Schema<'WebhookDelivery'>;
export type CreateWebhookBody = JsonBody<'/api/integrations/webhooks', 'post'>;

/** The last deliveries shown per endpoint. */
export const DELIVERIES_SHOWN = 10;

export function useApiKeys() {
  return useSWR('integrations/api-keys', async () => (await unwrap(api.GET('/api/integrations/api-keys'))).data);
}

export async function createApiKey(body: { name: string; scopes: ApiKeyScope[] }): Promise<CreatedApiKey> {
  return (await unwrap(api.POST('/api/integrations/api-keys', { body }))).data;
}

export async function revokeApiKey(id: string): Promise<ApiKey> {
  return (await unwrap(api.DELETE('/api/integrations/api-keys/{id}', { params: { path: { id } } }))).data;
}

export function useWebhooks() {
  return useSWR('integrations/webhooks', async () => (await unwrap(api.GET('/api/integrations/webhooks'))).data);
}

export async function createWebhook(body: CreateWebhookBody): Promise<WebhookEndpoint> {
  return (await unwrap(api.POST('/api/integrations/webhooks', { body }))).data;
}

export async function deleteWebhook(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/integrations/webhooks/{id}', { params: { path: { id } } }));
}

export function useDeliveries(endpointId: string) {
  return useSWR(['integrations/deliveries', endpointId], async ([, id]) =>
    (await unwrap(
      api.GET('/api/integrations/webhooks/{id}/deliveries', {
        params: { path: { id }, query: { limit: DELIVERIES_SHOWN } },
      }),
    )).data);
}

export async function replayDelivery(endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  return (await unwrap(
    api.POST('/api/integrations/webhooks/{id}/deliveries/{deliveryId}/replay', {
      params: { path: { id: endpointId, deliveryId } },
    }),
  )).data;
}
