import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type { CreateRoute, HotelPostsRoute, InterestRoute, RequestsRoute } from './partnerships.routes.ts';
import * as service from './partnerships.service.ts';

export const create: AppRouteHandler<CreateRoute> = async (c) => {
  return c.json({ data: await service.createPost(requireUser(c), c.req.valid('json')) }, 201);
};

export const requests: AppRouteHandler<RequestsRoute> = async (c) => {
  return c.json(await service.listForDrivers(requireUser(c), c.req.valid('query')), 200);
};

export const interest: AppRouteHandler<InterestRoute> = async (c) => {
  return c.json({ data: await service.registerInterest(requireUser(c), c.req.valid('param').id) }, 200);
};

export const hotelPosts: AppRouteHandler<HotelPostsRoute> = async (c) => {
  return c.json(
    await service.establishmentPosts(requireUser(c), c.req.valid('param').id, c.req.valid('query')),
    200,
  );
};
