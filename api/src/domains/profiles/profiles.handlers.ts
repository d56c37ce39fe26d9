import type { AppRouteHandler } from '../../lib/types.ts';
import type { DriverRoute, OrganiserRoute } from './profiles.routes.ts';
import * as service from './profiles.service.ts';

export const driver: AppRouteHandler<DriverRoute> = async (c) => {
  return c.json({ data: await service.driverProfile(c.req.valid('param').id) }, 200);
};

export const organiser: AppRouteHandler<OrganiserRoute> = async (c) => {
  return c.json({ data: await service.organiserProfile(c.req.valid('param').id) }, 200);
};
