/**
 * @module Bench bookings (run by tests/bench/scale.mjs with Deno, after tests/bench/fill.ts): `BENCH_BOOKINGS` ride
 * bookings (default 200,000) with one payment each over the bench driver's rides, spread over BENCH_BOOKINGS / 20
 * bench clients (`bench-booker-N`), the first `BENCH_CLIENT_BOOKINGS` (default 120) of them owned by `BENCH_CLIENT`
 * (a signed-in emulator user whose `users` row the caller wrote), with generate_series INSERTs in one transaction.
 * Replaces the bench driver's earlier bookings (and their payments, receipts and notifications); touches nothing else.
 *
 * Consistent with the rides as fill.ts wrote them: each ride's taken seats (seats_total - seats_available) are exactly
 * the seats of its confirmed bookings; its other bookings are cancelled holds (hold_expired, a failed payment), which
 * hold no seat. A confirmed booking has a succeeded payment, its receipt and the two notifications of
 * bookings_notify_inserted; every row is dated 2 to 62 days ago (the rides leave in the next 60 days).
 *
 * Triggers: the row triggers that fire on these inserts are disabled inside the transaction (ALTER TABLE ... DISABLE
 * TRIGGER is transactional: no other session ever sees them off; it holds writes to the tables until the commit) and
 * their effects written set-based instead, because one of them cannot run 400,000 times in one transaction:
 * - payments_issue_receipt_inserted numbers each receipt by updating the one receipt_counters row: every update in
 *   the same transaction leaves a version the next lookup walks past (quadratic). The receipts are inserted here, with
 *   the counter's next numbers in order and the counter moved once.
 * - payments_paid_at sets each booking's paid_at one update at a time: the bookings are inserted with it (their
 *   succeeded payment's settled_at, the confirmation), checked against the payments at the end.
 * - bookings_notify_inserted: its two notifications per confirmed booking are inserted here with the same texts
 *   (booking_label, booking_units, provider_link); notifications_enqueue would send nothing for them (dated more than a
 *   day ago) and notifications_live would NOTIFY the API of 2 x 400,000 events nobody waits for: both are off too.
 * - bookings_webhooks and payments_webhooks enqueue only for the provider's webhook endpoints: the bench driver has
 *   none (checked below), so they would write nothing.
 * The other insert triggers fire only for stays, events or waitlist offers.
 *
 * BENCH_GROW=1 (tests/bench/scale.mjs's full size, after fill.ts grew the rides): keeps the bookings there and adds
 * BENCH_BOOKINGS minus the bench driver's bench bookings there (those of bench clients, not the ones the API made
 * during a run) over the rides without a booking, the rides fill.ts just added, the same way; none is the signed-in
 * client's. The payments, receipts and notifications are written for the new bookings only (a temporary table of
 * their ids), and the checks read the new bookings and their rides.
 */
import { scriptSql } from '../../api/src/lib/db.ts';
import { DEFAULT_FEE_BPS } from '../../api/src/domains/billing/billing.service.ts';

/** Without the API's statement timeout: the fill writes many rows at once. */
const sql = scriptSql();

const BOOKINGS = Number(Deno.env.get('BENCH_BOOKINGS') ?? 200_000);
const CLIENT = Deno.env.get('BENCH_CLIENT') ?? null;
const CLIENT_BOOKINGS = CLIENT ? Number(Deno.env.get('BENCH_CLIENT_BOOKINGS') ?? 120) : 0;
const BENCH_DRIVER = 'bench-driver';
const BOOKERS = Math.max(1, Math.floor(BOOKINGS / 20));
const GROW = Deno.env.get('BENCH_GROW') === '1';

const started = Date.now();
const mine = sql`select id from bookings where provider_id = ${BENCH_DRIVER}`;
// The fill's own bookings: of the bench clients (bench-booker-N) or the signed-in client, not the API's during a run.
const [had] = await sql<{ n: number }[]>`
  select count(*)::int as n from bookings
  where provider_id = ${BENCH_DRIVER} and (user_id like 'bench-booker-%' or user_id = ${CLIENT})
`;
const FROM = GROW && had!.n <= BOOKINGS ? had!.n : 0;
if (FROM > 0) console.info(`bookings fill: growing ${FROM} bookings to ${BOOKINGS}`);
if (FROM === 0) await sql.begin(async (tx) => {
  // The bookings go too: setting their paid_at back to null on the way (payments_paid_at_deleted) would be wasted.
  await tx`alter table payments disable trigger payments_paid_at_deleted`;
  await tx`delete from receipts where booking_id in (${mine})`;
  await tx`delete from notifications where booking_id in (${mine})`;
  await tx`delete from payments where booking_id in (${mine})`;
  await tx`delete from bookings where provider_id = ${BENCH_DRIVER}`;
  await tx`alter table payments enable trigger payments_paid_at_deleted`;
});
await sql`
  insert into users (id, email, first_name, last_name)
  select 'bench-booker-' || n, 'bench-booker-' || n || '@teste.co.mz', 'Cliente', 'de Teste ' || n
  from generate_series(0, ${BOOKERS - 1}) as n
  on conflict (id) do nothing
`;
const [hooks] = await sql<{ n: number }[]>`
  select count(*)::int as n from webhook_endpoints where owner_id = ${BENCH_DRIVER}
`;
if (hooks!.n > 0) throw new Error('the bench driver has webhook endpoints: the webhook triggers would write');

const counts = await sql.begin(async (tx) => {
  // The row triggers of these inserts are off for this transaction alone (session_replication_role = replica: no
  // table lock, so the stays fill may write its bookings meanwhile) and their effects written set-based below; the
  // foreign keys' checks are off too (every row refers to rows written or read here). What the triggers do:
  // - payments_issue_receipt_inserted numbers each receipt by updating the one receipt_counters row: every update in
  //   the same transaction leaves a version the next lookup walks past (quadratic). The receipts are inserted here,
  //   with the counter's next numbers in order and the counter moved once.
  // - payments_paid_at sets each booking's paid_at one update at a time: the bookings are inserted with it (their
  //   succeeded payment's settled_at), checked against the payments at the end; bookings_paid_months (migration
  //   0330) counts them per provider and month: one upsert below.
  // - bookings_notify_inserted's two notifications per confirmed booking are inserted here with the same texts;
  //   notifications_enqueue would send nothing for them (dated more than a day ago) and notifications_live would
  //   NOTIFY the API of events nobody waits for.
  // - bookings_webhooks and payments_webhooks enqueue only for the provider's webhook endpoints: the bench driver
  //   has none (checked above). The other insert triggers of bookings fire only for stays, events or waitlist offers.
  await tx`set local session_replication_role = replica`;
  await tx`set local work_mem = '256MB'`;
  // The new bookings' ids, for their payments, receipts, notifications and the checks.
  await tx`create temporary table fill_bookings (id uuid primary key) on commit drop`;
  // The rides to book: all the bench driver's, or when growing those without a booking (fill.ts's new ones).
  await tx`
    create temporary table fill_rides on commit drop as
    select id, price_cents, seats_total - seats_available as taken,
      (row_number() over (order by id) - 1)::int as rn, count(*) over ()::int as n
    from rides r where driver_id = ${BENCH_DRIVER}
      ${FROM > 0 ? tx`and not exists (select 1 from bookings b where b.ride_id = r.id)` : tx``}
  `;
  await tx`create index on fill_rides (rn)`;
  await tx`analyze fill_rides`;
  await tx`
    with r as (select * from fill_rides),
    g as (
      select i, (i - ${FROM}) % r0.n as rn, (i - ${FROM}) / r0.n as slot
      from generate_series(${FROM}::int, ${BOOKINGS - 1}::int) as i, (select count(*)::int as n from fill_rides) as r0
    ),
    b as (
      select g.i, g.slot, r.id as ride_id, r.price_cents,
        -- The ride's bookings: k of them; its taken seats split over them, the slots left without a seat cancelled.
        ${BOOKINGS - FROM} / r.n + case when r.rn < ${BOOKINGS - FROM} % r.n then 1 else 0 end as k, r.taken,
        now() - interval '2 days' - (abs(hashint4extended(g.i, 21)) % 60) * interval '1 day'
          - (abs(hashint4extended(g.i, 22)) % 86400) * interval '1 second' as created_at
      from g join r on r.rn = g.rn
    ),
    s as (
      select *, taken / k + case when slot < taken % k then 1 else 0 end as held from b
    ),
    ins as (
    insert into bookings (user_id, provider_id, type, status, ride_id, seats, subtotal_cents, platform_fee_bps,
      platform_fee_cents, total_cents, provider_amount_cents, hold_expires_at, created_at, confirmed_at,
      cancelled_at, cancel_reason, paid_at)
    select
      case when i < ${CLIENT_BOOKINGS} then ${CLIENT}::text
           else 'bench-booker-' || abs(hashint4extended(i, 23)) % ${BOOKERS} end,
      ${BENCH_DRIVER}, 'ride', case when held > 0 then 'confirmed' else 'cancelled' end, ride_id, q.seats,
      price_cents * q.seats, ${DEFAULT_FEE_BPS}, (price_cents * q.seats * ${DEFAULT_FEE_BPS} + 5000) / 10000,
      price_cents * q.seats + (price_cents * q.seats * ${DEFAULT_FEE_BPS} + 5000) / 10000, price_cents * q.seats,
      created_at + interval '15 minutes', created_at,
      case when held > 0 then created_at + interval '5 minutes' end,
      case when held = 0 then created_at + interval '15 minutes' end,
      case when held = 0 then 'hold_expired' end,
      -- payments_paid_at's effect (migration 0310): the succeeded payment's settled_at below, the confirmation.
      case when held > 0 then created_at + interval '5 minutes' end
    from s, lateral (select case when held > 0 then held else 1 + abs(hashint4extended(i, 24)) % 2 end as seats) q
    returning id
    )
    insert into fill_bookings select id from ins
  `;
  await tx`
    insert into payments (booking_id, user_id, method, status, stage, amount_cents, created_at, settled_at,
      failure_reason)
    select id, user_id, case when abs(hashtext(id::text)) % 3 = 0 then 'card' else 'mpesa' end,
      case when status = 'confirmed' then 'succeeded' else 'failed' end,
      case when status = 'confirmed' then 'succeeded' else 'failed' end,
      total_cents, created_at + interval '1 minute', coalesce(confirmed_at, cancelled_at),
      case when status = 'cancelled' then 'Pagamento recusado.' end
    from bookings join fill_bookings using (id)
  `;
  await tx`select last_number from receipt_counters where name = 'receipts' for update`;
  const [issued] = await tx<{ n: number }[]>`
    with p as (
      select p.id, p.booking_id, p.amount_cents, p.settled_at, u.nuit,
        row_number() over (order by p.settled_at, p.id) as k
      from payments p join fill_bookings f on f.id = p.booking_id join bookings b on b.id = p.booking_id
        join users u on u.id = b.user_id
      where p.status = 'succeeded'
    ),
    ins as (
      insert into receipts (number, kind, booking_id, payment_id, amount_cents, customer_nuit, issued_at)
      select c.last_number + p.k, 'payment', p.booking_id, p.id, p.amount_cents, p.nuit, p.settled_at
      from p, receipt_counters c where c.name = 'receipts'
      returning 1
    )
    select count(*)::int as n from ins
  `;
  await tx`update receipt_counters set last_number = last_number + ${issued!.n} where name = 'receipts'`;
  await tx`
    insert into notifications (user_id, kind, title, body, link, booking_id, created_at)
    select x.user_id, x.kind, x.title, x.body, x.link, b.id, b.confirmed_at
    from bookings b join fill_bookings f using (id), lateral (values
      (b.user_id, 'booking_confirmed', 'Reserva confirmada', left(booking_label(b) || '.', 500), '/reservas'),
      (b.provider_id, 'booking_received', 'Nova reserva confirmada',
        left(booking_label(b) || ': ' || booking_units(b) || '.', 500), provider_link(b))
    ) as x(user_id, kind, title, body, link)
    where b.status = 'confirmed'
  `;
  await tx`
    insert into provider_paid_months as m (provider_id, month, paid)
    select provider_id, paid_month(paid_at), count(*) from bookings join fill_bookings using (id)
    where paid_at is not null
    group by 1, 2 order by 1, 2
    on conflict (provider_id, month) do update set paid = m.paid + excluded.paid
  `;
  await tx`set local session_replication_role = origin`;
  return await tx<{ bookings: number; confirmed: number; client: number; mismatched: number }[]>`
    select count(*)::int as bookings, count(*) filter (where status = 'confirmed')::int as confirmed,
      count(*) filter (where user_id = ${CLIENT})::int as client,
      (select count(*)::int from fill_rides fr join rides r using (id) where r.seats_total - r.seats_available
        <> coalesce((select sum(seats) from bookings b where b.ride_id = r.id and b.status = 'confirmed'), 0)
        and exists (select 1 from bookings b where b.ride_id = r.id))
      + count(*) filter (where paid_at is distinct from (select coalesce(p.settled_at, p.created_at) from payments p
        where p.booking_id = bookings.id and p.status = 'succeeded'))::int as mismatched
    from bookings join fill_bookings using (id)
  `;
});
const [c] = counts;
if (c!.mismatched > 0) {
  throw new Error(`${c!.mismatched} rides whose taken seats are not their confirmed bookings', or paid_at off`);
}
console.info(
  `bookings fill: ${c!.bookings} bookings (${c!.confirmed} confirmed) and their payments, ${c!.client} of the ` +
    `signed-in client, over ${BOOKERS} clients, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
// With a timeout: after a 44-minute transaction at full size the pool's end once never resolved (the fill had committed).
await sql.end({ timeout: 5 });
