/**
 * @module Webhook deliveries by the Standard Webhooks specification (issue 29, ADR 0053; standardwebhooks.com): the
 * outbox rows that triggers wrote in the event's own transaction (migration 0245) are sent here, by the
 * 'webhook-deliveries' job, outside any transaction. Each message carries `webhook-id` (the delivery id, the same on
 * every retry: receivers deduplicate by it), `webhook-timestamp` (seconds) and `webhook-signature` ('v1,' and the
 * HMAC-SHA256 of 'id.timestamp.body' with the endpoint's secret, by the `standardwebhooks` library). A 2xx answer
 * succeeds; anything else (another status, a time-out, a refused address) is retried on the spec's schedule, then the
 * delivery fails. Redirects are not followed, and the address is checked before every attempt (lib/public-address.ts).
 */
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../lib/db.ts';
import { env } from '../../lib/env.ts';
import { addressProblem } from '../../lib/public-address.ts';

/**
 * Seconds after the first attempt fails before each retry (Standard Webhooks' suggested schedule: 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 10 h): 8 attempts over about 27 hours, then the delivery is failed.
 */
export const RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000] as const;

/** How long a receiver may take to answer, ms (the spec asks receivers to answer fast and work later). */
export const DELIVERY_TIMEOUT_MS = 15_000;

/** How many deliveries one run of the job sends at most (the rest wait for the next run). */
export const DELIVERIES_PER_RUN = 25;

/** A claimed delivery, with its endpoint. */
interface DueDelivery {
  id: string;
  attempts: number;
  payload: Record<string, unknown>;
  url: string;
  secret: string;
}

/** The outcome of one attempt. */
export interface Attempt {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * The three Standard Webhooks headers of a message.
 * @param secret the endpoint's 'whsec_...' secret
 * @param id the webhook-id (the delivery's id)
 * @param at the attempt's time
 * @param body the exact JSON text sent
 */
export function signatureHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}

/**
 * One attempt at a delivery: the address checked, the message signed and POSTed (no redirects, a time-out).
 * @param options.allowPrivate private addresses allowed (default env WEBHOOK_ALLOW_PRIVATE)
 */
export async function attempt(
  delivery: { id: string; url: string; secret: string; payload: unknown },
  now: Date,
  options: { allowPrivate?: boolean; fetch?: typeof fetch } = {},
): Promise<Attempt> {
  const problem = await addressProblem(delivery.url, {
    allowPrivate: options.allowPrivate ?? env.WEBHOOK_ALLOW_PRIVATE,
  });
  if (problem) return { ok: false, statusCode: null, error: problem };
  const body = JSON.stringify(delivery.payload);
  try {
    const res = await (options.fetch ?? fetch)(delivery.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'MozTurismo-Webhooks/1',
        ...signatureHeaders(delivery.secret, delivery.id, now, body),
      },
      body,
    });
    await res.body?.cancel();
    const ok = res.status >= 200 && res.status < 300;
    return { ok, statusCode: res.status, error: ok ? null : `HTTP ${res.status}` };
  } catch (err) {
    return { ok: false, statusCode: null, error: String((err as Error).message ?? err).slice(0, 500) };
  }
}

/**
 * Sends the deliveries that are due (at most DELIVERIES_PER_RUN), the job 'webhook-deliveries' (maintenance.ts).
 * Each is first claimed by pushing its next attempt past the time-out (one short statement; another instance cannot
 * take it meanwhile), then sent with no transaction open, then its outcome written.
 * @returns how many succeeded, were rescheduled and failed for good
 */
export async function sendDueWebhooks(
  sql: Db,
  now: Date = new Date(),
  options: { allowPrivate?: boolean; fetch?: typeof fetch } = {},
): Promise<{ succeeded: number; retried: number; failed: number }> {
  const lease = new Date(now.getTime() + DELIVERY_TIMEOUT_MS * 2);
  const due = await sql<DueDelivery[]>`
    update webhook_deliveries d set next_attempt_at = ${lease}
    from webhook_endpoints e
    where e.id = d.endpoint_id and d.id in (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= ${now}
      order by next_attempt_at
      limit ${DELIVERIES_PER_RUN}
      for update skip locked
    )
    returning d.id, d.attempts, d.payload, e.url, e.secret
  `;
  const outcome = { succeeded: 0, retried: 0, failed: 0 };
  for (const delivery of due) {
    const result = await attempt(delivery, now, options);
    const attempts = delivery.attempts + 1;
    const wait = RETRY_SCHEDULE_SECONDS[attempts - 1];
    const status = result.ok ? 'succeeded' : wait === undefined ? 'failed' : 'pending';
    outcome[status === 'succeeded' ? 'succeeded' : status === 'failed' ? 'failed' : 'retried']++;
    await sql`
      update webhook_deliveries set
        status = ${status},
        attempts = ${attempts},
        last_attempt_at = ${now},
        last_status_code = ${result.statusCode},
        last_error = ${result.error},
        delivered_at = ${result.ok ? now : null},
        next_attempt_at = ${status === 'pending' ? new Date(now.getTime() + (wait ?? 0) * 1000) : now}
      where id = ${delivery.id}
    `;
  }
  return outcome;
}
