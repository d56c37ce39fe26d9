import type { AppRouteHandler } from '../../lib/types.ts';
import { assertBookingPayable } from '../../middlewares/auth/account.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type { ConfirmRoute, CreateRoute, GetOneRoute } from './payments.routes.ts';
import * as service from './payments.service.ts';

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  const user = requireUser(c);
  const idempotencyKey = c.req.valid('header')['idempotency-key'];
  // A booking whose provider is suspended cannot be paid: 409 PROVIDER_SUSPENDED (ADR 0014).
  await assertBookingPayable(user.uid, c.req.valid('json').bookingId, idempotencyKey);
  const { payment } = await service.startPayment(user, c.req.valid('json'), { idempotencyKey });
  return c.json({ data: payment }, 201);
};

export const getOne: AppRouteHandler<GetOneRoute> = async (c) => {
  return c.json({ data: await service.getPayment(requireUser(c), c.req.valid('param').id) }, 200);
};

export const confirm: AppRouteHandler<ConfirmRoute> = async (c) => {
  return c.json({ data: await service.confirmBankPayment(c.req.valid('param').id) }, 200);
};
