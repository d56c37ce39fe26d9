import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type { GetProfileRoute, SetCurrentRoleRoute, SetupRolesRoute, UpdateProfileRoute } from './auth.routes.ts';
import * as service from './auth.service.ts';

export const setupRoles: AppRouteHandler<SetupRolesRoute> = async (c) => {
  const user = requireUser(c);
  const body = c.req.valid('json');
  const data = await service.setupRoles(user, { ...body, phone: body.phone || undefined });
  return c.json({ data }, 200);
};

export const getProfile: AppRouteHandler<GetProfileRoute> = async (c) => {
  return c.json({ data: await service.getProfile(requireUser(c)) }, 200);
};

export const updateProfile: AppRouteHandler<UpdateProfileRoute> = async (c) => {
  const user = requireUser(c);
  return c.json({ data: await service.updateProfile(user, c.req.valid('json')) }, 200);
};

export const setCurrentRole: AppRouteHandler<SetCurrentRoleRoute> = async (c) => {
  const user = requireUser(c);
  return c.json({ data: await service.setCurrentRole(user, c.req.valid('json').role) }, 200);
};
