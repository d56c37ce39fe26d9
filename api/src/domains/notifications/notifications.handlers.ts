import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type { ListRoute, ReadAllPutRoute, ReadAllRoute, ReadPutRoute, ReadRoute } from './notifications.routes.ts';
import * as service from './notifications.service.ts';

export const list: AppRouteHandler<ListRoute> = async (c) => {
  return c.json(await service.list(requireUser(c), c.req.valid('query')), 200);
};

export const read: AppRouteHandler<ReadRoute | ReadPutRoute> = async (c) => {
  return c.json({ data: await service.read(requireUser(c), c.req.valid('param').id) }, 200);
};

export const readAll: AppRouteHandler<ReadAllRoute | ReadAllPutRoute> = async (c) => {
  return c.json({ data: await service.readAll(requireUser(c)) }, 200);
};
