/**
 * @module firebase-admin: verifies ID tokens and sets role claims. With FIREBASE_AUTH_EMULATOR_HOST set (development
 * and tests) it talks to the Auth emulator, which needs no credentials.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { env } from './env.ts';

let cached: Auth | undefined;

/** The admin Auth client (created on first use). */
export function adminAuth(): Auth {
  if (!cached) {
    const app = getApps()[0] ?? initializeApp({ projectId: env.FIREBASE_PROJECT_ID });
    cached = getAuth(app);
  }
  return cached;
}
