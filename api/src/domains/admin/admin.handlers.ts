import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type {
  ApproveVerificationRoute,
  CancelFutureBookingsRoute,
  GetUserRoute,
  ListUsersRoute,
  ReactivateRoute,
  RejectVerificationRoute,
  SuspendRoute,
} from './admin.routes.ts';
import {
  cancelSuspendedProviderBookings,
  getAdminUserDetails,
  listAdminUsers,
  reactivateUser,
  reviewVerification,
  suspendUser,
} from './admin.service.ts';

export const listUsers: AppRouteHandler<ListUsersRoute> = async (c) => {
  return c.json({ data: await listAdminUsers(c.req.valid('query')) }, 200);
};

export const getUser: AppRouteHandler<GetUserRoute> = async (c) => {
  return c.json({ data: await getAdminUserDetails(c.req.valid('param').id) }, 200);
};

export const approveVerification: AppRouteHandler<ApproveVerificationRoute> = async (c) => {
  const admin = requireUser(c);
  return c.json({ data: await reviewVerification(admin.uid, c.req.valid('param').id, 'approved', null) }, 200);
};

export const rejectVerification: AppRouteHandler<RejectVerificationRoute> = async (c) => {
  const admin = requireUser(c);
  const { reason } = c.req.valid('json');
  return c.json({ data: await reviewVerification(admin.uid, c.req.valid('param').id, 'rejected', reason) }, 200);
};

export const suspend: AppRouteHandler<SuspendRoute> = async (c) => {
  const admin = requireUser(c);
  return c.json({ data: await suspendUser(admin.uid, c.req.valid('param').id, c.req.valid('json').reason) }, 200);
};

export const reactivate: AppRouteHandler<ReactivateRoute> = async (c) => {
  const admin = requireUser(c);
  return c.json({ data: await reactivateUser(admin.uid, c.req.valid('param').id) }, 200);
};

export const cancelFutureBookings: AppRouteHandler<CancelFutureBookingsRoute> = async (c) => {
  const admin = requireUser(c);
  return c.json({ data: await cancelSuspendedProviderBookings(admin.uid, c.req.valid('param').id) }, 200);
};
