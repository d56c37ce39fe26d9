/**
 * Issue 32 (ADR 0043): the ride and event panels show the total before anything is held, from the server's quote
 * (seats or tickets, partnership and promo discounts, the loyalty reward, the platform fee), and 'Reservar' then
 * charges exactly that quote; quoting holds nothing and leaves the reward unused.
 */
import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';

const CARD = { name: 'Ana Macuácua', number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' };

async function redeemed(user: TestUser, code: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into loyalty_redemptions (user_id, reward_id, points_spent, valid_until)
    select ${user.uid}, id, cost_points, now() + interval '30 days' from loyalty_rewards where code = ${code}
    returning id
  `;
  return row!.id;
}

async function usedBy(redemptionId: string): Promise<string | null> {
  const [r] = await sql<{ used: string | null }[]>`
    select used_booking_id as used from loyalty_redemptions where id = ${redemptionId}
  `;
  return r!.used;
}

/** Pays a booking by card and returns the amount of its succeeded payment, centavos. */
async function paidAmount(user: TestUser, bookingId: string): Promise<number> {
  const paid = await call('POST', '/api/payments', {
    token: user.token,
    body: { bookingId, method: 'card', card: CARD },
  });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  const [p] = await sql<{ amountCents: number }[]>`
    select amount_cents from payments where booking_id = ${bookingId} and status = 'succeeded'
  `;
  return p!.amountCents;
}

Deno.test("the ride quote's total is what the booking charges, a free ride reward and the fee included", async () => {
  const driver = await createDriver();
  const client = await createClient();
  // Maputo -> Matola: a few km, within the free ride's 15 km.
  const ride = await insertRide(driver, { from: 'Maputo', to: 'Matola', priceMt: 175, seats: 4 });
  const reward = await redeemed(client, 'free_ride_15km');
  const path = `/api/rides/${ride}/quote?seats=3`;

  const visitor = await call('GET', path);
  assert.equal(visitor.status, 200, JSON.stringify(visitor.body));
  const v = visitor.body.data;
  assert.equal(v.grossCents, 52500);
  assert.equal(v.rewardDiscountCents, 0);
  assert.equal(v.platformFeeCents, Math.floor((52500 * v.platformFeeBps + 5000) / 10000));
  assert.equal(v.totalCents, 52500 + v.platformFeeCents);
  assert.equal((await call('GET', `${path}&rewardRedemptionId=${reward}`)).status, 401, 'a reward needs its owner');
  assert.equal((await call('GET', `/api/rides/${ride}/quote?seats=5`)).status, 409, 'more seats than are free');
  assert.equal((await call('GET', `/api/rides/${ride}/quote?seats=9`)).status, 400);
  assert.equal((await call('GET', path, { token: driver.token })).body.error.code, 'OWN_RIDE');

  const quoted = await call('GET', `${path}&rewardRedemptionId=${reward}`, { token: client.token });
  assert.equal(quoted.status, 200, JSON.stringify(quoted.body));
  const q = quoted.body.data;
  assert.equal(q.rewardDiscountCents, 17500, 'one seat free');
  assert.equal(q.rewardTitle, 'Viagem grátis até 15 km');
  assert.equal(q.subtotalCents, 35000);
  assert.equal(q.totalCents, q.subtotalCents + q.platformFeeCents);
  // Nothing was held by quoting: the seats are still free, the reward still unused.
  const [seats] = await sql<{ n: number }[]>`select seats_available as n from rides where id = ${ride}`;
  assert.equal(seats!.n, 4);
  assert.equal(await usedBy(reward), null);

  const booked = await call('POST', '/api/bookings/create', {
    token: client.token,
    body: { type: 'ride', rideId: ride, seats: 3, rewardRedemptionId: reward },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.equal(booked.body.data.totalCents, q.totalCents, 'the booking charges exactly the quote');
  assert.equal(booked.body.data.platformFeeCents, q.platformFeeCents);
  assert.equal(booked.body.data.subtotalCents, q.subtotalCents);
  assert.equal(await paidAmount(client, booked.body.data.id), q.totalCents);

  // A used reward is refused by the quote as by the booking; a long ride refuses the free ride as the booking does.
  const again = await call('GET', `/api/rides/${ride}/quote?seats=1&rewardRedemptionId=${reward}`, {
    token: client.token,
  });
  assert.equal(again.body.error.code, 'REWARD_ALREADY_USED');
  const long = await insertRide(driver, { from: 'Maputo', to: 'Inhambane' });
  const far = await call(
    'GET',
    `/api/rides/${long}/quote?rewardRedemptionId=${await redeemed(client, 'free_ride_15km')}`,
    {
      token: client.token,
    },
  );
  assert.equal(far.status, 422);
  assert.match(far.body.error.message, /até 15 km/);
});

Deno.test("the event quote's total is what the booking charges, promo code, free ticket reward and fee included", async () => {
  const owner = await createUser({ roles: ['client', 'event'], verified: true });
  const created = await call('POST', '/api/events/create', {
    token: owner.token,
    body: {
      title: 'Festival do Total',
      category: 'entretenimento',
      eventType: 'festival',
      venue: 'Praia do Tofo',
      address: 'Praia do Tofo, Inhambane',
      startDate: inDays(20),
      endDate: inDays(21),
      startTime: '16:00',
      endTime: '23:00',
      ticketPrice: 1250,
      maxTickets: 50,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const event = created.body.data.id as string;
  const code = await call('POST', `/api/events/${event}/promo-codes`, {
    token: owner.token,
    body: { code: 'TOTAL10', kind: 'percentage', value: 10 },
  });
  assert.equal(code.status, 201, JSON.stringify(code.body));
  const client = await createClient();
  const reward = await redeemed(client, 'free_event_ticket');
  const path = `/api/events/${event}/quote?quantity=3&promoCode=TOTAL10`;

  assert.equal((await call('GET', `${path}&rewardRedemptionId=${reward}`)).status, 401, 'a reward needs its owner');
  const quoted = await call('GET', `${path}&rewardRedemptionId=${reward}`, { token: client.token });
  assert.equal(quoted.status, 200, JSON.stringify(quoted.body));
  const q = quoted.body.data;
  assert.equal(q.grossCents, 375000);
  assert.equal(q.promoDiscountCents, 37500);
  assert.equal(q.rewardDiscountCents, 125000, 'one ticket free');
  assert.equal(q.rewardTitle, 'Bilhete de evento grátis');
  assert.equal(q.subtotalCents, 375000 - 37500 - 125000);
  assert.equal(q.platformFeeCents, Math.floor((q.subtotalCents * q.platformFeeBps + 5000) / 10000));
  assert.equal(q.totalCents, q.subtotalCents + q.platformFeeCents);
  assert.equal(q.providerAmountCents, 375000 - 37500, 'the organiser is owed the price before the reward');
  const [sold] = await sql<{ n: number }[]>`select tickets_sold as n from events where id = ${event}`;
  assert.equal(sold!.n, 0, 'quoting holds no ticket');
  assert.equal(await usedBy(reward), null);

  const booked = await call('POST', '/api/bookings/create', {
    token: client.token,
    body: { type: 'event', eventId: event, quantity: 3, promoCode: 'TOTAL10', rewardRedemptionId: reward },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.equal(booked.body.data.totalCents, q.totalCents, 'the booking charges exactly the quote');
  assert.equal(booked.body.data.platformFeeCents, q.platformFeeCents);
  assert.equal(booked.body.data.providerAmountCents, q.providerAmountCents);
  assert.equal(await paidAmount(client, booked.body.data.id), q.totalCents);
  const again = await call('GET', `${path}&rewardRedemptionId=${reward}`, { token: client.token });
  assert.equal(again.body.error.code, 'REWARD_ALREADY_USED');
});
