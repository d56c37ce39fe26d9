/**
 * @module Payout batches (issue 12, ADR 0026): an admin pays every provider whose available balance is positive and
 * who has a payout method, one payout per provider per batch, each through the payment provider (the sandbox settles
 * it after PAYMENT_DELAY_MS). Batches are made one at a time (a transaction-scoped advisory lock): a second batch,
 * concurrent or not, sees the first one's payouts and pays only what is still due, so nothing is paid twice. A
 * refund that comes after a payout makes the available balance negative; the next payout is that much smaller.
 */
import type { Db, Sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { idempotentCreate, keyReusedError, REPLAY } from '../../lib/idempotency.ts';
import { displayNameSql } from '../../lib/names.ts';
import { defaultProvider } from '../payments/default-provider.ts';
import { isLive, type PaymentProvider, pickRail } from '../payments/provider.ts';
import { deploymentRails } from '../payments/default-provider.ts';
import { dispatchPayouts, type Rails } from '../payments/payments.lifecycle.ts';
import { dueBalances, dueMethod, maskDestination, settleDuePayouts } from './payouts.repo.ts';
import type { Batch, DueBalance, Payout } from './payouts.schemas.ts';

/** 409 NOTHING_TO_PAY: no provider has a positive available balance and a payout method. */
export const nothingToPay = () =>
  new AppError(409, 'NOTHING_TO_PAY', 'Não há saldos disponíveis para pagar (com conta de pagamento indicada).');

/** The due balances as the admin sees them, and what the next batch would pay. */
export async function dueList(sql: Db, now: Date) {
  await settleDuePayouts(sql, now);
  const rows = await dueBalances(sql, now);
  const items: DueBalance[] = rows.map((r) => ({
    providerId: r.providerId,
    providerName: r.providerName,
    email: r.email,
    roles: r.roles,
    available: r.available,
    pending: r.pending,
    payoutMethod: dueMethod(r),
    suspended: r.suspended,
  }));
  const payable = items.filter(isPayable);
  return { items, payable: payable.reduce((s, r) => s + r.available, 0), payableCount: payable.length };
}

const isPayable = (r: { available: number; suspended: boolean; payoutMethod?: unknown; method?: unknown }) =>
  r.available > 0 && !r.suspended && (r.payoutMethod ?? r.method ?? null) !== null;

/** The serialised lock of batch creation (pg_advisory_xact_lock key). */
const BATCH_LOCK = 'payout-batches';

/**
 * Creates a payout batch: under the batch lock, reads the due balances and pays each payable provider (optionally
 * only `providerIds`) through the payment provider, with the idempotency key `payout:<batch>:<provider>`.
 * @param key the admin's Idempotency-Key: a retry answers the same batch
 * @returns the batch and whether it was created now
 * @throws 409 NOTHING_TO_PAY, 422 IDEMPOTENCY_KEY_REUSED
 */
export async function createBatch(
  sql: Sql,
  adminId: string,
  o: { providerIds?: string[]; key: string | null; now: Date; provider?: PaymentProvider },
): Promise<{ batch: Batch; created: boolean }> {
  const provider = o.provider ?? defaultProvider;
  const scope = o.providerIds ? [...new Set(o.providerIds)].sort() : null;
  const fingerprint = scope ? scope.join(',') : '*';
  const usedRails: Rails = {};
  const replay = async (key: string) => {
    const [row]: [{ id: string; scope: string }?] = await sql`
      select id, scope from payout_batches where created_by = ${adminId} and idempotency_key = ${key}
    `;
    if (!row) return undefined;
    if (row.scope !== fingerprint) throw keyReusedError();
    return (await getBatch(sql, row.id))!;
  };
  const { value, created } = await idempotentCreate(
    o.key,
    'payout_batches_idempotency',
    replay,
    () =>
      sql.begin(async (tx) => {
        await tx`select pg_advisory_xact_lock(hashtext(${BATCH_LOCK}))`;
        // A concurrent request with the same key may have committed while this one waited for the lock.
        if (o.key) {
          const [same]: [{ id: string }?] = await tx`
          select id from payout_batches where created_by = ${adminId} and idempotency_key = ${o.key}
        `;
          if (same) return REPLAY;
        }
        const due = (await dueBalances(tx, o.now, scope ?? undefined)).filter(isPayable);
        if (!due.length) throw nothingToPay();
        const [batch]: [{ id: string }?] = await tx`
        insert into payout_batches (created_by, idempotency_key, scope, created_at)
        values (${adminId}, ${o.key}, ${fingerprint}, ${o.now})
        returning id
      `;
        let total = 0;
        for (const d of due) {
          const m = d.method!;
          const idempotencyKey = `payout:${batch!.id}:${d.providerId}`;
          const rail = pickRail(provider, m.kind);
          if (rail.live) {
            // A live rail (ADR 0042): recorded now, sent after the commit (dispatchPayouts), never inside it.
            await tx`
            insert into payouts (batch_id, provider_id, amount_cents, method, holder_name, destination_hint, provider,
              idempotency_key, created_at, stage, destination, next_check_at)
            values (${batch!.id}, ${d.providerId}, ${d.available}, ${m.kind}, ${m.holderName}, ${maskDestination(m)},
              ${rail.name}, ${idempotencyKey}, ${o.now}, 'created', ${m.mpesaPhone ?? m.iban}, ${o.now})
          `;
            total += d.available;
            usedRails[rail.name] = rail;
            continue;
          }
          const [payout]: [{ id: string }?] = await tx`
          insert into payouts (batch_id, provider_id, amount_cents, method, holder_name, destination_hint, provider,
            idempotency_key, created_at)
          values (${batch!.id}, ${d.providerId}, ${d.available}, ${m.kind}, ${m.holderName}, ${maskDestination(m)},
            ${provider.name}, ${idempotencyKey}, ${o.now})
          returning id
        `;
          const answer = await rail.payout({
            id: payout!.id,
            idempotencyKey,
            providerId: d.providerId,
            amountCents: d.available,
            currency: 'MZN',
            destination: m.kind === 'mpesa'
              ? { method: 'mpesa', phone: m.mpesaPhone!, holderName: m.holderName }
              : { method: 'bank', iban: m.iban!, bankName: m.bankName!, holderName: m.holderName },
          }, o.now);
          if (isLive(answer)) throw new Error(`${rail.name} answered like a live rail but is not marked live`);
          await tx`
          update payouts set stage = 'awaiting', provider_reference = ${answer.reference}, settles_at = ${answer.settlesAt},
            scheduled_outcome = ${answer.outcome}, scheduled_failure_reason = ${answer.failureReason ?? null}
          where id = ${payout!.id}
        `;
          total += d.available;
        }
        await tx`update payout_batches set payout_count = ${due.length}, total_cents = ${total} where id = ${
          batch!.id
        }`;
        return (await getBatch(tx, batch!.id))!;
      }),
  );
  const id = value.id;
  await dispatchPayouts(sql, { ...deploymentRails, ...usedRails }, o.now, { batchId: id });
  await settleDuePayouts(sql, o.now, { batchId: id });
  return { batch: (await getBatch(sql, id))!, created };
}

interface PayoutRow extends Omit<Payout, 'createdAt' | 'settledAt'> {
  createdAt: Date;
  settledAt: Date | null;
}

const payoutsOf = (sql: Db, where: ReturnType<Db>) =>
  sql<PayoutRow[]>`
    select po.id, po.batch_id, po.provider_id, ${displayNameSql(sql, 'u')} as provider_name,
      po.amount_cents::float8 as amount, po.method, po.holder_name, po.destination_hint, po.status,
      po.provider_reference as reference, po.failure_reason, po.created_at, po.settled_at
    from payouts po join users u on u.id = po.provider_id
    where ${where}
    order by po.created_at desc, po.amount_cents desc, po.id
  `;

const toPayout = (r: PayoutRow): Payout => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  settledAt: r.settledAt?.toISOString() ?? null,
});

interface BatchRow {
  id: string;
  createdAt: Date;
  createdBy: string;
  createdByName: string;
  payoutCount: number;
  total: number;
  succeeded: number;
  pending: number;
  failed: number;
}

const batches = (sql: Db, where: ReturnType<Db>, limit: number) =>
  sql<BatchRow[]>`
    select pb.id, pb.created_at, pb.created_by, ${displayNameSql(sql, 'u')} as created_by_name, pb.payout_count,
      pb.total_cents::float8 as total,
      (select count(*) from payouts po where po.batch_id = pb.id and po.status = 'succeeded')::int as succeeded,
      (select count(*) from payouts po where po.batch_id = pb.id and po.status = 'pending')::int as pending,
      (select count(*) from payouts po where po.batch_id = pb.id and po.status = 'failed')::int as failed
    from payout_batches pb join users u on u.id = pb.created_by
    where ${where}
    order by pb.created_at desc, pb.id
    limit ${limit}
  `;

const toBatch = (b: BatchRow) => ({ ...b, createdAt: b.createdAt.toISOString() });

/** One batch with its payouts, or undefined. */
export async function getBatch(sql: Db, id: string): Promise<Batch | undefined> {
  if (!isUuid(id)) return undefined;
  const [b] = await batches(sql, sql`pb.id = ${id}`, 1);
  if (!b) return undefined;
  const payouts = await payoutsOf(sql, sql`po.batch_id = ${id}`);
  return { ...toBatch(b), payouts: payouts.map(toPayout) };
}

/** The newest batches (at most 100), after settling due payouts. */
export async function listBatches(sql: Db, now: Date) {
  await settleDuePayouts(sql, now);
  return { items: (await batches(sql, sql`true`, 100)).map(toBatch) };
}

/** The payouts of one provider, newest first (their statement shows them too). */
export async function payoutsOfProvider(sql: Db, providerId: string): Promise<Payout[]> {
  return (await payoutsOf(sql, sql`po.provider_id = ${providerId}`)).map(toPayout);
}
