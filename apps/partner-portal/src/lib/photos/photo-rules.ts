/** @module The photo manager's rules (issue 11, ADR 0023): the size limit, its message and moving a photo in the order. */
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '@turismo/rules/photos.ts';

/** The API's limit per image (ADR 0023), checked before sending so a phone does not upload 15 MB in vain. */
export const MAX_PHOTO_BYTES = MAX_IMAGE_BYTES;
/** The API's own text for an oversize image (413 PAYLOAD_TOO_LARGE). */
export const TOO_LARGE = IMAGE_TOO_LARGE_MESSAGE;

/** Moves `ids[index]` by `delta` places; the result lists the same ids. */
export function moved(ids: string[], index: number, delta: -1 | 1): string[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + delta, 0, id!);
  return next;
}
