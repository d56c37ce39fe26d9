import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type { JoinRoute, LeaveRoute, LengthRoute, MineRoute } from './waitlists.routes.ts';
import * as service from './waitlists.service.ts';

export const join: AppRouteHandler<JoinRoute> = async (c) => {
  return c.json({ data: await service.join(requireUser(c), c.req.valid('json')) }, 201);
};

export const mine: AppRouteHandler<MineRoute> = async (c) => {
  return c.json(await service.mine(requireUser(c), c.req.valid('query')), 200);
};

export const leave: AppRouteHandler<LeaveRoute> = async (c) => {
  return c.json({ data: await service.leave(requireUser(c), c.req.valid('param').id) }, 200);
};

export const length: AppRouteHandler<LengthRoute> = async (c) => {
  return c.json({ data: await service.length(requireUser(c), c.req.valid('query')) }, 200);
};
