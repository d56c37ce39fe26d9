import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type {
  CancelRoute,
  CreateRoute,
  GetOneRoute,
  PlanFromStayRoute,
  ReceiptRoute,
  ReplacePartRoute,
} from './trips.routes.ts';
import * as service from './trips.service.ts';

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  const key = c.req.valid('header')['idempotency-key'];
  const { trip } = await service.createTrip(requireUser(c), c.req.valid('json'), key);
  return c.json({ data: trip }, 201);
};

export const getOne: AppRouteHandler<GetOneRoute> = async (c) => {
  return c.json({ data: await service.getTrip(requireUser(c), c.req.valid('param').id) }, 200);
};

export const cancel: AppRouteHandler<CancelRoute> = async (c) => {
  const body = c.req.valid('json') as { reason?: string } | undefined;
  return c.json({ data: await service.cancelTrip(requireUser(c), c.req.valid('param').id, body?.reason) }, 200);
};

export const receipt: AppRouteHandler<ReceiptRoute> = async (c) => {
  return c.json({ data: await service.getTripReceipt(requireUser(c), c.req.valid('param').id) }, 200);
};

export const replacePart: AppRouteHandler<ReplacePartRoute> = async (c) => {
  const trip = await service.replaceTripPart(requireUser(c), c.req.valid('param').id, c.req.valid('json'));
  return c.json({ data: trip }, 201);
};

export const planFromStay: AppRouteHandler<PlanFromStayRoute> = async (c) => {
  requireUser(c);
  return c.json({ data: await service.planFromStay(c.req.valid('query')) }, 200);
};
