import assert from 'node:assert/strict';
import { env } from '../../lib/env.ts';
import { adminAuth } from '../../lib/firebase.ts';
import { forgeToken } from '../../test/forged-token.ts';
import { call, createUser, sql } from '../../test/helpers.ts';

Deno.test('profile needs a signed-in user: 401 without a token and with a bad one', async () => {
  const anon = await call('GET', '/api/auth/profile');
  assert.equal(anon.status, 401);
  assert.equal(anon.body.error.code, 'UNAUTHENTICATED');
  assert.equal(
    anon.body.error.message,
    'Precisa de iniciar sessão para aceder a esta funcionalidade por questões de segurança.',
  );
  const bad = await call('GET', '/api/auth/profile', { token: 'not-a-token' });
  assert.equal(bad.status, 401);
  assert.equal(bad.body.error.code, 'INVALID_TOKEN');
  const malformed = await call('GET', '/api/auth/profile', { headers: { Authorization: 'Basic abc' } });
  assert.equal(malformed.status, 401);
});

Deno.test('a new user gets a client profile with the display label from the e-mail', async () => {
  const user = await createUser();
  const res = await call('GET', '/api/auth/profile', { token: user.token });
  assert.equal(res.status, 200);
  assert.equal(res.body.data.email, user.email);
  assert.equal(res.body.data.displayName, user.email.split('@')[0]);
  assert.deepEqual(res.body.data.roles, ['client']);
  assert.equal(res.body.data.currentRole, 'client');
  assert.ok(res.body.data.permissions.includes('booking.create'));
  assert.equal(res.body.data.preferences.language, 'pt');
});

Deno.test('setup-roles variant A sets claims, names and phone', async () => {
  const user = await createUser();
  const res = await call('POST', '/api/auth/setup-roles', {
    token: user.token,
    body: { roles: ['client', 'driver'], firstName: 'Ana', lastName: 'Macuácua Sitoe', phone: '84 123 4567' },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(res.body.data.roles, ['client', 'driver']);
  assert.equal(res.body.data.firstName, 'Ana');
  assert.equal(res.body.data.lastName, 'Macuácua Sitoe');
  assert.equal(res.body.data.phone, '+258841234567');
  assert.ok(res.body.data.permissions.includes('ride.create'));
  const claims = (await adminAuth().getUser(user.uid)).customClaims;
  assert.deepEqual(claims?.roles, ['client', 'driver']);
  // A refreshed token carries the role.
  await user.refresh();
  const profile = await call('GET', '/api/auth/profile', { token: user.token });
  assert.deepEqual(profile.body.data.roles, ['client', 'driver']);
});

Deno.test('setup-roles variant B splits the display name and keeps client', async () => {
  const user = await createUser();
  const res = await call('POST', '/api/auth/setup-roles', {
    token: user.token,
    body: {
      uid: user.uid,
      email: user.email,
      displayName: 'Graça Maria Cossa',
      photoURL: null,
      roles: ['hotel', 'event'],
    },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.deepEqual(res.body.data.roles, ['client', 'hotel_manager', 'event']);
  assert.equal(res.body.data.firstName, 'Graça');
  assert.equal(res.body.data.lastName, 'Maria Cossa');
});

Deno.test('setup-roles never grants admin; the request is recorded', async () => {
  const user = await createUser({ email: `admin-${crypto.randomUUID().slice(0, 8)}@teste.co.mz` });
  const res = await call('POST', '/api/auth/setup-roles', { token: user.token, body: { roles: ['client', 'admin'] } });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body.data.roles, ['client']);
  assert.equal(res.body.data.adminRequested, true);
  const claims = (await adminAuth().getUser(user.uid)).customClaims;
  assert.deepEqual(claims?.roles, ['client']);
});

Deno.test('setup-roles grants admin to a bootstrap e-mail only once Firebase records it verified', async () => {
  const user = await createUser({ email: env.ADMIN_EMAILS[0] });
  // Unverified: anybody could have typed that e-mail at sign-up.
  const unverified = await call('POST', '/api/auth/setup-roles', { token: user.token, body: { roles: ['admin'] } });
  assert.equal(unverified.status, 200, JSON.stringify(unverified.body));
  assert.deepEqual(unverified.body.data.roles, ['client']);
  assert.equal(unverified.body.data.adminRequested, true);
  // A token that claims the e-mail verified is not believed (forgeable against the emulator): Firebase's record is.
  const forged = forgeToken(user.uid, { email: user.email, email_verified: true });
  const claimed = await call('POST', '/api/auth/setup-roles', { token: forged, body: { roles: ['admin'] } });
  assert.deepEqual(claimed.body.data.roles, ['client']);

  await adminAuth().updateUser(user.uid, { emailVerified: true });
  await user.refresh();
  const res = await call('POST', '/api/auth/setup-roles', { token: user.token, body: { roles: ['admin'] } });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body.data.roles, ['client', 'admin']);
  assert.deepEqual((await adminAuth().getUser(user.uid)).customClaims?.roles, ['client', 'admin']);
});

Deno.test('setup-roles writes all or nothing, and sets the claims only after the commit', async () => {
  const user = await createUser();
  // A database failure after the roles are written: a trigger refusing this user's phone, as a failing constraint
  // or a lost connection would (the 500 of issue 9).
  const fn = `test_refuse_phone_${crypto.randomUUID().replace(/-/g, '')}`;
  await sql.unsafe(`
    create function ${fn}() returns trigger language plpgsql as $$
    begin
      if new.id = '${user.uid}' and new.phone is not null then raise exception 'falha simulada'; end if;
      return new;
    end $$;
    create trigger ${fn} before update on users for each row execute function ${fn}();
  `);
  try {
    const failed = await call('POST', '/api/auth/setup-roles', {
      token: user.token,
      body: { roles: ['client', 'driver'], firstName: 'Ana', phone: '841234567' },
    });
    assert.equal(failed.status, 500);
  } finally {
    await sql.unsafe(`drop trigger ${fn} on users; drop function ${fn}();`);
  }
  const [row] = await sql`select roles, first_name from users where id = ${user.uid}`;
  assert.deepEqual(row!.roles, ['client'], 'no role written');
  assert.equal(row!.firstName, null);
  assert.equal((await adminAuth().getUser(user.uid)).customClaims?.roles, undefined, 'no claim set');
  // The retry succeeds, and sets both.
  const retry = await call('POST', '/api/auth/setup-roles', {
    token: user.token,
    body: { roles: ['client', 'driver'], firstName: 'Ana', phone: '841234567' },
  });
  assert.equal(retry.status, 200, JSON.stringify(retry.body));
  assert.deepEqual(retry.body.data.roles, ['client', 'driver']);
  assert.deepEqual((await adminAuth().getUser(user.uid)).customClaims?.roles, ['client', 'driver']);
});

Deno.test("concurrent setup-roles calls keep each other's roles", async () => {
  const user = await createUser();
  const results = await Promise.all(
    ['driver', 'hotel', 'event'].map((role) =>
      call('POST', '/api/auth/setup-roles', { token: user.token, body: { roles: [role] } })
    ),
  );
  for (const r of results) assert.equal(r.status, 200, JSON.stringify(r.body));
  const [row] = await sql`select roles from users where id = ${user.uid}`;
  assert.deepEqual([...row!.roles].sort(), ['client', 'driver', 'event', 'hotel_manager']);
});

Deno.test("setup-roles refuses another user's uid and bad input, and writes nothing", async () => {
  const user = await createUser();
  const other = await call('POST', '/api/auth/setup-roles', {
    token: user.token,
    body: { uid: 'someone-else', roles: ['client', 'driver'] },
  });
  assert.equal(other.status, 403);
  assert.equal(other.body.error.code, 'UID_MISMATCH');
  const empty = await call('POST', '/api/auth/setup-roles', { token: user.token, body: { roles: [] } });
  assert.equal(empty.status, 400);
  assert.equal(empty.body.error.message, 'Por favor, selecione pelo menos um tipo de conta.');
  const unknown = await call('POST', '/api/auth/setup-roles', { token: user.token, body: { roles: ['pilot'] } });
  assert.equal(unknown.status, 400);
  const phone = await call('POST', '/api/auth/setup-roles', {
    token: user.token,
    body: { roles: ['driver'], phone: '12345' },
  });
  assert.equal(phone.status, 400);
  assert.equal(phone.body.error.message, 'Número de telefone inválido. Use o formato: +258XXXXXXXXX ou 8XXXXXXXX');
  const notJson = await call('POST', '/api/auth/setup-roles', { token: user.token, body: '{oops' });
  assert.equal(notJson.status, 400);
  const [row] = await sql`select roles from users where id = ${user.uid}`;
  assert.deepEqual(row?.roles, ['client']);
  assert.equal((await adminAuth().getUser(user.uid)).customClaims?.roles, undefined);
});

Deno.test('profile save keeps the values and validates phone and city', async () => {
  const user = await createUser();
  const ok = await call('PUT', '/api/auth/profile', {
    token: user.token,
    body: {
      firstName: 'João',
      lastName: 'Tembe',
      phone: '+258 87 111 2233',
      city: 'Gurué',
      preferences: { language: 'en', emailMarketing: true },
    },
  });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  const again = await call('GET', '/api/auth/profile', { token: user.token });
  assert.equal(again.body.data.phone, '+258871112233');
  assert.equal(again.body.data.city, 'Gurué');
  assert.deepEqual(again.body.data.preferences, {
    language: 'en',
    currency: 'MZN',
    notifications: true,
    emailMarketing: true,
  });

  const badPhone = await call('PUT', '/api/auth/profile', { token: user.token, body: { phone: '+258 12' } });
  assert.equal(badPhone.status, 400);
  assert.equal(badPhone.body.error.message, 'Número de telefone inválido. Use o formato: +258XXXXXXXXX ou 8XXXXXXXX');
  const badCity = await call('PUT', '/api/auth/profile', { token: user.token, body: { city: 'Lisboa' } });
  assert.equal(badCity.status, 400);
  assert.equal(badCity.body.error.message, 'Escolha uma cidade da lista.');
  const emptyName = await call('PUT', '/api/auth/profile', { token: user.token, body: { firstName: '  ' } });
  assert.equal(emptyName.status, 400);
  const unchanged = await call('GET', '/api/auth/profile', { token: user.token });
  assert.equal(unchanged.body.data.phone, '+258871112233');
  assert.equal(unchanged.body.data.firstName, 'João');
});

Deno.test('the current role switches only among owned roles', async () => {
  const driver = await createUser({ roles: ['client', 'driver'] });
  const ok = await call('PUT', '/api/auth/current-role', { token: driver.token, body: { role: 'driver' } });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.data.currentRole, 'driver');
  const denied = await call('PUT', '/api/auth/current-role', { token: driver.token, body: { role: 'admin' } });
  assert.equal(denied.status, 403);
  assert.equal(denied.body.error.code, 'ROLE_NOT_OWNED');
  assert.equal(denied.body.error.message, 'Não tem permissão para mudar para o papel Administrador.');
  const profile = await call('GET', '/api/auth/profile', { token: driver.token });
  assert.equal(profile.body.data.currentRole, 'driver');
});
