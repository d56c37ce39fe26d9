/** @module PUT /api/auth/current-role: switches the active role among the owned ones (spec 4 'Role switching'). */
import { api, unwrap } from '@turismo/app-core/api';
import type { Role } from '@turismo/app-core/roles';

/** Sets the current role. The API answers 403 ROLE_NOT_OWNED for a role the user does not hold. */
export async function switchCurrentRole(role: Role) {
  const { data } = await unwrap(api.PUT('/api/auth/current-role', { body: { role } }));
  return data;
}
