import assert from 'node:assert/strict';
import { adminAuth, forgetVerifiedTokens } from '../../lib/firebase.ts';
import { forgeToken } from '../../test/forged-token.ts';
import { call, createUser, sql } from '../../test/helpers.ts';

Deno.test('a forged unsigned token with another user\'s uid and roles ["admin"] gets no admin power', async () => {
  const victim = await createUser({ roles: ['client', 'driver'] });
  const forged = forgeToken(victim.uid, { roles: ['admin'], email: victim.email, email_verified: true });
  // The emulator takes the token (it cannot tell), so this is the API deciding from the database row.
  const profile = await call('GET', '/api/auth/profile', { token: forged });
  assert.equal(profile.status, 200, JSON.stringify(profile.body));
  assert.deepEqual(profile.body.data.roles, ['client', 'driver']);
  assert.ok(!profile.body.data.permissions.includes('admin.panel'));
  for (
    const path of [
      '/api/admin/users',
      '/api/admin/stats',
      '/api/billing/financial-report',
      '/api/admin/pending-actions',
    ]
  ) {
    const res = await call('GET', path, { token: forged });
    assert.equal(res.status, 403, `${path}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error.code, 'FORBIDDEN', path);
  }
  // Nor does it give itself the role.
  const [row] = await sql`select roles from users where id = ${victim.uid}`;
  assert.deepEqual(row!.roles, ['client', 'driver']);
});

Deno.test('roles come from the database: a role granted or removed there counts at the next request', async () => {
  const admin = await createUser({ roles: ['client', 'admin'] });
  assert.equal((await call('GET', '/api/admin/users', { token: admin.token })).status, 200);
  await sql`update users set roles = '{client}' where id = ${admin.uid}`;
  // Same token, its claims still say admin.
  const removed = await call('GET', '/api/admin/users', { token: admin.token });
  assert.equal(removed.status, 403);
  assert.equal(removed.body.error.code, 'FORBIDDEN');
  const profile = await call('GET', '/api/auth/profile', { token: admin.token });
  assert.deepEqual(profile.body.data.roles, ['client']);

  const client = await createUser();
  assert.equal((await call('GET', '/api/admin/users', { token: client.token })).status, 403);
  await sql`update users set roles = '{client,admin}' where id = ${client.uid}`;
  assert.equal((await call('GET', '/api/admin/users', { token: client.token })).status, 200);
});

Deno.test('account status comes from the database: a suspended admin loses every admin power at once', async () => {
  const admin = await createUser({ roles: ['client', 'admin'] });
  assert.equal((await call('GET', '/api/billing/financial-report', { token: admin.token })).status, 200);
  await sql`update users set status = 'suspended', suspension_reason = 'Teste' where id = ${admin.uid}`;
  for (const path of ['/api/billing/financial-report', '/api/admin/stats', '/api/admin/users']) {
    const res = await call('GET', path, { token: admin.token });
    assert.equal(res.status, 403, path);
  }
  const profile = await call('GET', '/api/auth/profile', { token: admin.token });
  assert.equal(profile.body.data.accountStatus, 'suspended');
  assert.ok(!profile.body.data.permissions.includes('user.manage'));
  await sql`update users set status = 'active', suspension_reason = null where id = ${admin.uid}`;
  assert.equal((await call('GET', '/api/admin/users', { token: admin.token })).status, 200);
});

Deno.test('a first request creates the row as a plain client, whatever the token claims', async () => {
  const record = await adminAuth().createUser({ email: `novo-${crypto.randomUUID().slice(0, 8)}@teste.co.mz` });
  const forged = forgeToken(record.uid, { roles: ['admin', 'driver'], email: record.email });
  const res = await call('GET', '/api/auth/profile', { token: forged });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(res.body.data.roles, ['client']);
  const [row] = await sql`select roles from users where id = ${record.uid}`;
  assert.deepEqual(row!.roles, ['client']);
  // A token for an account Firebase does not know is refused.
  const ghost = await call('GET', '/api/auth/profile', { token: forgeToken('nobody-' + crypto.randomUUID(), {}) });
  assert.equal(ghost.status, 401);
});

Deno.test('a disabled account and a revoked token are refused once the short token cache lets go', async () => {
  const user = await createUser();
  assert.equal((await call('GET', '/api/auth/profile', { token: user.token })).status, 200);
  await adminAuth().updateUser(user.uid, { disabled: true });
  // Within TOKEN_CACHE_SECONDS the verified token is remembered: the hot path does not ask Firebase again.
  assert.equal((await call('GET', '/api/auth/profile', { token: user.token })).status, 200);
  forgetVerifiedTokens();
  const disabled = await call('GET', '/api/auth/profile', { token: user.token });
  assert.equal(disabled.status, 401);
  assert.equal(disabled.body.error.code, 'ACCOUNT_DISABLED');
  assert.equal(disabled.body.error.message, 'Esta conta foi desativada. Contacte o suporte.');

  const other = await createUser();
  assert.equal((await call('GET', '/api/auth/profile', { token: other.token })).status, 200);
  // Revocation counts for tokens issued before it, to the second.
  await new Promise((r) => setTimeout(r, 1100));
  await adminAuth().revokeRefreshTokens(other.uid);
  forgetVerifiedTokens();
  const revoked = await call('GET', '/api/auth/profile', { token: other.token });
  assert.equal(revoked.status, 401);
  assert.equal(revoked.body.error.code, 'INVALID_TOKEN');
});
