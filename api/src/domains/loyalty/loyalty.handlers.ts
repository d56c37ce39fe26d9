import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type { HistoryRoute, ProgramRoute, RedeemRoute, RedemptionsRoute, RewardsRoute } from './loyalty.routes.ts';
import * as service from './loyalty.service.ts';

export const program: AppRouteHandler<ProgramRoute> = async (c) => {
  return c.json({ data: await service.program(requireUser(c)) }, 200);
};

export const history: AppRouteHandler<HistoryRoute> = async (c) => {
  return c.json(await service.history(requireUser(c), c.req.valid('query')), 200);
};

export const rewards: AppRouteHandler<RewardsRoute> = async (c) => {
  return c.json({ data: await service.rewards(requireUser(c)) }, 200);
};

export const redemptions: AppRouteHandler<RedemptionsRoute> = async (c) => {
  return c.json({ data: await service.redemptions(requireUser(c)) }, 200);
};

export const redeem: AppRouteHandler<RedeemRoute> = async (c) => {
  const key = c.req.valid('header')['idempotency-key'];
  const { redemption } = await service.redeem(requireUser(c), c.req.valid('param').rewardId, key);
  return c.json({ data: redemption }, 201);
};
