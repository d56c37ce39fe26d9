/**
 * @module The SQL of partners' API keys, webhook endpoints and their deliveries (issue 29, ADR 0053). Every read and
 * write is the owner's own (owner_id = the caller); another partner's row is simply not found.
 */
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { decodeCursor, toPage } from '../../lib/paging.ts';
import { newApiKey } from '../../middlewares/auth/api-key.ts';
import {
  type ApiKey,
  INTEGRATION_MESSAGES as M,
  MAX_API_KEYS,
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './integrations.schemas.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}
const toKey = (r: KeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes as ApiKey['scopes'],
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: iso(r.lastUsedAt),
  revokedAt: iso(r.revokedAt),
});

/** The owner's keys, newest first: the active ones and the revoked ones of the last 90 days (at most 100). */
export async function listKeys(sql: Db, ownerId: string): Promise<ApiKey[]> {
  const rows = await sql<KeyRow[]>`
    select id, name, prefix, scopes, created_at, last_used_at, revoked_at from api_keys
    where owner_id = ${ownerId} and (revoked_at is null or revoked_at > now() - interval '90 days')
    order by created_at desc, id desc
    limit 100
  `;
  return rows.map(toKey);
}

/**
 * Creates a key with `scopes` (already checked against the owner's permissions). At most MAX_API_KEYS active keys
 * (422 TOO_MANY_API_KEYS); the owner's row is locked so two creations cannot both pass the count.
 * @returns the key's row and the key itself, shown once
 */
export async function createKey(
  tx: Db,
  ownerId: string,
  name: string,
  scopes: string[],
): Promise<{ apiKey: ApiKey; secret: string }> {
  await tx`select 1 from users where id = ${ownerId} for update`;
  const [{ count }] = await tx<[{ count: number }]>`
    select count(*)::int as count from api_keys where owner_id = ${ownerId} and revoked_at is null
  `;
  if (count >= MAX_API_KEYS) throw new AppError(422, 'TOO_MANY_API_KEYS', M.tooManyKeys);
  const { key, prefix, hash } = await newApiKey();
  const [row] = await tx<[KeyRow]>`
    insert into api_keys (owner_id, name, prefix, secret_hash, scopes)
    values (${ownerId}, ${name}, ${prefix}, ${hash}, ${scopes})
    returning id, name, prefix, scopes, created_at, last_used_at, revoked_at
  `;
  return { apiKey: toKey(row), secret: key };
}

/** Revokes one of the owner's keys (again: no change); 404 for any other id. */
export async function revokeKey(sql: Db, ownerId: string, id: string): Promise<ApiKey> {
  if (!isUuid(id)) throw errors.notFound(M.keyNotFound);
  const [row]: [KeyRow?] = await sql`
    update api_keys set revoked_at = coalesce(revoked_at, now())
    where id = ${id} and owner_id = ${ownerId}
    returning id, name, prefix, scopes, created_at, last_used_at, revoked_at
  `;
  if (!row) throw errors.notFound(M.keyNotFound);
  return toKey(row);
}

interface EndpointRow {
  id: string;
  url: string;
  events: string[];
  secret: string;
  createdAt: Date;
  disabledAt: Date | null;
  pending: number;
  succeeded: number;
  failed: number;
}
const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  url: r.url,
  events: r.events as WebhookEndpoint['events'],
  secret: r.secret,
  createdAt: r.createdAt.toISOString(),
  disabledAt: iso(r.disabledAt),
  deliveries: { pending: r.pending ?? 0, succeeded: r.succeeded ?? 0, failed: r.failed ?? 0 },
});

const endpointColumns = (sql: Db) =>
  sql`
  e.id, e.url, e.events, e.secret, e.created_at, e.disabled_at,
  (select count(*)::int from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'pending') as pending,
  (select count(*)::int from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'succeeded') as succeeded,
  (select count(*)::int from webhook_deliveries d where d.endpoint_id = e.id and d.status = 'failed') as failed
`;

/** The owner's active endpoints (at most MAX_WEBHOOK_ENDPOINTS), newest first, with their delivery counts. */
export async function listEndpoints(sql: Db, ownerId: string): Promise<WebhookEndpoint[]> {
  const rows = await sql<EndpointRow[]>`
    select ${endpointColumns(sql)} from webhook_endpoints e
    where e.owner_id = ${ownerId} and e.disabled_at is null
    order by e.created_at desc, e.id desc
    limit ${MAX_WEBHOOK_ENDPOINTS}
  `;
  return rows.map(toEndpoint);
}

/** A new signing secret: 'whsec_' and 32 random bytes in base64 (the form Standard Webhooks libraries read). */
export function newWebhookSecret(): string {
  const secret = 'whsec_' + btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
  new Webhook(secret); // the library accepts it, or this throws
  return secret;
}

/** Registers an endpoint (URL already checked); at most MAX_WEBHOOK_ENDPOINTS active ones (422). */
export async function createEndpoint(
  tx: Db,
  ownerId: string,
  url: string,
  events: string[],
): Promise<WebhookEndpoint> {
  await tx`select 1 from users where id = ${ownerId} for update`;
  const [{ count }] = await tx<[{ count: number }]>`
    select count(*)::int as count from webhook_endpoints where owner_id = ${ownerId} and disabled_at is null
  `;
  if (count >= MAX_WEBHOOK_ENDPOINTS) throw new AppError(422, 'TOO_MANY_WEBHOOKS', M.tooManyEndpoints);
  const [row] = await tx<[{ id: string }]>`
    insert into webhook_endpoints (owner_id, url, events, secret)
    values (${ownerId}, ${url}, ${[...new Set(events)]}, ${newWebhookSecret()})
    returning id
  `;
  return await endpointOf(tx, ownerId, row.id);
}

/** One of the owner's active endpoints, or 404. */
export async function endpointOf(sql: Db, ownerId: string, id: string): Promise<WebhookEndpoint> {
  if (!isUuid(id)) throw errors.notFound(M.endpointNotFound);
  const [row]: [EndpointRow?] = await sql`
    select ${endpointColumns(sql)} from webhook_endpoints e
    where e.id = ${id} and e.owner_id = ${ownerId} and e.disabled_at is null
  `;
  if (!row) throw errors.notFound(M.endpointNotFound);
  return toEndpoint(row);
}

/** Removes an endpoint: disabled (its deliveries kept for the log, no new ones, pending ones not sent). */
export async function disableEndpoint(sql: Db, ownerId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw errors.notFound(M.endpointNotFound);
  const rows = await sql`
    update webhook_endpoints set disabled_at = now()
    where id = ${id} and owner_id = ${ownerId} and disabled_at is null
    returning id
  `;
  if (rows.length === 0) throw errors.notFound(M.endpointNotFound);
  await sql`
    update webhook_deliveries set status = 'failed', last_error = 'Webhook removido.'
    where endpoint_id = ${id} and status = 'pending'
  `;
}

interface DeliveryRow {
  id: string;
  eventType: string;
  status: WebhookDelivery['status'];
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  deliveredAt: Date | null;
  payload: Record<string, unknown>;
}
const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  eventType: r.eventType as WebhookDelivery['eventType'],
  status: r.status,
  attempts: r.attempts,
  lastStatusCode: r.lastStatusCode,
  lastError: r.lastError,
  nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
  deliveredAt: iso(r.deliveredAt),
  payload: r.payload,
});

/** The deliveries of one of the owner's endpoints, newest first, one page (lib/paging.ts). */
export async function listDeliveries(
  sql: Db,
  ownerId: string,
  endpointId: string,
  page: { limit: number; cursor?: string },
): Promise<{ data: WebhookDelivery[]; next: string | null }> {
  await endpointOf(sql, ownerId, endpointId);
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const rows = await sql<DeliveryRow[]>`
    select id, event_type, status, attempts, last_status_code, last_error, next_attempt_at, created_at, delivered_at,
      payload
    from webhook_deliveries
    where endpoint_id = ${endpointId}
      ${after ? sql`and (created_at, id) < (${after.at}, ${after.id})` : sql``}
    order by created_at desc, id desc
    limit ${page.limit + 1}
  `;
  return toPage(rows, page.limit, (r) => ({ at: r.createdAt, id: r.id }), toDelivery);
}

/**
 * Sends a delivery again (the replay button): the same webhook-id and body, due now, its attempts counted afresh.
 * A pending one is only made due now.
 */
export async function replayDelivery(
  sql: Db,
  ownerId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await endpointOf(sql, ownerId, endpointId);
  if (!isUuid(deliveryId)) throw errors.notFound(M.deliveryNotFound);
  const [row]: [DeliveryRow?] = await sql`
    update webhook_deliveries set status = 'pending', attempts = 0, next_attempt_at = now()
    where id = ${deliveryId} and endpoint_id = ${endpointId}
    returning id, event_type, status, attempts, last_status_code, last_error, next_attempt_at, created_at,
      delivered_at, payload
  `;
  if (!row) throw errors.notFound(M.deliveryNotFound);
  return toDelivery(row);
}
