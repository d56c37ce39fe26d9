/**
 * @module firebase-admin: verifies ID tokens and sets role claims. In development and the tests
 * (FIREBASE_AUTH_EMULATOR_HOST set) it talks to the Auth emulator, which needs no credentials and accepts unsigned
 * tokens, so nothing may trust a token's claims (roles come from the database, middlewares/auth/auth.ts). In
 * production (ADR 0015) it uses the service account of FIREBASE_SERVICE_ACCOUNT or GOOGLE_APPLICATION_CREDENTIALS.
 * Both modes refuse revoked tokens and disabled accounts.
 */
import { applicationDefault, cert, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, type DecodedIdToken, getAuth } from 'firebase-admin/auth';
import { LRUCache } from 'lru-cache';
import { env, serviceAccount } from './env.ts';

let cached: Auth | undefined;

/** The admin Auth client (created on first use). */
export function adminAuth(): Auth {
  if (!cached) {
    const key = env.FIREBASE_SERVICE_ACCOUNT ? serviceAccount(env.FIREBASE_SERVICE_ACCOUNT) : undefined;
    const credential = key
      ? cert({ projectId: key.project_id, clientEmail: key.client_email, privateKey: key.private_key })
      : env.GOOGLE_APPLICATION_CREDENTIALS
      ? applicationDefault()
      : undefined;
    const app = getApps()[0] ??
      initializeApp({ projectId: env.FIREBASE_PROJECT_ID, ...(credential ? { credential } : {}) });
    cached = getAuth(app);
  }
  return cached;
}

// Verified tokens, by token: a revocation or a disabled account is seen within TOKEN_CACHE_SECONDS, and the hot path
// costs no round trip to Firebase. An entry never outlives its token.
const verified = new LRUCache<string, DecodedIdToken>({ max: 10_000, ttl: 30_000 });

/**
 * Verifies a Firebase ID token: signature, expiry, audience, and that it is not revoked and its account is neither
 * disabled nor deleted (`verifyIdToken(token, true)`, in both modes, so the tests exercise production's path). The
 * emulator (development, tests) accepts unsigned tokens: never trust a token's claims for authorization.
 * @throws the firebase-admin error (auth/id-token-expired, auth/id-token-revoked, auth/user-disabled, ...)
 */
export async function verifyIdToken(token: string): Promise<DecodedIdToken> {
  const hit = verified.get(token);
  if (hit) return hit;
  const decoded = await adminAuth().verifyIdToken(token, true);
  const ttl = Math.min(env.TOKEN_CACHE_SECONDS * 1000, decoded.exp * 1000 - Date.now());
  if (ttl > 0) verified.set(token, decoded, { ttl });
  return decoded;
}

/** Forgets the remembered tokens (tests that revoke a token or disable an account). */
export function forgetVerifiedTokens() {
  verified.clear();
}
