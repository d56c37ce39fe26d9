/**
 * @module The photos of a listing (issue 11, ADR 0023): list, upload (multipart/form-data), cover, order, delete.
 * App-wide (src/lib): the lodging, events and rides features all manage photos.
 */
import useSWR from 'swr';
import type { Schema } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';

export type PhotoTarget = Schema<'MediaTarget'>;
export type ListingPhoto = Schema<'Photo'>;

export const photosKey = (targetType: PhotoTarget, targetId: string) => ['photos', targetType, targetId] as const;

export async function getPhotos(targetType: PhotoTarget, targetId: string) {
  return (await unwrap(api.GET('/api/photos/{targetType}/{targetId}', { params: { path: { targetType, targetId } } })))
    .data;
}

export function usePhotos(targetType: PhotoTarget, targetId: string) {
  return useSWR(photosKey(targetType, targetId), ([, type, id]) => getPhotos(type, id));
}

/**
 * Uploads one image as multipart/form-data (`file`, optional `alt`). openapi-fetch passes a FormData body through
 * untouched and lets the browser set the boundary; the typed body (`file: string`) is the schema's view of a binary.
 */
export async function uploadPhoto(targetType: PhotoTarget, targetId: string, file: File, alt?: string) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (alt) form.append('alt', alt);
  return (await unwrap(api.POST('/api/photos/{targetType}/{targetId}', {
    params: { path: { targetType, targetId } },
    body: form as unknown as Schema<'PhotoUpload'>,
  }))).data;
}

export async function setCover(id: string) {
  return (await unwrap(api.PUT('/api/photos/{id}/cover', { params: { path: { id } } }))).data;
}

/** Sets the order: `ids` must list exactly the target's photos. */
export async function reorderPhotos(targetType: PhotoTarget, targetId: string, ids: string[]) {
  return (await unwrap(api.PUT('/api/photos/{targetType}/{targetId}/order', {
    params: { path: { targetType, targetId } },
    body: { ids },
  }))).data;
}

export async function deletePhoto(id: string) {
  await unwrap(api.DELETE('/api/photos/{id}', { params: { path: { id } } }));
}

/** Sets a photo's text alternative for screen readers (at most 200 characters; '' falls back to the listing name). */
export async function describePhoto(id: string, alt: string) {
  return (await unwrap(api.PUT('/api/photos/{id}/alt', { params: { path: { id } }, body: { alt } }))).data;
}
