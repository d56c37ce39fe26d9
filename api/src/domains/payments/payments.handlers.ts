import type { AppRouteHandler } from '../../lib/types.ts';
import { assertBookingPayable } from '../../middlewares/auth/account.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import { env } from '../../lib/env.ts';
import type { CallbackRoute, ConfirmRoute, CreateRoute, GetOneRoute, ReturnRoute } from './payments.routes.ts';
import * as service from './payments.service.ts';

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  const user = requireUser(c);
  const idempotencyKey = c.req.valid('header')['idempotency-key'];
  // A booking whose provider is suspended cannot be paid: 409 PROVIDER_SUSPENDED (ADR 0014); a trip, when any of its
  // parts' providers is.
  const body = c.req.valid('json');
  const bookingIds = body.tripId ? await service.tripPartIds(user.uid, body.tripId) : [body.bookingId!];
  for (const id of bookingIds) await assertBookingPayable(user.uid, id, idempotencyKey);
  // The hosted card page sends the traveller back to their bookings, which verify the payment (ADR 0050).
  const origin = (env.PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
  const { payment } = await service.startPayment(user, c.req.valid('json'), {
    idempotencyKey,
    returnUrl: (id) => service.hostedPageReturnUrl(origin, id),
  });
  return c.json({ data: payment }, 201);
};

export const getOne: AppRouteHandler<GetOneRoute> = async (c) => {
  return c.json({ data: await service.getPayment(requireUser(c), c.req.valid('param').id) }, 200);
};

export const confirm: AppRouteHandler<ConfirmRoute> = async (c) => {
  return c.json({ data: await service.confirmBankPayment(c.req.valid('param').id) }, 200);
};

export const callback: AppRouteHandler<CallbackRoute> = async (c) => {
  const stage = await service.paymentCallback(c.req.valid('param').rail, c.req.valid('json').reference);
  return c.json({ data: { stage } }, 200);
};

export const returnFromPage: AppRouteHandler<ReturnRoute> = async (c) => {
  return c.json({ data: await service.returnFromHostedPage(requireUser(c), c.req.valid('param').id) }, 200);
};
