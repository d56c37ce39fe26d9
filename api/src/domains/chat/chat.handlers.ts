import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type { MessagesRoute, RoomsRoute, SendRoute } from './chat.routes.ts';
import * as service from './chat.service.ts';

export const rooms: AppRouteHandler<RoomsRoute> = async (c) => {
  return c.json(await service.listRooms(requireUser(c), c.req.valid('query')), 200);
};

export const messages: AppRouteHandler<MessagesRoute> = async (c) => {
  const user = requireUser(c);
  return c.json({ data: await service.readThread(user, c.req.valid('param').roomId, c.req.valid('query')) }, 200);
};

export const send: AppRouteHandler<SendRoute> = async (c) => {
  const user = requireUser(c);
  return c.json({ data: await service.sendMessage(user, c.req.valid('param').roomId, c.req.valid('json')) }, 201);
};
