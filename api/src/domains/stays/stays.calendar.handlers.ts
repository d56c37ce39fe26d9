import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type { CalendarRoute, ChangeCalendarRoute, QuoteRoute } from './stays.calendar.routes.ts';
import * as service from './stays.calendar.ts';

export const calendar: AppRouteHandler<CalendarRoute> = async (c) => {
  const { id, roomTypeId } = c.req.valid('param');
  const { from, to } = c.req.valid('query');
  return c.json({ data: await service.roomCalendar(requireUser(c), id, roomTypeId, from, to) }, 200);
};

export const changeCalendar: AppRouteHandler<ChangeCalendarRoute> = async (c) => {
  const { id, roomTypeId } = c.req.valid('param');
  return c.json({ data: await service.changeCalendar(requireUser(c), id, roomTypeId, c.req.valid('json')) }, 200);
};

export const quote: AppRouteHandler<QuoteRoute> = async (c) => {
  const { checkIn, checkOut, rewardRedemptionId } = c.req.valid('query');
  // A reward is the signed-in caller's (open route: the caller, when there is one, is on the context).
  const reward = rewardRedemptionId ? { userId: c.get('user')?.uid ?? null, redemptionId: rewardRedemptionId } : null;
  const data = await service.quoteStay(c.req.valid('param').roomTypeId, checkIn, checkOut, new Date(), reward);
  return c.json({ data }, 200);
};
