import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type {
  AdminCloseRoute,
  AdminListRoute,
  CreateRoute,
  ListMineRoute,
  ReplyRoute,
  ShowRoute,
} from './support.routes.ts';
import * as service from './support.service.ts';

export const create: AppRouteHandler<CreateRoute> = async (c) =>
  c.json({ data: await service.open(requireUser(c), c.req.valid('json')) }, 201);

export const listMine: AppRouteHandler<ListMineRoute> = async (c) =>
  c.json(await service.listMine(requireUser(c), c.req.valid('query')), 200);

export const show: AppRouteHandler<ShowRoute> = async (c) =>
  c.json({ data: await service.thread(requireUser(c), c.req.valid('param').id) }, 200);

export const reply: AppRouteHandler<ReplyRoute> = async (c) =>
  c.json({ data: await service.reply(requireUser(c), c.req.valid('param').id, c.req.valid('json').message) }, 201);

export const adminList: AppRouteHandler<AdminListRoute> = async (c) => {
  const { status, ...page } = c.req.valid('query');
  return c.json(await service.listAll(status, page), 200);
};

export const adminClose: AppRouteHandler<AdminCloseRoute> = async (c) =>
  c.json({ data: await service.close(requireUser(c), c.req.valid('param').id) }, 200);
