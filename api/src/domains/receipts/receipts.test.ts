import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { createClient } from '../rides/rides.fixtures.ts';
import type { Receipt, ReceiptSummary } from './receipts.schemas.ts';
import { payByCard, pdfText, pendingRideBooking } from './receipts.fixtures.ts';
import { normaliseNuit } from '../../lib/nuit.ts';

const receiptsOf = async (user: TestUser, query = '') =>
  (await call('GET', `/api/receipts${query}`, { token: user.token })).body.data as ReceiptSummary[];

/** The receipts table numbers 1..N: no gap, no duplicate (over every receipt of the shared database). */
async function assertGapless() {
  const [row] = await sql<{ n: number; min: number | null; max: number | null; distinct: number; last: number }[]>`
    select count(*)::int as n, min(number)::int as min, max(number)::int as max,
      count(distinct number)::int as distinct,
      (select last_number::int from receipt_counters where name = 'receipts') as last
    from receipts
  `;
  assert.equal(row!.distinct, row!.n, 'no duplicate number');
  if (row!.n > 0) {
    assert.equal(row!.min, 1);
    assert.equal(row!.max, row!.n, 'numbers 1..N without gaps');
  }
  assert.equal(row!.last, row!.n, 'the counter is the last number issued');
}

Deno.test('a card payment gets a receipt with the booking, quantities, unit price, fee, total and the method', async () => {
  const { client, driver, booking } = await pendingRideBooking({ seats: 2, priceMt: 750 });
  await sql`update users set first_name = 'Ana', last_name = 'Macuácua' where id = ${client.uid}`;
  await sql`update users set first_name = 'Carlos', last_name = 'Sitoe' where id = ${driver.uid}`;
  const payment = await payByCard(client, booking.id);
  assert.equal(payment.status, 'succeeded');
  const list = await receiptsOf(client, `?bookingId=${booking.id}`);
  assert.equal(list.length, 1);
  assert.equal(list[0]!.kind, 'payment');
  const res = await call('GET', `/api/receipts/${list[0]!.id}`, { token: client.token });
  assert.equal(res.status, 200);
  const r = res.body.data as Receipt;
  assert.equal(r.title, 'Recibo de pagamento');
  assert.equal(r.platform.name, 'MozTurismo');
  assert.equal(r.provider.name, 'Carlos Sitoe');
  assert.equal(r.customer.name, 'Ana Macuácua');
  assert.equal(r.customer.nuit, null);
  assert.equal(r.lines[0]!.quantity, 2);
  assert.equal(r.lines[0]!.unitPriceCents, 75000);
  assert.equal(r.lines[0]!.totalCents, 150000);
  assert.equal(r.subtotalCents, booking.subtotalCents);
  assert.equal(r.platformFeeCents, booking.platformFeeCents);
  assert.equal(r.discountCents, 0);
  assert.equal(r.totalCents, booking.totalCents);
  assert.equal(r.amountCents, booking.totalCents);
  // No card detail reaches the API (ADR 0050): the method alone.
  assert.equal(r.methodLabel, 'Cartão');
  assert.match(r.issuedAtLocal, /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  assert.match(r.booking.label, /Chókwè → Xai-Xai/);

  const pdf = await fetchPdf(client, r.id);
  assert.equal(pdf.status, 200);
  assert.equal(pdf.type, 'application/pdf');
  assert.match(pdf.disposition!, new RegExp(`recibo-${r.numberLabel}\\.pdf`));
  const text = pdfText(pdf.bytes);
  for (const expected of ['Recibo de pagamento', 'MozTurismo', 'Carlos Sitoe', 'Ana Macuácua', 'Cartão']) {
    assert.ok(text.includes(expected), `PDF shows ${expected}: ${text}`);
  }
  assert.ok(text.includes('750,00 MT') && text.includes('Taxa da plataforma'), text);
  assert.ok(text.includes('Chókwè -> Xai-Xai'), 'the arrow is drawable in the built-in font');
  await assertGapless();
});

async function fetchPdf(user: TestUser, id: string) {
  const { app } = await import('../../test/helpers.ts');
  const res = await app.request(`/api/receipts/${id}/pdf`, { headers: { Authorization: `Bearer ${user.token}` } });
  return {
    status: res.status,
    type: res.headers.get('Content-Type'),
    disposition: res.headers.get('Content-Disposition'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

Deno.test('a cancelled paid booking gets a refund receipt naming the payment receipt', async () => {
  const { client, booking } = await pendingRideBooking({ seats: 1 });
  await payByCard(client, booking.id);
  const cancel = await call('POST', `/api/bookings/${booking.id}/cancel`, { token: client.token, body: {} });
  assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
  const list = await receiptsOf(client, `?bookingId=${booking.id}`);
  assert.deepEqual(list.map((r) => r.kind).sort(), ['payment', 'refund']);
  const refund = list.find((r) => r.kind === 'refund')!;
  const payment = list.find((r) => r.kind === 'payment')!;
  assert.ok(refund.number > payment.number);
  const r = (await call('GET', `/api/receipts/${refund.id}`, { token: client.token })).body.data as Receipt;
  assert.equal(r.title, 'Recibo de reembolso');
  assert.equal(r.paymentReceiptNumber, payment.number);
  const [paid] = await sql<
    { amountCents: number }[]
  >`select amount_cents from refunds where booking_id = ${booking.id}`;
  assert.equal(r.amountCents, paid!.amountCents);
  assert.ok(pdfText((await fetchPdf(client, r.id)).bytes).includes('Valor reembolsado'));
  await assertGapless();
});

Deno.test('receipts are read by the traveller, the provider and admins only', async () => {
  const { client, driver, booking } = await pendingRideBooking({ seats: 1 });
  await payByCard(client, booking.id);
  const [receipt] = await receiptsOf(client, `?bookingId=${booking.id}`);
  const stranger = await createClient();
  const otherDriver = await createUser({ roles: ['client', 'driver'], verified: true });
  const admin = await createUser({ roles: ['client', 'admin'] });
  for (
    const [who, status] of [[client, 200], [driver, 200], [admin, 200], [stranger, 404], [otherDriver, 404]] as const
  ) {
    assert.equal((await call('GET', `/api/receipts/${receipt!.id}`, { token: who.token })).status, status);
    assert.equal((await fetchPdf(who, receipt!.id)).status, status);
    const list = await call('GET', `/api/receipts?bookingId=${booking.id}`, { token: who.token });
    assert.equal(list.status, status);
  }
  assert.equal((await call('GET', `/api/receipts/${receipt!.id}`)).status, 401);
  const asProvider = await receiptsOf(driver, '?as=provider');
  assert.ok(asProvider.some((r) => r.id === receipt!.id));
  assert.ok(!(await receiptsOf(stranger, '?as=provider')).some((r) => r.id === receipt!.id));
  assert.ok(!(await receiptsOf(driver)).some((r) => r.id === receipt!.id), "not among the driver's own bookings");
});

Deno.test('NUIT: 9 digits with the check digit, from the profile or written once on a receipt by the traveller', async () => {
  assert.equal(normaliseNuit('400 339 910'), '400339910');
  assert.equal(normaliseNuit('400-005-834'), '400005834');
  assert.equal(normaliseNuit('400339911'), null, 'wrong check digit');
  assert.equal(normaliseNuit('40033991'), null);
  assert.equal(normaliseNuit('4003399100'), null);

  const { client, driver, booking } = await pendingRideBooking({ seats: 1 });
  const bad = await call('PUT', '/api/receipts/profile/nuit', { token: client.token, body: { nuit: '123456789' } });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.error.code, 'INVALID_NUIT');
  const ok = await call('PUT', '/api/receipts/profile/nuit', { token: client.token, body: { nuit: '400 339 910' } });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.data.nuit, '400339910');
  await payByCard(client, booking.id);
  const [receipt] = await receiptsOf(client, `?bookingId=${booking.id}`);
  const r = (await call('GET', `/api/receipts/${receipt!.id}`, { token: driver.token })).body.data as Receipt;
  assert.equal(r.customer.nuit, '400339910', 'the profile NUIT is printed, on the provider copy too');

  // A receipt issued without one: the traveller writes it once; nobody else can.
  const second = await pendingRideBooking({ seats: 1 });
  await payByCard(second.client, second.booking.id);
  const [plain] = await receiptsOf(second.client, `?bookingId=${second.booking.id}`);
  const path = `/api/receipts/${plain!.id}/nuit`;
  assert.equal((await call('PUT', path, { token: second.driver.token, body: { nuit: '400005834' } })).status, 403);
  assert.equal((await call('PUT', path, { token: second.client.token, body: { nuit: '400005835' } })).status, 400);
  const set = await call('PUT', path, { token: second.client.token, body: { nuit: '400005834' } });
  assert.equal(set.status, 200);
  assert.equal(set.body.data.customer.nuit, '400005834');
  const again = await call('PUT', path, { token: second.client.token, body: { nuit: '400339910' } });
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'RECEIPT_NUIT_SET');
  assert.ok(pdfText((await fetchPdf(second.client, plain!.id)).bytes).includes('400005834'));
  const cleared = await call('PUT', '/api/receipts/profile/nuit', { token: client.token, body: { nuit: null } });
  assert.equal(cleared.body.data.nuit, null);
});

Deno.test('receipt numbers stay 1..N without gaps or duplicates under many concurrent payments and a rollback', async () => {
  const N = 24;
  const clients = await Promise.all(Array.from({ length: N / 2 }, () => createClient()));
  const bookings: Awaited<ReturnType<typeof pendingRideBooking>>[] = [];
  for (const client of clients) {
    for (let i = 0; i < 2; i++) bookings.push(await pendingRideBooking({ seats: 1, client }));
  }
  const [before] = await sql<{ last: number }[]>`select last_number::int as last from receipt_counters`;
  // A settlement that rolls back takes no number.
  await assert.rejects(
    sql.begin(async (tx) => {
      const [{ id }] = await tx<[{ id: string }]>`
      insert into payments (booking_id, user_id, method, amount_cents, provider, status)
      values (${bookings[0]!.booking.id}, ${bookings[0]!.client.uid}, 'card', 100, 'sandbox', 'pending') returning id
    `;
      await tx`update payments set status = 'succeeded', settled_at = now() where id = ${id}`;
      const [n] = await tx<{ n: number }[]>`select count(*)::int as n from receipts where payment_id = ${id}`;
      assert.equal(n!.n, 1, 'issued inside the transaction');
      throw new Error('rollback');
    }),
    /rollback/,
  );
  const [afterRollback] = await sql<{ last: number }[]>`select last_number::int as last from receipt_counters`;
  assert.equal(afterRollback!.last, before!.last, 'the rolled-back number is not used up');
  const results = await Promise.all(bookings.map((b) => payByCard(b.client, b.booking.id)));
  assert.ok(results.every((p) => p.status === 'succeeded'));
  const mine = await sql<{ number: number }[]>`
    select number::int from receipts where booking_id in ${sql(bookings.map((b) => b.booking.id))} and kind = 'payment'
  `;
  assert.equal(mine.length, N, 'one receipt per payment');
  assert.equal(new Set(mine.map((r) => r.number)).size, N);
  await assertGapless();
});
