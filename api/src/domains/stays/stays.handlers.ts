import { jsonText } from '../../lib/json-text.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type {
  ConditionsRoute,
  CreateRoomTypeRoute,
  CreateRoute,
  GetOneRoute,
  MineRoute,
  ReservationActionRoute,
  ReservationsRoute,
  SearchRoute,
  StatsRoute,
  UpdateRoomTypeRoute,
  UpdateRoute,
} from './stays.routes.ts';
import * as service from './stays.service.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { callerLanguage } from '../../middlewares/localize/localize.ts';

export const search: AppRouteHandler<SearchRoute> = async (c) => {
  return jsonText(c, await service.searchHotels(c.req.valid('query')));
};

export const mine: AppRouteHandler<MineRoute> = async (c) => {
  return c.json(await service.myHotels(requireUser(c), c.req.valid('query')), 200);
};

export const getOne: AppRouteHandler<GetOneRoute> = async (c) => {
  const hotel = await service.getHotel(c.req.valid('param').id, c.get('user'));
  // The policy's text in the caller's language (ADR 0039).
  const text = translateMessage(hotel.conditions.cancellationPolicyText, callerLanguage(c));
  c.header('Vary', 'Accept-Language', { append: true });
  return c.json({ data: { ...hotel, conditions: { ...hotel.conditions, cancellationPolicyText: text } } }, 200);
};

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  return c.json({ data: await service.createHotel(requireUser(c), c.req.valid('json')) }, 201);
};

export const update: AppRouteHandler<UpdateRoute> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json({ data: await service.updateHotel(requireUser(c), id, c.req.valid('json')) }, 200);
};

export const conditions: AppRouteHandler<ConditionsRoute> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json({ data: await service.updateConditions(requireUser(c), id, c.req.valid('json')) }, 200);
};

export const createRoomType: AppRouteHandler<CreateRoomTypeRoute> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json({ data: await service.createRoomType(requireUser(c), id, c.req.valid('json')) }, 201);
};

export const updateRoomType: AppRouteHandler<UpdateRoomTypeRoute> = async (c) => {
  const { id, roomTypeId } = c.req.valid('param');
  return c.json({ data: await service.changeRoomType(requireUser(c), id, roomTypeId, c.req.valid('json')) }, 200);
};

export const reservations: AppRouteHandler<ReservationsRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const { status, ...page } = c.req.valid('query');
  return c.json(await service.reservations(requireUser(c), id, status, new Date(), page), 200);
};

export const reservationAction: AppRouteHandler<ReservationActionRoute> = async (c) => {
  const { id, bookingId, action } = c.req.valid('param');
  return c.json({ data: await service.reservationAction(requireUser(c), id, bookingId, action) }, 200);
};

export const stats: AppRouteHandler<StatsRoute> = async (c) => {
  return c.json({ data: await service.hotelStats(requireUser(c), c.req.valid('param').id) }, 200);
};
