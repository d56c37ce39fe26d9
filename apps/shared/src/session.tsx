/**
 * @module The signed-in session: the Firebase user (observed continuously, spec 4 'Authentication') and the API
 * profile (roles, current role, permissions) that the server derives from the token's custom claims.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { User } from 'firebase/auth';
import useSWR from 'swr';
import type { components } from '@turismo/api-client/schema';
import { api, unwrap } from './api.ts';
import { hasStoredSession, loadedAuth, restoring, whenAuthLoaded } from './auth-state.ts';
import { forgetOwnData } from './offline.ts';
import type { Role } from './roles.ts';

export type Profile = components['schemas']['Profile'];

export interface Session {
  /** The Firebase user, or null when signed out. */
  user: User | null;
  /** True until Firebase has told whether someone is signed in. */
  loading: boolean;
  /** The API profile of the signed-in user (null while loading or signed out). */
  profile: Profile | null;
  /** Why the profile could not be loaded (the API answered an error or was unreachable), else null. */
  profileError: Error | null;
  roles: Role[];
  currentRole: Role;
  hasRole(role: Role): boolean;
  /** Whether the current user holds a permission of spec section 6 (the server checks it again). */
  can(permission: string): boolean;
  /** Refetches the profile (after roles or profile changes). */
  refreshProfile(): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => loadedAuth()?.auth.currentUser ?? null);
  // Firebase Auth loads only for a returning user or when someone signs in (./auth-state.ts, issue 13): until then
  // a visitor is signed out, known once the stored-session check has answered.
  const [loading, setLoading] = useState(() => hasStoredSession() || loadedAuth() !== null);

  useEffect(() => {
    let active = true;
    let unwatch = () => {};
    void restoring.then((found) => {
      if (active && !found && !loadedAuth()) setLoading(false);
    });
    const unsubscribe = whenAuthLoaded((loaded) => {
      if (!active) return;
      unwatch = loaded.watch((u) => {
        setUser(u);
        setLoading(false);
      });
    });
    return () => {
      active = false;
      unsubscribe();
      unwatch();
    };
  }, []);

  const { data: profile, error: profileError, mutate } = useSWR(
    user ? ['auth/profile', user.uid] : null,
    async () => (await unwrap(api.GET('/api/auth/profile'))).data,
  );

  const refreshProfile = useCallback(async () => {
    await mutate();
  }, [mutate]);

  const signOut = useCallback(async () => {
    await loadedAuth()?.signOut();
    // The person's cached bookings, tickets and chats leave the device with them (issue 14).
    await forgetOwnData();
    await mutate(undefined, { revalidate: false });
  }, [mutate]);

  const value = useMemo<Session>(() => {
    const roles = (profile?.roles ?? (user ? ['client'] : [])) as Role[];
    const permissions = new Set(profile?.permissions ?? []);
    return {
      user,
      loading,
      profile: user ? profile ?? null : null,
      profileError: user && profileError instanceof Error ? profileError : null,
      roles,
      currentRole: (profile?.currentRole ?? 'client') as Role,
      hasRole: (role) => roles.includes(role),
      can: (permission) => permissions.has(permission),
      refreshProfile,
      signOut,
    };
  }, [user, loading, profile, profileError, refreshProfile, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session. Must be used under {@link SessionProvider}. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
