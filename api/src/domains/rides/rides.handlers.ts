import { jsonText } from '../../lib/json-text.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type {
  CancelRoute,
  CreateRoute,
  GetOneRoute,
  ListRoute,
  MineRoute,
  PopularRoute,
  QuoteRoute,
  SearchRoute,
  SpecialOffersRoute,
} from './rides.routes.ts';
import * as service from './rides.service.ts';
import { quoteRide } from './rides.booking.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { callerLanguage } from '../../middlewares/localize/localize.ts';

export const search: AppRouteHandler<SearchRoute> = async (c) => {
  return jsonText(c, await service.searchUpcoming(c.req.valid('query')));
};

export const list: AppRouteHandler<ListRoute> = async (c) => {
  return jsonText(c, await service.searchUpcoming(c.req.valid('query')));
};

export const popular: AppRouteHandler<PopularRoute> = async (c) => {
  return c.json({ data: await service.popular() }, 200);
};

export const specialOffers: AppRouteHandler<SpecialOffersRoute> = async (c) => {
  return c.json({ data: await service.offers() }, 200);
};

export const mine: AppRouteHandler<MineRoute> = async (c) => {
  const { page, pageSize } = c.req.valid('query');
  return c.json(await service.mine(requireUser(c), page, pageSize), 200);
};

export const getOne: AppRouteHandler<GetOneRoute> = async (c) => {
  const ride = await service.getRide(c.req.valid('param').id, c.get('user'));
  // The policy's text in the caller's language (ADR 0039).
  const text = translateMessage(ride.cancellationPolicy.text, callerLanguage(c));
  c.header('Vary', 'Accept-Language', { append: true });
  return c.json({ data: { ...ride, cancellationPolicy: { ...ride.cancellationPolicy, text } } }, 200);
};

export const quote: AppRouteHandler<QuoteRoute> = async (c) => {
  const { seats, rewardRedemptionId } = c.req.valid('query');
  // Open route: the caller, when signed in, is on the context (a reward is theirs).
  const data = await quoteRide(c.req.valid('param').id, seats, c.get('user')?.uid ?? null, rewardRedemptionId);
  return c.json({ data }, 200);
};

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  return c.json({ data: await service.createRide(requireUser(c), c.req.valid('json')) }, 201);
};

export const cancel: AppRouteHandler<CancelRoute> = async (c) => {
  return c.json({ data: await service.cancelRide(requireUser(c), c.req.valid('param').id) }, 200);
};
