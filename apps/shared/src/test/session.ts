/** @module Test helper: a complete fake session for `vi.mocked(useSession).mockReturnValue(...)`. */
import { vi } from 'vitest';
import type { Profile, Session } from '../session.tsx';
import type { Role } from '../roles.ts';

/** A signed-in Firebase user as the components read it. */
export const fakeUser = { uid: 'u1', email: 'cliente@demo.co.mz' } as unknown as NonNullable<Session['user']>;

/** The demo account of the highest of `roles` (README), e.g. ['client', 'driver'] -> 'motorista@demo.co.mz'. */
export function demoEmail(roles: readonly Role[]): string {
  const local = roles.includes('admin') ? 'admin' : roles.includes('driver') ? 'motorista'
    : roles.includes('hotel_manager') ? 'hotel' : roles.includes('event') ? 'eventos' : 'cliente';
  return `${local}@demo.co.mz`;
}

/** A profile with the given roles and verification status. */
export function fakeProfile(roles: Role[], verificationStatus: Profile['verificationStatus'] = 'approved'): Profile {
  return {
    id: 'p1',
    uid: 'u1',
    email: demoEmail(roles),
    firstName: 'Ana',
    lastName: 'Macuácua',
    displayName: demoEmail(roles).split('@')[0],
    phone: null,
    city: 'Maputo',
    profileImageUrl: null,
    roles,
    currentRole: roles[0] ?? 'client',
    permissions: [],
    verificationStatus,
    accountStatus: 'active',
    suspensionReason: null,
    adminRequested: false,
    emailVerified: true,
    preferences: { language: 'pt', currency: 'MZN', notifications: true, emailMarketing: false },
    createdAt: '2026-11-01T08:30:00.000Z',
  } as Profile;
}

/**
 * A session: signed out by default; `signedIn(roles, status)` for a signed-in one.
 * @example vi.mocked(useSession).mockReturnValue(signedIn(['client', 'driver'], 'pending'))
 */
export function signedOut(overrides: Partial<Session> = {}): Session {
  return {
    user: null,
    loading: false,
    profile: null,
    profileError: null,
    roles: [],
    currentRole: 'client',
    hasRole: () => false,
    can: () => false,
    refreshProfile: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

export function signedIn(roles: Role[], verificationStatus: Profile['verificationStatus'] = 'approved'): Session {
  const profile = fakeProfile(roles, verificationStatus);
  return signedOut({
    user: { ...fakeUser, email: profile.email } as NonNullable<Session['user']>,
    profile,
    roles,
    currentRole: profile.currentRole as Role,
    hasRole: (role) => roles.includes(role),
    can: (permission) => profile.permissions.includes(permission),
  });
}
