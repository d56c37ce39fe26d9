/**
 * @module Firebase Auth on demand (issue 13, 'The front end on a cheap phone', ADR 0036). The Firebase SDK (about
 * 30 KiB gzip, and Google's gapi script for popups) is not in the apps' first script: a signed-out visitor never
 * downloads it. It loads
 * - at once when the browser holds a persisted Firebase session (a returning user: the `firebase:authUser:` key in
 *   localStorage, or one in the IndexedDB database older builds used) or a pending Google redirect;
 * - when a screen that signs in imports `./firebase.ts` (the sign-in dialog and pages, statically);
 * - when another tab signs in (a `storage` event on the session key).
 * This module imports nothing from Firebase, so the session and the API client can use it from the first script.
 */
import type { Auth, User } from 'firebase/auth';

/** What the session and the API client need from the loaded SDK (announced by ./firebase.ts when it runs). */
export interface LoadedAuth {
  auth: Auth;
  /** Observes sign-in, sign-out and token refresh (Firebase's onIdTokenChanged). Returns the unsubscribe function. */
  watch(listener: (user: User | null) => void): () => void;
  signOut(): Promise<void>;
}

let loaded: LoadedAuth | null = null;
let loading: Promise<LoadedAuth> | null = null;
const listeners = new Set<(auth: LoadedAuth) => void>();

/** Called once by ./firebase.ts when the SDK has been initialised (however it was imported). */
export function announceAuth(auth: LoadedAuth): void {
  loaded = auth;
  loading ??= Promise.resolve(auth);
  listeners.forEach((l) => l(auth));
}

/** Loads the Firebase SDK (once) and returns it. */
export function loadAuth(): Promise<LoadedAuth> {
  if (!loading) {
    loading = import('./firebase.ts').then(() => {
      if (!loaded) throw new Error('firebase.ts did not announce the Auth instance');
      return loaded;
    });
    loading.catch(() => {
      loading = null; // Offline on first load: a later call tries again.
    });
  }
  return loading;
}

/** The SDK when it has loaded, else null (never triggers a download). */
export function loadedAuth(): LoadedAuth | null {
  return loaded;
}

/** Calls `listener` when the SDK has loaded (at once if it has). Returns the unsubscribe function. */
export function whenAuthLoaded(listener: (auth: LoadedAuth) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SESSION_KEY = /^firebase:authUser:/;
const REDIRECT_KEY = /^firebase:pendingRedirect:/;

function hasKey(storage: () => Storage, key: RegExp): boolean {
  try {
    const s = storage();
    for (let i = 0; i < s.length; i++) if (key.test(s.key(i) ?? '')) return true;
  } catch { /* storage blocked */ }
  return false;
}

/** Whether this browser holds a Firebase session or a Google redirect under way, by synchronous storage only. */
export function hasStoredSession(): boolean {
  return hasKey(() => localStorage, SESSION_KEY) || hasKey(() => sessionStorage, SESSION_KEY) ||
    hasKey(() => sessionStorage, REDIRECT_KEY);
}

/** Whether a Google redirect sign-in is bringing the user back (Firebase's pending-redirect key). */
export function hasPendingRedirect(): boolean {
  return hasKey(() => sessionStorage, REDIRECT_KEY);
}

/**
 * A session saved by builds before issue 13 (getAuth's default persistence, IndexedDB `firebaseLocalStorageDb`).
 * Asks the browser's database list first, so a visitor without one never gets an empty database created.
 */
async function hasLegacySession(): Promise<boolean> {
  try {
    const names = await indexedDB.databases();
    if (!names.some((d) => d.name === 'firebaseLocalStorageDb')) return false;
    return await new Promise<boolean>((resolve) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('firebaseLocalStorage')) {
          db.close();
          return resolve(false);
        }
        const keys = db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage')
          .getAllKeys();
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result.some((k) => SESSION_KEY.test(String(k))));
        };
        keys.onerror = () => {
          db.close();
          resolve(false);
        };
      };
    });
  } catch {
    return false; // No IndexedDB, or no databases() (older Firefox): such a user signs in again once.
  }
}

/**
 * Started when the first script runs: the SDK for a returning user, else null once the IndexedDB check has answered
 * (a few milliseconds). The session's `loading` and the API client's token wait for it.
 */
export const restoring: Promise<LoadedAuth | null> = hasStoredSession()
  ? loadAuth().catch(() => null)
  : hasLegacySession().then((found) => (found ? loadAuth().catch(() => null) : null));

if (typeof window !== 'undefined') {
  // Another tab signed in: load the SDK here too, which then follows the session.
  window.addEventListener('storage', (event) => {
    if (event.key && SESSION_KEY.test(event.key) && event.newValue && !loaded) void loadAuth().catch(() => {});
  });
}

/**
 * The signed-in user's ID token for the API, or null when nobody is signed in. Waits for a returning user's session
 * to be restored, so the first requests of a page carry it.
 */
export async function idToken(): Promise<string | null> {
  const auth = loaded ?? (await restoring) ?? loaded;
  if (!auth) return null;
  await auth.auth.authStateReady();
  return auth.auth.currentUser ? await auth.auth.currentUser.getIdToken() : null;
}
