/**
 * @module Firebase Authentication for the three web apps.
 *
 * One Firebase app per page. In development and tests the SDK talks to the official Auth emulator
 * (firebase-tools, project `demo-turismo-mz`); a production build sets VITE_FIREBASE_* to a real project.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, GoogleAuthProvider } from 'firebase/auth';

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
export const auth = getAuth(app);
auth.languageCode = 'pt';

// A `demo-` project never reaches Google: it always uses the emulator.
const emulatorUrl: string | undefined = runtime.authEmulatorUrl ?? env.VITE_AUTH_EMULATOR_URL ??
  (projectId.startsWith('demo-') ? 'http://127.0.0.1:9099' : undefined);
if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });

/** Google provider used by the 'Entrar com Google' buttons. */
export const googleProvider = new GoogleAuthProvider();
googleProvider.setCustomParameters({ prompt: 'select_account' });
