/**
 * @module Photos (issue 11 'Photos', ADR 0023): owner-only uploads, order, cover and deletion; the variants served
 * with immutable cache headers. Writes to a target serialise on its rows (`for update`).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { sql } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { processImage, type VariantName } from './media.images.ts';
import * as repo from './media.repo.ts';
import { MAX_PHOTOS, MEDIA_MESSAGES, type MediaTarget, type Photo } from './media.schemas.ts';
import { type MediaStore, mediaStoreFor, PostgresMediaStore } from './media.storage.ts';

/** The store new uploads go to (S3 when MEDIA_S3_BUCKET is set, else PostgreSQL). */
export const mediaStore: MediaStore = mediaStoreFor(sql, Deno.env.toObject());
const postgresStore = new PostgresMediaStore(sql);
const storeOf = (kind: 'postgres' | 's3') =>
  kind === mediaStore.kind ? mediaStore : kind === 'postgres' ? postgresStore : null;

/** The permission a role needs to add photos to a target (spec 6); avatars need none. */
const PERMISSION: Record<MediaTarget, string | null> = {
  establishment: 'accommodation.manage',
  room_type: 'accommodation.manage',
  event: 'event.manage',
  vehicle: 'ride.create',
  avatar: null,
  dispute: null,
};

const keyOf = (id: string, variant: VariantName) => `${id}/${variant}.webp`;

/**
 * Checks that `user` may change the photos of the target, before its body is read.
 * @throws 403 FORBIDDEN without the target type's permission or when another user owns the target; 404 NOT_FOUND
 *   when it does not exist
 */
export async function assertTargetOwner(user: AuthUser, type: MediaTarget, targetId: string) {
  const permission = PERMISSION[type];
  if (permission && !user.permissions.includes(permission)) throw errors.forbidden(permission);
  const owner = await repo.ownerOfTarget(sql, type, targetId);
  if (!owner) throw errors.notFound('Destino da fotografia não encontrado.');
  if (owner !== user.uid) throw errors.forbidden();
}

/** The photos of one target (public), cover first. */
export async function listPhotos(type: MediaTarget, targetId: string): Promise<Photo[]> {
  return (await repo.photosOf(sql, type, [targetId])).get(targetId) ?? [];
}

/**
 * Stores one uploaded image as a new photo of the target (the caller was checked by {@link assertTargetOwner}). The
 * first photo of a listing becomes its cover; a new avatar replaces the old one and becomes the profile image.
 * @throws 400 from processImage; 409 MEDIA_LIMIT when the target already holds its maximum
 */
export async function uploadPhoto(user: AuthUser, type: MediaTarget, targetId: string, file: File, alt = '') {
  const image = await processImage(new Uint8Array(await file.arrayBuffer()));
  const id = crypto.randomUUID();
  const variants = image.variants.map((v) => ({
    variant: v.name,
    width: v.width,
    height: v.height,
    bytesLength: v.bytes.length,
    etag: `"${createHash('sha256').update(v.bytes).digest('hex').slice(0, 32)}"`,
    bytes: v.bytes,
  }));
  const storeBytes = (store: MediaStore) =>
    Promise.all(variants.map((v) => store.put(keyOf(id, v.variant), v.bytes, 'image/webp')));
  // S3 objects are written before the rows (a failed insert removes them); PostgreSQL blobs inside the transaction.
  if (mediaStore.kind === 's3') await storeBytes(mediaStore);
  let replaced: repo.MediaRow[] = [];
  try {
    await sql.begin(async (tx) => {
      const existing = await repo.lockTargetMedia(tx, type, targetId);
      replaced = type === 'avatar' ? existing : [];
      const kept = existing.length - replaced.length;
      if (kept >= MAX_PHOTOS[type]) {
        throw new AppError(409, 'MEDIA_LIMIT', MEDIA_MESSAGES.tooMany(MAX_PHOTOS[type]));
      }
      for (const old of replaced) await repo.deleteMedia(tx, old.id);
      await repo.insertMedia(tx, {
        id,
        ownerId: user.uid,
        targetType: type,
        targetId,
        position: Math.max(-1, ...existing.map((m) => m.position)) + 1,
        isCover: kept === 0,
        alt,
        sourceType: image.sourceType,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        storage: mediaStore.kind,
      }, variants);
      if (mediaStore.kind === 'postgres') await storeBytes(new PostgresMediaStore(tx));
      if (type === 'avatar') await repo.setAvatarUrl(tx, user.uid, repo.variantUrl(id, 'w320'));
    });
  } catch (err) {
    if (mediaStore.kind === 's3') await mediaStore.delete(variants.map((v) => keyOf(id, v.variant))).catch(() => {});
    throw err;
  }
  await removeBytes(replaced);
  const photo = await repo.findMedia(sql, id);
  return repo.toPhoto(photo!);
}

/** Deletes the variant bytes of removed photos (best effort: rows are gone, orphans only cost space). */
async function removeBytes(rows: readonly repo.MediaRow[]) {
  for (const row of rows) {
    const keys = (['w320', 'w640', 'w1280'] as const).map((v) => keyOf(row.id, v));
    await storeOf(row.storage)?.delete(keys).catch((err) => console.error('media: bytes not deleted', err));
  }
}

/** The photo, if `user` owns it. @throws 404 NOT_FOUND when it does not exist, 403 FORBIDDEN when another's */
async function ownPhoto(user: AuthUser, id: string) {
  const photo = await repo.findMedia(sql, id);
  if (!photo) throw errors.notFound('Fotografia não encontrada.');
  if (photo.ownerId !== user.uid) throw errors.forbidden();
  return photo;
}

/** Deletes a photo of the caller; when it was the cover, the next one in order becomes the cover. */
export async function deletePhoto(user: AuthUser, id: string) {
  const photo = await ownPhoto(user, id);
  await sql.begin(async (tx) => {
    const rows = await repo.lockTargetMedia(tx, photo.targetType, photo.targetId);
    await repo.deleteMedia(tx, id);
    if (photo.storage === 'postgres') {
      await new PostgresMediaStore(tx).delete((['w320', 'w640', 'w1280'] as const).map((v) => keyOf(id, v)));
    }
    const next = rows.find((r) => r.id !== id);
    if (photo.isCover && next && photo.targetType !== 'avatar') {
      await repo.setCover(tx, photo.targetType, photo.targetId, next.id);
    }
    if (photo.targetType === 'avatar') await repo.setAvatarUrl(tx, user.uid, null);
  });
  if (photo.storage === 's3') await removeBytes([photo]);
}

/** Sets the text alternative of a photo of the caller (trimmed, at most 200 characters; '' for none). */
export async function describePhoto(user: AuthUser, id: string, alt: string): Promise<Photo> {
  const photo = await ownPhoto(user, id);
  await repo.setAlt(sql, id, alt);
  return repo.toPhoto({ ...photo, alt });
}

/** Makes a photo of the caller the cover of its target. */
export async function choosePhotoCover(user: AuthUser, id: string): Promise<Photo> {
  const photo = await ownPhoto(user, id);
  await sql.begin(async (tx) => {
    await repo.lockTargetMedia(tx, photo.targetType, photo.targetId);
    await repo.setCover(tx, photo.targetType, photo.targetId, id);
  });
  return repo.toPhoto({ ...photo, isCover: true });
}

/**
 * Puts the target's photos in the given order. @throws 400 VALIDATION_ERROR unless `ids` holds exactly its photos
 * @returns the photos in their new order
 */
export async function reorderPhotos(type: MediaTarget, targetId: string, ids: readonly string[]): Promise<Photo[]> {
  await sql.begin(async (tx) => {
    const rows = await repo.lockTargetMedia(tx, type, targetId);
    const current = new Set(rows.map((r) => r.id));
    if (ids.length !== current.size || new Set(ids).size !== ids.length || !ids.every((id) => current.has(id))) {
      throw errors.validation(MEDIA_MESSAGES.order, 'ids');
    }
    await repo.setPositions(tx, ids);
  });
  return await listPhotos(type, targetId);
}

/** A variant to serve: its ETag and, unless `ifNoneMatch` names it, its bytes. Null when none has the id. */
/** The share crops made so far (each from an immutable variant: never stale), about 100 KB each. */
const shareImages = new LRUCache<string, Uint8Array>({ max: 200 });

/**
 * A photo's link-preview image (issue 26, ADR 0046): the w1280 variant cropped to 1200x630 (Open Graph's 1.91:1, the
 * size WhatsApp, Facebook and X show large), centred, as a JPEG (quality 82) since not every preview reader takes
 * WebP. Made on first request from the stored variant and kept in memory; its ETag is the variant's with `-share`.
 * @returns null when the photo does not exist; `bytes: null` when `ifNoneMatch` names its ETag (304)
 */
export async function readShareImage(id: string, ifNoneMatch: string | undefined) {
  const found = await readVariant(id, 'w1280', undefined);
  if (!found?.bytes) return null;
  // The variant's ETag is a quoted hash: '"<hash>"' becomes '"<hash>-share"'.
  const etag = `${found.etag.slice(0, -1)}-share"`;
  const tags = (ifNoneMatch ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (tags.includes(etag) || tags.includes('*')) return { etag, bytes: null };
  let bytes = shareImages.get(id);
  if (!bytes) {
    bytes = new Uint8Array(
      await sharp(found.bytes).resize(1200, 630, { fit: 'cover', position: 'attention' }).jpeg({ quality: 82 })
        .toBuffer(),
    );
    shareImages.set(id, bytes);
  }
  return { etag, bytes };
}

export async function readVariant(id: string, variant: VariantName, ifNoneMatch: string | undefined) {
  const row = await repo.findVariant(sql, id, variant);
  if (!row) return null;
  const tags = (ifNoneMatch ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (tags.includes(row.etag) || tags.includes('*')) return { etag: row.etag, bytes: null };
  const bytes = await storeOf(row.storage)?.get(keyOf(id, variant));
  if (!bytes) return null;
  return { etag: row.etag, bytes };
}
