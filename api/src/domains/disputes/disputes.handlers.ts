import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type {
  AddPhotoRoute,
  AdminListRoute,
  AnswerRoute,
  CreateRoute,
  ListMineRoute,
  ListReceivedRoute,
  ResolveRoute,
  ShowRoute,
} from './disputes.routes.ts';
import * as service from './disputes.service.ts';

export const create: AppRouteHandler<CreateRoute> = async (c) =>
  c.json({ data: await service.open(requireUser(c), c.req.valid('json')) }, 201);

export const listMine: AppRouteHandler<ListMineRoute> = async (c) =>
  c.json(await service.listMine(requireUser(c), c.req.valid('query')), 200);

export const listReceived: AppRouteHandler<ListReceivedRoute> = async (c) =>
  c.json(await service.listReceived(requireUser(c), c.req.valid('query')), 200);

export const show: AppRouteHandler<ShowRoute> = async (c) =>
  c.json({ data: await service.show(requireUser(c), c.req.valid('param').id) }, 200);

export const addPhoto: AppRouteHandler<AddPhotoRoute> = async (c) => {
  const { file, alt } = c.req.valid('form');
  return c.json({ data: await service.addPhoto(requireUser(c), c.req.valid('param').id, file, alt) }, 201);
};

export const answer: AppRouteHandler<AnswerRoute> = async (c) =>
  c.json({ data: await service.answer(requireUser(c), c.req.valid('param').id, c.req.valid('json').answer) }, 200);

export const adminList: AppRouteHandler<AdminListRoute> = async (c) => {
  const { status, ...page } = c.req.valid('query');
  return c.json(await service.listAll(status, page), 200);
};

export const resolve: AppRouteHandler<ResolveRoute> = async (c) =>
  c.json({ data: await service.resolve(requireUser(c), c.req.valid('param').id, c.req.valid('json')) }, 200);
