import assert from 'node:assert/strict';
import sharp from 'sharp';
import { app, call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { createClient, seatsLeft } from '../rides/rides.fixtures.ts';
import { pendingRideBooking } from '../receipts/receipts.fixtures.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { normaliseMzIban } from '../billing/billing.bank.ts';
import { expireBankTransfers, expiredReason } from './payments.bank.ts';

const IBAN = 'MZ59 0003 0000 0012 3456 7808 8';
let admin: TestUser;
const adminUser = async () => (admin ??= await createUser({ roles: ['client', 'admin'] }));

async function configure(expiryDays = 3) {
  const res = await call('PUT', '/api/billing/bank-transfer', {
    token: (await adminUser()).token,
    body: { bankName: 'Millennium bim', accountHolder: 'MozTurismo, Lda.', iban: IBAN, expiryDays },
  });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
}

/** A pending ride booking paid by bank transfer (pending until an admin decides). */
async function bankPayment(seats = 1) {
  const b = await pendingRideBooking({ seats });
  const res = await call('POST', '/api/payments', {
    token: b.client.token,
    body: { bookingId: b.booking.id, method: 'bank', bank: { account: '0001 2345 678' } },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.equal(res.body.data.status, 'pending');
  return { ...b, paymentId: res.body.data.id as string };
}

function upload(user: TestUser, paymentId: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], name, { type }));
  return app.request(`/api/payments/${paymentId}/proof`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}` },
    body: form,
  });
}

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a7' } }).png().toBuffer(),
  );

Deno.test('bank settings: admins only, IBAN MZ59 + 21 digits checked modulo 97, expiry 1 to 30 days', async () => {
  assert.equal(normaliseMzIban(IBAN), 'MZ59000300000012345678088');
  assert.equal(normaliseMzIban('MZ59000300000012345678089'), null, 'wrong check digits');
  assert.equal(normaliseMzIban('PT50000201231234567890154'), null);
  const client = await createClient();
  const body = { bankName: 'BCI', accountHolder: 'MozTurismo', iban: IBAN, expiryDays: 3 };
  assert.equal((await call('PUT', '/api/billing/bank-transfer', { token: client.token, body })).status, 403);
  const token = (await adminUser()).token;
  const badIban = await call('PUT', '/api/billing/bank-transfer', {
    token,
    body: { ...body, iban: 'MZ59000300000012345678089' },
  });
  assert.equal(badIban.status, 400);
  assert.equal(badIban.body.error.message, 'IBAN inválido: MZ59 seguido dos 21 dígitos do NIB.');
  const badDays = await call('PUT', '/api/billing/bank-transfer', { token, body: { ...body, expiryDays: 0 } });
  assert.equal(badDays.status, 400);
  assert.equal(badDays.body.error.message, 'O prazo deve ser de 1 a 30 dias.');
  const saved = await configure(4);
  assert.equal(saved.account.iban, 'MZ59000300000012345678088');
  assert.equal(saved.account.ibanFormatted, 'MZ59 0003 0000 0012 3456 7808 8');
  assert.equal(saved.expiryDays, 4);
  const seen = await call('GET', '/api/billing/bank-transfer', { token: client.token });
  assert.deepEqual(seen.body.data, saved);
  await configure(3);
});

Deno.test('the bank tab shows the account, the amount and a reference unique to the booking', async () => {
  await configure();
  const a = await pendingRideBooking();
  const b = await pendingRideBooking();
  const get = (user: TestUser, id: string) => call('GET', `/api/bookings/${id}/bank-transfer`, { token: user.token });
  const first = await get(a.client, a.booking.id);
  assert.equal(first.status, 200);
  assert.match(first.body.data.reference, /^MZT-[0-9A-Z]{8}$/);
  assert.equal(first.body.data.iban, 'MZ59000300000012345678088');
  assert.equal(first.body.data.amountCents, a.booking.totalCents);
  assert.equal(first.body.data.payment, null);
  assert.equal((await get(a.client, a.booking.id)).body.data.reference, first.body.data.reference, 'stable');
  assert.notEqual((await get(b.client, b.booking.id)).body.data.reference, first.body.data.reference);
  assert.equal((await get(b.client, a.booking.id)).status, 404, "another traveller's booking");
  const [saved] = await sql`select value from settings where key = 'bank_transfer_account'`;
  await sql`delete from settings where key = 'bank_transfer_account'`;
  try {
    const none = await get(a.client, a.booking.id);
    assert.equal(none.status, 409);
    assert.equal(none.body.error.code, 'BANK_TRANSFER_UNAVAILABLE');
  } finally {
    await sql`insert into settings (key, value) values ('bank_transfer_account', ${sql.json(saved!.value)})`;
  }
});

Deno.test('proof upload: an image (re-encoded) or a PDF (re-written), by the payer; admins see it in the pending list', async () => {
  await configure();
  const t = await bankPayment();
  const stranger = await createClient();
  const admin = await adminUser();
  assert.equal((await upload(stranger, t.paymentId, await png(), 'p.png', 'image/png')).status, 404);
  const text = await upload(
    t.client,
    t.paymentId,
    new TextEncoder().encode('não sou um pdf'),
    'x.pdf',
    'application/pdf',
  );
  assert.equal(text.status, 400);
  assert.equal((await text.json()).error.code, 'NOT_A_DOCUMENT');
  const image = await upload(t.client, t.paymentId, await png(), 'talão.png', 'image/png');
  assert.equal(image.status, 201);
  assert.equal((await image.json()).data.contentType, 'image/webp');
  const pdfBytes = await renderPdf({ title: 'Comprovativo' }, (doc) => doc.text('Transferência MZT'));
  const pdf = await upload(t.client, t.paymentId, pdfBytes, 'comprovativo.pdf', 'application/pdf');
  assert.equal(pdf.status, 201);
  assert.equal((await pdf.json()).data.contentType, 'application/pdf');

  const read = (user: TestUser) =>
    app.request(`/api/payments/${t.paymentId}/proof`, { headers: { Authorization: `Bearer ${user.token}` } });
  const mine = await read(t.client);
  assert.equal(mine.status, 200);
  assert.equal(mine.headers.get('Content-Type'), 'application/pdf');
  // Re-written without scripts or metadata (issue 27, media.documents.test.ts), still a PDF.
  assert.match(new TextDecoder('latin1').decode((await mine.arrayBuffer()).slice(0, 5)), /^%PDF-/);
  assert.equal((await read(admin)).status, 200);
  assert.equal((await read(stranger)).status, 404);

  const list = await call('GET', '/api/payments/bank-transfers/pending', { token: admin.token });
  const row = (list.body.data as { paymentId: string }[]).find((r) => r.paymentId === t.paymentId) as Record<
    string,
    // deno-lint-ignore no-explicit-any
    any
  >;
  assert.ok(row);
  assert.match(row.reference, /^MZT-/, 'the reference is given when the transfer starts');
  assert.equal(row.amountCents, t.booking.totalCents);
  assert.equal(row.proof.url, `/api/payments/${t.paymentId}/proof`);
  assert.equal(row.proof.contentType, 'application/pdf');
  const [note] = await sql`
    select title from notifications where user_id = ${admin.uid} and kind = 'bank_transfer_proof'
      and booking_id = ${t.booking.id}
  `;
  assert.ok(note, 'admins are notified of the proof');
  const tab = await call('GET', `/api/bookings/${t.booking.id}/bank-transfer`, { token: t.client.token });
  assert.equal(tab.body.data.payment.id, t.paymentId);
  assert.ok(tab.body.data.payment.proofUploadedAt);
});

Deno.test('an admin confirms a transfer (a receipt is issued) or rejects it with a reason (the traveller is told)', async () => {
  await configure();
  const admin = await adminUser();
  const ok = await bankPayment();
  const confirmed = await call('POST', `/api/payments/${ok.paymentId}/confirm`, { token: admin.token });
  assert.equal(confirmed.status, 200);
  const receipts = await call('GET', `/api/receipts?bookingId=${ok.booking.id}`, { token: ok.client.token });
  assert.equal(receipts.body.data.length, 1);
  const receipt = await call('GET', `/api/receipts/${receipts.body.data[0].id}`, { token: ok.client.token });
  assert.equal(receipt.body.data.methodLabel, 'Transferência bancária **** 5678');

  const no = await bankPayment();
  const bad = await call('POST', `/api/payments/${no.paymentId}/reject`, { token: admin.token, body: { reason: 'x' } });
  assert.equal(bad.status, 400);
  const rejected = await call('POST', `/api/payments/${no.paymentId}/reject`, {
    token: admin.token,
    body: { reason: 'O valor recebido não corresponde.' },
  });
  assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
  assert.equal(rejected.body.data.status, 'failed');
  assert.equal(rejected.body.data.failureReason, 'Transferência rejeitada: O valor recebido não corresponde.');
  const [note] = await sql<{ body: string }[]>`
    select body from notifications where user_id = ${no.client.uid} and kind = 'payment_failed'
  `;
  assert.match(note!.body, /Transferência rejeitada: O valor recebido não corresponde\./);
  const [booking] = await sql<{ status: string; holdExpiresAt: Date }[]>`
    select status, hold_expires_at from bookings where id = ${no.booking.id}
  `;
  assert.equal(booking!.status, 'pending', 'the traveller may pay another way');
  assert.ok(booking!.holdExpiresAt.getTime() < Date.now() + 3_600_000, 'only for a new payment hold');
  const again = await call('POST', `/api/payments/${no.paymentId}/reject`, {
    token: admin.token,
    body: { reason: 'Outra vez.' },
  });
  assert.equal(again.status, 409);
  assert.equal(
    (await call('GET', `/api/receipts?bookingId=${no.booking.id}`, { token: no.client.token })).body.data
      .length,
    0,
  );
});

Deno.test('an unconfirmed transfer expires after the configured days: booking cancelled, seats back, traveller told', async () => {
  await configure(2);
  const old = await bankPayment(2);
  const fresh = await bankPayment(1);
  assert.equal(await seatsLeft(old.rideId), 4);
  const [hold] = await sql<
    { holdExpiresAt: Date }[]
  >`select hold_expires_at from bookings where id = ${fresh.booking.id}`;
  assert.ok(hold!.holdExpiresAt.getTime() <= Date.now() + 2 * 86_400_000 + 60_000, 'held at most the set days');
  await sql`update payments set created_at = now() - interval '2 days 1 minute' where id = ${old.paymentId}`;
  const expired = await expireBankTransfers(sql, new Date());
  assert.ok(expired >= 1);
  const [b] = await sql<{ status: string; cancelReason: string }[]>`
    select status, cancel_reason from bookings where id = ${old.booking.id}
  `;
  assert.equal(b!.status, 'cancelled');
  assert.equal(await seatsLeft(old.rideId), 6, 'the seats are released');
  const [p] = await sql<{ status: string; failureReason: string }[]>`
    select status, failure_reason from payments where id = ${old.paymentId}
  `;
  assert.equal(p!.status, 'failed');
  assert.equal(p!.failureReason, expiredReason(2));
  const [note] = await sql`select 1 from notifications where user_id = ${old.client.uid} and kind = 'booking_expired'`;
  assert.ok(note, 'the traveller is notified');
  const [still] = await sql<{ status: string }[]>`select status from payments where id = ${fresh.paymentId}`;
  assert.equal(still!.status, 'pending', 'a transfer within its days waits');
  const late = await call('POST', `/api/payments/${old.paymentId}/confirm`, { token: (await adminUser()).token });
  assert.equal(late.status, 409, 'an expired transfer cannot be confirmed');
  await configure(3);
});

Deno.test('race: admins confirming while the expiry job runs never both confirm and release a booking', async () => {
  await configure(1);
  const admin = await adminUser();
  const transfers = [];
  for (let i = 0; i < 8; i++) transfers.push(await bankPayment(1));
  await sql`
    update payments set created_at = now() - interval '2 days' where id in ${sql(transfers.map((t) => t.paymentId))}
  `;
  const now = new Date();
  await Promise.all([
    ...transfers.map((t) => call('POST', `/api/payments/${t.paymentId}/confirm`, { token: admin.token })),
    expireBankTransfers(sql, now),
    expireBankTransfers(sql, now),
  ]);
  for (const t of transfers) {
    const [row] = await sql<{ booking: string; payment: string; receipts: number; seats: number }[]>`
      select b.status as booking, p.status as payment,
        (select count(*)::int from receipts r where r.payment_id = p.id) as receipts,
        (select seats_available from rides where id = b.ride_id) as seats
      from bookings b join payments p on p.booking_id = b.id where p.id = ${t.paymentId}
    `;
    if (row!.booking === 'confirmed') {
      assert.equal(row!.payment, 'succeeded');
      assert.equal(row!.receipts, 1);
      assert.equal(row!.seats, 5);
    } else {
      assert.equal(row!.booking, 'cancelled');
      assert.equal(row!.payment, 'failed');
      assert.equal(row!.receipts, 0);
      assert.equal(row!.seats, 6);
    }
  }
  await configure(3);
});
