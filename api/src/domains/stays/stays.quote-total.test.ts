/**
 * Issue 32 point 4 (ADR 0043): the stay panel shows the total before anything is held, from the server's quote
 * (nights, reward, platform fee), and 'Reservar' then charges exactly that quote.
 */
import assert from 'node:assert/strict';
import { addDays, todayInMaputo } from '../../lib/time.ts';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';

const inDays = (n: number) => addDays(todayInMaputo(), n);

async function roomType(priceCents: number): Promise<string> {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const h = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Pousada do Total', address: `Rua Teste ${crypto.randomUUID().slice(0, 8)}` },
  });
  const rt = await call('POST', `/api/hotels/${h.body.data.id}/room-types`, {
    token: manager.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: priceCents, maxOccupancy: 2, totalRooms: 2 },
  });
  assert.equal(rt.status, 201, JSON.stringify(rt.body));
  return rt.body.data.id;
}

async function redeemed(user: TestUser, code: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into loyalty_redemptions (user_id, reward_id, points_spent, valid_until)
    select ${user.uid}, id, cost_points, now() + interval '30 days' from loyalty_rewards where code = ${code}
    returning id
  `;
  return row!.id;
}

Deno.test("the stay quote's total is what the booking charges, reward and fee included", async () => {
  const rt = await roomType(265000); // 2 650 MT a night
  const client = await createUser({ roles: ['client'] });
  const reward = await redeemed(client, 'stay_discount_10');
  const [checkIn, checkOut] = [inDays(25), inDays(27)];
  const path = `/api/hotels/room-types/${rt}/quote?checkIn=${checkIn}&checkOut=${checkOut}`;

  const visitor = await call('GET', path);
  assert.equal(visitor.status, 200, JSON.stringify(visitor.body));
  const v = visitor.body.data;
  assert.equal(v.totalCents, 530000);
  assert.equal(v.rewardDiscountCents, 0);
  assert.equal(v.platformFeeCents, Math.floor((530000 * v.platformFeeBps + 5000) / 10000));
  assert.equal(v.payableCents, 530000 + v.platformFeeCents);
  assert.equal((await call('GET', `${path}&rewardRedemptionId=${reward}`)).status, 401, 'a reward needs its owner');

  const quoted = await call('GET', `${path}&rewardRedemptionId=${reward}`, { token: client.token });
  assert.equal(quoted.status, 200, JSON.stringify(quoted.body));
  const q = quoted.body.data;
  assert.equal(q.rewardDiscountCents, 53000);
  assert.equal(q.rewardTitle, 'Desconto de 10% em alojamento');
  assert.equal(q.subtotalCents, 477000);
  assert.equal(q.payableCents, q.subtotalCents + q.platformFeeCents);
  // Nothing was held by quoting: both rooms are still free, the reward still unused.
  assert.equal(q.freeRooms, 2);
  const [r] = await sql<
    { used: string | null }[]
  >`select used_booking_id as used from loyalty_redemptions where id = ${reward}`;
  assert.equal(r!.used, null);

  const booked = await call('POST', '/api/bookings/create', {
    token: client.token,
    body: { type: 'stay', roomTypeId: rt, checkIn, checkOut, guests: 2, rewardRedemptionId: reward },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.equal(booked.body.data.totalCents, q.payableCents, 'the booking charges exactly the quote');
  assert.equal(booked.body.data.platformFeeCents, q.platformFeeCents);
  const paid = await call('POST', '/api/payments', {
    token: client.token,
    body: { bookingId: booked.body.data.id, method: 'card' },
  });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  const [p] = await sql<{ amountCents: number }[]>`
    select amount_cents from payments where booking_id = ${booked.body.data.id} and status = 'succeeded'
  `;
  assert.equal(p!.amountCents, q.payableCents);

  // A used reward is refused by the quote as by the booking.
  const again = await call('GET', `${path}&rewardRedemptionId=${reward}`, { token: client.token });
  assert.equal(again.status, 409);
  assert.equal(again.body.error.code, 'REWARD_ALREADY_USED');
});
