import { jsonText } from '../../lib/json-text.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type {
  AttendeesRoute,
  CancelRoute,
  CheckInRoute,
  CityRoute,
  CreateRoute,
  GetOneRoute,
  ListRoute,
  MineRoute,
  PublishRoute,
  QuoteRoute,
  SalesRoute,
  SearchRoute,
  StatsRoute,
  UpdateRoute,
} from './events.routes.ts';
import * as service from './events.service.ts';
import { quote as quoteTickets } from './events.booking.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { callerLanguage } from '../../middlewares/localize/localize.ts';

export const search: AppRouteHandler<SearchRoute> = async (c) => {
  return jsonText(c, await service.searchPage(c.req.valid('query')));
};

export const list: AppRouteHandler<ListRoute> = async (c) => {
  return jsonText(c, await service.searchPage(c.req.valid('query')));
};

export const city: AppRouteHandler<CityRoute> = async (c) => {
  return jsonText(c, await service.cityPage(c.req.valid('query')));
};

export const stats: AppRouteHandler<StatsRoute> = async (c) => {
  return c.json({ data: await service.bannerStats() }, 200);
};

export const mine: AppRouteHandler<MineRoute> = async (c) => {
  return c.json({ data: await service.myEvents(requireUser(c)) }, 200);
};

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  return c.json({ data: await service.createEvent(requireUser(c), c.req.valid('json')) }, 201);
};

export const checkIn: AppRouteHandler<CheckInRoute> = async (c) => {
  return c.json({ data: await service.checkInTicket(requireUser(c), c.req.valid('json')) }, 200);
};

export const getOne: AppRouteHandler<GetOneRoute> = async (c) => {
  const event = await service.getEvent(c.get('user'), c.req.valid('param').id);
  // The policy's text in the caller's language (ADR 0039).
  const text = translateMessage(event.cancellationPolicy.text, callerLanguage(c));
  c.header('Vary', 'Accept-Language', { append: true });
  return c.json({ data: { ...event, cancellationPolicy: { ...event.cancellationPolicy, text } } }, 200);
};

export const quote: AppRouteHandler<QuoteRoute> = async (c) => {
  const { quantity, partnershipId, ticketTypeId, promoCode, rewardRedemptionId } = c.req.valid('query');
  const id = c.req.valid('param').id;
  // Open route: a reward is the signed-in caller's, when there is one (ADR 0043).
  const reward = rewardRedemptionId ? { userId: c.get('user')?.uid ?? null, redemptionId: rewardRedemptionId } : null;
  return c.json(
    { data: await quoteTickets(id, quantity, partnershipId, new Date(), { ticketTypeId, promoCode }, reward) },
    200,
  );
};

export const update: AppRouteHandler<UpdateRoute> = async (c) => {
  const user = requireUser(c);
  return c.json({ data: await service.updateEvent(user, c.req.valid('param').id, c.req.valid('json')) }, 200);
};

export const publish: AppRouteHandler<PublishRoute> = async (c) => {
  return c.json({ data: await service.publishEvent(requireUser(c), c.req.valid('param').id) }, 200);
};

export const cancel: AppRouteHandler<CancelRoute> = async (c) => {
  return c.json({ data: await service.cancelEvent(requireUser(c), c.req.valid('param').id) }, 200);
};

export const sales: AppRouteHandler<SalesRoute> = async (c) => {
  return c.json({ data: await service.sales(requireUser(c), c.req.valid('param').id) }, 200);
};

export const attendees: AppRouteHandler<AttendeesRoute> = async (c) => {
  return c.json(await service.attendees(requireUser(c), c.req.valid('param').id, c.req.valid('query')), 200);
};
