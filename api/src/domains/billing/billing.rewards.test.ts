/**
 * Issue 32 point 4 (ADR 0043): a platform loyalty reward is paid by the platform. The provider receives the price they
 * set (the reservation's 'A receber', the earnings and the statement say the reward is the platform's), and the
 * financial report shows the reward as a platform cost; a full refund takes it all back.
 */
import assert from 'node:assert/strict';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { call, createUser, sql } from '../../test/helpers.ts';
import { ledgerBalance } from '../payouts/payouts.fixtures.ts';

const inDays = (n: number) => addDays(todayInMaputo(), n);

async function report(admin: { token: string }) {
  const res = await call('GET', '/api/billing/financial-report', { token: admin.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data as { rewardsCost: number; totalFees: number; platformNet: number; providerPayouts: number };
}

Deno.test('a 10 % stay reward: the hotel receives 5300 MT, the platform pays 530 MT, shown everywhere', async () => {
  const admin = await createUser({ roles: ['admin'] });
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const h = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Casa da Recompensa', address: `Rua Teste ${crypto.randomUUID().slice(0, 8)}` },
  });
  const rt = await call('POST', `/api/hotels/${h.body.data.id}/room-types`, {
    token: manager.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: 265000, maxOccupancy: 2, totalRooms: 2 },
  });
  const client = await createUser({ roles: ['client'] });
  const [reward] = await sql<{ id: string }[]>`
    insert into loyalty_redemptions (user_id, reward_id, points_spent, valid_until)
    select ${client.uid}, id, cost_points, now() + interval '30 days' from loyalty_rewards
    where code = 'stay_discount_10'
    returning id
  `;
  const before = await report(admin);

  const booked = await call('POST', '/api/bookings/create', {
    token: client.token,
    body: {
      type: 'stay',
      roomTypeId: rt.body.data.id,
      checkIn: inDays(20),
      checkOut: inDays(22),
      guests: 2,
      rewardRedemptionId: reward!.id,
    },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const b = booked.body.data;
  assert.equal(b.subtotalCents, 477000, 'the client pays the nights less the reward');
  assert.equal(b.providerAmountCents, 530000, 'the hotel is owed the price it set');
  assert.equal(b.totalCents, b.subtotalCents + b.platformFeeCents);
  assert.equal(
    (await call('POST', '/api/payments', {
      token: client.token,
      body: { bookingId: b.id, method: 'card' },
    }))
      .status,
    201,
  );

  // The manager's reservation: 'A receber' is the full price, with the reward paid by the platform.
  const list = await call('GET', `/api/hotels/${h.body.data.id}/reservations`, { token: manager.token });
  assert.equal(list.status, 200, JSON.stringify(list.body));
  const r = (list.body.data as { id: string; providerAmountCents: number; rewardCents: number }[])
    .find((x) => x.id === b.id)!;
  assert.equal(r.providerAmountCents, 530000);
  assert.equal(r.rewardCents, 53000);
  // The earnings and the statement.
  const earnings = await call('GET', '/api/earnings/bookings', { token: manager.token });
  assert.equal(earnings.status, 200, JSON.stringify(earnings.body));
  const e = (earnings.body.data.items as { bookingId: string; receives: number; rewardPaidByPlatform: number }[])
    .find((x) => x.bookingId === b.id)!;
  assert.equal(e.receives, 530000);
  assert.equal(e.rewardPaidByPlatform, 53000);
  assert.equal(await ledgerBalance(sql, manager.uid), 530000);
  const month = todayInMaputo().slice(0, 7);
  const statement = await call('GET', `/api/earnings/statements/${month}`, { token: manager.token });
  assert.equal(statement.status, 200, JSON.stringify(statement.body));
  const line = (statement.body.data.lines as { bookingId: string | null; amount: number; description: string }[])
    .find((l) => l.bookingId === b.id)!;
  assert.equal(line.amount, 530000);
  assert.match(line.description, /recompensa de fidelidade paga pela plataforma/);

  // The financial report: the reward is the platform's cost.
  const after = await report(admin);
  assert.equal(after.rewardsCost - before.rewardsCost, 53000);
  assert.equal(after.totalFees - before.totalFees, b.platformFeeCents);
  assert.equal(after.platformNet - before.platformNet, b.platformFeeCents - 53000);
  assert.equal(after.providerPayouts - before.providerPayouts, 530000);

  // A free cancellation gives the client everything back and takes the hotel's whole share back.
  const cancelled = await call('POST', `/api/bookings/${b.id}/cancel`, { token: client.token });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  const [refund] = await sql<{ amountCents: number; providerAmountCents: number; rewardCents: number }[]>`
    select amount_cents, provider_amount_cents, reward_cents from refunds where booking_id = ${b.id}
  `;
  assert.equal(refund!.amountCents, b.totalCents);
  assert.equal(refund!.providerAmountCents, 530000);
  assert.equal(refund!.rewardCents, 53000);
  assert.equal(await ledgerBalance(sql, manager.uid), 0);
  const last = await report(admin);
  assert.equal(last.rewardsCost - before.rewardsCost, 0);
  assert.equal(last.providerPayouts - before.providerPayouts, 0);
});
