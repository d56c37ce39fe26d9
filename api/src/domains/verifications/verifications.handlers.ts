import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type { GetMineRoute, SubmitRoute } from './verifications.routes.ts';
import { getMyVerification, submitVerification } from './verifications.service.ts';

export const getMine: AppRouteHandler<GetMineRoute> = async (c) => {
  return c.json({ data: await getMyVerification(requireUser(c).uid) }, 200);
};

export const submit: AppRouteHandler<SubmitRoute> = async (c) => {
  return c.json({ data: await submitVerification(requireUser(c).uid, c.req.valid('json')) }, 201);
};
