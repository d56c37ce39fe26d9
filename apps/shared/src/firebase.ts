/**
 * @module Firebase Authentication for the three web apps: the SDK itself, imported statically only by the screens
 * that sign in (dialogs and pages, loaded on demand) and dynamically by ./auth-state.ts for a returning user (issue
 * 13, ADR 0036: a signed-out visitor never downloads it).
 *
 * One Firebase app per page. In development and tests the SDK talks to the official Auth emulator
 * (firebase-tools, project `demo-turismo-mz`); a production build sets VITE_FIREBASE_* to a real project.
 *
 * The instance is made with `initializeAuth` and no popup/redirect resolver, so merely loading it fetches nothing
 * from Google (getAuth would load apis.google.com's gapi at once): Google sign-in passes
 * {@link popupRedirectResolver} itself when the user presses the button. Sessions persist in localStorage (a
 * synchronous check tells whether to load the SDK at all), with IndexedDB, the older builds' place, read and
 * migrated from.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  getRedirectResult,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signOut,
} from 'firebase/auth';
import { announceAuth, hasPendingRedirect } from './auth-state.ts';

/** Settings the server writes into each index.html (api/src/main.ts), so one build serves any deployment. */
interface RuntimeConfig {
  firebaseProjectId?: string;
  firebaseApiKey?: string;
  authEmulatorUrl?: string;
}
const runtime: RuntimeConfig =
  (globalThis as { __MOZTURISMO_CONFIG__?: RuntimeConfig }).__MOZTURISMO_CONFIG__ ?? {};
const env = import.meta.env;
const projectId: string = runtime.firebaseProjectId ?? env.VITE_FIREBASE_PROJECT_ID ?? 'demo-turismo-mz';

const app = initializeApp({
  apiKey: runtime.firebaseApiKey ?? env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  projectId,
});

/** The page's Firebase Auth instance. */
export const auth = initializeAuth(app, { persistence: [browserLocalPersistence, indexedDBLocalPersistence] });
auth.languageCode = 'pt';

// A `demo-` project never reaches Google: it always uses the emulator.
const emulatorUrl: string | undefined = runtime.authEmulatorUrl ?? env.VITE_AUTH_EMULATOR_URL ??
  (projectId.startsWith('demo-') ? 'http://127.0.0.1:9099' : undefined);
if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });

/** The popup/redirect machinery (loads Google's gapi script): pass it to signInWithPopup, signInWithRedirect, ... */
export const popupRedirectResolver = browserPopupRedirectResolver;

/** Google provider used by the 'Entrar com Google' buttons. */
export const googleProvider = new GoogleAuthProvider();
googleProvider.setCustomParameters({ prompt: 'select_account' });

// Back from Google on any page (the sign-in dialog can start a redirect anywhere): finish signing in. Firebase keeps
// the outcome, so the sign-in pages' own getRedirectResult gets the same credential.
if (hasPendingRedirect()) void getRedirectResult(auth, popupRedirectResolver).catch(() => {});

announceAuth({
  auth,
  watch: (listener) => onIdTokenChanged(auth, listener),
  signOut: () => signOut(auth),
});
