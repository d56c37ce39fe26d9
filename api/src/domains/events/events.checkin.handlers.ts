import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type { CheckInListRoute, SyncCheckInsRoute, UndoCheckInRoute } from './events.checkin.routes.ts';
import * as service from './events.checkin.ts';

export const checkInList: AppRouteHandler<CheckInListRoute> = async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ data: await service.checkInList(requireUser(c), c.req.valid('param').id) }, 200);
};

export const syncCheckIns: AppRouteHandler<SyncCheckInsRoute> = async (c) => {
  const { items } = c.req.valid('json');
  return c.json({ data: await service.syncCheckIns(requireUser(c), c.req.valid('param').id, items) }, 200);
};

export const undoCheckIn: AppRouteHandler<UndoCheckInRoute> = async (c) => {
  return c.json({ data: await service.undoCheckIn(requireUser(c), c.req.valid('param').ticketId) }, 200);
};
