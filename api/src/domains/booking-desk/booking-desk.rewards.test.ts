import assert from 'node:assert/strict';
import { addDays, maputoInstant, todayInMaputo } from '../../lib/time.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import type { Booking } from './booking-desk.schemas.ts';
import { createClient, createDriver, insertRide } from '../rides/rides.fixtures.ts';
import { cancelBooking } from './booking-desk.service.ts';

const inDays = (n: number) => addDays(todayInMaputo(), n);

/** Gives `user` a redeemed reward of the catalogue (as POST /api/loyalty/redeem would), valid 30 days. */
async function redeemed(user: TestUser, code: string, validDays = 30): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into loyalty_redemptions (user_id, reward_id, points_spent, valid_until)
    select ${user.uid}, id, cost_points, now() + make_interval(days => ${validDays}) from loyalty_rewards
    where code = ${code}
    returning id
  `;
  return row!.id;
}

const usedBy = async (redemptionId: string) =>
  (await sql<{ usedBookingId: string | null }[]>`
    select used_booking_id from loyalty_redemptions where id = ${redemptionId}
  `)[0]!.usedBookingId;

/** A room type of 1,000 MT a night with 5 rooms, at a fresh establishment with the flexible policy. */
async function roomType(): Promise<string> {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const h = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Pousada de Teste', address: `Rua Teste ${crypto.randomUUID().slice(0, 8)}` },
  });
  const rt = await call('POST', `/api/hotels/${h.body.data.id}/room-types`, {
    token: manager.token,
    body: { name: 'Quarto Duplo', pricePerNightCents: 100000, maxOccupancy: 2, totalRooms: 5 },
  });
  assert.equal(rt.status, 201, JSON.stringify(rt.body));
  return rt.body.data.id;
}

const bookStay = (c: TestUser, roomTypeId: string, checkIn: string, rewardRedemptionId?: string) =>
  call('POST', '/api/bookings/create', {
    token: c.token,
    body: { type: 'stay', roomTypeId, checkIn, checkOut: addDays(checkIn, 2), guests: 2, rewardRedemptionId },
  });

function authUser(user: TestUser): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: true,
    name: null,
    picture: null,
    roles: ['client'],
    permissions: [],
    status: 'active',
    suspensionReason: null,
    verificationStatus: 'none',
  };
}

Deno.test('a 10 % stay reward takes 10 % off the nights, the fee is on the discounted subtotal, recorded', async () => {
  const rt = await roomType();
  const c = await createClient();
  const reward = await redeemed(c, 'stay_discount_10');
  const res = await bookStay(c, rt, inDays(20), reward);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const b = res.body.data as Booking;
  assert.equal(b.discountCents, 20000, '10 % of 2 nights at 1,000 MT');
  assert.equal(b.subtotalCents, 180000);
  assert.equal(b.platformFeeCents, Math.floor((180000 * b.platformFeeBps + 5000) / 10000));
  assert.equal(b.totalCents, b.subtotalCents + b.platformFeeCents);
  assert.equal(
    b.providerAmountCents,
    200000,
    'the platform pays the reward: the hotel is owed its full price (ADR 0043)',
  );
  assert.equal(b.rewardRedemptionId, reward);
  assert.equal(await usedBy(reward), b.id);
  const listed = await call('GET', '/api/loyalty/redemptions', { token: c.token });
  const mine = (listed.body.data as { id: string; usable: boolean; usedBookingId: string | null }[])
    .find((r) => r.id === reward);
  assert.deepEqual([mine?.usable, mine?.usedBookingId], [false, b.id]);
});

Deno.test('the reward race: concurrent bookings with one reward, exactly one uses it, the others change nothing', async () => {
  const rt = await roomType();
  const c = await createClient();
  const reward = await redeemed(c, 'stay_discount_10');
  const answers = await Promise.all([0, 1, 2].map((i) => bookStay(c, rt, inDays(30 + 3 * i), reward)));
  const created = answers.filter((a) => a.status === 201);
  assert.equal(created.length, 1, JSON.stringify(answers.map((a) => a.status)));
  for (const a of answers.filter((x) => x.status !== 201)) {
    assert.equal(a.status, 409);
    assert.equal(a.body.error.code, 'REWARD_ALREADY_USED');
  }
  const [count] = await sql<{ n: number }[]>`
    select count(*)::int as n from bookings where reward_redemption_id = ${reward}
  `;
  assert.equal(count!.n, 1, 'the refused bookings were rolled back');
  const [nights] = await sql<{ n: number }[]>`
    select coalesce(sum(booked), 0)::int as n from room_nights where room_type_id = ${rt}
  `;
  assert.equal(nights!.n, 2, 'only the created booking holds nights');
  assert.equal(await usedBy(reward), (created[0]!.body.data as Booking).id);
});

Deno.test('a reward is refused for another product, another user, or once expired', async () => {
  const rt = await roomType();
  const c = await createClient();
  const freeRide = await redeemed(c, 'free_ride_15km');
  const wrong = await bookStay(c, rt, inDays(40), freeRide);
  assert.equal(wrong.status, 422);
  assert.equal(wrong.body.error.code, 'REWARD_NOT_APPLICABLE');
  assert.equal(await usedBy(freeRide), null);
  const other = await createClient();
  const notMine = await bookStay(other, rt, inDays(40), await redeemed(c, 'stay_discount_10'));
  assert.equal(notMine.status, 404);
  assert.equal(notMine.body.error.code, 'REWARD_NOT_FOUND');
  const expired = await bookStay(c, rt, inDays(40), await redeemed(c, 'stay_discount_10', -1));
  assert.equal(expired.status, 409);
  assert.equal(expired.body.error.code, 'REWARD_EXPIRED');
});

Deno.test('a free ride reward: one seat free on a short ride, refused on a long one', async () => {
  const driver = await createDriver();
  const c = await createClient();
  // Maputo -> Matola: a few km; Maputo -> Inhambane: hundreds.
  const short = await insertRide(driver, { from: 'Maputo', to: 'Matola', priceMt: 150, seats: 4 });
  const reward = await redeemed(c, 'free_ride_15km');
  const res = await call('POST', '/api/bookings/create', {
    token: c.token,
    body: { type: 'ride', rideId: short, seats: 2, rewardRedemptionId: reward },
  });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const b = res.body.data as Booking;
  assert.deepEqual([b.discountCents, b.subtotalCents], [15000, 15000]);
  const long = await insertRide(driver, { from: 'Maputo', to: 'Inhambane' });
  const refused = await call('POST', '/api/bookings/create', {
    token: c.token,
    body: { type: 'ride', rideId: long, seats: 1, rewardRedemptionId: await redeemed(c, 'free_ride_15km') },
  });
  assert.equal(refused.status, 422);
  assert.match(refused.body.error.message, /até 15 km/);
});

Deno.test('a reward comes back when the booking is cancelled in its free period, not after', async () => {
  const rt = await roomType();
  const c = await createClient();
  const pay = (id: string) =>
    call('POST', '/api/payments', { token: c.token, body: { bookingId: id, method: 'card' } });

  const early = await redeemed(c, 'stay_discount_10');
  const a = (await bookStay(c, rt, inDays(20), early)).body.data as Booking;
  assert.equal((await pay(a.id)).status, 201);
  const quote = await call('GET', `/api/bookings/${a.id}/refund-quote`, { token: c.token });
  assert.equal(quote.body.data.rewardReturned, true);
  assert.equal((await call('POST', `/api/bookings/${a.id}/cancel`, { token: c.token })).status, 200);
  assert.equal(await usedBy(early), null, 'free cancellation: the reward can be used again');

  const late = await redeemed(c, 'stay_discount_10');
  const checkIn = inDays(25);
  const b = (await bookStay(c, rt, checkIn, late)).body.data as Booking;
  assert.equal((await pay(b.id)).status, 201);
  // Cancelled 12 hours before check-in (flexible: past the 24 h free period).
  const now = new Date(maputoInstant(checkIn, '14:00').getTime() - 12 * 3_600_000);
  const cancelled = await cancelBooking(authUser(c), b.id, undefined, now);
  assert.equal(cancelled.status, 'cancelled');
  assert.equal(await usedBy(late), b.id, 'after the free period the reward stays spent');
});
