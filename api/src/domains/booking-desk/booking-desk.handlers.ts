import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type { CancelRoute, CreateRoute, GetOneRoute, ListMineRoute, RefundQuoteRoute } from './booking-desk.routes.ts';
import * as service from './booking-desk.service.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { callerLanguage } from '../../middlewares/localize/localize.ts';

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  const user = requireUser(c);
  const key = c.req.valid('header')['idempotency-key'];
  const input = c.req.valid('json');
  // The offers of a suspended provider cannot be booked: 409 PROVIDER_SUSPENDED (ADR 0014). A ride booking checks it
  // in the statement its transaction reads anyway (rides.booking.ts; issue 13, ADR 0037).
  await service.assertBookable(user, input, key);
  const { booking } = await service.createBooking(user, input, key);
  return c.json({ data: booking }, 201);
};

export const listMine: AppRouteHandler<ListMineRoute> = async (c) => {
  return c.json(await service.userBookings(requireUser(c), c.req.valid('query')), 200);
};

export const getOne: AppRouteHandler<GetOneRoute> = async (c) => {
  return c.json({ data: await service.getBooking(requireUser(c), c.req.valid('param').id) }, 200);
};

export const cancel: AppRouteHandler<CancelRoute> = async (c) => {
  const user = requireUser(c);
  const body = c.req.valid('json') as { reason?: string } | undefined;
  return c.json({ data: await service.cancelBooking(user, c.req.valid('param').id, body?.reason) }, 200);
};

export const refundQuote: AppRouteHandler<RefundQuoteRoute> = async (c) => {
  const quote = await service.refundQuote(requireUser(c), c.req.valid('param').id);
  // The policy's text in the caller's language (ADR 0039).
  const text = translateMessage(quote.policy.text, callerLanguage(c));
  return c.json({ data: { ...quote, policy: { ...quote.policy, text } } }, 200);
};
