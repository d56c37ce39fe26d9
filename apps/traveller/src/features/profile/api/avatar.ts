/**
 * @module The user's avatar (issue 11, ADR 0023): one photo of target `avatar` and the user's id, uploaded as
 * multipart/form-data (POST /api/photos/avatar/{userId}); a new one replaces the old and becomes the profile image.
 */
import type { Schema } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';

/** Uploads `file` as the avatar of `userId` (the caller). @throws ApiError 400/413 with the API's message. */
export async function uploadAvatar(userId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await unwrap(api.POST('/api/photos/{targetType}/{targetId}', {
    params: { path: { targetType: 'avatar', targetId: userId } },
    body: form as unknown as Schema<'PhotoUpload'>,
  }))).data;
}
