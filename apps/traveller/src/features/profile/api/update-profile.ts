/** @module PUT /api/auth/profile: saves the personal data and preferences of the signed-in user. */
import { api, unwrap } from '@turismo/app-core/api';
import type { Profile } from '@turismo/app-core/session';
import type { City } from '../lib/profile-form.ts';

export type ProfileUpdate = {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  city?: City | null;
  preferences?: Partial<Profile['preferences']>;
};

/** Saves the changed fields and returns the updated profile. */
export async function updateProfile(body: ProfileUpdate): Promise<Profile> {
  const { data } = await unwrap(api.PUT('/api/auth/profile', { body }));
  return data;
}
