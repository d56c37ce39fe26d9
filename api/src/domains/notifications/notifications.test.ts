import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { submit } from '../verifications/verifications.fixtures.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import { releaseExpiredHolds } from '../bookings/bookings.holds.ts';
import { type Notification, NotificationKindSchema } from './notifications.schemas.ts';

type Payer = { method: 'card' } | { method: 'mpesa'; mpesa: { phone: string } };
const CARD: Payer = { method: 'card' };
/** The sandbox refuses it (sandbox.ts). */
const DECLINED: Payer = { method: 'mpesa', mpesa: { phone: '+258 84 000 0000' } };

const pay = (user: TestUser, bookingId: string, payer: Payer = CARD) =>
  call('POST', '/api/payments', { token: user.token, body: { bookingId, ...payer } });
const inbox = async (user: TestUser, query = '') => {
  const res = await call('GET', `/api/notifications${query}`, { token: user.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body as { data: Notification[]; total: number; all: number; unread: number };
};

/** A paid booking of 2 seats on a fresh ride of a fresh driver. */
async function paidBooking(route = { from: 'Maputo', to: 'Xai-Xai' }) {
  const driver = await createDriver();
  const ride = await insertRide(driver, { ...route, date: inDays(4), time: '06:30', seats: 4 });
  const client = await createClient();
  const booked = await bookRide(client, ride, 2);
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const paid = await pay(client, booked.body.data.id);
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  return { driver, client, ride, bookingId: booked.body.data.id as string };
}

Deno.test('a paid booking tells the client it is confirmed and the driver that seats were booked', async () => {
  const { driver, client, bookingId } = await paidBooking();
  const mine = await inbox(client);
  // Confirmed, then the loyalty points it earned (migration 0011).
  assert.deepEqual(mine.data.map((n) => n.kind), ['loyalty_points_earned', 'booking_confirmed']);
  assert.equal(mine.unread, 2);
  const [, confirmed] = mine.data;
  assert.equal(confirmed?.kind, 'booking_confirmed');
  assert.equal(confirmed?.title, 'Reserva confirmada');
  assert.match(confirmed!.body, new RegExp(`^Maputo → Xai-Xai, \\d{2}/\\d{2}/\\d{4} 06:30\\.$`));
  assert.equal(confirmed?.link, '/reservas');
  assert.equal(confirmed?.bookingId, bookingId);
  assert.equal(confirmed?.readAt, null);
  // The spec's field names (spec 8 'Notification').
  assert.equal(confirmed?.type, 'ride');
  assert.equal(confirmed?.message, confirmed?.body);
  assert.equal(confirmed?.priority, 'normal');
  assert.equal(confirmed?.isRead, false);
  assert.equal(confirmed?.actionUrl, '/reservas');
  assert.equal(confirmed?.relatedId, bookingId);

  const theirs = await inbox(driver);
  assert.equal(theirs.data[0]?.kind, 'booking_received');
  assert.equal(theirs.data[0]?.title, 'Nova reserva confirmada');
  assert.match(theirs.data[0]!.body, /: 2 lugares\.$/);
  assert.equal(theirs.data[0]?.link, '/drivers/offers');
});

Deno.test('a notification is read by its owner only; read-all clears the badge', async () => {
  const { client, driver } = await paidBooking({ from: 'Beira', to: 'Dondo' });
  const [first] = (await inbox(client)).data;
  assert.equal((await call('POST', `/api/notifications/${first!.id}/read`, { token: driver.token })).status, 404);
  assert.equal((await call('POST', '/api/notifications/nao-existe/read', { token: client.token })).status, 404);
  const read = await call('POST', `/api/notifications/${first!.id}/read`, { token: client.token });
  assert.equal(read.status, 200);
  assert.ok(read.body.data.readAt);
  // Reading again keeps the first read time.
  const again = await call('POST', `/api/notifications/${first!.id}/read`, { token: client.token });
  assert.equal(again.body.data.readAt, read.body.data.readAt);
  // The other one ('Reserva confirmada', under 'Pontos ganhos' of migration 0011) stays unread.
  assert.equal((await inbox(client)).unread, 1);
  const unreadOnly = await inbox(client, '?unread=true');
  assert.equal(unreadOnly.total, 1);
  assert.equal(unreadOnly.data[0]?.kind, 'booking_confirmed');
  assert.equal(unreadOnly.all, 2);

  assert.equal((await inbox(driver)).unread, 1);
  const all = await call('POST', '/api/notifications/read-all', { token: driver.token });
  assert.deepEqual(all.body.data, { updated: 1 });
  assert.equal((await inbox(driver)).unread, 0);
  assert.equal((await inbox(driver)).total, 1);
});

Deno.test("the spec's PUT calls mark one notification and all notifications read (spec 7)", async () => {
  const { client } = await paidBooking({ from: 'Chimoio', to: 'Manica' });
  const [first] = (await inbox(client)).data;
  assert.equal((await call('PUT', `/api/notifications/${first!.id}/read`, { token: client.token })).status, 200);
  const read = (await inbox(client)).data.find((n) => n.id === first!.id);
  assert.equal(read?.isRead, true);
  assert.ok(read?.readAt);
  const all = await call('PUT', '/api/notifications/mark-all-read', { token: client.token });
  assert.equal(all.status, 200);
  assert.deepEqual(all.body.data, { updated: 1 });
  assert.equal((await inbox(client)).unread, 0);
});

Deno.test('cancellations tell the other side: the client cancels, the driver cancels the ride', async () => {
  const a = await paidBooking({ from: 'Nampula', to: 'Nacala' });
  const cancelled = await call('POST', `/api/bookings/${a.bookingId}/cancel`, { token: a.client.token });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  const driverSees = (await inbox(a.driver)).data.map((n) => n.title);
  assert.deepEqual(driverSees, ['Reserva cancelada pelo cliente', 'Nova reserva confirmada']);
  // The client who cancelled is not told what they did, only that the money is back (migration 0006).
  const clientSees = (await inbox(a.client)).data;
  assert.deepEqual(clientSees.map((n) => n.kind), ['refund_succeeded', 'loyalty_points_earned', 'booking_confirmed']);
  assert.equal(clientSees[0]?.title, 'Reembolso concluído');
  assert.match(clientSees[0]!.body, /^Nampula → Nacala, .*: o valor pago foi devolvido/);

  const b = await paidBooking({ from: 'Tete', to: 'Moatize' });
  assert.equal((await call('PUT', `/api/rides/${b.ride}/cancel`, { token: b.driver.token })).status, 200);
  const told = (await inbox(b.client)).data;
  assert.deepEqual(told.map((n) => n.kind), [
    'refund_succeeded',
    'booking_cancelled',
    'loyalty_points_earned',
    'booking_confirmed',
  ]);
  assert.equal(told[1]?.title, 'Viagem cancelada pelo motorista');
  assert.match(told[1]!.body, /^Tete → Moatize/);
});

Deno.test('a refused payment and an expired hold are told to the client; nothing for a rolled-back booking', async () => {
  const driver = await createDriver();
  const ride = await insertRide(driver, { from: 'Quelimane', to: 'Mocuba', seats: 3 });
  const client = await createClient();
  const booked = await bookRide(client, ride, 1);
  const refused = await pay(client, booked.body.data.id, DECLINED);
  assert.equal(refused.body.data.status, 'failed');
  const [failed] = (await inbox(client)).data;
  assert.equal(failed?.kind, 'payment_failed');
  assert.equal(failed?.title, 'Pagamento recusado');
  assert.match(failed!.body, /Pode tentar de novo enquanto a reserva estiver pendente\.$/);

  const holdEnds = new Date(booked.body.data.holdExpiresAt);
  await releaseExpiredHolds(sql, new Date(holdEnds.getTime() + 1000), ride);
  const [expired] = (await inbox(client)).data;
  assert.equal(expired?.kind, 'booking_expired');
  assert.equal(expired?.title, 'Reserva expirada');

  // A booking refused (more seats than left) writes nothing.
  const other = await createClient();
  assert.notEqual((await bookRide(other, ride, 5)).status, 201);
  assert.equal((await inbox(other)).total, 0);
});

Deno.test('account decisions are told to the user: verification approved or rejected, suspended, reactivated', async () => {
  const admin = await createUser({ roles: ['client', 'admin'] });
  const post = (path: string, body?: unknown) => call('POST', path, { token: admin.token, body });

  const driver = await createUser({ roles: ['client', 'driver'] });
  assert.equal((await submit(driver)).status, 201);
  assert.equal(
    (await post(`/api/admin/users/${driver.uid}/verification/reject`, { reason: 'Foto ilegível.' })).status,
    200,
  );
  assert.equal((await submit(driver)).status, 201);
  assert.equal((await post(`/api/admin/users/${driver.uid}/verification/approve`)).status, 200);
  assert.equal(
    (await post(`/api/admin/users/${driver.uid}/suspend`, { reason: 'Queixas de passageiros.' })).status,
    200,
  );
  assert.equal((await post(`/api/admin/users/${driver.uid}/reactivate`)).status, 200);

  const told = (await inbox(driver)).data;
  assert.deepEqual(told.map((n) => n.kind), [
    'account_reactivated',
    'account_suspended',
    'verification_approved',
    'verification_rejected',
  ]);
  assert.equal(told[3]?.body, 'Foto ilegível. Pode enviar novos documentos.');
  assert.match(told[1]!.body, /^Queixas de passageiros\. Não pode fazer reservas/);
  assert.equal(told[2]?.title, 'Verificação aprovada');
  assert.equal(told[2]?.link, '/profile/verification');
});

Deno.test('the documented notification kinds are exactly those the database accepts (notifications_kind_check)', async () => {
  const [check] = await sql<{ definition: string }[]>`
    select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'notifications_kind_check'
  `;
  assert.ok(check, 'notifications_kind_check exists');
  const accepted = [...check.definition.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]).sort();
  assert.deepEqual([...NotificationKindSchema.options].sort(), accepted);
});
