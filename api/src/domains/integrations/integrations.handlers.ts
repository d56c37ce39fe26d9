/** @module Handlers of the partners' API keys and webhooks (issue 29, ADR 0053). */
import { sql, transaction } from '../../lib/db.ts';
import { env } from '../../lib/env.ts';
import { errors } from '../../lib/errors.ts';
import { addressProblem } from '../../lib/public-address.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { API_KEY_SCOPES } from '../../middlewares/auth/api-key.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import * as repo from './integrations.repo.ts';
import type * as R from './integrations.routes.ts';
import { INTEGRATION_MESSAGES as M } from './integrations.schemas.ts';

export const listKeys: AppRouteHandler<R.ListKeysRoute> = async (c) => {
  return c.json({ data: await repo.listKeys(sql, requireUser(c).uid) }, 200);
};

export const createKey: AppRouteHandler<R.CreateKeyRoute> = async (c) => {
  const user = requireUser(c);
  const { name, scopes } = c.req.valid('json');
  // A key carries only partner permissions its owner holds now (never admin, traveller or account powers).
  const allowed = new Set<string>(API_KEY_SCOPES.filter((s) => user.permissions.includes(s)));
  if (scopes.some((s) => !allowed.has(s))) throw errors.validation(M.scopes, 'scopes');
  const created = await transaction(sql, (tx) => repo.createKey(tx, user.uid, name, [...new Set(scopes)].sort()));
  return c.json({ data: created }, 201);
};

export const revokeKey: AppRouteHandler<R.RevokeKeyRoute> = async (c) => {
  return c.json({ data: await repo.revokeKey(sql, requireUser(c).uid, c.req.valid('param').id) }, 200);
};

export const listWebhooks: AppRouteHandler<R.ListWebhooksRoute> = async (c) => {
  return c.json({ data: await repo.listEndpoints(sql, requireUser(c).uid) }, 200);
};

export const createWebhook: AppRouteHandler<R.CreateWebhookRoute> = async (c) => {
  const user = requireUser(c);
  const { url, events } = c.req.valid('json');
  const problem = await addressProblem(url, { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE });
  if (problem) throw errors.validation(problem, 'url');
  const endpoint = await transaction(sql, (tx) => repo.createEndpoint(tx, user.uid, url, events));
  return c.json({ data: endpoint }, 201);
};

export const deleteWebhook: AppRouteHandler<R.DeleteWebhookRoute> = async (c) => {
  await repo.disableEndpoint(sql, requireUser(c).uid, c.req.valid('param').id);
  return c.body(null, 204);
};

export const listDeliveries: AppRouteHandler<R.ListDeliveriesRoute> = async (c) => {
  const page = await repo.listDeliveries(sql, requireUser(c).uid, c.req.valid('param').id, c.req.valid('query'));
  return c.json(page, 200);
};

export const replayDelivery: AppRouteHandler<R.ReplayDeliveryRoute> = async (c) => {
  const { id, deliveryId } = c.req.valid('param');
  return c.json({ data: await repo.replayDelivery(sql, requireUser(c).uid, id, deliveryId) }, 200);
};
