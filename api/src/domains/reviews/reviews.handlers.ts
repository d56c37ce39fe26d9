import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type {
  EditRoute,
  HideRoute,
  ListRoute,
  ListTravellerRoute,
  ReplyRoute,
  ReportedRoute,
  ReportRoute,
  ReviewableRoute,
  WriteRoute,
} from './reviews.routes.ts';
import * as service from './reviews.service.ts';

export const write: AppRouteHandler<WriteRoute> = async (c) => {
  const user = requireUser(c);
  return c.json({ data: await service.writeReview(user, c.req.valid('param').bookingId, c.req.valid('json')) }, 201);
};

export const edit: AppRouteHandler<EditRoute> = async (c) => {
  const user = requireUser(c);
  return c.json({ data: await service.editReview(user, c.req.valid('param').bookingId, c.req.valid('json')) }, 200);
};

export const reviewable: AppRouteHandler<ReviewableRoute> = async (c) => {
  return c.json({ data: await service.listReviewable(requireUser(c)) }, 200);
};

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { subject, id } = c.req.valid('param');
  const { page, pageSize } = c.req.valid('query');
  return c.json({ data: await service.listReviews(subject, id, page, pageSize) }, 200);
};

export const listTraveller: AppRouteHandler<ListTravellerRoute> = async (c) => {
  const { page, pageSize } = c.req.valid('query');
  return c.json({ data: await service.listReviews('travellers', c.req.valid('param').id, page, pageSize) }, 200);
};

export const reply: AppRouteHandler<ReplyRoute> = async (c) => {
  const user = requireUser(c);
  return c.json({ data: await service.reply(user, c.req.valid('param').id, c.req.valid('json').reply) }, 200);
};

export const report: AppRouteHandler<ReportRoute> = async (c) => {
  const user = requireUser(c);
  return c.json({ data: await service.report(user, c.req.valid('param').id, c.req.valid('json').reason) }, 201);
};

export const hide: AppRouteHandler<HideRoute> = async (c) => {
  const user = requireUser(c);
  return c.json({ data: await service.hide(user, c.req.valid('param').id, c.req.valid('json').reason) }, 200);
};

export const reported: AppRouteHandler<ReportedRoute> = async (c) => {
  return c.json({ data: await service.listReported() }, 200);
};
