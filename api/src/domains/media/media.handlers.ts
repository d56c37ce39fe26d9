import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import { errors } from '../../lib/errors.ts';
import type { VariantName } from './media.images.ts';
import type {
  ChooseCoverRoute,
  DescribeRoute,
  ListRoute,
  RemoveRoute,
  ReorderRoute,
  ServeRoute,
  UploadRoute,
} from './media.routes.ts';
import * as service from './media.service.ts';

/** A year: variants never change, so browsers and CDNs keep them (RFC 8246 immutable). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const list: AppRouteHandler<ListRoute> = async (c) => {
  const { targetType, targetId } = c.req.valid('param');
  return c.json({ data: await service.listPhotos(targetType, targetId) }, 200);
};

export const upload: AppRouteHandler<UploadRoute> = async (c) => {
  const { targetType, targetId } = c.req.valid('param');
  const { file, alt } = c.req.valid('form');
  return c.json({ data: await service.uploadPhoto(requireUser(c), targetType, targetId, file, alt) }, 201);
};

export const reorder: AppRouteHandler<ReorderRoute> = async (c) => {
  const { targetType, targetId } = c.req.valid('param');
  return c.json({ data: await service.reorderPhotos(targetType, targetId, c.req.valid('json').ids) }, 200);
};

export const describe: AppRouteHandler<DescribeRoute> = async (c) => {
  return c.json(
    { data: await service.describePhoto(requireUser(c), c.req.valid('param').id, c.req.valid('json').alt) },
    200,
  );
};

export const chooseCover: AppRouteHandler<ChooseCoverRoute> = async (c) => {
  return c.json({ data: await service.choosePhotoCover(requireUser(c), c.req.valid('param').id) }, 200);
};

export const remove: AppRouteHandler<RemoveRoute> = async (c) => {
  await service.deletePhoto(requireUser(c), c.req.valid('param').id);
  return c.body(null, 204);
};

export const serve: AppRouteHandler<ServeRoute> = async (c) => {
  const { id, file } = c.req.valid('param');
  const share = file === 'share.jpg';
  const found = share
    ? await service.readShareImage(id, c.req.header('If-None-Match'))
    : await service.readVariant(id, file.replace('.webp', '') as VariantName, c.req.header('If-None-Match'));
  if (!found) throw errors.notFound('Imagem não encontrada.');
  c.header('Cache-Control', IMMUTABLE);
  c.header('ETag', found.etag);
  if (!found.bytes) return c.body(null, 304);
  c.header('Content-Type', share ? 'image/jpeg' : 'image/webp');
  return c.body(found.bytes as Uint8Array<ArrayBuffer>, 200);
};
