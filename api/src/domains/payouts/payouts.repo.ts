/**
 * @module The SQL of provider earnings and payouts (ADR 0026). The ledger of a provider is three kinds of rows: the
 * provider amount of each of their bookings with a succeeded payment (+), the provider part of each refund of those
 * bookings (-, whatever the refund's status: refunded money is the client's), and each payout sent or being sent
 * (-; a failed payout moved nothing). Amounts are centavos (bigint in PostgreSQL, read as float8: exact to 2^53).
 */
import type { Db } from '../../lib/db.ts';
import { displayNameSql } from '../../lib/names.ts';
import type { Balance, Earning, PayoutMethod, StatementLine } from './payouts.schemas.ts';

/**
 * The paid bookings, optionally of one provider: shares, refunds' provider parts, payment and service instants (and,
 * with `labels`, the booking's label and units for lists). The service took place (its money is available) at a
 * ride's departure, a stay's check-out day and time, an event's end (Africa/Maputo). Joins, not per-row functions:
 * the admin's due list reads every paid booking (ADR 0026 has the figures). Paid: `bookings.paid_at` is set, its
 * succeeded payment's time (migration 0310 keeps it; a provider's by bookings_provider_paid_idx).
 */
const paidBookings = (sql: Db, providerId?: string, labels = false, ids?: readonly string[]) =>
  sql`
    select b.id, b.provider_id, b.type, b.status, b.subtotal_cents, b.platform_fee_cents, b.total_cents,
      b.provider_amount_cents, b.reward_cents,
      ${labels ? sql`booking_label(b) as label, booking_units(b) as units,` : sql``}
      b.paid_at,
      coalesce(case b.type
        when 'ride' then r.departure_at
        when 'stay' then (b.check_out + e.check_out_time) at time zone 'Africa/Maputo'
        when 'event' then ev.ends_at
      end, b.created_at) as service_at,
      coalesce(rf.refunded, 0) as refunded
    from bookings b
    left join rides r on r.id = b.ride_id
    left join establishments e on e.id = b.establishment_id
    left join events ev on ev.id = b.event_id
    left join lateral (
      select sum(x.provider_amount_cents) as refunded from refunds x where x.booking_id = b.id
    ) rf on true
    where b.paid_at is not null ${providerId ? sql`and b.provider_id = ${providerId}` : sql``}
    ${ids ? sql`and b.id = any(${ids as string[]}::uuid[])` : sql``}
  `;

/** Payouts that moved or are moving money (a failed one did not). */
const COUNTED_PAYOUT = ['pending', 'succeeded'];

/**
 * The balance of one provider at `now` (a booking's share is available once its service took place).
 * balance = earned - refunded - paidOut - payingOut = available + pending.
 */
export async function providerBalance(sql: Db, providerId: string, now: Date): Promise<Balance> {
  const [[e], [p]] = await Promise.all([
    sql<{ earned: number; refunded: number; ready: number; pending: number }[]>`
      select coalesce(sum(provider_amount_cents), 0)::float8 as earned,
        coalesce(sum(refunded), 0)::float8 as refunded,
        coalesce(sum(provider_amount_cents - refunded) filter (where service_at <= ${now}), 0)::float8 as ready,
        coalesce(sum(provider_amount_cents - refunded) filter (where service_at > ${now}), 0)::float8 as pending
      from (${paidBookings(sql, providerId)}) e
    `,
    sql<{ paidOut: number; payingOut: number }[]>`
      select coalesce(sum(amount_cents) filter (where status = 'succeeded'), 0)::float8 as paid_out,
        coalesce(sum(amount_cents) filter (where status = 'pending'), 0)::float8 as paying_out
      from payouts where provider_id = ${providerId}
    `,
  ]);
  const earned = e?.earned ?? 0, refunded = e?.refunded ?? 0, ready = e?.ready ?? 0, pending = e?.pending ?? 0;
  const paidOut = p?.paidOut ?? 0, payingOut = p?.payingOut ?? 0;
  const available = ready - paidOut - payingOut;
  return { available, pending, balance: available + pending, earned, refunded, paidOut, payingOut };
}

/**
 * A provider's paid bookings, newest payment first, optionally those paid in [start, end). Page first (issue 27, ADR
 * 0047): the page's bookings are read in the order of bookings_provider_paid_idx (provider_id, paid_at desc, id),
 * stopping after the page, then only those are joined with their offers, refunds and labels. The total is read from
 * provider_paid_months (migration 0330: the provider's paid bookings counted per Africa/Maputo month by triggers), so
 * `start` and `end`, when given, are the starts of Maputo months (earningsPage's monthRange).
 */
export async function listEarnings(
  sql: Db,
  providerId: string,
  now: Date,
  o: { start: Date | null; end: Date | null; limit: number; offset: number },
): Promise<{ items: Earning[]; total: number }> {
  const q = listEarningsSql(sql, providerId, o);
  const [page, [count]] = await Promise.all([q.keys, q.count]);
  const rows = page.length === 0 ? [] : await q.rows(page.map((r) => r.id));
  return {
    total: count?.n ?? 0,
    items: rows.map(({ paidAt, serviceAt, ...r }) => ({
      ...r,
      paidAt: paidAt.toISOString(),
      serviceAt: serviceAt.toISOString(),
      state: serviceAt <= now ? 'available' : 'pending',
    })),
  };
}

/**
 * The statements of {@link listEarnings} (tests EXPLAIN them): the page's booking ids (`keys`), the total (`count`),
 * and the rows of the page's ids (`rows`). The total adds the provider's counters of the months in [start, end)
 * (every month without bounds): one row for a month, the provider's months otherwise, whatever the number of bookings.
 */
export function listEarningsSql(
  sql: Db,
  providerId: string,
  o: { start: Date | null; end: Date | null; limit: number; offset: number },
) {
  // bookings_provider_paid_idx (provider_id, paid_at desc, id) where paid_at is not null: each bound only when given,
  // so the plan is the index's range whatever the parameters.
  const paid = sql`
    from bookings b where b.provider_id = ${providerId} and b.paid_at is not null
    ${o.start ? sql`and b.paid_at >= ${o.start}` : sql``} ${o.end ? sql`and b.paid_at < ${o.end}` : sql``}
  `;
  return {
    keys: sql<{ id: string }[]>`
      select b.id ${paid} order by b.paid_at desc, b.id limit ${o.limit} offset ${o.offset}
    `,
    count: sql<{ n: number }[]>`
      select coalesce(sum(paid), 0)::int as n from provider_paid_months
      where provider_id = ${providerId}
        ${o.start ? sql`and month >= paid_month(${o.start}::timestamptz)` : sql``}
        ${o.end ? sql`and month < paid_month(${o.end}::timestamptz)` : sql``}
    `,
    rows: (ids: readonly string[]) =>
      sql<(Omit<Earning, 'paidAt' | 'serviceAt' | 'state'> & { paidAt: Date; serviceAt: Date })[]>`
        select id as booking_id, type, status as booking_status, label, units, paid_at, service_at,
          subtotal_cents::float8 as subtotal, platform_fee_cents::float8 as platform_fee, total_cents::float8 as total,
          refunded::float8 as refunded, (provider_amount_cents - refunded)::float8 as receives,
          reward_cents::float8 as reward_paid_by_platform
        from (${paidBookings(sql, providerId, true, ids)}) e
        order by paid_at desc, id
      `,
  };
}

/** Every ledger line of a provider (unsorted): bookings (+), refunds (-), payouts (-); descriptions with `labels`. */
const ledger = (sql: Db, providerId: string, labels = true) =>
  sql`
    select 'booking' as kind, e.paid_at as at,
      -- A loyalty reward is paid by the platform (ADR 0043): the line says so, the share is the full price.
      ${
    labels
      ? sql`e.label || ' (' || e.units || ')' ||
        case when e.reward_cents > 0 then ' · recompensa de fidelidade paga pela plataforma' else '' end`
      : sql`null::text`
  } as description,
      e.id as booking_id, null::uuid as payout_id, null::text as status, e.provider_amount_cents as amount
    from (${paidBookings(sql, providerId, labels)}) e
    union all
    select 'refund', r.created_at, ${labels ? sql`'Reembolso: ' || booking_label(b)` : sql`null::text`}, b.id, null,
      r.status, -r.provider_amount_cents
    from refunds r join bookings b on b.id = r.booking_id
    where b.provider_id = ${providerId} and r.provider_amount_cents > 0
    union all
    select 'payout', po.created_at, 'Pagamento para ' || po.destination_hint, null, po.id, po.status, -po.amount_cents
    from payouts po
    where po.provider_id = ${providerId} and po.status in ${sql(COUNTED_PAYOUT)}
  `;

/** The ledger lines of [start, end) in time order, and the sum of the lines before `start`. */
export async function statementLines(
  sql: Db,
  providerId: string,
  start: Date,
  end: Date,
): Promise<{ opening: number; lines: StatementLine[] }> {
  const [opening, rows] = await Promise.all([
    openingBalance(sql, providerId, start),
    statementLineRows(sql, providerId, start, end),
  ]);
  return { opening, lines: rows.map(toStatementLine) };
}

/** A statement line as read by {@link statementLineRows}. */
export type StatementLineRow = Omit<StatementLine, 'at'> & { at: Date };

/** The line of a row: its time in ISO 8601, a status only on refunds and payouts. */
export const toStatementLine = (r: StatementLineRow): StatementLine => ({
  ...r,
  at: r.at.toISOString(),
  status: r.kind === 'booking' ? null : r.status,
});

/** The balance of the provider's ledger before `start` (centavos). */
export async function openingBalance(sql: Db, providerId: string, start: Date): Promise<number> {
  const [before] = await sql<{ sum: number }[]>`
    select coalesce(sum(amount), 0)::float8 as sum from (${ledger(sql, providerId, false)}) l where at < ${start}
  `;
  return before?.sum ?? 0;
}

/**
 * The statement's lines in [start, end), in time order: a query not yet sent, to await or to read by cursor
 * (the streamed CSV, lib/csv-stream.ts).
 */
export function statementLineRows(sql: Db, providerId: string, start: Date, end: Date) {
  return sql<StatementLineRow[]>`
    select kind, at, description, booking_id, payout_id, status, amount::float8 as amount
    from (${ledger(sql, providerId)}) l
    where at >= ${start} and at < ${end}
    order by at, kind, coalesce(booking_id, payout_id)
  `;
}

/** The months (yyyy-MM, Africa/Maputo) with ledger lines, newest first. */
export async function ledgerMonths(sql: Db, providerId: string): Promise<string[]> {
  const rows = await sql<{ month: string }[]>`
    select distinct to_char(at at time zone 'Africa/Maputo', 'YYYY-MM') as month
    from (${ledger(sql, providerId, false)}) l order by month desc
  `;
  return rows.map((r) => r.month);
}

/** The provider's name as shown (profile name, else the e-mail's local part). */
export async function providerName(sql: Db, providerId: string): Promise<string> {
  const [row]: [{ name: string }?] = await sql`
    select ${displayNameSql(sql, 'u')} as name from users u where u.id = ${providerId}
  `;
  return row?.name ?? '';
}

/** The identity name to check a payout holder against: the profile name of a verified user. */
export async function identityOf(
  sql: Db,
  userId: string,
): Promise<{ firstName: string | null; lastName: string | null; verificationStatus: string } | undefined> {
  const [row]: [{ firstName: string | null; lastName: string | null; verificationStatus: string }?] = await sql`
    select first_name, last_name, verification_status from users where id = ${userId}
  `;
  return row;
}

interface MethodRow {
  kind: 'mpesa' | 'bank';
  holderName: string;
  mpesaPhone: string | null;
  bankName: string | null;
  iban: string | null;
  updatedAt: Date;
}

/** '+258 84 *** **67' or 'MZ59 **** 5957' (never the full number). */
export function maskDestination(m: { kind: 'mpesa' | 'bank'; mpesaPhone: string | null; iban: string | null }) {
  return m.kind === 'mpesa'
    ? `+258 ${(m.mpesaPhone ?? '').slice(4, 6)} *** **${(m.mpesaPhone ?? '').slice(-2)}`
    : `MZ59 **** ${(m.iban ?? '').slice(-4)}`;
}

const toMethod = (m: MethodRow): PayoutMethod => ({
  kind: m.kind,
  holderName: m.holderName,
  destinationHint: maskDestination(m),
  bankName: m.bankName,
  updatedAt: m.updatedAt.toISOString(),
});

/** The stored payout method, with its full destination (for the transfer), or undefined. */
export async function findPayoutMethod(sql: Db, userId: string): Promise<MethodRow | undefined> {
  const [row]: [MethodRow?] = await sql`
    select kind, holder_name, mpesa_phone, bank_name, iban, updated_at from payout_methods where user_id = ${userId}
  `;
  return row;
}

/** The payout method as shown (masked), or null. */
export async function payoutMethodOf(sql: Db, userId: string): Promise<PayoutMethod | null> {
  const row = await findPayoutMethod(sql, userId);
  return row ? toMethod(row) : null;
}

/** Saves (replaces) a provider's payout method. */
export async function savePayoutMethod(
  sql: Db,
  userId: string,
  m: {
    kind: 'mpesa' | 'bank';
    holderName: string;
    mpesaPhone: string | null;
    bankName: string | null;
    iban: string | null;
  },
): Promise<PayoutMethod> {
  const [row]: [MethodRow?] = await sql`
    insert into payout_methods (user_id, kind, holder_name, mpesa_phone, bank_name, iban, updated_at)
    values (${userId}, ${m.kind}, ${m.holderName}, ${m.mpesaPhone}, ${m.bankName}, ${m.iban}, now())
    on conflict (user_id) do update set kind = excluded.kind, holder_name = excluded.holder_name,
      mpesa_phone = excluded.mpesa_phone, bank_name = excluded.bank_name, iban = excluded.iban, updated_at = now()
    returning kind, holder_name, mpesa_phone, bank_name, iban, updated_at
  `;
  return toMethod(row!);
}

export interface DueRow {
  providerId: string;
  providerName: string;
  email: string | null;
  roles: string[];
  available: number;
  pending: number;
  suspended: boolean;
  method: MethodRow | null;
}

/**
 * Every provider with a non-zero available balance at `now` (negative ones too: carried into their next payout),
 * largest first, with their payout method.
 */
export async function dueBalances(sql: Db, now: Date, providerIds?: readonly string[]): Promise<DueRow[]> {
  const rows = await sql<(Omit<DueRow, 'method'> & Partial<MethodRow> & { methodKind: 'mpesa' | 'bank' | null })[]>`
    with s as (
      select provider_id,
        coalesce(sum(provider_amount_cents - refunded) filter (where service_at <= ${now}), 0) as ready,
        coalesce(sum(provider_amount_cents - refunded) filter (where service_at > ${now}), 0) as pending
      from (${paidBookings(sql)}) e
      group by provider_id
    ), po as (
      select provider_id, sum(amount_cents) as paid from payouts where status in ${sql(COUNTED_PAYOUT)}
      group by provider_id
    )
    select s.provider_id, ${displayNameSql(sql, 'u')} as provider_name, u.email, u.roles,
      (s.ready - coalesce(po.paid, 0))::float8 as available, s.pending::float8 as pending,
      u.status in ('suspended', 'banned') as suspended,
      pm.kind as method_kind, pm.holder_name, pm.mpesa_phone, pm.bank_name, pm.iban, pm.updated_at
    from s
    left join po on po.provider_id = s.provider_id
    join users u on u.id = s.provider_id
    left join payout_methods pm on pm.user_id = s.provider_id
    where s.ready - coalesce(po.paid, 0) <> 0
      ${providerIds ? sql`and s.provider_id in ${sql(providerIds as string[])}` : sql``}
    order by available desc, s.provider_id
  `;
  return rows.map((r) => ({
    providerId: r.providerId,
    providerName: r.providerName,
    email: r.email,
    roles: r.roles,
    available: r.available,
    pending: r.pending,
    suspended: r.suspended,
    method: r.methodKind
      ? {
        kind: r.methodKind,
        holderName: r.holderName!,
        mpesaPhone: r.mpesaPhone ?? null,
        bankName: r.bankName ?? null,
        iban: r.iban ?? null,
        updatedAt: r.updatedAt!,
      }
      : null,
  }));
}

export const dueMethod = (row: DueRow): PayoutMethod | null => row.method ? toMethod(row.method) : null;

/**
 * Settles every pending payout due at `now` with the outcome the payment provider gave, optionally of one provider
 * or batch: one conditional update, so a payout is settled once whoever looks first; the trigger of migration 0070
 * notifies the provider ('Pagamento enviado').
 * @returns how many were settled
 */
export async function settleDuePayouts(
  sql: Db,
  now: Date,
  scope: { providerId?: string; batchId?: string } = {},
): Promise<number> {
  const rows = await sql`
    update payouts set status = scheduled_outcome, stage = scheduled_outcome, settled_at = ${now},
      failure_reason = case when scheduled_outcome = 'failed'
        then coalesce(scheduled_failure_reason, 'Pagamento recusado pelo operador.') end
    where status = 'pending' and settles_at is not null and settles_at <= ${now} and scheduled_outcome is not null
      ${scope.providerId ? sql`and provider_id = ${scope.providerId}` : sql``}
      ${scope.batchId ? sql`and batch_id = ${scope.batchId}` : sql``}
    returning id
  `;
  return rows.length;
}
