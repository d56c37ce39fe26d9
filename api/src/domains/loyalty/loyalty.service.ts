/**
 * @module The loyalty programme (spec 2.11, 3, 4, 9; DECISIONS.md 2; ADR 0009): the caller's programme (created on
 * first read), their points history, the reward catalogue and redemptions. Points are earned and taken back by the
 * database trigger of migration 0011 when bookings are confirmed or cancelled.
 */
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { keyReusedError } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  ensureProgram,
  findRedemptionByKey,
  findReward,
  insertRedemption,
  listHistory,
  listRedemptions,
  listRewards,
  lockProgram,
  type ProgramRow,
  type RedemptionRow,
  type RewardRow,
} from './loyalty.repo.ts';
import type {
  LoyaltyHistoryEntry,
  LoyaltyLevel,
  LoyaltyProgram,
  LoyaltyRedemption,
  LoyaltyReward,
  LoyaltyTier,
} from './loyalty.schemas.ts';

/** Spec 9: the one tier scheme (DECISIONS.md 2). */
export const TIERS: LoyaltyTier[] = [
  { level: 'bronze', minPoints: 0, maxPoints: 999, multiplier: 1 },
  { level: 'silver', minPoints: 1000, maxPoints: 2999, multiplier: 1.2 },
  { level: 'gold', minPoints: 3000, maxPoints: 6999, multiplier: 1.5 },
  { level: 'platinum', minPoints: 7000, maxPoints: null, multiplier: 2 },
];
/** Spec 9: rewards valid 30 days after redemption. */
export const REWARD_VALID_DAYS = 30;

const rank = (level: string) => TIERS.findIndex((t) => t.level === level);

export const loyaltyErrors = {
  rewardNotFound: () => new AppError(404, 'NOT_FOUND', 'Recompensa não encontrada.'),
  insufficientPoints: () =>
    new AppError(409, 'INSUFFICIENT_POINTS', 'Não tem pontos suficientes para resgatar esta recompensa.'),
  levelTooLow: () =>
    new AppError(409, 'LOYALTY_LEVEL_TOO_LOW', 'O seu nível ainda não permite resgatar esta recompensa.'),
};

export function toProgram(row: ProgramRow): LoyaltyProgram {
  const level = row.membershipLevel as LoyaltyLevel;
  const i = rank(level);
  const tier = TIERS[i]!;
  const next = TIERS[i + 1];
  const progress = next
    ? Math.max(
      0,
      Math.min(100, Math.floor(((row.totalPoints - tier.minPoints) * 100) / (next.minPoints - tier.minPoints))),
    )
    : 100;
  return {
    id: row.id,
    userId: row.userId,
    totalPoints: row.totalPoints,
    currentPoints: row.currentPoints,
    membershipLevel: level,
    multiplier: tier.multiplier,
    nextLevel: (next?.level ?? null) as LoyaltyProgram['nextLevel'],
    nextLevelPoints: next?.minPoints ?? null,
    pointsToNextLevel: next ? Math.max(0, next.minPoints - row.totalPoints) : null,
    progressPercent: progress,
    joinedAt: row.joinedAt.toISOString(),
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    tiers: TIERS,
  };
}

const rewardOf = (r: RewardRow) => ({
  id: r.id,
  code: r.code,
  kind: r.kind as LoyaltyReward['kind'],
  title: r.title,
  description: r.description,
  costPoints: r.costPoints,
  minLevel: r.minLevel as LoyaltyLevel,
  discountBps: r.discountBps,
  maxKm: r.maxKm,
});

const canRedeem = (p: ProgramRow, r: RewardRow) =>
  r.costPoints <= p.currentPoints && rank(p.membershipLevel) >= rank(r.minLevel);

/** GET /api/loyalty/program. */
export async function program(user: AuthUser): Promise<LoyaltyProgram> {
  return toProgram(await ensureProgram(sql, user.uid));
}

/** GET /api/loyalty/history. */
export async function history(user: AuthUser, q: { page: number; pageSize: number }) {
  const { rows, total } = await listHistory(sql, user.uid, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  const data: LoyaltyHistoryEntry[] = rows.map((h) => ({
    id: h.id,
    userId: h.userId,
    loyaltyId: h.loyaltyId,
    actionType: h.actionType as LoyaltyHistoryEntry['actionType'],
    pointsAmount: h.pointsAmount,
    reason: h.reason as LoyaltyHistoryEntry['reason'],
    relatedId: h.bookingId ?? h.redemptionId,
    description: h.description ?? '',
    createdAt: h.createdAt.toISOString(),
  }));
  return { data, page: q.page, pageSize: q.pageSize, total };
}

/** GET /api/loyalty/rewards: the catalogue, with what the caller can redeem now. */
export async function rewards(user: AuthUser): Promise<LoyaltyReward[]> {
  const [p, list] = await Promise.all([ensureProgram(sql, user.uid), listRewards(sql)]);
  return list.map((r) => ({ ...rewardOf(r), redeemable: canRedeem(p, r) }));
}

function toRedemption(row: RedemptionRow, reward: RewardRow, currentPoints: number): LoyaltyRedemption {
  return {
    id: row.id,
    reward: rewardOf(reward),
    pointsSpent: row.pointsSpent,
    redeemedAt: row.createdAt.toISOString(),
    validUntil: row.validUntil.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    usedBookingId: row.usedBookingId,
    usable: !row.revokedAt && !row.usedBookingId && row.validUntil.getTime() > Date.now(),
    currentPoints,
  };
}

/** GET /api/loyalty/redemptions. */
export async function redemptions(user: AuthUser): Promise<LoyaltyRedemption[]> {
  const [p, list, catalogue] = await Promise.all([
    ensureProgram(sql, user.uid),
    listRedemptions(sql, user.uid),
    sql<RewardRow[]>`
      select id, code, kind, title, description, cost_points, min_level, discount_bps, max_km from loyalty_rewards
    `,
  ]);
  const byId = new Map(catalogue.map((r) => [r.id, r]));
  return list.map((row) => toRedemption(row, byId.get(row.rewardId)!, p.currentPoints));
}

/**
 * POST /api/loyalty/redeem/{rewardId}: spends the reward's points in one transaction under a row lock on the
 * programme, so concurrent redemptions can never spend more than the balance. With an Idempotency-Key, a retry
 * returns the first redemption (201 `replayed`), a key used for another reward is 422.
 */
export async function redeem(
  user: AuthUser,
  rewardId: string,
  key: string | undefined,
): Promise<{ redemption: LoyaltyRedemption; replayed: boolean }> {
  const reward = isUuid(rewardId) ? await findReward(sql, rewardId) : undefined;
  if (!reward) throw loyaltyErrors.rewardNotFound();
  return await sql.begin(async (tx) => {
    const p = await lockProgram(tx, user.uid);
    if (key) {
      const prior = await findRedemptionByKey(tx, user.uid, key);
      if (prior) {
        if (prior.rewardId !== reward.id) throw keyReusedError();
        return { redemption: toRedemption(prior, reward, p.currentPoints), replayed: true };
      }
    }
    if (rank(p.membershipLevel) < rank(reward.minLevel)) throw loyaltyErrors.levelTooLow();
    if (p.currentPoints < reward.costPoints) throw loyaltyErrors.insufficientPoints();
    const row = await insertRedemption(tx, p, reward, key ?? null, REWARD_VALID_DAYS);
    return { redemption: toRedemption(row, reward, p.currentPoints - reward.costPoints), replayed: false };
  });
}
