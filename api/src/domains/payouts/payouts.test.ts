import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { maputoLocal } from '../../lib/time.ts';
import type { Booking } from '../booking-desk/booking-desk.schemas.ts';
import { settleDuePayments } from '../payments/payments.settlement.ts';
import { createSandboxProvider, SANDBOX_PAYOUT_FAILURE, SANDBOX_REFUSED_MPESA } from '../payments/sandbox.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import { createBatch } from './payouts.batches.ts';
import { assertInvariant, ledgerBalance } from './payouts.fixtures.ts';
import { providerBalance } from './payouts.repo.ts';
import { holderMatches, toIban } from './payouts.service.ts';

const DAY = 86_400_000;
/** A valid NIB (its IBAN MZ59 + NIB passes the mod-97 check). */
const NIB = '000100000012345678940';
const sandbox = createSandboxProvider({ delayMs: 0 });

/** A verified driver named `first last`, with an M-Pesa payout method unless `method` is false. */
async function namedDriver(o: { first?: string; last?: string; phone?: string; method?: boolean } = {}) {
  const driver = await createDriver();
  await sql`
    update users set first_name = ${o.first ?? 'Carlos'}, last_name = ${o.last ?? 'Mondlane'} where id = ${driver.uid}
  `;
  if (o.method !== false) {
    const res = await call('PUT', '/api/earnings/payout-method', {
      token: driver.token,
      body: {
        kind: 'mpesa',
        holderName: `${o.first ?? 'Carlos'} ${o.last ?? 'Mondlane'}`,
        phone: o.phone ?? '+258841112233',
      },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  return driver;
}

/** A paid ride booking of `seats` seats at `priceMt` on a fresh ride of `driver` in `days` days. */
async function paidBooking(driver: TestUser, o: { seats?: number; priceMt?: number; days?: number } = {}) {
  const rideId = await insertRide(driver, {
    // A route of its own: other tests read the rides of theirs (rides.test.ts owns Lichinga → Cuamba).
    from: 'Mocuba',
    to: 'Milange',
    seats: 6,
    priceMt: o.priceMt ?? 650,
    date: inDays(o.days ?? 3),
  });
  const client = await createClient();
  const res = await bookRide(client, rideId, o.seats ?? 2);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const booking = res.body.data as Booking;
  const paid = await call('POST', '/api/payments', {
    token: client.token,
    body: { bookingId: booking.id, method: 'card' },
  });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  await settleDuePayments(sql, new Date(), { bookingId: booking.id });
  return { client, rideId, booking };
}

const refundedProviderPart = async (bookingId: string) => {
  const [row] = await sql<{ sum: number }[]>`
    select coalesce(sum(provider_amount_cents), 0)::float8 as sum from refunds where booking_id = ${bookingId}
  `;
  return row!.sum;
};

Deno.test('holder names match the identity name word by word, accents, case and particles ignored', () => {
  assert.ok(holderMatches('Carlos Mondlane', 'carlos alberto MONDLANE'));
  assert.ok(holderMatches('Graça Cossa', 'Graca da Cossa'));
  assert.ok(!holderMatches('Carlos Mondlane', 'Ana Mondlane'));
  assert.ok(!holderMatches('Carlos Mondlane', 'Carlos'));
  assert.ok(!holderMatches('', 'Carlos'));
  assert.equal(toIban(NIB), `MZ59${NIB}`);
  assert.equal(toIban(`MZ59 ${NIB.slice(0, 4)} ${NIB.slice(4)}`), `MZ59${NIB}`);
  assert.equal(toIban('000100000012345678941'), null, 'wrong check digits');
  assert.equal(toIban('12345'), null);
});

Deno.test('a payout method is checked against the verified identity name', async () => {
  const driver = await createDriver();
  const put = (body: unknown) => call('PUT', '/api/earnings/payout-method', { token: driver.token, body });
  const noName = await put({ kind: 'mpesa', holderName: 'Carlos Mondlane', phone: '+258841112233' });
  assert.equal(noName.status, 422);
  assert.equal(noName.body.error.code, 'IDENTITY_NAME_MISSING');
  await sql`update users set first_name = 'Carlos', last_name = 'Mondlane' where id = ${driver.uid}`;
  const other = await put({ kind: 'mpesa', holderName: 'Ana Mondlane', phone: '+258841112233' });
  assert.equal(other.status, 422);
  assert.equal(other.body.error.code, 'PAYOUT_HOLDER_MISMATCH');
  assert.equal(other.body.error.message, 'O nome do titular não corresponde ao nome da sua identidade verificada.');
  const badPhone = await put({ kind: 'mpesa', holderName: 'Carlos Mondlane', phone: '+258811112233' });
  assert.equal(badPhone.status, 400);
  const badNib = await put({
    kind: 'bank',
    holderName: 'Carlos Mondlane',
    bankName: 'BCI',
    account: '000100000012345678941',
  });
  assert.equal(badNib.status, 400);
  assert.equal(badNib.body.error.message, 'NIB ou IBAN inválido: 21 dígitos do NIB, ou MZ59 seguido do NIB.');
  assert.equal((await call('GET', '/api/earnings', { token: driver.token })).body.data.payoutMethod, null);

  const mpesa = await put({ kind: 'mpesa', holderName: 'Carlos Alberto Mondlane', phone: '+258 84 111 2233' });
  assert.equal(mpesa.status, 200, JSON.stringify(mpesa.body));
  assert.equal(mpesa.body.data.destinationHint, '+258 84 *** **33');
  const bank = await put({ kind: 'bank', holderName: 'CARLOS MONDLANE', bankName: 'Millennium bim', account: NIB });
  assert.equal(bank.status, 200, JSON.stringify(bank.body));
  assert.equal(bank.body.data.destinationHint, 'MZ59 **** 8940');
  const summary = (await call('GET', '/api/earnings', { token: driver.token })).body.data;
  assert.equal(summary.payoutMethod.kind, 'bank');
  assert.equal(summary.payoutMethod.bankName, 'Millennium bim');
  assert.ok(!JSON.stringify(summary).includes(NIB), 'the full account is never answered');

  const unverified = await createUser({ roles: ['client', 'driver'] });
  const refused = await call('PUT', '/api/earnings/payout-method', {
    token: unverified.token,
    body: { kind: 'mpesa', holderName: 'Carlos Mondlane', phone: '+258841112233' },
  });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.error.code, 'VERIFICATION_REQUIRED');
});

Deno.test('earnings per booking: subtotal, fee, refund, what the provider receives; pending until the service', async () => {
  const driver = await namedDriver();
  const { booking } = await paidBooking(driver, { seats: 2, priceMt: 650 });
  const other = await namedDriver({ first: 'Rui', last: 'Tembe' });
  await paidBooking(other);

  const page = (await call('GET', '/api/earnings/bookings', { token: driver.token })).body.data;
  assert.equal(page.total, 1, "only the caller's bookings");
  const [e] = page.items;
  assert.equal(e.bookingId, booking.id);
  assert.equal(e.subtotal, 130000);
  assert.equal(e.platformFee, booking.platformFeeCents);
  assert.equal(e.total, 130000 + booking.platformFeeCents);
  assert.equal(e.refunded, 0);
  assert.equal(e.receives, 130000);
  assert.equal(e.state, 'pending', 'the ride departs in 3 days');
  assert.match(e.label, /Mocuba → Milange/);

  const summary = (await call('GET', '/api/earnings', { token: driver.token })).body.data;
  assert.deepEqual(
    { available: summary.balance.available, pending: summary.balance.pending, balance: summary.balance.balance },
    { available: 0, pending: 130000, balance: 130000 },
  );
  const after = await providerBalance(sql, driver.uid, new Date(Date.now() + 4 * DAY));
  assert.equal(after.available, 130000, 'available once the ride departed');
  assert.equal(after.pending, 0);

  const month = maputoLocal(new Date()).date.slice(0, 7);
  assert.equal(
    (await call('GET', `/api/earnings/bookings?month=${month}`, { token: driver.token })).body.data.total,
    1,
  );
  assert.equal((await call('GET', '/api/earnings/bookings?month=2001-01', { token: driver.token })).body.data.total, 0);
  const client = await createClient();
  assert.equal((await call('GET', '/api/earnings', { token: client.token })).status, 403);
  assert.equal((await call('GET', '/api/admin/payouts/due', { token: driver.token })).status, 403);
  await assertInvariant(sql, driver.uid, new Date());
});

Deno.test('a batch pays the available balance once, through the provider, and the driver is told', async () => {
  const driver = await namedDriver();
  const admin = await createUser({ roles: ['client', 'admin'] });
  const { booking } = await paidBooking(driver, { seats: 1, priceMt: 900 });
  // Not yet available: nothing to pay.
  await assert.rejects(
    createBatch(sql, admin.uid, { providerIds: [driver.uid], key: null, now: new Date(), provider: sandbox }),
    (e: Error & { code?: string }) => e.code === 'NOTHING_TO_PAY',
  );
  const later = new Date(Date.now() + 5 * DAY);
  const { batch, created } = await createBatch(sql, admin.uid, {
    providerIds: [driver.uid],
    key: 'lote-1',
    now: later,
    provider: sandbox,
  });
  assert.ok(created);
  assert.equal(batch.payoutCount, 1);
  assert.equal(batch.total, 90000);
  const [payout] = batch.payouts;
  assert.equal(payout!.providerId, driver.uid);
  assert.equal(payout!.amount, 90000);
  assert.equal(payout!.status, 'succeeded', 'PAYMENT_DELAY_MS=0: settled at once');
  assert.match(payout!.reference!, /^SBX-PAYOUT-/);
  assert.equal(payout!.destinationHint, '+258 84 *** **33');

  // The same key answers the same batch; another batch finds nothing left.
  const again = await createBatch(sql, admin.uid, {
    providerIds: [driver.uid],
    key: 'lote-1',
    now: later,
    provider: sandbox,
  });
  assert.equal(again.created, false);
  assert.equal(again.batch.id, batch.id);
  await assert.rejects(
    createBatch(sql, admin.uid, { providerIds: [driver.uid, 'outro'], key: 'lote-1', now: later, provider: sandbox }),
    (e: Error & { code?: string }) => e.code === 'IDEMPOTENCY_KEY_REUSED',
  );
  await assert.rejects(
    createBatch(sql, admin.uid, { providerIds: [driver.uid], key: null, now: later, provider: sandbox }),
    (e: Error & { code?: string }) => e.code === 'NOTHING_TO_PAY',
  );
  const b = await providerBalance(sql, driver.uid, later);
  assert.deepEqual({ available: b.available, paidOut: b.paidOut, balance: b.balance }, {
    available: 0,
    paidOut: 90000,
    balance: 0,
  });

  const [note] = await sql<{ title: string; body: string; link: string }[]>`
    select title, body, link from notifications where user_id = ${driver.uid} and kind = 'payout_sent'
  `;
  assert.equal(note?.title, 'Pagamento enviado');
  assert.equal(note?.body, 'Enviámos 900,00 MT para +258 84 *** **33 (Carlos Mondlane).');
  assert.equal(note?.link, '/drivers/ganhos');

  // The provider's statement and payouts list show it.
  const month = maputoLocal(later).date.slice(0, 7);
  const s = (await call('GET', `/api/earnings/statements/${month}`, { token: driver.token })).body.data;
  const line = s.lines.find((l: { kind: string }) => l.kind === 'payout');
  assert.equal(line?.amount, -90000);
  assert.equal(line?.status, 'succeeded');
  const mine = (await call('GET', '/api/earnings/payouts', { token: driver.token })).body.data.items;
  assert.deepEqual(mine.map((p: { id: string }) => p.id), [payout!.id]);
  const adminView = await call('GET', `/api/admin/payout-batches/${batch.id}`, { token: admin.token });
  assert.equal(adminView.status, 200);
  assert.equal(adminView.body.data.succeeded, 1);
  assert.ok(booking.id);
  await assertInvariant(sql, driver.uid, later);
});

Deno.test('a refund after a payout leaves a negative balance, taken from the next payout', async () => {
  const driver = await namedDriver();
  const admin = await createUser({ roles: ['client', 'admin'] });
  const first = await paidBooking(driver, { seats: 2, priceMt: 650 });
  const t1 = new Date(Date.now() + 5 * DAY);
  const one = await createBatch(sql, admin.uid, { providerIds: [driver.uid], key: null, now: t1, provider: sandbox });
  assert.equal(one.batch.total, 130000);

  // The booking is refunded after it was paid out (the refund row's provider part counts, whatever the policy).
  const res = await call('POST', `/api/bookings/${first.booking.id}/cancel`, { token: first.client.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const refunded = await refundedProviderPart(first.booking.id);
  assert.ok(refunded > 0);
  const t2 = new Date(Date.now() + 6 * DAY);
  assert.equal((await providerBalance(sql, driver.uid, t2)).available, -refunded);
  await assert.rejects(
    createBatch(sql, admin.uid, { providerIds: [driver.uid], key: null, now: t2, provider: sandbox }),
    (e: Error & { code?: string }) => e.code === 'NOTHING_TO_PAY',
  );
  const due = (await call('GET', '/api/admin/payouts/due', { token: admin.token })).body.data;
  assert.equal(due.items.find((d: { providerId: string }) => d.providerId === driver.uid)?.available, -refunded);

  await paidBooking(driver, { seats: 3, priceMt: 650, days: 4 });
  const t3 = new Date(Date.now() + 7 * DAY);
  const two = await createBatch(sql, admin.uid, { providerIds: [driver.uid], key: null, now: t3, provider: sandbox });
  assert.equal(two.batch.total, 195000 - refunded, 'the next payout is smaller by the carried amount');
  assert.equal((await providerBalance(sql, driver.uid, t3)).available, 0);
  await assertInvariant(sql, driver.uid, t3);
});

Deno.test('a failed payout stays in the balance and the next batch pays it', async () => {
  const driver = await namedDriver({ phone: SANDBOX_REFUSED_MPESA });
  const admin = await createUser({ roles: ['client', 'admin'] });
  await paidBooking(driver, { seats: 1, priceMt: 500 });
  const t = new Date(Date.now() + 5 * DAY);
  const { batch } = await createBatch(sql, admin.uid, {
    providerIds: [driver.uid],
    key: null,
    now: t,
    provider: sandbox,
  });
  assert.equal(batch.payouts[0]!.status, 'failed');
  assert.equal(batch.payouts[0]!.failureReason, SANDBOX_PAYOUT_FAILURE);
  assert.equal((await providerBalance(sql, driver.uid, t)).available, 50000);
  const [note] = await sql<{ title: string }[]>`
    select title from notifications where user_id = ${driver.uid} and kind = 'payout_failed'
  `;
  assert.equal(note?.title, 'Pagamento falhou');
  const put = await call('PUT', '/api/earnings/payout-method', {
    token: driver.token,
    body: { kind: 'bank', holderName: 'Carlos Mondlane', bankName: 'BCI', account: NIB },
  });
  assert.equal(put.status, 200);
  const retry = await createBatch(sql, admin.uid, { providerIds: [driver.uid], key: null, now: t, provider: sandbox });
  assert.equal(retry.batch.payouts[0]!.status, 'succeeded');
  assert.equal(retry.batch.payouts[0]!.amount, 50000);
  await assertInvariant(sql, driver.uid, t);
});

Deno.test('concurrent batch creation never pays a balance twice', async () => {
  const drivers = await Promise.all([namedDriver(), namedDriver({ first: 'Rui', last: 'Tembe' })]);
  const admins = await Promise.all([1, 2, 3].map(() => createUser({ roles: ['client', 'admin'] })));
  for (const d of drivers) await paidBooking(d, { seats: 1, priceMt: 700 });
  const t = new Date(Date.now() + 5 * DAY);
  const ids = drivers.map((d) => d.uid);
  const results = await Promise.allSettled(
    Array.from(
      { length: 12 },
      (_, i) =>
        createBatch(sql, admins[i % 3]!.uid, {
          providerIds: ids,
          key: i % 2 ? `corrida-${i}` : null,
          now: t,
          provider: sandbox,
        }),
    ),
  );
  const made = results.filter((r) => r.status === 'fulfilled');
  assert.equal(made.length, 1, 'one batch pays; the others find nothing left');
  for (const r of results) {
    if (r.status === 'rejected') assert.equal((r.reason as { code?: string }).code, 'NOTHING_TO_PAY');
  }
  const rows = await sql<{ providerId: string; total: number; n: number }[]>`
    select provider_id, sum(amount_cents)::float8 as total, count(*)::int as n from payouts
    where provider_id in ${sql(ids)} group by provider_id
  `;
  assert.equal(rows.length, 2);
  for (const r of rows) assert.deepEqual({ total: r.total, n: r.n }, { total: 70000, n: 1 });

  // The same key from concurrent retries: one batch.
  const more = await namedDriver({ first: 'Zita', last: 'Langa' });
  await paidBooking(more, { seats: 2, priceMt: 500 });
  const same = await Promise.all(
    Array.from(
      { length: 6 },
      () =>
        createBatch(sql, admins[0]!.uid, { providerIds: [more.uid], key: 'mesma-chave', now: t, provider: sandbox }),
    ),
  );
  assert.equal(new Set(same.map((s) => s.batch.id)).size, 1);
  assert.equal(same.filter((s) => s.created).length, 1);
  assert.equal(await ledgerBalance(sql, more.uid), 0);
});

Deno.test('the admin creates a batch over HTTP; the provider downloads the statement as CSV and PDF', async () => {
  const driver = await namedDriver({ first: 'Célia', last: 'Matsinhe' });
  const admin = await createUser({ roles: ['client', 'admin'] });
  const { rideId } = await paidBooking(driver, { seats: 1, priceMt: 800 });
  // The ride took place yesterday.
  await sql`update rides set departure_date = ${inDays(-1)} where id = ${rideId}`;
  const due = (await call('GET', '/api/admin/payouts/due', { token: admin.token })).body.data;
  const mine = due.items.find((d: { providerId: string }) => d.providerId === driver.uid);
  assert.equal(mine?.available, 80000);
  assert.equal(mine?.payoutMethod.holderName, 'Célia Matsinhe');
  const res = await call('POST', '/api/admin/payout-batches', {
    token: admin.token,
    body: { providerIds: [driver.uid] },
    headers: { 'Idempotency-Key': `http-${driver.uid}` },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const replay = await call('POST', '/api/admin/payout-batches', {
    token: admin.token,
    body: { providerIds: [driver.uid] },
    headers: { 'Idempotency-Key': `http-${driver.uid}` },
  });
  assert.equal(replay.status, 200);
  assert.equal(replay.body.data.id, res.body.data.id);
  const nothing = await call('POST', '/api/admin/payout-batches', {
    token: admin.token,
    body: { providerIds: [driver.uid] },
  });
  assert.equal(nothing.status, 409);
  assert.equal(nothing.body.error.code, 'NOTHING_TO_PAY');
  const list = (await call('GET', '/api/admin/payout-batches', { token: admin.token })).body.data.items;
  assert.ok(list.some((b: { id: string }) => b.id === res.body.data.id));

  const month = maputoLocal(new Date()).date.slice(0, 7);
  const csv = await call('GET', `/api/earnings/statements/${month}/csv`, { token: driver.token });
  assert.equal(csv.status, 200);
  assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
  assert.match(csv.headers.get('content-disposition') ?? '', new RegExp(`extracto-${month}\\.csv`));
  const res2 = await fetchRaw(`/api/earnings/statements/${month}/csv`, driver.token);
  const text = new TextDecoder().decode(res2);
  const rows = text.replace(/^\uFEFF/, '').trim().split('\r\n');
  assert.equal(rows[0], 'data,tipo,descricao,estado,valor_mzn');
  assert.ok(rows.some((r) => r.includes('Reserva') && r.endsWith(',800.00')));
  assert.ok(rows.some((r) => r.includes('Pagamento') && r.includes('Concluído') && r.endsWith(',-800.00')));
  assert.ok(rows.at(-1)!.startsWith(',Saldo final'));

  const pdf = await fetchRaw(`/api/earnings/statements/${month}/pdf`, driver.token);
  assert.equal(new TextDecoder().decode(pdf.slice(0, 5)), '%PDF-');
  assert.ok(pdf.length > 1000);
  await assertInvariant(sql, driver.uid, new Date());
});

/** The raw bytes of a GET. */
async function fetchRaw(path: string, token: string): Promise<Uint8Array> {
  const { app } = await import('../../test/helpers.ts');
  const res = await app.request(path, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  return new Uint8Array(await res.arrayBuffer());
}

/** mulberry32: a small seeded generator, so that a failure replays. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

Deno.test('the invariant holds over a random run of bookings, cancellations and payouts', async () => {
  const seed = Number(Deno.env.get('PAYOUTS_SEED') ?? 20261125);
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const drivers = await Promise.all([
    namedDriver({ first: 'Ana', last: 'Cossa' }),
    namedDriver({ first: 'Rui', last: 'Tembe' }),
    namedDriver({ first: 'Zita', last: 'Langa', method: false }),
  ]);
  const admin = await createUser({ roles: ['client', 'admin'] });
  const ids = drivers.map((d) => d.uid);
  const live: { client: TestUser; booking: Booking }[] = [];
  let virtualDays = 0;
  for (let step = 0; step < 24; step++) {
    const op = rnd();
    if (op < 0.5 || live.length === 0) {
      const days = 1 + Math.floor(rnd() * 6);
      const b = await paidBooking(pick(drivers), {
        seats: 1 + Math.floor(rnd() * 3),
        priceMt: 500 + 50 * Math.floor(rnd() * 10),
        days,
      });
      live.push(b);
    } else if (op < 0.75) {
      const i = Math.floor(rnd() * live.length);
      const [b] = live.splice(i, 1);
      const res = await call('POST', `/api/bookings/${b!.booking.id}/cancel`, { token: b!.client.token });
      assert.ok([200, 409, 422].includes(res.status), JSON.stringify(res.body));
    } else {
      virtualDays += 1 + Math.floor(rnd() * 3);
      const t = new Date(Date.now() + virtualDays * DAY);
      const before = await Promise.all(ids.map((id) => providerBalance(sql, id, t)));
      try {
        await createBatch(sql, admin.uid, { providerIds: ids, key: null, now: t, provider: sandbox });
      } catch (e) {
        assert.equal((e as { code?: string }).code, 'NOTHING_TO_PAY');
      }
      const after = await Promise.all(ids.map((id) => providerBalance(sql, id, t)));
      ids.forEach((_, i) => {
        const expected = i === 2 || before[i]!.available <= 0 ? before[i]!.available : 0;
        assert.equal(after[i]!.available, expected, `step ${step}, driver ${i}: paid exactly what was available`);
      });
    }
    const now = new Date(Date.now() + virtualDays * DAY);
    for (const id of ids) {
      const b = await providerBalance(sql, id, now);
      assert.equal(b.balance, await ledgerBalance(sql, id), `step ${step}: balance = shares - refunds - payouts`);
    }
  }
  for (const id of ids) await assertInvariant(sql, id, new Date(Date.now() + virtualDays * DAY));
  const [unpaid] = await sql<{ n: number }[]>`select count(*)::int as n from payouts where provider_id = ${ids[2]!}`;
  assert.equal(unpaid!.n, 0, 'a provider without a payout method is never paid');
});
