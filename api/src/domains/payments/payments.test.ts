import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { bookRide, createClient, createDriver, insertRide, seatsLeft } from '../rides/rides.fixtures.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import { releaseExpiredHolds } from '../bookings/bookings.holds.ts';
import type { Payment } from './payments.schemas.ts';
import { getPayment, startPayment } from './payments.service.ts';
import { settleDuePayments } from './payments.settlement.ts';
import { createSandboxProvider } from './sandbox.ts';
import { normaliseBank, normaliseMpesa } from './payments.validation.ts';
import { expiryProblem, luhnValid } from '@turismo/rules/payment.ts';

const CARD = { name: 'Ana Macuácua', number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' };

/** A client with a pending booking of 2 seats on a fresh ride. */
async function pendingBooking(seats = 2): Promise<{ client: TestUser; booking: Booking; rideId: string }> {
  const driver = await createDriver();
  const rideId = await insertRide(driver, { from: 'Inhambane', to: 'Vilanculos', seats: 4, priceMt: 800 });
  const client = await createClient();
  const res = await bookRide(client, rideId, seats);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { client, booking: res.body.data, rideId };
}

const pay = (user: TestUser, body: unknown, key?: string) =>
  call('POST', '/api/payments', {
    token: user.token,
    body,
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });
const bookingOf = async (user: TestUser, id: string) =>
  (await call('GET', `/api/bookings/${id}`, { token: user.token })).body.data as Booking;

Deno.test('a sandbox card payment succeeds for the booking total and confirms the booking; no card detail kept', async () => {
  const { client, booking } = await pendingBooking();
  // Card details sent anyway are no part of the API (ADR 0050): ignored, never stored.
  const res = await pay(client, { bookingId: booking.id, method: 'card', card: CARD });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const p = res.body.data as Payment;
  assert.equal(p.status, 'succeeded');
  assert.equal(p.bookingStatus, 'confirmed');
  assert.equal(p.amountCents, booking.totalCents);
  assert.equal(p.method, 'card');
  assert.equal(p.provider, 'sandbox');
  assert.match(p.providerReference!, /^SBX-CARD-/);
  // The card is typed on the acquirer's hosted page (ADR 0050): the API knows nothing of it, not even a hint.
  assert.equal(p.payerHint, null);
  const after = await bookingOf(client, booking.id);
  assert.equal(after.status, 'confirmed');
  assert.equal(after.paymentStatus, 'succeeded');
  assert.equal(after.holdExpiresAt, null);
  assert.ok(after.confirmedAt);
  const [row] = await sql`select * from payments where id = ${p.id}`;
  const stored = JSON.stringify(row);
  assert.ok(!stored.includes('4242424242424242') && !stored.includes('"123"'), 'no card number or CVV stored');
});

Deno.test('a refused payment fails and leaves the booking pending; paying again succeeds', async () => {
  const { client, booking } = await pendingBooking();
  const declined = await pay(client, {
    bookingId: booking.id,
    method: 'mpesa',
    mpesa: { phone: '+258 84 000 0000' },
  });
  assert.equal(declined.status, 201);
  assert.equal(declined.body.data.status, 'failed');
  assert.equal(declined.body.data.failureReason, 'Pagamento M-Pesa recusado.');
  assert.equal(declined.body.data.bookingStatus, 'pending');
  const pending = await bookingOf(client, booking.id);
  assert.equal(pending.status, 'pending');
  assert.equal(pending.paymentStatus, 'failed');

  const retry = await pay(client, { bookingId: booking.id, method: 'card' });
  assert.equal(retry.body.data.status, 'succeeded');
  assert.equal((await bookingOf(client, booking.id)).status, 'confirmed');
  const paidAgain = await pay(client, { bookingId: booking.id, method: 'card' });
  assert.equal(paidAgain.status, 409);
  assert.equal(paidAgain.body.error.code, 'ALREADY_PAID');
});

Deno.test('M-Pesa succeeds for a valid number and fails for the sandbox refusal number +258 84 000 0000', async () => {
  const { client, booking } = await pendingBooking();
  const refused = await pay(client, { bookingId: booking.id, method: 'mpesa', mpesa: { phone: '+258 84 000 0000' } });
  assert.equal(refused.body.data.status, 'failed');
  assert.equal(refused.body.data.failureReason, 'Pagamento M-Pesa recusado.');
  const ok = await pay(client, { bookingId: booking.id, method: 'mpesa', mpesa: { phone: '84 123 4567' } });
  assert.equal(ok.status, 201);
  assert.equal(ok.body.data.status, 'succeeded');
  assert.equal(ok.body.data.payerHint, '+258 ** *** *567');
  assert.equal((await bookingOf(client, booking.id)).status, 'confirmed');
});

Deno.test('a bank transfer stays pending, keeps the seats held, and is confirmed by an admin only', async () => {
  const { client, booking, rideId } = await pendingBooking();
  const res = await pay(client, {
    bookingId: booking.id,
    method: 'bank',
    bank: { iban: 'MZ59 0001 0000 0012 3456 7894 0' },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const p = res.body.data as Payment;
  assert.equal(p.status, 'pending');
  assert.equal(p.settlesAt, null);
  assert.equal(p.payerHint, '**** 8940');
  // The hold now lasts until departure: a release long after the usual hold leaves it alone.
  await releaseExpiredHolds(sql, new Date(Date.now() + 2 * 3600_000), rideId);
  assert.equal((await bookingOf(client, booking.id)).status, 'pending');
  assert.equal(await seatsLeft(rideId), 2);
  const second = await pay(client, { bookingId: booking.id, method: 'card' });
  assert.equal(second.status, 409);
  assert.equal(second.body.error.code, 'PAYMENT_PENDING');

  assert.equal((await call('POST', `/api/payments/${p.id}/confirm`, { token: client.token })).status, 403);
  const admin = await createUser({ roles: ['client', 'admin'] });
  const confirmed = await call('POST', `/api/payments/${p.id}/confirm`, { token: admin.token });
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  assert.equal(confirmed.body.data.status, 'succeeded');
  assert.equal(confirmed.body.data.bookingStatus, 'confirmed');
  const again = await call('POST', `/api/payments/${p.id}/confirm`, { token: admin.token });
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'PAYMENT_NOT_PENDING');
});

Deno.test('only bank transfers are confirmed by hand', async () => {
  const { client, booking } = await pendingBooking();
  const p = (await pay(client, { bookingId: booking.id, method: 'card' })).body.data as Payment;
  const admin = await createUser({ roles: ['client', 'admin'] });
  const res = await call('POST', `/api/payments/${p.id}/confirm`, { token: admin.token });
  assert.equal(res.status, 422);
  assert.equal(res.body.error.code, 'NOT_BANK_TRANSFER');
});

Deno.test("payment answers the spec's 'Dados Incompletos' messages and the field checks", async () => {
  const { client, booking } = await pendingBooking();
  const bookingId = booking.id;
  const cases: [unknown, string][] = [
    [{ bookingId, method: 'mpesa' }, 'Por favor insira o número M-Pesa.'],
    [{ bookingId, method: 'mpesa', mpesa: { phone: ' ' } }, 'Por favor insira o número M-Pesa.'],
    [{ bookingId, method: 'bank', bank: {} }, 'Por favor insira os dados bancários.'],
    [{ bookingId, method: 'bank' }, 'Por favor insira os dados bancários.'],
    [
      { bookingId, method: 'mpesa', mpesa: { phone: '+258 81 123 4567' } },
      'Número M-Pesa inválido. Use o formato +258 8X XXX XXXX.',
    ],
    [
      { bookingId, method: 'mpesa', mpesa: { phone: '84 123 456' } },
      'Número M-Pesa inválido. Use o formato +258 8X XXX XXXX.',
    ],
    [{ bookingId, method: 'bank', bank: { account: '1234567' } }, 'Número de conta ou IBAN inválido.'],
    [{ bookingId, method: 'bank', bank: { iban: 'PT50000201231234567890154' } }, 'Número de conta ou IBAN inválido.'],
    [{ bookingId, method: 'paypal' }, 'Escolha um método de pagamento.'],
    [{ method: 'card' }, 'Escolha a reserva a pagar.'],
  ];
  for (const [body, message] of cases) {
    const res = await pay(client, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.error.code, 'VALIDATION_ERROR');
    assert.equal(res.body.error.message, message, JSON.stringify(body));
  }
  const n = (await sql<{ n: number }[]>`select count(*)::int as n from payments where booking_id = ${bookingId}`)[0]!.n;
  assert.equal(n, 0);
  const account = await pay(client, { bookingId, method: 'bank', bank: { account: '0001 2345 678' } });
  assert.equal(account.status, 201);
  assert.equal(account.body.data.payerHint, '**** 5678');
});

Deno.test('a retried payment with the same Idempotency-Key returns the first payment', async () => {
  const { client, booking } = await pendingBooking();
  const key = crypto.randomUUID();
  const body = { bookingId: booking.id, method: 'mpesa', mpesa: { phone: '+258841234567' } };
  const first = await pay(client, body, key);
  const retry = await pay(client, body, key);
  assert.equal(first.status, 201);
  assert.equal(retry.status, 201);
  assert.equal(retry.body.data.id, first.body.data.id);
  const n =
    (await sql<{ n: number }[]>`select count(*)::int as n from payments where booking_id = ${booking.id}`)[0]!.n;
  assert.equal(n, 1);
  const other = await pay(client, { ...body, method: 'bank', bank: { account: '12345678' } }, key);
  assert.equal(other.status, 422);
  assert.equal(other.body.error.code, 'IDEMPOTENCY_KEY_REUSED');
});

Deno.test('a payment settles lazily and durably when due: pending before, confirmed after', async () => {
  const { client, booking } = await pendingBooking();
  const user = {
    uid: client.uid,
    email: client.email,
    emailVerified: true,
    name: null,
    picture: null,
    roles: ['client' as const],
    permissions: ['booking.create', 'booking.view'],
    status: 'active',
    suspensionReason: null,
    verificationStatus: 'none',
  };
  const now = new Date();
  const provider = createSandboxProvider({ delayMs: 60_000 });
  const { payment } = await startPayment(user, { bookingId: booking.id, method: 'card' }, {
    now,
    provider,
  });
  assert.equal(payment.status, 'pending');
  assert.equal(payment.settlesAt, new Date(now.getTime() + 60_000).toISOString());
  assert.equal((await getPayment(user, payment.id)).status, 'pending');
  assert.equal((await bookingOf(client, booking.id)).status, 'pending');
  // The booking's hold covers the settlement.
  assert.ok(new Date((await bookingOf(client, booking.id)).holdExpiresAt!) > new Date(now.getTime() + 60_000));

  const settled = await settleDuePayments(sql, new Date(now.getTime() + 61_000), { bookingId: booking.id });
  assert.equal(settled, 1);
  const after = await call('GET', `/api/payments/${payment.id}`, { token: client.token });
  assert.equal(after.body.data.status, 'succeeded');
  assert.equal(after.body.data.bookingStatus, 'confirmed');
  assert.equal(await settleDuePayments(sql, new Date(now.getTime() + 62_000), { bookingId: booking.id }), 0);
});

Deno.test('a payment that was due while nobody looked is settled by the next read', async () => {
  const { client, booking } = await pendingBooking();
  const user = {
    uid: client.uid,
    email: client.email,
    emailVerified: true,
    name: null,
    picture: null,
    roles: ['client' as const],
    permissions: ['booking.create'],
    status: 'active',
    suspensionReason: null,
    verificationStatus: 'none',
  };
  const past = new Date(Date.now() - 5000);
  const provider = createSandboxProvider({ delayMs: 1000 });
  const { payment } = await startPayment(user, {
    bookingId: booking.id,
    method: 'mpesa',
    mpesa: { phone: '841234567' },
  }, {
    now: past,
    provider,
  });
  assert.equal(payment.status, 'pending');
  const list = await call('GET', '/api/bookings/user', { token: client.token });
  const mine = list.body.data.find((b: Booking) => b.id === booking.id);
  assert.equal(mine.status, 'confirmed');
  assert.equal(mine.paymentStatus, 'succeeded');
});

Deno.test('cancelled, expired, foreign and unknown bookings cannot be paid; a payment is seen by its payer only', async () => {
  const { client, booking, rideId } = await pendingBooking();
  const stranger = await createClient();
  assert.equal((await pay(stranger, { bookingId: booking.id, method: 'card' })).status, 404);
  assert.equal((await pay(client, { bookingId: crypto.randomUUID(), method: 'card' })).status, 404);

  await sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${booking.id}`;
  const expired = await pay(client, { bookingId: booking.id, method: 'card' });
  assert.equal(expired.status, 409);
  assert.equal(expired.body.error.code, 'HOLD_EXPIRED');
  await releaseExpiredHolds(sql, new Date(), rideId);
  const cancelled = await pay(client, { bookingId: booking.id, method: 'card' });
  assert.equal(cancelled.status, 409);
  assert.equal(cancelled.body.error.code, 'BOOKING_NOT_PAYABLE');

  const other = await pendingBooking();
  const p = (await pay(other.client, { bookingId: other.booking.id, method: 'bank', bank: { account: '12345678' } }))
    .body.data as Payment;
  assert.equal((await call('GET', `/api/payments/${p.id}`, { token: stranger.token })).status, 404);
  assert.equal((await call('GET', `/api/payments/${p.id}`, { token: other.client.token })).status, 200);
  // Cancelling the booking voids its pending bank transfer (nothing was taken: no refund) and frees the seats.
  await call('POST', `/api/bookings/${other.booking.id}/cancel`, { token: other.client.token });
  const voided = await call('GET', `/api/payments/${p.id}`, { token: other.client.token });
  assert.equal(voided.body.data.status, 'cancelled');
  assert.equal(voided.body.data.failureReason, 'Reserva cancelada.');
  assert.equal(await seatsLeft(other.rideId), 4);
});

Deno.test('card, M-Pesa and bank checks: Luhn, expiry in Maputo time, +258 8[2-7], account or MZ59 IBAN', () => {
  assert.ok(luhnValid('4242424242424242'));
  assert.ok(luhnValid('4000000000000002'));
  assert.ok(luhnValid('5555555555554444'));
  assert.ok(!luhnValid('4242424242424241'));
  assert.ok(!luhnValid('42424242'));
  // 23:30 UTC on 31 March is already April in Maputo: a card valid through 03/31 has expired.
  assert.equal(expiryProblem('03/31', new Date('2031-03-31T21:00:00Z')), null);
  assert.equal(expiryProblem('03/31', new Date('2031-03-31T23:30:00Z')), 'O cartão está expirado.');
  assert.equal(normaliseMpesa('+258 87 765 4321'), '+258877654321');
  assert.equal(normaliseMpesa('258821234567'), '+258821234567');
  assert.equal(normaliseMpesa('+258 88 123 4567'), null);
  assert.deepEqual(normaliseBank({ iban: 'mz59 0001 0000 0012 3456 7894 0' }), { iban: 'MZ59000100000012345678940' });
  assert.deepEqual(normaliseBank({ account: '12345678901234567890' }), { account: '12345678901234567890' });
  assert.equal(normaliseBank({ account: '123456789012345678901' }), null);
  // The right shape with a failing mod-97 check (ibantools; issue 29).
  assert.equal(normaliseBank({ iban: 'MZ59000100000012345678901' }), null);
});
