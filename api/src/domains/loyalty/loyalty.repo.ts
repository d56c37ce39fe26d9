/** @module SQL of the loyalty programme (migration 0011: tables, reward catalogue, earning triggers). */
import type { Db } from '../../lib/db.ts';

export interface ProgramRow {
  id: string;
  userId: string;
  totalPoints: number;
  currentPoints: number;
  membershipLevel: string;
  joinedAt: Date;
  lastActivityAt: Date | null;
  updatedAt: Date;
}

export interface RewardRow {
  id: string;
  code: string;
  kind: string;
  title: string;
  description: string;
  costPoints: number;
  minLevel: string;
  discountBps: number | null;
  maxKm: number | null;
}

export interface HistoryRow {
  id: string;
  userId: string;
  loyaltyId: string;
  actionType: string;
  pointsAmount: number;
  reason: string;
  bookingId: string | null;
  redemptionId: string | null;
  description: string | null;
  createdAt: Date;
}

export interface RedemptionRow {
  id: string;
  rewardId: string;
  pointsSpent: number;
  createdAt: Date;
  validUntil: Date;
  revokedAt: Date | null;
  /** The booking that used it at checkout (ADR 0024), or null. */
  usedBookingId: string | null;
}

const programColumns = (sql: Db) =>
  sql`id, user_id, total_points, current_points, membership_level, joined_at, last_activity_at, updated_at`;
const rewardColumns = (sql: Db) =>
  sql`id, code, kind, title, description, cost_points, min_level, discount_bps, max_km`;

/** The user's programme, created on first read (spec 3: one per user). */
export async function ensureProgram(sql: Db, userId: string): Promise<ProgramRow> {
  await sql`
    insert into loyalty_programs (user_id, joined_at) select id, created_at from users where id = ${userId}
    on conflict (user_id) do nothing
  `;
  const [row] = await sql<ProgramRow[]>`select ${programColumns(sql)} from loyalty_programs where user_id = ${userId}`;
  return row!;
}

/** The user's programme, created if missing, locked until the transaction ends. */
export async function lockProgram(tx: Db, userId: string): Promise<ProgramRow> {
  const [row] = await tx<ProgramRow[]>`
    select ${programColumns(tx)} from loyalty_program_for_update(${userId})
  `;
  return row!;
}

/** One page of the user's history, newest first, with a description of the booking or reward. */
export async function listHistory(sql: Db, userId: string, o: { limit: number; offset: number }) {
  const [rows, [count]] = await Promise.all([
    sql<HistoryRow[]>`
      select h.id, h.user_id, h.loyalty_id, h.action_type, h.points_amount, h.reason, h.booking_id, h.redemption_id,
        h.created_at,
        coalesce(
          -- A reward taken back (migration 0019) is described by the reward, not by the cancelled booking.
          (select r.title from loyalty_redemptions d join loyalty_rewards r on r.id = d.reward_id
            where d.id = h.redemption_id and h.action_type = 'revoked'),
          (select booking_label(b) from bookings b where b.id = h.booking_id),
          (select r.title from loyalty_redemptions d join loyalty_rewards r on r.id = d.reward_id
            where d.id = h.redemption_id),
          -- Points expired by the job of loyalty.expiry.ts (migration 0063).
          case h.reason when 'points_expired' then 'Pontos ganhos há mais de 12 meses'
            when 'inactivity' then 'Conta sem reservas há 6 meses' end,
          ''
        ) as description
      from loyalty_history h
      where h.user_id = ${userId}
      order by h.created_at desc, h.id desc
      limit ${o.limit} offset ${o.offset}
    `,
    sql<[{ total: number }]>`select count(*)::int as total from loyalty_history where user_id = ${userId}`,
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The active rewards, cheapest first (the platform's catalogue; at most 100, ADR 0047). */
export function listRewards(sql: Db): Promise<RewardRow[]> {
  return sql<RewardRow[]>`
    select ${rewardColumns(sql)} from loyalty_rewards where active order by sort, cost_points, id limit 100
  `;
}

export async function findReward(sql: Db, id: string): Promise<RewardRow | undefined> {
  const [row] = await sql<RewardRow[]>`select ${rewardColumns(sql)} from loyalty_rewards where id = ${id} and active`;
  return row;
}

export async function findRedemptionByKey(tx: Db, userId: string, key: string) {
  const [row] = await tx<RedemptionRow[]>`
    select id, reward_id, points_spent, created_at, valid_until, revoked_at, used_booking_id from loyalty_redemptions
    where user_id = ${userId} and idempotency_key = ${key}
  `;
  return row;
}

/** Spends the points of a reward: the redemption, its history entry, the balance. Run under lockProgram. */
export async function insertRedemption(
  tx: Db,
  program: ProgramRow,
  reward: RewardRow,
  key: string | null,
  validDays: number,
): Promise<RedemptionRow> {
  const [row] = await tx<RedemptionRow[]>`
    insert into loyalty_redemptions (user_id, reward_id, points_spent, idempotency_key, valid_until)
    values (${program.userId}, ${reward.id}, ${reward.costPoints}, ${key},
      clock_timestamp() + make_interval(days => ${validDays}))
    returning id, reward_id, points_spent, created_at, valid_until, revoked_at, used_booking_id
  `;
  await tx`
    insert into loyalty_history (user_id, loyalty_id, action_type, points_amount, reason, redemption_id)
    values (${program.userId}, ${program.id}, 'redeemed', ${-reward.costPoints}, 'reward_redeemed', ${row!.id})
  `;
  await tx`
    update loyalty_programs set current_points = current_points - ${reward.costPoints},
      last_activity_at = now(), updated_at = now()
    where id = ${program.id}
  `;
  return row!;
}

/** The user's redemptions, the newest 100 (ADR 0047). */
export function listRedemptions(sql: Db, userId: string) {
  return sql<RedemptionRow[]>`
    select id, reward_id, points_spent, created_at, valid_until, revoked_at, used_booking_id from loyalty_redemptions
    where user_id = ${userId} order by created_at desc, id desc limit 100
  `;
}

export async function currentPoints(sql: Db, userId: string): Promise<number> {
  const [row] = await sql<{ currentPoints: number }[]>`
    select current_points from loyalty_programs where user_id = ${userId}
  `;
  return row?.currentPoints ?? 0;
}
