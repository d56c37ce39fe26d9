/**
 * @module Points expiry (spec 9: "Points valid 12 months; the account stays active with at least one ride per 6
 * months"; issue 12, ADR 0024), run by the background job 'loyalty-expiry' of maintenance.ts.
 *
 * - 12 months: points are spent oldest first, so what expires at `now` is what was earned (earned or revoked entries)
 *   12 months ago or earlier minus everything ever taken out (redeemed, reversed, expired), when positive.
 * - 6 months: a member without a confirmed booking (any product: a trip, a stay or an event) for 6 months, counted
 *   from their last confirmed booking or else from joining, loses all their points.
 * Each expiry is an 'expired' history entry (negative) in one transaction holding the programme's row lock, so
 * current_points stays the sum of the history; the member is told ('Pontos expirados'). 30 days before either
 * happens they are warned ('Pontos a expirar'), at most once per 30 days.
 */
// i18n-exempt-file: notification texts are written in Portuguese for now (ADR 0039).
import type { Db, Sql } from '../../lib/db.ts';
import { maputoLocal } from '../../lib/time.ts';

const DAY = 86_400_000;
/** Spec 9. */
export const POINTS_VALID_MONTHS = 12;
export const INACTIVITY_MONTHS = 6;
export const WARNING_DAYS = 30;

/** `date` moved by `months` calendar months (UTC arithmetic; Maputo has no DST). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

const ddmmyyyy = (at: Date) => maputoLocal(at).date.split('-').reverse().join('/');

interface Balance {
  userId: string;
  programId: string;
  currentPoints: number;
  /** Points earned (or given back) up to the cutoff of now. */
  earnedDue: number;
  /** Points earned up to the cutoff of now + 30 days. */
  earnedSoon: number;
  /** Everything ever taken out (positive). */
  takenOut: number;
  lastActivity: Date;
  expiryWarnedAt: Date | null;
}

/** The figures of one member's programme, locked (`for update`). */
async function balanceOf(tx: Db, userId: string, now: Date): Promise<Balance | undefined> {
  const cutoff = addMonths(now, -POINTS_VALID_MONTHS);
  const soonCutoff = new Date(cutoff.getTime() + WARNING_DAYS * DAY);
  const [row]: [Balance?] = await tx`
    select p.user_id, p.id as program_id, p.current_points, p.expiry_warned_at,
      coalesce(sum(h.points_amount) filter (where h.points_amount > 0 and h.created_at <= ${cutoff}), 0)::bigint
        as earned_due,
      coalesce(sum(h.points_amount) filter (where h.points_amount > 0 and h.created_at <= ${soonCutoff}), 0)::bigint
        as earned_soon,
      coalesce(-sum(h.points_amount) filter (where h.points_amount < 0), 0)::bigint as taken_out,
      greatest(p.joined_at, (
        select max(b.confirmed_at) from bookings b
        where b.user_id = p.user_id and b.status in ('confirmed', 'completed') and b.confirmed_at <= ${now}
      )) as last_activity
    from (select * from loyalty_programs where user_id = ${userId} for update) p
    left join loyalty_history h on h.loyalty_id = p.id
    group by p.user_id, p.id, p.current_points, p.expiry_warned_at, p.joined_at
  `;
  return row;
}

/** What expires now and what would within 30 days, for one member (pure). */
export function expiryOf(b: Omit<Balance, 'userId' | 'programId' | 'expiryWarnedAt'>, now: Date) {
  const inactiveSince = addMonths(b.lastActivity, INACTIVITY_MONTHS);
  const balance = Math.max(0, b.currentPoints);
  if (inactiveSince <= now) return { expired: balance, reason: 'inactivity' as const, soon: 0, soonAt: null };
  const expired = Math.min(balance, Math.max(0, b.earnedDue - b.takenOut));
  const left = balance - expired;
  const byAge = Math.min(left, Math.max(0, b.earnedSoon - b.takenOut - expired));
  const inactiveSoon = inactiveSince.getTime() <= now.getTime() + WARNING_DAYS * DAY;
  const soon = inactiveSoon ? left : byAge;
  const soonAt = inactiveSoon ? inactiveSince : new Date(now.getTime() + WARNING_DAYS * DAY);
  return { expired, reason: 'points_expired' as const, soon, soonAt: soon > 0 ? soonAt : null };
}

/**
 * Expires the points due at `now` and warns of those due within 30 days, one member per transaction.
 * @returns how many members lost points and how many were warned
 */
export async function expireLoyaltyPoints(sql: Sql, now: Date = new Date()) {
  // Candidates: a positive balance with points older than 11 months, or no activity for 5 months.
  const soonCutoff = new Date(addMonths(now, -POINTS_VALID_MONTHS).getTime() + WARNING_DAYS * DAY);
  const idleSince = new Date(addMonths(now, -INACTIVITY_MONTHS).getTime() + WARNING_DAYS * DAY);
  const candidates = await sql<{ userId: string }[]>`
    select p.user_id from loyalty_programs p
    where p.current_points > 0 and (
      exists (select 1 from loyalty_history h where h.loyalty_id = p.id and h.points_amount > 0
        and h.created_at <= ${soonCutoff})
      or greatest(p.joined_at, (select max(b.confirmed_at) from bookings b
        where b.user_id = p.user_id and b.status in ('confirmed', 'completed'))) <= ${idleSince}
    )
  `;
  let expired = 0;
  let warned = 0;
  for (const { userId } of candidates) {
    await sql.begin(async (tx) => {
      const b = await balanceOf(tx, userId, now);
      if (!b) return;
      const e = expiryOf(b, now);
      if (e.expired > 0) {
        await tx`
          insert into loyalty_history (user_id, loyalty_id, action_type, points_amount, reason, created_at)
          values (${userId}, ${b.programId}, 'expired', ${-e.expired}, ${e.reason}, ${now})
        `;
        await tx`
          update loyalty_programs set current_points = current_points - ${e.expired}, updated_at = ${now}
          where id = ${b.programId}
        `;
        const why = e.reason === 'inactivity'
          ? `sem reservas confirmadas há ${INACTIVITY_MONTHS} meses, a conta ficou inativa`
          : `foram ganhos há mais de ${POINTS_VALID_MONTHS} meses`;
        await tx`
          select notify(${userId}, 'loyalty_points_expired', 'Pontos expirados',
            ${`${e.expired} pontos expiraram: ${why}.`}, '/fidelidade', null)
        `;
        expired++;
      }
      const warnedRecently = b.expiryWarnedAt !== null &&
        b.expiryWarnedAt.getTime() > now.getTime() - WARNING_DAYS * DAY;
      if (e.soon > 0 && e.soonAt && !warnedRecently) {
        await tx`
          select notify(${userId}, 'loyalty_points_expiring', 'Pontos a expirar',
            ${
          `${e.soon} pontos expiram até ${ddmmyyyy(e.soonAt)}. Use-os numa recompensa ou faça uma reserva ` +
          'para manter a conta ativa.'
        }, '/fidelidade', null)
        `;
        await tx`update loyalty_programs set expiry_warned_at = ${now} where id = ${b.programId}`;
        warned++;
      }
    });
  }
  return { expired, warned };
}
