/** @module SQL of the auth domain: the `users` table. */
import { type Db, textArray } from '../../lib/db.ts';
import type { Role } from '../../middlewares/auth/permissions.ts';

export interface UserRow {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  city: string | null;
  profileImageUrl: string | null;
  roles: Role[];
  activeRole: Role;
  adminRequested: boolean;
  verificationStatus: 'none' | 'pending' | 'approved' | 'rejected';
  status: string;
  suspensionReason: string | null;
  preferences: { language: 'pt' | 'en'; currency: 'MZN' | 'USD'; notifications: boolean; emailMarketing: boolean };
  createdAt: Date;
}

/**
 * The user's row (created by the authentication middleware, so it exists for any authenticated caller); `lock` takes
 * its row lock until the transaction ends.
 */
export async function findUser(sql: Db, id: string, { lock = false } = {}): Promise<UserRow | undefined> {
  const [row]: [UserRow?] = lock
    ? await sql`select * from users where id = ${id} for update`
    : await sql`select * from users where id = ${id}`;
  return row;
}

/** Updates the given columns of a user and returns the row. */
export async function updateUser(sql: Db, id: string, changes: Partial<Omit<UserRow, 'id' | 'createdAt'>>) {
  const { roles, ...rest } = changes;
  if (roles) await sql`update users set roles = ${textArray(roles)}::text[] where id = ${id}`;
  const columns = Object.keys(rest) as (keyof typeof rest)[];
  if (columns.length === 0) return findUser(sql, id);
  const [row]: [UserRow?] = await sql`
    update users set ${sql(rest as Record<string, unknown>, ...columns)}, updated_at = now()
    where id = ${id}
    returning *
  `;
  return row;
}
