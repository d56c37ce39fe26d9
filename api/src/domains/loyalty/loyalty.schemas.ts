/** @module Schemas of the loyalty programme (spec 2.11, 3, 9; DECISIONS.md 2). */
import { z } from '@hono/zod-openapi';

export const LoyaltyLevelSchema = z.enum(['bronze', 'silver', 'gold', 'platinum']).openapi('LoyaltyLevel', {
  description: 'bronze 0–999, silver (Prata) from 1000, gold (Ouro) from 3000, platinum (Platina) from 7000 total ' +
    'points (spec 9). Never demoted (spec 4).',
});
export type LoyaltyLevel = z.infer<typeof LoyaltyLevelSchema>;

export const LoyaltyTierSchema = z.object({
  level: LoyaltyLevelSchema,
  minPoints: z.number().int().openapi({ example: 1000 }),
  maxPoints: z.number().int().nullable().openapi({ example: 2999, description: 'null for the top level.' }),
  multiplier: z.number().openapi({ example: 1.2, description: 'Points earned are multiplied by this.' }),
}).openapi('LoyaltyTier');
export type LoyaltyTier = z.infer<typeof LoyaltyTierSchema>;

export const LoyaltyProgramSchema = z.object({
  id: z.string().uuid(),
  userId: z.string(),
  totalPoints: z.number().int().openapi({ example: 1250, description: 'Points accumulated (decides the level).' }),
  currentPoints: z.number().int().openapi({
    example: 450,
    description: 'Points available to redeem. Negative when a cancelled booking took back points already spent and ' +
      'no reward could be revoked instead (ADR 0017); later earnings fill it first.',
  }),
  membershipLevel: LoyaltyLevelSchema,
  multiplier: z.number().openapi({ example: 1.2, description: "The caller's level multiplier." }),
  nextLevel: z.enum(['silver', 'gold', 'platinum']).nullable().openapi({ description: 'null at platinum.' }),
  nextLevelPoints: z.number().int().nullable().openapi({
    example: 3000,
    description: 'Total points of the next level.',
  }),
  pointsToNextLevel: z.number().int().nullable().openapi({ example: 1750 }),
  progressPercent: z.number().int().min(0).max(100).openapi({
    example: 12,
    description: 'Progress from the current level threshold to the next one, 0–100 (100 at platinum).',
  }),
  joinedAt: z.string().openapi({ example: '2026-01-12T09:00:00.000Z' }),
  lastActivityAt: z.string().nullable(),
  updatedAt: z.string(),
  tiers: z.array(LoyaltyTierSchema).openapi({ description: 'Every level with its range and multiplier (spec 9).' }),
}).openapi('LoyaltyProgram');
export type LoyaltyProgram = z.infer<typeof LoyaltyProgramSchema>;

export const LoyaltyHistoryEntrySchema = z.object({
  id: z.string().uuid(),
  userId: z.string(),
  loyaltyId: z.string().uuid(),
  actionType: z.enum(['earned', 'redeemed', 'reversed', 'revoked', 'expired']).openapi({
    description: 'reversed: all the points of a booking cancelled after it earned them; revoked: a reward redeemed ' +
      'with those points taken back, its points returned (ADR 0017); expired: points older than 12 months or of an ' +
      'account without bookings for 6 months (spec 9, ADR 0024).',
  }),
  pointsAmount: z.number().int().openapi({
    example: 55,
    description: 'Negative for redemptions and reversals, positive for earnings and revoked rewards.',
  }),
  reason: z.enum([
    'ride_completed',
    'stay_booked',
    'event_attended',
    'first_ride_of_month',
    'reward_redeemed',
    'booking_cancelled',
    'reward_revoked',
    'points_expired',
    'inactivity',
  ]),
  relatedId: z.string().uuid().nullable().openapi({ description: 'The booking, or the redemption.' }),
  description: z.string().openapi({ example: 'Maputo → Inhambane, 23/11/2026 07:00' }),
  createdAt: z.string(),
}).openapi('LoyaltyHistoryEntry');
export type LoyaltyHistoryEntry = z.infer<typeof LoyaltyHistoryEntrySchema>;

export const LoyaltyHistoryPageSchema = z.object({
  // Offset pages of at most 50 (pageSize) with their total (ADR 0047).
  data: z.array(LoyaltyHistoryEntrySchema).max(50),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
}).openapi('LoyaltyHistoryPage');

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).openapi({ example: 1 }),
  pageSize: z.coerce.number().int().min(1).max(50).default(20).openapi({ example: 20, description: 'At most 50.' }),
});

export const LoyaltyRewardSchema = z.object({
  id: z.string().uuid(),
  code: z.string().openapi({ example: 'free_ride_15km' }),
  kind: z.enum(['stay_discount', 'free_ride', 'room_upgrade', 'free_event_ticket']),
  title: z.string().openapi({ example: 'Viagem grátis até 15 km' }),
  description: z.string(),
  costPoints: z.number().int().openapi({ example: 800 }),
  minLevel: LoyaltyLevelSchema,
  discountBps: z.number().int().nullable().openapi({ example: 1000, description: 'stay_discount: 1000 = 10 %.' }),
  maxKm: z.number().int().nullable().openapi({ example: 15, description: 'free_ride: distance cap.' }),
  redeemable: z.boolean().openapi({
    description: "Cost at most the caller's current points and level at least the reward's minimum (spec 9).",
  }),
}).openapi('LoyaltyReward');
export type LoyaltyReward = z.infer<typeof LoyaltyRewardSchema>;

export const LoyaltyRedemptionSchema = z.object({
  id: z.string().uuid(),
  reward: LoyaltyRewardSchema.omit({ redeemable: true }),
  pointsSpent: z.number().int().openapi({ example: 800 }),
  redeemedAt: z.string(),
  validUntil: z.string().openapi({ description: 'Redeemed at + 30 days (spec 9).' }),
  revokedAt: z.string().nullable().openapi({
    description: 'When the reward was taken back because the booking whose points paid for it was cancelled ' +
      '(ADR 0017); a revoked reward is no longer valid. Null otherwise.',
  }),
  usedBookingId: z.string().uuid().nullable().openapi({
    description: 'The booking that used this reward at checkout (ADR 0024); null while unused (or given back by a ' +
      'cancellation within the free period).',
  }),
  usable: z.boolean().openapi({
    description: 'Can be applied in a booking panel now: not revoked, not used, still valid.',
  }),
  currentPoints: z.number().int().openapi({ description: "The caller's points left." }),
}).openapi('LoyaltyRedemption');
export type LoyaltyRedemption = z.infer<typeof LoyaltyRedemptionSchema>;

export const RewardIdParamSchema = z.object({
  rewardId: z.string().openapi({
    param: { name: 'rewardId', in: 'path' },
    example: '3f0c2a8e-5b1d-4f6a-9c2e-7d8b9a0e1f23',
  }),
});
