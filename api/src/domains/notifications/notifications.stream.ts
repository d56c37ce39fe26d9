/**
 * @module The live stream's tokens (issue 14, ADR 0029). A browser's EventSource cannot send the Authorization
 * header, so the app first asks POST /api/notifications/stream-token with its bearer token and opens
 * GET /api/notifications/stream?token=... with the answer: `<uid>.<expiry ms>.<HMAC-SHA256>`, signed with the key of
 * migration 0085 (one per deployment, shared by every instance), valid for {@link STREAM_TOKEN_TTL_MS}. It only opens
 * a stream of the user's own events; it is no sign-in.
 */
import { sql } from '../../lib/db.ts';

/** How long a stream token opens a stream (the stream itself stays open). */
export const STREAM_TOKEN_TTL_MS = 60_000;

let key: Promise<CryptoKey> | undefined;
function signingKey(): Promise<CryptoKey> {
  key ??= (async () => {
    const [row]: [{ secret: string }?] = await sql`select secret from stream_token_secret`;
    if (!row) throw new Error('stream_token_secret is empty (migration 0085)');
    return await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(row.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  })().catch((err) => {
    key = undefined;
    throw err;
  });
  return key;
}

const b64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromB64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A token that opens `uid`'s stream until `now + STREAM_TOKEN_TTL_MS`. */
export async function issueStreamToken(uid: string, now: Date = new Date()) {
  const expiresAt = new Date(now.getTime() + STREAM_TOKEN_TTL_MS);
  const payload = `${uid}.${expiresAt.getTime()}`;
  const sig = await crypto.subtle.sign('HMAC', await signingKey(), new TextEncoder().encode(payload));
  return { token: `${payload}.${b64url(sig)}`, expiresAt: expiresAt.toISOString() };
}

/** The uid a valid, unexpired token was issued to, or null. */
export async function verifyStreamToken(token: string, now: Date = new Date()): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{1,128})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, uid, expiry, sig] = match as unknown as [string, string, string, string];
  if (Number(expiry) < now.getTime()) return null;
  const bytes = fromB64url(sig);
  if (!bytes) return null;
  const ok = await crypto.subtle.verify(
    'HMAC',
    await signingKey(),
    bytes,
    new TextEncoder().encode(`${uid}.${expiry}`),
  );
  return ok ? uid : null;
}
