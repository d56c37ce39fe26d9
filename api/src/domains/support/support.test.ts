import assert from 'node:assert/strict';
import { call, createUser, sql } from '../../test/helpers.ts';

const admin = await createUser({ roles: ['client', 'admin'] });

const kinds = async (userId: string) =>
  (await sql<{ kind: string }[]>`select kind from notifications where user_id = ${userId} order by created_at`)
    .map((n) => n.kind);

Deno.test('a support thread: the user writes, an admin answers and closes, the user writes again', async () => {
  const user = await createUser();
  const created = await call('POST', '/api/support/requests', {
    token: user.token,
    body: { subject: 'Pagamento M-Pesa pendente', message: 'Paguei por M-Pesa e a reserva continua pendente.' },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.data.id;
  assert.equal(created.body.data.status, 'open');
  assert.equal(created.body.data.messages.length, 1);
  assert.ok((await kinds(admin.uid)).includes('admin_support_request'));

  const list = await call('GET', '/api/admin/support/requests?status=open', { token: admin.token });
  assert.equal(list.status, 200);
  assert.ok(list.body.data.some((r: { id: string }) => r.id === id));
  const pending = await call('GET', '/api/admin/pending-actions', { token: admin.token });
  assert.ok(pending.body.data.some((a: { id: string }) => a.id === `support:${id}`));

  const answered = await call('POST', `/api/support/requests/${id}/messages`, {
    token: admin.token,
    body: { message: 'O pagamento foi confirmado agora; veja em Reservas.' },
  });
  assert.equal(answered.status, 201, JSON.stringify(answered.body));
  assert.equal(answered.body.data.status, 'answered');
  assert.equal(answered.body.data.messages[1].fromStaff, true);
  assert.equal(answered.body.data.messages[1].authorName, 'Suporte MozTurismo');
  assert.ok((await kinds(user.uid)).includes('support_reply'));

  const closed = await call('POST', `/api/admin/support/requests/${id}/close`, { token: admin.token });
  assert.equal(closed.body.data.status, 'closed');
  await call('POST', `/api/admin/support/requests/${id}/close`, { token: admin.token });
  assert.equal((await kinds(user.uid)).filter((k) => k === 'support_closed').length, 1, 'closed once');

  const reopened = await call('POST', `/api/support/requests/${id}/messages`, {
    token: user.token,
    body: { message: 'Obrigado!' },
  });
  assert.equal(reopened.body.data.status, 'open');
  const mine = await call('GET', '/api/support/requests', { token: user.token });
  assert.deepEqual(mine.body.data.map((r: { id: string }) => r.id), [id]);
});

Deno.test('a support request is seen only by its user and admins; a booking must be theirs', async () => {
  const user = await createUser();
  const other = await createUser();
  const { id } = (await call('POST', '/api/support/requests', {
    token: user.token,
    body: { subject: 'Dúvida', message: 'Como altero o meu número?' },
  })).body.data;
  assert.equal((await call('GET', `/api/support/requests/${id}`, { token: other.token })).status, 404);
  const write = await call('POST', `/api/support/requests/${id}/messages`, {
    token: other.token,
    body: { message: 'x' },
  });
  assert.equal(write.status, 404);
  assert.equal((await call('POST', `/api/admin/support/requests/${id}/close`, { token: user.token })).status, 403);
  assert.equal((await call('GET', '/api/admin/support/requests', { token: user.token })).status, 403);
  const [booking] = await sql<{ id: string }[]>`select id from bookings limit 1`;
  if (booking) {
    const res = await call('POST', '/api/support/requests', {
      token: other.token,
      body: { subject: 'Reserva', message: 'Esta reserva', bookingId: booking.id },
    });
    assert.equal(res.status, 404);
  }
  const bad = await call('POST', '/api/support/requests', { token: user.token, body: { subject: 'x', message: '' } });
  assert.equal(bad.status, 400);
});

Deno.test('a suspended account can contact support', async () => {
  const user = await createUser();
  await call('GET', '/api/auth/profile', { token: user.token });
  await sql`update users set status = 'suspended', suspension_reason = 'Pagamentos contestados' where id = ${user.uid}`;
  const [notice] = await sql<{ link: string }[]>`
    select link from notifications where user_id = ${user.uid} and kind = 'account_suspended'
  `;
  assert.equal(notice?.link, '/ajuda/suporte');
  const res = await call('POST', '/api/support/requests', {
    token: user.token,
    body: { subject: 'Conta suspensa', message: 'Porque foi a minha conta suspensa?' },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.data.userStatus, 'suspended');
});
