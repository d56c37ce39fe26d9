/**
 * @module The demo accounts (issue 2): created in the identity provider (the emulator in development) and in the
 * database, password `segredo123`. Idempotent.
 */
import { type Db, textArray } from '../lib/db.ts';
import { adminAuth } from '../lib/firebase.ts';
import type { Role } from '../middlewares/auth/permissions.ts';

export const DEMO_PASSWORD = 'segredo123';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  city: string;
  roles: Role[];
  verified: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'cliente@demo.co.mz',
    firstName: 'Ana',
    lastName: 'Macuácua',
    phone: '+258841234567',
    city: 'Maputo',
    roles: ['client'],
    verified: false,
  },
  {
    email: 'motorista@demo.co.mz',
    firstName: 'Carlos',
    lastName: 'Nhantumbo',
    phone: '+258827654321',
    city: 'Maputo',
    roles: ['client', 'driver'],
    verified: true,
  },
  {
    email: 'hotel@demo.co.mz',
    firstName: 'Graça',
    lastName: 'Cossa',
    phone: '+258868765432',
    city: 'Inhambane',
    roles: ['client', 'hotel_manager'],
    verified: true,
  },
  {
    email: 'eventos@demo.co.mz',
    firstName: 'Helena',
    lastName: 'Mondlane',
    phone: '+258845551234',
    city: 'Maputo',
    roles: ['client', 'event'],
    verified: true,
  },
  {
    email: 'admin@demo.co.mz',
    firstName: 'Joaquim',
    lastName: 'Sitoe',
    phone: '+258849990000',
    city: 'Maputo',
    roles: ['client', 'admin'],
    verified: false,
  },
];

/**
 * Creates (or updates) demo accounts in the identity provider (the emulator in development) and in `users`:
 * password `segredo123`, role claims, names, phone and city, and an approved verification when `verified`.
 * @returns the Firebase uid of each e-mail
 */
export async function upsertDemoAccounts(sql: Db, accounts: readonly DemoUser[]): Promise<Map<string, string>> {
  const auth = adminAuth();
  const uids = new Map<string, string>();
  for (const u of accounts) {
    let uid: string;
    try {
      uid = (await auth.getUserByEmail(u.email)).uid;
    } catch {
      uid = (await auth.createUser({
        email: u.email,
        password: DEMO_PASSWORD,
        displayName: `${u.firstName} ${u.lastName}`,
        emailVerified: true,
      })).uid;
    }
    await auth.setCustomUserClaims(uid, { roles: u.roles });
    await sql`
      insert into users (id, email, first_name, last_name, phone, city, roles, verification_status)
      values (${uid}, ${u.email}, ${u.firstName}, ${u.lastName}, ${u.phone}, ${u.city}, ${textArray(u.roles)}::text[],
              ${u.verified ? 'approved' : 'none'})
      on conflict (id) do update set
        email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
        roles = excluded.roles, verification_status = excluded.verification_status
    `;
    uids.set(u.email, uid);
  }
  return uids;
}

/**
 * Creates (or updates) the five demo accounts of issue 2.
 * @returns the Firebase uid of each demo e-mail
 */
export function seedDemoUsers(sql: Db): Promise<Map<string, string>> {
  return upsertDemoAccounts(sql, DEMO_USERS);
}
