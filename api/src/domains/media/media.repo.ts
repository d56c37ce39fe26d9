/** @module SQL of the photos domain (issue 11 'Photos'). */
import type { Db } from '../../lib/db.ts';
import type { MediaTarget, Photo } from './media.schemas.ts';
import type { VariantName } from './media.images.ts';
import { isUuid } from '../../lib/ids.ts';

export interface MediaRow {
  id: string;
  ownerId: string;
  targetType: MediaTarget;
  targetId: string;
  position: number;
  isCover: boolean;
  alt: string;
  width: number;
  height: number;
  placeholder: string;
  storage: 'postgres' | 's3';
}

/** The user who may change the photos of a target, or undefined when the target does not exist. */
export async function ownerOfTarget(sql: Db, type: MediaTarget, id: string): Promise<string | undefined> {
  if (type === 'vehicle' || type === 'avatar') {
    const [row]: [{ id: string }?] = await sql`select id from users where id = ${id}`;
    return row?.id;
  }
  if (!isUuid(id)) return undefined;
  const [row]: [{ ownerId: string }?] = type === 'establishment'
    ? await sql`select manager_id as owner_id from establishments where id = ${id}`
    : type === 'room_type'
    ? await sql`
      select e.manager_id as owner_id from room_types rt join establishments e on e.id = rt.establishment_id
      where rt.id = ${id}
    `
    : type === 'dispute'
    ? await sql`select client_id as owner_id from disputes where id = ${id}`
    : await sql`select organiser_id as owner_id from events where id = ${id}`;
  return row?.ownerId;
}

export async function findMedia(sql: Db, id: string): Promise<MediaRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row]: [MediaRow?] = await sql`
    select id, owner_id, target_type, target_id, position, is_cover, alt, width, height, placeholder, storage
    from media where id = ${id}
  `;
  return row;
}

/**
 * The photos of a target, locked: uploads, reorder, cover and delete serialise per target. A transaction-scoped
 * advisory lock on the target (rows alone cannot lock a target with no photo yet: two first uploads would both become
 * the cover), then the rows `for update`.
 */
export async function lockTargetMedia(sql: Db, type: MediaTarget, id: string): Promise<MediaRow[]> {
  await sql`select pg_advisory_xact_lock(hashtext(${`media:${type}:${id}`}))`;
  return await sql<MediaRow[]>`
    select id, owner_id, target_type, target_id, position, is_cover, alt, width, height, placeholder, storage
    from media where target_type = ${type} and target_id = ${id}
    order by position, created_at
    for update
  `;
}

export interface NewMedia {
  ownerId: string;
  targetType: MediaTarget;
  targetId: string;
  position: number;
  isCover: boolean;
  alt: string;
  sourceType: string;
  width: number;
  height: number;
  placeholder: string;
  storage: 'postgres' | 's3';
}

export async function insertMedia(
  sql: Db,
  media: NewMedia & { id: string },
  variants: { variant: VariantName; width: number; height: number; bytesLength: number; etag: string }[],
) {
  await sql`
    insert into media ${
    sql(
      media,
      'id',
      'ownerId',
      'targetType',
      'targetId',
      'position',
      'isCover',
      'alt',
      'sourceType',
      'width',
      'height',
      'placeholder',
      'storage',
    )
  }
  `;
  await sql`
    insert into media_variants ${
    sql(
      variants.map((v) => ({ ...v, mediaId: media.id })),
      'mediaId',
      'variant',
      'width',
      'height',
      'bytesLength',
      'etag',
    )
  }
  `;
}

export async function deleteMedia(sql: Db, id: string) {
  await sql`delete from media where id = ${id}`;
}

export async function setCover(sql: Db, type: MediaTarget, targetId: string, mediaId: string | null) {
  await sql`update media set is_cover = false where target_type = ${type} and target_id = ${targetId} and is_cover`;
  if (mediaId) await sql`update media set is_cover = true where id = ${mediaId}`;
}

export async function setAlt(sql: Db, id: string, alt: string) {
  await sql`update media set alt = ${alt} where id = ${id}`;
}

export async function setPositions(sql: Db, ids: readonly string[]) {
  for (const [position, id] of ids.entries()) await sql`update media set position = ${position} where id = ${id}`;
}

export async function setAvatarUrl(sql: Db, userId: string, url: string | null) {
  await sql`update users set profile_image_url = ${url}, updated_at = now() where id = ${userId}`;
}

export interface VariantRow {
  etag: string;
  bytesLength: number;
  storage: 'postgres' | 's3';
}

export async function findVariant(sql: Db, id: string, variant: VariantName): Promise<VariantRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row]: [VariantRow?] = await sql`
    select v.etag, v.bytes_length, m.storage from media_variants v join media m on m.id = v.media_id
    where v.media_id = ${id} and v.variant = ${variant}
  `;
  return row;
}

/** The URL of a variant, served by GET /api/media/{id}/{file}. */
export const variantUrl = (id: string, variant: VariantName) => `/api/media/${id}/${variant}.webp`;

/** A row as the API returns it. */
export function toPhoto(row: Pick<MediaRow, 'id' | 'alt' | 'placeholder' | 'isCover' | 'width' | 'height'>): Photo {
  return {
    id: row.id,
    alt: row.alt,
    placeholder: row.placeholder,
    isCover: row.isCover,
    width: row.width,
    height: row.height,
    variants: {
      w320: variantUrl(row.id, 'w320'),
      w640: variantUrl(row.id, 'w640'),
      w1280: variantUrl(row.id, 'w1280'),
    },
  };
}

/**
 * The photos of many targets of one type at once (for listings): cover first, then in the owner's order.
 * @returns a map from target id to its photos (targets without photos are absent)
 */
export async function photosOf(sql: Db, type: MediaTarget, ids: readonly string[]): Promise<Map<string, Photo[]>> {
  const map = new Map<string, Photo[]>();
  if (!ids.length) return map;
  const rows = await sql<(MediaRow)[]>`
    select id, target_id, is_cover, alt, width, height, placeholder
    from media where target_type = ${type} and target_id in ${sql(ids)}
    order by target_id, is_cover desc, position, created_at
  `;
  for (const row of rows) {
    const list = map.get(row.targetId) ?? [];
    list.push(toPhoto(row));
    map.set(row.targetId, list);
  }
  return map;
}
