import assert from 'node:assert/strict';
import { SMTPServer } from 'smtp-server';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { submit } from '../verifications/verifications.fixtures.ts';
import { freePort } from '../../test/api-process.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import {
  type Mailer,
  MAX_ATTEMPTS,
  type OutboundEmail,
  processOutbound,
  retryDelayMs,
  sandboxSms,
  smtpMailer,
} from './notifications.outbound.ts';
import { sendReminders } from './notifications.reminders.ts';

/** A mailer that records what it sends (and fails for the addresses in `failFor`). */
function recorder(failFor: Set<string> = new Set(), delayMs = 0) {
  const sent: OutboundEmail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (failFor.has(mail.to)) throw new Error('421 serviço indisponível');
      sent.push(mail);
    },
  };
  return { sent, mailer };
}

interface Outbound {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  kind: string;
}
const queueOf = (user: TestUser) =>
  sql<Outbound[]>`
    select o.id, o.channel, o.recipient, o.subject, o.status, o.attempts, o.next_attempt_at, n.kind
    from outbound_messages o join notifications n on n.id = o.notification_id
    where o.user_id = ${user.uid} order by o.created_at, o.channel
  `;

/** A paid (confirmed) booking of one seat on a fresh ride `days` from today. */
async function confirmedRide(days = 4, client?: TestUser) {
  const driver = await createDriver();
  const tag = crypto.randomUUID().slice(0, 8);
  const rideId = await insertRide(driver, { from: `Fila ${tag}`, to: `Destino ${tag}`, date: inDays(days) });
  client ??= await createClient();
  const booked = await bookRide(client, rideId, 1);
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const bookingId = booked.body.data.id as string;
  const paid = await call('POST', '/api/payments', {
    token: client.token,
    body: { bookingId, method: 'card' },
  });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  return { driver, client, bookingId };
}

/** Sends the queue until nothing is due at `now`. */
async function drain(now: Date, transports: Parameters<typeof processOutbound>[2]) {
  for (let i = 0; i < 50; i++) {
    const r = await processOutbound(sql, now, transports);
    if (!r.sent && !r.failed) return;
  }
}

Deno.test('a confirmed booking queues its e-mails: confirmed to the client, new booking to the driver, and an SMS', async () => {
  const client = await createClient();
  await sql`update users set phone = '+258841112233' where id = ${client.uid}`;
  const { driver } = await confirmedRide(4, client);
  const mine = await queueOf(client);
  assert.deepEqual(mine.map((m) => [m.kind, m.channel]), [['booking_confirmed', 'email'], [
    'booking_confirmed',
    'sms',
  ]]);
  assert.equal(mine[0]?.recipient, client.email);
  assert.equal(mine[0]?.subject, 'MozTurismo: Reserva confirmada');
  assert.equal(mine[1]?.recipient, '+258841112233');
  const theirs = await queueOf(driver);
  assert.deepEqual(theirs.map((m) => [m.kind, m.channel]), [['booking_received', 'email']]);

  const { sent, mailer } = recorder();
  await drain(new Date(), { mailer, sms: sandboxSms(sql) });
  const toClient = sent.filter((m) => m.to === client.email);
  assert.equal(toClient.length, 1);
  assert.match(toClient[0]!.text, /^Fila .* → Destino .*\.\n\nVeja em http.*\/reservas/);
  const [sms]: [{ phone: string; body: string }?] = await sql`
    select s.phone, s.body from sms_sandbox s join outbound_messages o on o.id = s.outbound_id
    where o.user_id = ${client.uid}
  `;
  assert.equal(sms?.phone, '+258841112233');
  assert.match(sms!.body, /^MozTurismo: Reserva confirmada\. Fila /);
  assert.ok((await queueOf(client)).every((m) => m.status === 'sent'));
});

Deno.test('two workers never send one message twice', async () => {
  const client = await createClient();
  await sql`update users set phone = '+258842223344' where id = ${client.uid}`;
  // 40 notifications at once: 80 messages (e-mail and SMS) for one user.
  await sql`
    select notify(${client.uid}, 'booking_confirmed', 'Reserva confirmada', 'Teste ' || g || '.', '/reservas', null)
    from generate_series(1, 40) g
  `;
  const a = recorder(new Set(), 5);
  const b = recorder(new Set(), 5);
  const now = new Date();
  await Promise.all([
    drain(now, { mailer: a.mailer, sms: sandboxSms(sql) }),
    drain(now, { mailer: b.mailer, sms: sandboxSms(sql) }),
    drain(now, { mailer: a.mailer, sms: sandboxSms(sql) }),
  ]);
  const mine = [...a.sent, ...b.sent].filter((m) => m.to === client.email).map((m) => m.text.split('\n')[0]);
  assert.equal(mine.length, 40);
  assert.equal(new Set(mine).size, 40, 'each e-mail sent once');
  assert.ok(a.sent.length > 0 && b.sent.length > 0, 'both workers took part');
  const queue = await queueOf(client);
  assert.equal(queue.length, 80);
  assert.ok(queue.every((m) => m.status === 'sent' && m.attempts === 1));
  const [{ n }] = await sql<[{ n: number }]>`
    select count(*)::int as n from sms_sandbox s join outbound_messages o on o.id = s.outbound_id
    where o.user_id = ${client.uid}
  `;
  assert.equal(n, 40);
});

Deno.test('a failed e-mail is retried after a growing back-off and given up after the last attempt', async () => {
  const client = await createClient();
  await sql`
    select notify(${client.uid}, 'payment_failed', 'Pagamento recusado', 'Cartão recusado.', '/reservas', null)
  `;
  const failing = recorder(new Set([client.email]));
  const start = new Date();
  let now = start;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    await drain(now, { mailer: failing.mailer });
    const [m] = await queueOf(client);
    assert.equal(m?.attempts, attempt);
    assert.equal(m?.status, attempt < MAX_ATTEMPTS ? 'pending' : 'failed');
    if (attempt < MAX_ATTEMPTS) {
      assert.equal(m!.nextAttemptAt.getTime(), now.getTime() + retryDelayMs(attempt));
      // Not due a moment before its time.
      await drain(new Date(m!.nextAttemptAt.getTime() - 1_000), { mailer: failing.mailer });
      assert.equal((await queueOf(client))[0]?.attempts, attempt);
      now = m!.nextAttemptAt;
    }
  }
  assert.deepEqual([30_000, 120_000, 480_000, 1_920_000].map((_, i) => retryDelayMs(i + 1)), [
    30_000,
    120_000,
    480_000,
    1_920_000,
  ]);
  // Given up: a later run does not try again.
  await drain(new Date(now.getTime() + 86_400_000), { mailer: failing.mailer });
  assert.equal((await queueOf(client))[0]?.attempts, MAX_ATTEMPTS);
});

Deno.test('a message left sending by a stopped worker is marked failed, never sent again', async () => {
  const client = await createClient();
  await sql`select notify(${client.uid}, 'refund_succeeded', 'Reembolso concluído', 'Devolvido.', '/reservas', null)`;
  const now = new Date();
  await sql`update outbound_messages set status = 'sending', attempts = 1, claimed_at = ${new Date(
    now.getTime() - 11 * 60_000,
  )} where user_id = ${client.uid}`;
  const { sent, mailer } = recorder();
  await drain(now, { mailer });
  assert.equal(sent.filter((m) => m.to === client.email).length, 0);
  assert.equal((await queueOf(client))[0]?.status, 'failed');
});

Deno.test('preferences: a topic turned off is not mailed, SMS off sends none; the other topics still are', async () => {
  const client = await createClient();
  await sql`update users set phone = '+258843334455' where id = ${client.uid}`;
  const before = await call('GET', '/api/notifications/preferences', { token: client.token });
  assert.equal(before.status, 200);
  const topics = before.body.data.email as { topic: string; enabled: boolean }[];
  for (const topic of ['account', 'bookings', 'payments', 'provider', 'reminders']) {
    assert.ok(topics.some((t) => t.topic === topic), topic);
  }
  assert.ok(topics.every((t) => t.enabled));
  assert.equal(before.body.data.sms, true);
  const saved = await call('PUT', '/api/notifications/preferences', {
    token: client.token,
    body: { email: { bookings: false }, sms: false },
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.equal(saved.body.data.email.find((t: { topic: string }) => t.topic === 'bookings').enabled, false);
  assert.equal(saved.body.data.sms, false);
  const unknown = await call('PUT', '/api/notifications/preferences', {
    token: client.token,
    body: { email: { marketing: true } },
  });
  assert.equal(unknown.status, 400);
  assert.equal(unknown.body.error.code, 'UNKNOWN_TOPIC');

  await confirmedRide(4, client);
  await sql`select notify(${client.uid}, 'payment_failed', 'Pagamento recusado', 'Recusado.', '/reservas', null)`;
  const queue = await queueOf(client);
  assert.deepEqual(queue.map((m) => [m.kind, m.channel]), [['payment_failed', 'email']]);

  // Turned on again: the next one is mailed.
  await call('PUT', '/api/notifications/preferences', { token: client.token, body: { email: { bookings: true } } });
  await confirmedRide(5, client);
  assert.deepEqual((await queueOf(client)).map((m) => m.kind), ['payment_failed', 'booking_confirmed']);
});

Deno.test('reminders: the day before a ride, once per booking, in the app, by e-mail and SMS', async () => {
  const client = await createClient();
  await sql`update users set phone = '+258844445566' where id = ${client.uid}`;
  const { bookingId } = await confirmedRide(1, client);
  const later = await confirmedRide(3, client);
  const counts = await Promise.all([sendReminders(sql), sendReminders(sql), sendReminders(sql)]);
  assert.ok(counts.reduce((a, b) => a + b, 0) >= 1);
  const reminders = await sql<{ bookingId: string; title: string }[]>`
    select booking_id, title from notifications where user_id = ${client.uid} and kind = 'booking_reminder'
  `;
  assert.deepEqual(reminders.map((r) => r.bookingId), [bookingId]);
  assert.equal(reminders[0]?.title, 'A sua viagem é amanhã');
  await sendReminders(sql);
  const again = await sql`
    select 1 from notifications where user_id = ${client.uid} and kind = 'booking_reminder'
  `;
  assert.equal(again.length, 1);
  const queued = (await queueOf(client)).filter((m) => m.kind === 'booking_reminder').map((m) => m.channel);
  assert.deepEqual(queued, ['email', 'sms']);
  assert.notEqual(later.bookingId, bookingId);
});

Deno.test('e-mails go out through SMTP with nodemailer', async () => {
  const port = freePort();
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(
      stream: ReadableStream & { on: (e: string, f: (c?: Uint8Array) => void) => void },
      _s: unknown,
      cb: () => void,
    ) {
      let text = '';
      stream.on('data', (c) => (text += new TextDecoder().decode(c)));
      stream.on('end', () => {
        received.push(text);
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  try {
    const client = await createClient();
    await sql`select notify(${client.uid}, 'verification_approved', 'Verificação aprovada', 'Aprovada.', '/', null)`;
    await drain(new Date(), { mailer: smtpMailer(`smtp://127.0.0.1:${port}`) });
    const mail = received.find((m) => m.includes(client.email));
    assert.ok(mail, 'the SMTP server received the e-mail');
    assert.match(mail, /^Subject: =\?UTF-8\?Q\?MozTurismo=3A_Verifica=C3=A7=C3=A3o/m);
    assert.equal((await queueOf(client))[0]?.status, 'sent');
  } finally {
    await new Promise<void>((r) => server.close(r));
  }
});

Deno.test("admins are told of a verification to review, in the app and by e-mail; others don't see the admin topic", async () => {
  const admin = await createUser({ roles: ['client', 'admin'] });
  const driver = await createUser({ roles: ['client', 'driver'] });
  await sql`update users set first_name = 'Rosa', last_name = 'Langa' where id = ${driver.uid}`;
  await submit(driver);
  const [n]: [{ title: string; body: string; link: string }?] = await sql`
    select title, body, link from notifications
    where user_id = ${admin.uid} and kind = 'admin_verification_submitted' order by created_at desc limit 1
  `;
  assert.equal(n?.title, 'Nova verificação para rever');
  assert.equal(n?.body, 'Rosa Langa enviou documentos de identidade para verificação.');
  assert.equal(n?.link, '/admin/users');
  assert.ok((await queueOf(admin)).some((m) => m.kind === 'admin_verification_submitted' && m.channel === 'email'));
  const mine = await call('GET', '/api/notifications/preferences', { token: admin.token });
  assert.ok(mine.body.data.email.some((t: { topic: string }) => t.topic === 'admin'));
  const theirs = await call('GET', '/api/notifications/preferences', { token: driver.token });
  assert.ok(!theirs.body.data.email.some((t: { topic: string }) => t.topic === 'admin'));
});

Deno.test('a traveller who prefers English gets the e-mail and the in-app notification in English; the driver in Portuguese', async () => {
  const client = await createClient();
  await call('GET', '/api/auth/profile', { token: client.token });
  await sql`update users set preferences = preferences || '{"language": "en"}'::jsonb where id = ${client.uid}`;
  const { driver } = await confirmedRide(5, client);
  const { sent, mailer } = recorder();
  await drain(new Date(), { mailer, sms: sandboxSms(sql) });

  const toClient = sent.find((m) => m.to === client.email);
  assert.ok(toClient, 'the client was mailed');
  assert.equal(toClient.subject, 'MozTurismo: Booking confirmed');
  assert.match(toClient.text, /You get this e-mail because you have a MozTurismo account/);
  const driverEmail = (await sql<{ email: string }[]>`select email from users where id = ${driver.uid}`)[0]!.email;
  const toDriver = sent.find((m) => m.to === driverEmail);
  assert.equal(toDriver?.subject, 'MozTurismo: Nova reserva confirmada');
  assert.match(toDriver!.text, /Recebe este e-mail porque tem conta na MozTurismo/);

  const english = await call('GET', '/api/notifications', {
    token: client.token,
    headers: { 'Accept-Language': 'en' },
  });
  assert.equal(english.status, 200);
  const titles = (english.body.data as { title: string }[]).map((n) => n.title);
  assert.ok(titles.includes('Booking confirmed'), JSON.stringify(titles));
  const portuguese = await call('GET', '/api/notifications', { token: client.token });
  assert.ok((portuguese.body.data as { title: string }[]).some((n) => n.title === 'Reserva confirmada'));
});
