import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import { errors } from '../../lib/errors.ts';
import { VERIFICATION_MESSAGES } from './verifications.schemas.ts';
import type { GetMineRoute, SubmitRoute } from './verifications.routes.ts';
import { getMyVerification, submitVerification } from './verifications.service.ts';

export const getMine: AppRouteHandler<GetMineRoute> = async (c) => {
  return c.json({ data: await getMyVerification(requireUser(c).uid) }, 200);
};

export const submit: AppRouteHandler<SubmitRoute> = async (c) => {
  const user = requireUser(c);
  // One of the two bodies was validated, by its Content-Type: multipart/form-data (files) or JSON (data: URLs).
  const type = c.req.header('Content-Type')?.toLowerCase() ?? '';
  const body = type.startsWith('multipart/form-data') ? c.req.valid('form') : c.req.valid('json');
  if (!('profilePhoto' in body)) throw errors.validation(VERIFICATION_MESSAGES.photosRequired);
  return c.json({ data: await submitVerification(user.uid, body) }, 201);
};
