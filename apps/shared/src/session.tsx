/**
 * @module The signed-in session: the Firebase user (observed continuously, spec 4 'Authentication') and the API
 * profile (roles, current role, permissions) that the server derives from the token's custom claims.
 */
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { User } from 'firebase/auth';
import type { components } from '@turismo/api-client/schema';
import { hasStoredSession, loadedAuth, restoring, whenAuthLoaded } from './auth-state.ts';
import type { Role } from './roles.ts';
import type { ProfileState } from './profile-sync.tsx';

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

/** The profile's loader, fetched when someone is signed in (a visitor never downloads it nor swr; issue 13). */
const ProfileSync = lazy(async () => ({ default: (await import('./profile-sync.tsx')).ProfileSync }));

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

  // The profile's swr state, reported by ProfileSync; only the current user's counts.
  const [profileState, setProfileState] = useState<ProfileState | null>(null);
  const current = user && profileState?.uid === user.uid ? profileState : null;
  const profile = current?.profile;
  const profileError = current?.error;
  const mutate = current?.mutate;

  const refreshProfile = useCallback(async () => {
    await mutate?.();
  }, [mutate]);

  const signOut = useCallback(async () => {
    await loadedAuth()?.signOut();
    // The person's cached bookings, tickets and chats leave the device with them (issue 14).
    // (./offline.ts loads then: it is not in a visitor's first script, issue 13.)
    await (await import('./offline.ts')).forgetOwnData();
    await mutate?.(undefined, { revalidate: false });
    setProfileState(null);
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

  return (
    <SessionContext.Provider value={value}>
      {user ? (
        <Suspense fallback={null}>
          <ProfileSync key={user.uid} uid={user.uid} onChange={setProfileState} />
        </Suspense>
      ) : null}
      {children}
    </SessionContext.Provider>
  );
}

/**
 * A session given whole, without Firebase and without the profile's request: Storybook's screens
 * (stories/src/screens) draw a signed-in partner's page with it from recorded answers. The apps use
 * {@link SessionProvider}.
 */
export function FixedSession({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session. Must be used under {@link SessionProvider}. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
