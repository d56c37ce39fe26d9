/** @module POST /api/auth/setup-roles: records the roles chosen at sign-up (spec 7, DECISIONS.md 3). */
import type { User } from 'firebase/auth';
import { api, unwrap } from '@turismo/app-core/api';
import type { Role } from '@turismo/app-core/roles';

/** Body variant A: the email sign-up forms. */
export interface SetupRolesFromForm {
  roles: Role[];
  firstName: string;
  lastName: string;
  phone?: string;
}

/** Body variant B: after a Google sign-in, from the identity provider's user. */
export interface SetupRolesFromProvider {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  roles: Role[];
}

/**
 * Sends the roles, then forces a fresh ID token so its custom claims carry them.
 * @param user the signed-in Firebase user (the API client sends its bearer token)
 * @returns the API profile
 */
export async function setupRoles(user: User, body: SetupRolesFromForm | SetupRolesFromProvider) {
  const { data } = await unwrap(api.POST('/api/auth/setup-roles', { body }));
  await user.getIdToken(true);
  return data;
}
