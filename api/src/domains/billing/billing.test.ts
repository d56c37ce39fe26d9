import assert from 'node:assert/strict';
import { call, createUser, sql } from '../../test/helpers.ts';
import { bookRide, createClient, createDriver, insertRide } from '../rides/rides.fixtures.ts';
import { computeAmounts, getFeeBps, setFeeBps } from './billing.service.ts';

Deno.test('the fee percentage is open to read and is 10 % by default', async () => {
  const res = await call('GET', '/api/billing/fee-percentage');
  assert.equal(res.status, 200);
  assert.equal(res.body.data.feePercentage, (await getFeeBps(sql)) / 100);
  assert.equal(await getFeeBps(sql), 1000);
});

Deno.test('an admin changes the fee (0 to 50 in steps of 0.1) and new bookings use it', async () => {
  const admin = await createUser({ roles: ['client', 'admin'] });
  const put = (percentage: unknown, token = admin.token) =>
    call('PUT', '/api/billing/fee-percentage', { token, body: { percentage } });
  const previous = await getFeeBps(sql);
  try {
    const res = await put(12.5);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.data.feePercentage, 12.5);
    assert.equal((await call('GET', '/api/billing/fee-percentage')).body.data.feePercentage, 12.5);

    const driver = await createDriver();
    const ride = await insertRide(driver, { from: 'Maputo', to: 'Xinavane', priceMt: 1000 });
    const booking = (await bookRide(await createClient(), ride, 2)).body.data;
    assert.equal(booking.platformFeeBps, 1250);
    assert.equal(booking.platformFeeCents, 25000);
    assert.equal(booking.totalCents, 225000);
    assert.equal(booking.providerAmountCents, 200000);

    for (const bad of [50.1, -1, '10', null]) {
      const r = await put(bad);
      assert.equal(r.status, 400, String(bad));
      assert.equal(r.body.error.message, 'Percentual deve ser entre 0 e 50');
    }
    assert.equal((await put(10.05)).body.error.message, 'O percentual varia em passos de 0,1.');
    assert.equal((await put(0)).status, 200);
    assert.equal((await put(50)).status, 200);
    assert.equal((await put(10, (await createClient()).token)).status, 403);
    assert.equal((await call('PUT', '/api/billing/fee-percentage', { body: { percentage: 10 } })).status, 401);
  } finally {
    await setFeeBps(sql, previous);
  }
});

Deno.test('the calculator splits an amount: total = subtotal + fee, the provider gets the subtotal', async () => {
  const res = await call('POST', '/api/billing/calculate', { body: { amount: 240000 } });
  assert.equal(res.status, 200);
  const bps = await getFeeBps(sql);
  const fee = Math.floor((240000 * bps + 5000) / 10000);
  assert.deepEqual(res.body.data, {
    subtotal: 240000,
    feePercentage: bps / 100,
    platformFee: fee,
    providerAmount: 240000,
    total: 240000 + fee,
  });
  for (const amount of [0, -5, 'cem']) {
    const bad = await call('POST', '/api/billing/calculate', { body: { amount } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.message, 'Valor deve ser maior que zero');
  }
  assert.equal(
    (await call('POST', '/api/billing/calculate', { body: { amount: 10.5 } })).body.error.message,
    'O valor deve ser um número inteiro de centavos.',
  );
});

Deno.test('the fee is rounded half up to the centavo', () => {
  assert.deepEqual(computeAmounts(12345, 1000), {
    subtotalCents: 12345,
    platformFeeBps: 1000,
    platformFeeCents: 1235,
    totalCents: 13580,
    providerAmountCents: 12345,
  });
  assert.equal(computeAmounts(12344, 1000).platformFeeCents, 1234);
  assert.equal(computeAmounts(100000, 0).totalCents, 100000);
  assert.equal(computeAmounts(99999, 1250).platformFeeCents, 12500);
});
