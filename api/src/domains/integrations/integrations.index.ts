import { createRouter } from '../../lib/create-app.ts';
import * as handlers from './integrations.handlers.ts';
import * as routes from './integrations.routes.ts';

// Partners' API keys and webhooks (issue 29, ADR 0053).
export const integrationsRouter = createRouter()
  .openapi(routes.listKeys, handlers.listKeys)
  .openapi(routes.createKey, handlers.createKey)
  .openapi(routes.revokeKey, handlers.revokeKey)
  .openapi(routes.listWebhooks, handlers.listWebhooks)
  .openapi(routes.createWebhook, handlers.createWebhook)
  .openapi(routes.deleteWebhook, handlers.deleteWebhook)
  .openapi(routes.listDeliveries, handlers.listDeliveries)
  .openapi(routes.replayDelivery, handlers.replayDelivery);
