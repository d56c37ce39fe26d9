/**
 * @module Test helpers: the app in-process (no server), and real identity-emulator users with ID tokens.
 * The runner (tests/run-all.mjs) resets the database and starts the emulator before `deno test`.
 */
import { buildApi } from '../app.ts';
import { sql, textArray } from '../lib/db.ts';
import { env } from '../lib/env.ts';
import { adminAuth } from '../lib/firebase.ts';
import type { Role } from '../middlewares/auth/permissions.ts';
import { answerChecker } from './answers.ts';

export const app = buildApi({ log: false });
export { sql };
const checkAnswer = answerChecker(app);

const emulator = () => {
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is required by the API tests');
  return `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
};

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${emulator()}/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken as string;
}

export interface TestUser {
  uid: string;
  email: string;
  token: string;
  /** A fresh token (after claims changed). */
  refresh(): Promise<string>;
}

let counter = 0;

/**
 * Creates an emulator user (unique e-mail) with the given role claims and, when `verified`, an approved profile
 * verification. Its row exists once it has made an authenticated request (or right away when `row` is true).
 */
export async function createUser(
  options: { roles?: Role[]; verified?: boolean; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `t${Date.now()}-${++counter}-${crypto.randomUUID().slice(0, 6)}@teste.co.mz`;
  const password = 'segredo123';
  const record = await adminAuth().createUser({ email, password });
  if (options.roles) await adminAuth().setCustomUserClaims(record.uid, { roles: options.roles });
  const roles = options.roles ?? ['client'];
  await sql`
    insert into users (id, email, roles, verification_status)
    values (${record.uid}, ${email}, ${textArray(roles)}::text[], ${options.verified ? 'approved' : 'none'})
    on conflict (id) do nothing
  `;
  const user: TestUser = {
    uid: record.uid,
    email,
    token: await signIn(email, password),
    refresh: async () => (user.token = await signIn(email, password)),
  };
  return user;
}

/**
 * Calls the app in-process with JSON and an optional bearer token. The answer is checked against the operation's
 * documented answers (test/answers.ts, issue 29): an undocumented status or a JSON body that breaks its schema throws.
 */
export async function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await app.request(path, {
    method,
    headers,
    body: options.body === undefined
      ? undefined
      : typeof options.body === 'string'
      ? options.body
      : JSON.stringify(options.body),
  });
  const text = await res.text();
  // deno-lint-ignore no-explicit-any -- tests read any JSON answer
  let json: any = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch { /* not JSON */ }
  const problem = checkAnswer(method, path, res.status, res.headers.get('content-type'), json);
  if (problem) throw new Error(problem);
  return { status: res.status, body: json, headers: res.headers };
}
