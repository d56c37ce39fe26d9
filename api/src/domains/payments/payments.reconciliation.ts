/**
 * @module The admin's reconciliation (issue 25, ADR 0042): the payments, refunds and payouts whose outcome is unknown,
 * still awaiting past their deadline, or in disagreement (money taken for a booking no longer payable and not
 * refunded; a refund the rail refused), each resolvable by an admin (ask the rail now, or record what the rail's portal
 * says) with an audit trail (money_events, source 'admin'); and the daily settlement report per rail as CSV.
 * Amounts are centavos (MZN in the CSV); days are Africa/Maputo.
 */
import type { Sql } from '../../lib/db.ts';
import { streamCsv } from '../../lib/csv-stream.ts';
import { AppError } from '../../lib/errors.ts';
import { maputoInstant } from '../../lib/time.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  applyPaymentAnswer,
  applyTransferAnswer,
  checkPayment,
  type MoneyKind,
  type Rails,
  recordEvent,
  type Stage,
} from './payments.lifecycle.ts';

export interface ReconciliationItem {
  kind: MoneyKind;
  id: string;
  bookingId: string | null;
  provider: string;
  stage: 'created' | 'awaiting' | 'unknown' | 'succeeded' | 'failed' | 'expired';
  status: string;
  amountCents: number;
  railReference: string | null;
  providerReference: string | null;
  providerCode: string | null;
  errorCode: string | null;
  /** Why it is on the list: 'unknown', 'overdue' (awaiting past its deadline), 'paid_not_booked', 'refund_failed'. */
  problem: 'unknown' | 'overdue' | 'paid_not_booked' | 'refund_failed';
  checkAttempts: number;
  createdAt: string;
  nextCheckAt: string | null;
  /** The audit trail, oldest first. */
  events: {
    at: string;
    source: string;
    fromStage: string | null;
    toStage: string | null;
    providerCode: string | null;
    actor: string | null;
    note: string | null;
  }[];
}

/** What needs a person, newest first (at most 200). */
export async function reconciliationList(sql: Sql, now: Date): Promise<ReconciliationItem[]> {
  const rows = await sql<
    (Omit<ReconciliationItem, 'events' | 'createdAt' | 'nextCheckAt'> & { createdAt: Date; nextCheckAt: Date | null })[]
  >`
    select 'payment' as kind, p.id, p.booking_id, p.provider, p.stage, p.status, p.amount_cents, p.rail_reference,
      p.provider_reference, p.provider_code, p.error_code, p.check_attempts, p.created_at, p.next_check_at,
      case when p.stage = 'unknown' then 'unknown'
        when p.stage in ('created', 'awaiting') then 'overdue'
        else 'paid_not_booked' end as problem
    from payments p join bookings b on b.id = p.booking_id
    where p.rail_reference is not null and (
      p.stage = 'unknown'
      or (p.stage in ('created', 'awaiting') and p.deadline_at < ${new Date(now.getTime() - 5 * 60_000)})
      or (p.status = 'succeeded' and b.status = 'cancelled'
        and not exists (select 1 from refunds r where r.payment_id = p.id and r.status <> 'failed')))
    union all
    select 'refund', r.id, r.booking_id, r.provider, r.stage, r.status, r.amount_cents, r.rail_reference,
      r.provider_reference, r.provider_code, r.error_code, r.check_attempts, r.created_at, r.next_check_at,
      case when r.status = 'failed' then 'refund_failed' when r.stage = 'unknown' then 'unknown' else 'overdue' end
    from refunds r
    where r.status = 'failed' or r.stage = 'unknown'
      or (r.stage in ('created', 'awaiting') and r.created_at < ${new Date(now.getTime() - 15 * 60_000)})
    union all
    select 'payout', po.id, null, po.provider, po.stage, po.status, po.amount_cents, po.rail_reference,
      po.provider_reference, po.provider_code, po.error_code, po.check_attempts, po.created_at, po.next_check_at,
      case when po.stage = 'unknown' then 'unknown' else 'overdue' end
    from payouts po
    where po.stage = 'unknown'
      or (po.stage in ('created', 'awaiting') and po.created_at < ${new Date(now.getTime() - 15 * 60_000)})
    order by created_at desc
    limit 200
  `;
  const ids = rows.map((r) => r.id);
  const events = ids.length
    ? await sql<
      {
        recordId: string;
        at: Date;
        source: string;
        fromStage: string | null;
        toStage: string | null;
        providerCode: string | null;
        actor: string | null;
        note: string | null;
      }[]
    >`
      select record_id, at, source, from_stage, to_stage, provider_code, actor, note from money_events
      where record_id in ${sql(ids)} order by id
    `
    : [];
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    nextCheckAt: r.nextCheckAt?.toISOString() ?? null,
    events: events.filter((e) => e.recordId === r.id).map(({ recordId: _r, at, ...e }) => ({
      ...e,
      at: at.toISOString(),
    })),
  }));
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'Registo não encontrado.');
const settled = () => new AppError(409, 'ALREADY_SETTLED', 'Este registo já foi resolvido.');

/**
 * An admin resolves a record: 'check' asks the rail now (a payment); 'succeeded' or 'failed' records what the rail's
 * own portal shows, with the admin's note, in the audit trail (a succeeded payment of a cancelled booking is then
 * refunded like any late payment).
 * @throws 404 NOT_FOUND, 409 ALREADY_SETTLED (nothing left open)
 */
export async function resolveRecord(
  sql: Sql,
  rails: Rails,
  o: {
    kind: MoneyKind;
    id: string;
    outcome: 'check' | 'succeeded' | 'failed';
    note: string;
    adminId: string;
    now: Date;
  },
): Promise<{ stage: Stage }> {
  if (!isUuid(o.id)) throw notFound();
  const table = o.kind === 'payment' ? sql`payments` : o.kind === 'refund' ? sql`refunds` : sql`payouts`;
  const [row]: [{ stage: Stage }?] = await sql`select stage from ${table} where id = ${o.id}`;
  if (!row) throw notFound();
  let stage: Stage | null;
  if (o.outcome === 'check') {
    if (o.kind !== 'payment') {
      await sql`update ${table} set next_check_at = ${o.now} where id = ${o.id} and stage in ('awaiting', 'unknown')`;
      stage = row.stage;
    } else stage = await checkPayment(sql, rails, o.id, o.now, 'admin');
  } else {
    const answer = {
      state: o.outcome,
      reference: null,
      providerCode: 'ADMIN',
      code: o.outcome === 'succeeded' ? 'OK' : 'ADMIN_FAILED',
      ...(o.outcome === 'failed' ? { reason: 'Pagamento não concluído (verificado pela equipa).' } : {}),
    } as const;
    stage = o.kind === 'payment'
      ? await applyPaymentAnswer(sql, o.id, answer, 'admin', o.now)
      : await applyTransferAnswer(sql, o.kind, o.id, answer, 'admin', o.now);
    if (!stage) throw settled();
  }
  await sql`update ${table} set reconciled_at = ${o.now}, reconciled_by = ${o.adminId} where id = ${o.id}`;
  await recordEvent(sql, {
    kind: o.kind,
    id: o.id,
    source: 'admin',
    from: row.stage,
    to: stage ?? row.stage,
    note: o.note,
    actor: o.adminId,
    at: o.now,
  });
  return { stage: stage ?? row.stage };
}

const decimal = (cents: number) => (cents < 0 ? '-' : '') + (Math.abs(cents) / 100).toFixed(2);

/**
 * The settlement report of one rail for one Maputo day (CSV, RFC 4180, UTF-8 with BOM, amounts in MZN with a
 * decimal point): every payment, refund and payout that succeeded that day, with the rail's references, then the
 * totals (received, refunded, paid out, net). What the rail's own statement for that day must show.
 */
export function settlementCsv(sql: Sql, rail: string, day: string): ReadableStream<Uint8Array> {
  const start = maputoInstant(day);
  const end = new Date(start.getTime() + 86_400_000);
  // Streamed from a cursor (lib/csv-stream.ts, ADR 0047): the totals are added up while the lines are written.
  const totals: Record<string, number> = { pagamento: 0, reembolso: 0, pagamento_prestador: 0 };
  const query = sql<
    {
      kind: string;
      id: string;
      at: Date;
      railReference: string | null;
      providerReference: string | null;
      amountCents: number;
    }[]
  >`
    select 'pagamento' as kind, id, settled_at as at, rail_reference, provider_reference, amount_cents::float8 as amount_cents
    from payments where provider = ${rail} and status = 'succeeded' and settled_at >= ${start} and settled_at < ${end}
    union all
    select 'reembolso', id, settled_at, rail_reference, provider_reference, -amount_cents::float8
    from refunds where provider = ${rail} and status = 'succeeded' and settled_at >= ${start} and settled_at < ${end}
    union all
    select 'pagamento_prestador', id, settled_at, rail_reference, provider_reference, -amount_cents::float8
    from payouts where provider = ${rail} and status = 'succeeded' and settled_at >= ${start} and settled_at < ${end}
    order by at, id
  `;
  return streamCsv(query, {
    head: [['data_hora', 'tipo', 'id', 'referencia', 'referencia_operador', 'valor_mzn']],
    line: (r) => {
      totals[r.kind] = (totals[r.kind] ?? 0) + r.amountCents;
      return [
        r.at.toISOString(),
        r.kind,
        r.id,
        r.railReference ?? '',
        r.providerReference ?? '',
        decimal(r.amountCents),
      ];
    },
    tail: () => [
      ['', 'total_recebido', '', '', '', decimal(totals.pagamento!)],
      ['', 'total_reembolsado', '', '', '', decimal(totals.reembolso!)],
      ['', 'total_pago_prestadores', '', '', '', decimal(totals.pagamento_prestador!)],
      ['', 'saldo', '', '', '', decimal(totals.pagamento! + totals.reembolso! + totals.pagamento_prestador!)],
    ],
    // The references are the rails' own (letters, digits, dashes): written as they are, like before.
    cell: (v) => v,
  });
}
