import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import { submit, VALID_SUBMISSION } from '../verifications/verifications.fixtures.ts';
import type { AdminUser, AdminUserDetails } from './admin.schemas.ts';
import { userFilters } from './admin.repo.ts';

const admin = () => createUser({ roles: ['client', 'admin'] });
const as = (user: TestUser) => ({
  list: (query = '') => call('GET', `/api/admin/users${query}`, { token: user.token }),
  details: (id: string) => call('GET', `/api/admin/users/${id}`, { token: user.token }),
  approve: (id: string) => call('POST', `/api/admin/users/${id}/verification/approve`, { token: user.token }),
  reject: (id: string, reason?: string) =>
    call('POST', `/api/admin/users/${id}/verification/reject`, { token: user.token, body: { reason } }),
  suspend: (id: string, reason?: string) =>
    call('POST', `/api/admin/users/${id}/suspend`, { token: user.token, body: { reason } }),
  reactivate: (id: string) => call('POST', `/api/admin/users/${id}/reactivate`, { token: user.token }),
});

/** A user with a name (so the search has something to find). */
async function named(firstName: string, lastName: string, options: Parameters<typeof createUser>[0] = {}) {
  const u = await createUser(options);
  await sql`update users set first_name = ${firstName}, last_name = ${lastName} where id = ${u.uid}`;
  return u;
}

Deno.test('admin endpoints answer 401 to anonymous callers and 403 to every non-admin role, changing nothing', async () => {
  const target = await createUser({ roles: ['client', 'driver'] });
  assert.equal((await submit(target)).status, 201);
  for (const roles of [['client'], ['client', 'driver'], ['client', 'hotel_manager'], ['client', 'event']] as const) {
    const u = await createUser({ roles: [...roles], verified: true });
    const a = as(u);
    for (
      const res of [
        await a.list(),
        await a.details(target.uid),
        await a.approve(target.uid),
        await a.reject(target.uid, 'Motivo'),
        await a.suspend(target.uid, 'Motivo'),
        await a.reactivate(target.uid),
      ]
    ) {
      assert.equal(res.status, 403, `${roles.join(',')}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.error.code, 'FORBIDDEN');
    }
  }
  const anon = as({ token: '' } as TestUser);
  for (const res of [await anon.list(), await anon.details(target.uid), await anon.approve(target.uid)]) {
    assert.equal(res.status, 401);
  }
  const [row] = await sql`select verification_status, status from users where id = ${target.uid}`;
  assert.equal(row!.verificationStatus, 'pending');
  assert.equal(row!.status, 'active');
});

Deno.test('the list searches name and e-mail ignoring case and accents, and filters by type and status', async () => {
  const a = as(await admin());
  const tag = crypto.randomUUID().slice(0, 8);
  const ana = await named('Ána', `Macuácua${tag}`, { roles: ['client', 'driver'] });
  const joao = await named('João', `Tembe${tag}`, { roles: ['client', 'hotel_manager'], verified: true });
  const rita = await named('Rita', `Cossa${tag}`, { roles: ['client'] });
  assert.equal((await submit(ana)).status, 201);

  const byName = await a.list(`?q=${encodeURIComponent(`ana macuacua${tag}`.toUpperCase())}`);
  assert.equal(byName.status, 200, JSON.stringify(byName.body));
  assert.deepEqual(byName.body.data.items.map((u: AdminUser) => u.id), [ana.uid]);
  const byEmail = await a.list(`?q=${encodeURIComponent(joao.email.toUpperCase())}`);
  assert.deepEqual(byEmail.body.data.items.map((u: AdminUser) => u.id), [joao.uid]);

  const all = (await a.list(`?q=${tag}`)).body.data;
  assert.equal(all.total, 3);
  assert.equal(all.items[0].id, ana.uid, 'pending verifications first');
  const first = all.items[0] as AdminUser;
  assert.equal(first.status, 'pending_verification');
  assert.equal(first.name, `Ána Macuácua${tag}`);
  assert.equal(first.verified, false);
  assert.ok(!('rating' in first), 'no invented rating');

  const ids = async (query: string) =>
    ((await a.list(`?q=${tag}&${query}`)).body.data.items as AdminUser[]).map((u) => u.id).sort();
  assert.deepEqual(await ids('type=driver'), [ana.uid]);
  assert.deepEqual(await ids('type=hotel'), [joao.uid]);
  assert.deepEqual(await ids('type=hotel_manager'), [joao.uid]);
  assert.deepEqual(await ids('type=client'), [rita.uid]);
  assert.deepEqual(await ids('status=pending_verification'), [ana.uid]);
  assert.deepEqual(await ids('status=active'), [joao.uid, rita.uid].sort());
  assert.deepEqual(await ids('status=suspended'), []);

  const page2 = (await a.list(`?q=${tag}&pageSize=2&page=2`)).body.data;
  assert.equal(page2.total, 3);
  assert.equal(page2.items.length, 1);
  assert.equal(page2.page, 2);
  const beyond = (await a.list(`?q=${tag}&pageSize=2&page=5`)).body.data;
  assert.equal(beyond.total, 3);
  assert.deepEqual(beyond.items, []);

  for (const bad of ['?type=pirata', '?status=feliz', '?page=0', '?pageSize=500']) {
    const res = await a.list(bad);
    assert.equal(res.status, 400, bad);
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
  }
});

Deno.test('the figures come from real bookings and rides', async () => {
  const a = as(await admin());
  const driver = await createDriver();
  const rideId = await insertRide(driver, { from: 'Inhambane', to: 'Vilanculos', priceMt: 800, date: inDays(4) });
  await insertRide(driver, { from: 'Inhambane', to: 'Maxixe', status: 'cancelled' });
  const client = await createClient();
  const booking = await bookRide(client, rideId, 2);
  assert.equal(booking.status, 201, JSON.stringify(booking.body));
  const unpaid = await bookRide(client, rideId, 1);
  assert.equal(unpaid.status, 201);
  const paid = await call('POST', '/api/payments', {
    token: client.token,
    body: { bookingId: booking.body.data.id, method: 'card' },
  });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));

  const d = (await a.details(driver.uid)).body.data as AdminUserDetails;
  assert.equal(d.user.totalTrips, 1, 'the cancelled ride does not count');
  assert.equal(d.user.totalEarnings, 160000, 'the subtotal of the paid booking, in centavos');
  assert.equal(d.user.totalBookings, 0);
  assert.equal(d.user.verified, true);
  const c = (await a.details(client.uid)).body.data as AdminUserDetails;
  assert.equal(c.user.totalBookings, 1, 'only the confirmed booking');
  assert.equal(c.user.totalEarnings, 0);
  assert.equal(c.verification, null);
});

Deno.test('an admin sees the submitted document and photos, approves it, and the driver can then publish', async () => {
  const admUser = await admin();
  const a = as(admUser);
  const driver = await createUser({ roles: ['client', 'driver'] });
  const ride = { fromAddress: 'Maputo', toAddress: 'Xai-Xai', departureDate: inDays(3), price: 600, maxPassengers: 3 };
  const before = await call('POST', '/api/rides-simple/create', { token: driver.token, body: ride });
  assert.equal(before.status, 403);
  assert.equal(before.body.error.code, 'VERIFICATION_REQUIRED');

  const early = await a.approve(driver.uid);
  assert.equal(early.status, 409, 'nothing to approve yet');
  assert.equal(early.body.error.code, 'NO_PENDING_VERIFICATION');
  assert.equal(early.body.error.message, 'Este utilizador não tem uma verificação pendente.');

  assert.equal((await submit(driver)).status, 201);
  const details = (await a.details(driver.uid)).body.data as AdminUserDetails;
  assert.equal(details.user.status, 'pending_verification');
  assert.equal(details.verification?.status, 'pending');
  assert.equal(details.verification?.documentNumber, VALID_SUBMISSION.documentNumber);
  // Re-encoded on intake (issue 27): WebP, never the bytes sent.
  assert.match(details.verification?.profilePhoto ?? '', /^data:image\/webp;base64,/);
  assert.match(details.verification?.documentPhoto ?? '', /^data:image\/webp;base64,/);

  const approved = await a.approve(driver.uid);
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  assert.equal(approved.body.data.status, 'active');
  assert.equal(approved.body.data.verified, true);
  assert.equal((await a.approve(driver.uid)).status, 409, 'approving twice');

  const after = await call('POST', '/api/rides-simple/create', { token: driver.token, body: ride });
  assert.equal(after.status, 201, JSON.stringify(after.body));
  const mine = (await call('GET', '/api/verifications/me', { token: driver.token })).body.data;
  assert.equal(mine.status, 'approved');
  assert.ok(mine.reviewedAt);

  const history = ((await a.details(driver.uid)).body.data as AdminUserDetails).history;
  assert.equal(history.length, 1);
  assert.equal(history[0]!.action, 'verification_approved');
  assert.equal(history[0]!.adminId, admUser.uid);
  assert.equal(history[0]!.reason, null);
});

Deno.test('rejecting needs a reason the user then sees, and the user may submit again', async () => {
  const a = as(await admin());
  const u = await createUser({ roles: ['client', 'hotel_manager'] });
  assert.equal((await submit(u)).status, 201);
  for (const reason of [undefined, '', '  x ']) {
    const res = await a.reject(u.uid, reason);
    assert.equal(res.status, 400);
    assert.equal(res.body.error.message, 'Indique o motivo da rejeição (3 a 500 caracteres).');
  }
  const res = await a.reject(u.uid, 'A foto do documento está ilegível.');
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.data.verificationStatus, 'rejected');
  assert.equal(res.body.data.status, 'active');
  const mine = (await call('GET', '/api/verifications/me', { token: u.token })).body.data;
  assert.equal(mine.status, 'rejected');
  assert.equal(mine.rejectionReason, 'A foto do documento está ilegível.');
  assert.equal(mine.canSubmit, true);
  assert.equal((await a.reject(u.uid, 'De novo, não')).status, 409);

  const again = await submit(u, { ...VALID_SUBMISSION, documentType: 'passport', documentNumber: 'AB123456' });
  assert.equal(again.status, 201, JSON.stringify(again.body));
  assert.equal(again.body.data.status, 'pending');
  assert.equal(again.body.data.rejectionReason, null);
  const d = (await a.details(u.uid)).body.data as AdminUserDetails;
  assert.equal(d.verification?.documentType, 'passport', 'the newest submission');
  assert.equal(d.history[0]!.action, 'verification_rejected');
  assert.equal(d.history[0]!.reason, 'A foto do documento está ilegível.');
});

Deno.test('a suspended user cannot book, pay or offer services until reactivated; both actions are audited', async () => {
  const admUser = await admin();
  const a = as(admUser);
  const driver = await createDriver();
  const rideId = await insertRide(driver, { from: 'Beira', to: 'Dondo' });
  const client = await createClient();
  const pending = await bookRide(client, rideId, 1);
  assert.equal(pending.status, 201);

  for (const reason of [undefined, 'ab']) {
    const bad = await a.suspend(client.uid, reason);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.message, 'Indique o motivo da suspensão (3 a 500 caracteres).');
  }
  assert.equal((await a.reactivate(client.uid)).body.error.code, 'USER_NOT_SUSPENDED');
  const self = await a.suspend(admUser.uid, 'Teste');
  assert.equal(self.status, 403);
  assert.equal(self.body.error.code, 'CANNOT_ACT_ON_SELF');
  assert.equal((await a.suspend('nao-existe', 'Motivo qualquer')).status, 404);

  const s = await a.suspend(client.uid, 'Cancelamentos repetidos sem aviso.');
  assert.equal(s.status, 200, JSON.stringify(s.body));
  assert.equal(s.body.data.status, 'suspended');
  assert.equal(s.body.data.suspensionReason, 'Cancelamentos repetidos sem aviso.');
  assert.ok(s.body.data.suspendedAt);
  assert.equal((await a.suspend(client.uid, 'Outra vez')).body.error.code, 'USER_ALREADY_SUSPENDED');

  const book = await bookRide(client, rideId, 1);
  assert.equal(book.status, 403);
  assert.equal(book.body.error.code, 'ACCOUNT_SUSPENDED');
  assert.equal(book.body.error.details.reason, 'Cancelamentos repetidos sem aviso.');
  const pay = await call('POST', '/api/payments', {
    token: client.token,
    body: { bookingId: pending.body.data.id, method: 'card' },
  });
  assert.equal(pay.body.error.code, 'ACCOUNT_SUSPENDED');
  assert.equal((await call('GET', '/api/bookings/user', { token: client.token })).status, 200, 'reading still works');
  const profile = (await call('GET', '/api/auth/profile', { token: client.token })).body.data;
  assert.equal(profile.accountStatus, 'suspended');
  assert.equal(profile.suspensionReason, 'Cancelamentos repetidos sem aviso.');
  assert.equal((await a.list(`?q=${encodeURIComponent(client.email)}&status=suspended`)).body.data.total, 1);

  assert.equal((await a.suspend(driver.uid, 'Documentos caducados.')).status, 200);
  const ride = { fromAddress: 'Beira', toAddress: 'Chimoio', departureDate: inDays(3), price: 600, maxPassengers: 3 };
  const publish = await call('POST', '/api/rides-simple/create', { token: driver.token, body: ride });
  assert.equal(publish.status, 403);
  assert.equal(publish.body.error.code, 'ACCOUNT_SUSPENDED');

  const r = await a.reactivate(client.uid);
  assert.equal(r.status, 200);
  assert.equal(r.body.data.status, 'active');
  assert.equal(r.body.data.suspensionReason, null);
  // The client may book again, but not the ride of a driver still suspended (ADR 0014).
  assert.equal((await bookRide(client, rideId, 1)).body.error.code, 'PROVIDER_SUSPENDED');
  const again = (await call('GET', '/api/auth/profile', { token: client.token })).body.data;
  assert.equal(again.accountStatus, 'active');
  assert.equal(again.suspensionReason, null);
  assert.equal((await a.reactivate(driver.uid)).status, 200);
  assert.equal((await bookRide(client, rideId, 1)).status, 201);
  assert.equal((await call('POST', '/api/rides-simple/create', { token: driver.token, body: ride })).status, 201);

  const history = ((await a.details(client.uid)).body.data as AdminUserDetails).history;
  assert.deepEqual(history.map((h) => [h.action, h.reason]), [
    ['reactivated', null],
    ['suspended', 'Cancelamentos repetidos sem aviso.'],
  ]);
  const [audit] = await sql`select count(*)::int as n from admin_actions where admin_id = ${admUser.uid}`;
  assert.equal(audit!.n, 4);
});

Deno.test('details of an unknown user answer 404 USER_NOT_FOUND', async () => {
  const res = await as(await admin()).details('nao-existe');
  assert.equal(res.status, 404);
  assert.equal(res.body.error.code, 'USER_NOT_FOUND');
  assert.equal(res.body.error.message, 'Utilizador não encontrado.');
});

Deno.test('each filter of the admin user search is served by its index, never by reading every user (issue 27)', async () => {
  const filters: [Parameters<typeof userFilters>[1], string][] = [
    [{ q: 'macuacua' }, 'users_search_trgm_idx'],
    [{ type: 'driver' }, 'users_roles_idx'],
    [{ type: 'client' }, 'users_roles_idx'],
    [{ status: 'suspended' }, 'users_admin_status_idx'],
  ];
  for (const [query, index] of filters) {
    // Sequential scans priced out: a filter no index can serve still plans one (the test data is too small for the
    // planner to prefer an index on its own).
    const plan = await sql.begin(async (tx) => {
      await tx`set local enable_seqscan = off`;
      return await tx`explain (format json) select u.id from users u where ${userFilters(tx, query)}`;
    });
    const text = JSON.stringify(plan);
    assert.ok(text.includes(`"Index Name":"${index}"`), `${JSON.stringify(query)}: ${text}`);
    assert.ok(!text.includes('Seq Scan'), `${JSON.stringify(query)}: ${text}`);
  }
});
