/** @module A hand-written ID token, as an attacker writes one against the Auth emulator (tests of ADR 0015). */
import { env } from '../lib/env.ts';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * A hand-written, unsigned (`alg: none`) ID token for `uid` with the given extra claims, as anybody can write one: the
 * Auth emulator, and firebase-admin talking to it, accept such tokens (issue 9 'Forged admin').
 */
export function forgeToken(uid: string, claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${env.FIREBASE_PROJECT_ID}`,
    aud: env.FIREBASE_PROJECT_ID,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub: uid,
    user_id: uid,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}
