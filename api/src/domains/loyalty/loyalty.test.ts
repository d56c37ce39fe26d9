import assert from 'node:assert/strict';
import { call, createUser, sql, type TestUser } from '../../test/helpers.ts';
import { bookRide, createClient, createDriver, inDays, insertRide } from '../rides/rides.fixtures.ts';
import type { Notification } from '../notifications/notifications.schemas.ts';
import type { LoyaltyHistoryEntry, LoyaltyProgram, LoyaltyRedemption, LoyaltyReward } from './loyalty.schemas.ts';

const pay = (user: TestUser, bookingId: string) =>
  call('POST', '/api/payments', { token: user.token, body: { bookingId, method: 'card' } });

async function programOf(user: TestUser): Promise<LoyaltyProgram> {
  const res = await call('GET', '/api/loyalty/program', { token: user.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
}
async function historyOf(user: TestUser): Promise<LoyaltyHistoryEntry[]> {
  const res = await call('GET', '/api/loyalty/history?pageSize=50', { token: user.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
}
async function rewardsOf(user: TestUser): Promise<LoyaltyReward[]> {
  const res = await call('GET', '/api/loyalty/rewards', { token: user.token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.data;
}
const redeem = (user: TestUser, rewardId: string, key?: string) =>
  call('POST', `/api/loyalty/redeem/${rewardId}`, {
    token: user.token,
    headers: key ? { 'Idempotency-Key': key } : undefined,
  });
async function kinds(user: TestUser) {
  const res = await call('GET', '/api/notifications?pageSize=50', { token: user.token });
  return (res.body.data as Notification[]).filter((n) => n.kind.startsWith('loyalty_'));
}

/** A confirmed (paid) ride booking of `seats` seats at `priceMt` MT each, for `client`. */
async function paidRide(client: TestUser, o: { priceMt?: number; seats?: number } = {}) {
  const driver = await createDriver();
  const ride = await insertRide(driver, {
    priceMt: o.priceMt ?? 500,
    seats: 8,
    date: inDays(5),
    from: 'Maputo',
    to: 'Xai-Xai',
  });
  const booked = await bookRide(client, ride, o.seats ?? 1);
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const paid = await pay(client, booked.body.data.id);
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  const [b] = await sql<{ status: string }[]>`select status from bookings where id = ${booked.body.data.id}`;
  assert.equal(b!.status, 'confirmed');
  return booked.body.data.id as string;
}

/** The sum of the history equals the balance (migration 0011 invariant; the balance may be negative, 0019). */
async function assertConsistent(user: TestUser) {
  const [row] = await sql<{ sum: number; current: number; total: number }[]>`
    select coalesce((select sum(points_amount) from loyalty_history where user_id = ${user.uid}), 0)::int as sum,
      current_points as current, total_points as total
    from loyalty_programs where user_id = ${user.uid}
  `;
  assert.equal(row!.sum, row!.current);
  assert.ok(row!.total >= 0 && row!.current <= row!.total);
}

Deno.test('a new member starts at bronze with no points, a member since they signed up', async () => {
  const client = await createClient();
  const p = await programOf(client);
  assert.equal(p.totalPoints, 0);
  assert.equal(p.currentPoints, 0);
  assert.equal(p.membershipLevel, 'bronze');
  assert.equal(p.nextLevel, 'silver');
  assert.equal(p.nextLevelPoints, 1000);
  assert.equal(p.pointsToNextLevel, 1000);
  assert.equal(p.progressPercent, 0);
  assert.deepEqual(p.tiers.map((t) => [t.level, t.minPoints, t.multiplier]), [
    ['bronze', 0, 1],
    ['silver', 1000, 1.2],
    ['gold', 3000, 1.5],
    ['platinum', 7000, 2],
  ]);
  // Reading again returns the same programme.
  assert.equal((await programOf(client)).id, p.id);
  assert.deepEqual(await historyOf(client), []);
});

Deno.test('a paid ride earns 1 point per 10 MZN, plus 25 for the first ride of the month, and says so', async () => {
  const client = await createClient();
  const first = await paidRide(client, { priceMt: 500, seats: 2 }); // subtotal 1000 MZN
  let p = await programOf(client);
  assert.equal(p.currentPoints, 125);
  assert.equal(p.totalPoints, 125);
  const h = await historyOf(client);
  assert.deepEqual(h.map((e) => [e.actionType, e.reason, e.pointsAmount]).sort(), [
    ['earned', 'first_ride_of_month', 25],
    ['earned', 'ride_completed', 100],
  ]);
  assert.ok(h.every((e) => e.relatedId === first));
  assert.match(h[0]!.description, /^Maputo → Xai-Xai, /);
  const told = await kinds(client);
  assert.equal(told.length, 1);
  assert.equal(told[0]?.kind, 'loyalty_points_earned');
  assert.equal(told[0]?.title, 'Pontos ganhos');
  assert.match(told[0]!.body, /^\+125 pontos: Maputo → Xai-Xai, /);
  assert.equal(told[0]?.link, '/fidelidade');

  // The second ride of the month has no bonus.
  await paidRide(client, { priceMt: 300, seats: 1 });
  p = await programOf(client);
  assert.equal(p.currentPoints, 155);
  await assertConsistent(client);
});

Deno.test('a pending booking earns nothing, and one that expires or is cancelled unpaid never does', async () => {
  const client = await createClient();
  const driver = await createDriver();
  const ride = await insertRide(driver, { priceMt: 500, seats: 4 });
  const booked = await bookRide(client, ride, 1);
  assert.equal((await programOf(client)).currentPoints, 0);
  const cancelled = await call('POST', `/api/bookings/${booked.body.data.id}/cancel`, { token: client.token });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  assert.equal((await programOf(client)).currentPoints, 0);
  assert.deepEqual(await historyOf(client), []);
});

Deno.test('reaching 1000 points raises the level to Prata, tells the user, and later points get ×1.2', async () => {
  const client = await createClient();
  await paidRide(client, { priceMt: 2000, seats: 5 }); // 10 000 MZN → 1000 + 25
  const p = await programOf(client);
  assert.equal(p.totalPoints, 1025);
  assert.equal(p.membershipLevel, 'silver');
  assert.equal(p.nextLevel, 'gold');
  assert.equal(p.pointsToNextLevel, 1975);
  assert.equal(p.progressPercent, 1);
  const told = await kinds(client);
  assert.deepEqual(told.map((n) => n.kind).sort(), ['loyalty_level_up', 'loyalty_points_earned']);
  const up = told.find((n) => n.kind === 'loyalty_level_up')!;
  assert.equal(up.title, 'Subiu de nível!');
  assert.equal(up.body, 'Bem-vindo ao nível Prata: os seus pontos passam a valer ×1,2.');

  await paidRide(client, { priceMt: 500, seats: 2 }); // 100 × 1.2
  assert.equal((await programOf(client)).currentPoints, 1025 + 120);
  await assertConsistent(client);
});

Deno.test('a cancelled confirmed booking takes its points back, and the level it gave (issue 32, ADR 0043)', async () => {
  const client = await createClient();
  const big = await paidRide(client, { priceMt: 2000, seats: 5 });
  assert.equal((await programOf(client)).membershipLevel, 'silver');
  const cancelled = await call('POST', `/api/bookings/${big}/cancel`, { token: client.token });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  const p = await programOf(client);
  assert.equal(p.currentPoints, 0);
  assert.equal(p.totalPoints, 0);
  assert.equal(p.membershipLevel, 'bronze', 'the points that gave Prata were taken back');
  const [latest] = await historyOf(client);
  assert.equal(latest?.actionType, 'reversed');
  assert.equal(latest?.reason, 'booking_cancelled');
  assert.equal(latest?.pointsAmount, -1025);
  await assertConsistent(client);
});

Deno.test('cancelling a booking whose points paid for a reward takes the reward back, in the same transaction', async () => {
  const client = await createClient();
  const booking = await paidRide(client, { priceMt: 1000, seats: 5 }); // 500 + 25
  const discount = (await rewardsOf(client)).find((r) => r.code === 'stay_discount_10')!;
  assert.equal((await redeem(client, discount.id)).status, 201);
  assert.equal((await programOf(client)).currentPoints, 25);
  assert.equal((await call('POST', `/api/bookings/${booking}/cancel`, { token: client.token })).status, 200);
  // All 525 points leave; the 500-point reward they paid for is revoked and its points return: 25 + 500 - 525 = 0.
  assert.equal((await programOf(client)).currentPoints, 0);
  const list = await call('GET', '/api/loyalty/redemptions', { token: client.token });
  const [reward] = list.body.data as LoyaltyRedemption[];
  assert.ok(reward?.revokedAt, 'the reward is revoked');
  const history = await historyOf(client);
  assert.deepEqual(history.slice(0, 2).map((h) => [h.actionType, h.pointsAmount, h.reason]).sort(), [
    ['reversed', -525, 'booking_cancelled'],
    ['revoked', 500, 'reward_revoked'],
  ]);
  assert.equal(history.find((h) => h.actionType === 'revoked')?.description, 'Desconto de 10% em alojamento');
  const revoked = (await kinds(client)).find((n) => n.kind === 'loyalty_reward_revoked');
  assert.ok(revoked?.body.startsWith('Desconto de 10% em alojamento: foi paga com pontos de uma reserva cancelada'));
  await assertConsistent(client);
  // A second cancellation path (already cancelled) takes nothing more.
  assert.equal((await call('POST', `/api/bookings/${booking}/cancel`, { token: client.token })).status, 409);
  assert.equal((await programOf(client)).currentPoints, 0);
});

Deno.test('when no reward can be taken back, the spent points leave the balance, which goes negative', async () => {
  const client = await createClient();
  const booking = await paidRide(client, { priceMt: 1000, seats: 5 }); // 525
  const discount = (await rewardsOf(client)).find((r) => r.code === 'stay_discount_10')!;
  assert.equal((await redeem(client, discount.id)).status, 201);
  // The reward is no longer valid (expired, or used at the establishment): it cannot be taken back.
  await sql`update loyalty_redemptions set valid_until = now() - interval '1 day' where user_id = ${client.uid}`;
  assert.equal((await call('POST', `/api/bookings/${booking}/cancel`, { token: client.token })).status, 200);
  const p = await programOf(client);
  assert.equal(p.currentPoints, -500);
  assert.equal(p.totalPoints, 0);
  await assertConsistent(client);
  // The next points fill the gap before anything can be redeemed again.
  assert.ok((await rewardsOf(client)).every((r) => !r.redeemable));
  await paidRide(client, { priceMt: 500, seats: 1 }); // 50 (the month's bonus was already given)
  assert.equal((await programOf(client)).currentPoints, -450);
  await assertConsistent(client);
});

Deno.test('redeeming a reward spends its points, valid 30 days; not enough points is 409', async () => {
  const client = await createClient();
  let rewards = await rewardsOf(client);
  assert.deepEqual(rewards.map((r) => [r.code, r.costPoints, r.minLevel]), [
    ['stay_discount_10', 500, 'bronze'],
    ['free_ride_15km', 800, 'silver'],
    ['free_event_ticket', 1000, 'silver'],
    ['premium_room_upgrade', 1200, 'gold'],
  ]);
  assert.ok(rewards.every((r) => !r.redeemable));
  const discount = rewards[0]!;
  const poor = await redeem(client, discount.id);
  assert.equal(poor.status, 409);
  assert.equal(poor.body.error.code, 'INSUFFICIENT_POINTS');
  assert.equal(poor.body.error.message, 'Não tem pontos suficientes para resgatar esta recompensa.');

  await paidRide(client, { priceMt: 1000, seats: 5 }); // 525
  rewards = await rewardsOf(client);
  assert.deepEqual(rewards.map((r) => r.redeemable), [true, false, false, false]);
  const res = await redeem(client, discount.id);
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const r = res.body.data as LoyaltyRedemption;
  assert.equal(r.pointsSpent, 500);
  assert.equal(r.currentPoints, 25);
  assert.equal(r.reward.code, 'stay_discount_10');
  const days = (Date.parse(r.validUntil) - Date.parse(r.redeemedAt)) / 86_400_000;
  assert.equal(Math.round(days), 30);
  const p = await programOf(client);
  assert.equal(p.currentPoints, 25);
  assert.equal(p.totalPoints, 525);
  const [latest] = await historyOf(client);
  assert.deepEqual([latest?.actionType, latest?.reason, latest?.pointsAmount, latest?.relatedId], [
    'redeemed',
    'reward_redeemed',
    -500,
    r.id,
  ]);
  assert.equal(latest?.description, 'Desconto de 10% em alojamento');
  const mine = await call('GET', '/api/loyalty/redemptions', { token: client.token });
  assert.deepEqual((mine.body.data as LoyaltyRedemption[]).map((x) => x.id), [r.id]);

  // Silver rewards need silver; an unknown reward is 404.
  const ride = rewards[1]!;
  const low = await redeem(client, ride.id);
  assert.equal(low.status, 409);
  assert.equal(low.body.error.code, 'LOYALTY_LEVEL_TOO_LOW');
  assert.equal((await redeem(client, 'nao-existe')).status, 404);
  await assertConsistent(client);
});

Deno.test('a redemption retried with the same Idempotency-Key is spent once; a key reused for another reward is 422', async () => {
  const client = await createClient();
  await paidRide(client, { priceMt: 2000, seats: 5 }); // 1025, silver
  const rewards = await rewardsOf(client);
  const ride = rewards.find((r) => r.code === 'free_ride_15km')!;
  const a = await redeem(client, ride.id, 'resgate-1');
  const b = await redeem(client, ride.id, 'resgate-1');
  assert.equal(a.status, 201);
  assert.equal(b.status, 201);
  assert.equal(a.body.data.id, b.body.data.id);
  assert.equal((await programOf(client)).currentPoints, 225);
  const other = await redeem(client, rewards[0]!.id, 'resgate-1');
  assert.equal(other.status, 422);
  assert.equal(other.body.error.code, 'IDEMPOTENCY_KEY_REUSED');
  await assertConsistent(client);
});

Deno.test('concurrent redemptions never spend more points than the balance', async () => {
  const client = await createClient();
  await paidRide(client, { priceMt: 1000, seats: 5 }); // 525: one discount of 500
  const discount = (await rewardsOf(client)).find((r) => r.code === 'stay_discount_10')!;
  const results = await Promise.all([1, 2, 3, 4].map((i) => redeem(client, discount.id, `k-${i}`)));
  assert.deepEqual(results.map((r) => r.status).sort(), [201, 409, 409, 409]);
  assert.equal((await programOf(client)).currentPoints, 25);
  await assertConsistent(client);
});

Deno.test('a suspended account cannot redeem', async () => {
  const client = await createUser({ roles: ['client'] });
  await sql`update users set status = 'suspended' where id = ${client.uid}`;
  const discount = (await rewardsOf(client)).find((r) => r.code === 'stay_discount_10')!;
  assert.equal((await redeem(client, discount.id)).status, 403);
});

Deno.test('a paid event booking earns 50 points whatever the number of tickets, with no first-ride bonus', async () => {
  const owner = await createUser({ roles: ['client', 'event'], verified: true });
  const created = await call('POST', '/api/events/create', {
    token: owner.token,
    body: {
      title: 'Festival da Fidelidade',
      category: 'entretenimento',
      eventType: 'festival',
      venue: 'Praia do Tofo',
      address: 'Praia do Tofo, Inhambane',
      startDate: inDays(10),
      endDate: inDays(11),
      startTime: '16:00',
      endTime: '23:00',
      ticketPrice: 1500,
      maxTickets: 100,
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const client = await createClient();
  const booked = await call('POST', '/api/bookings/create', {
    token: client.token,
    body: { type: 'event', eventId: created.body.data.id, quantity: 3 },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  assert.equal((await pay(client, booked.body.data.id)).status, 201);
  const p = await programOf(client);
  assert.equal(p.currentPoints, 50);
  const [e] = await historyOf(client);
  assert.deepEqual([e?.reason, e?.pointsAmount], ['event_attended', 50]);
  await assertConsistent(client);
});

/** A room type of `priceMt` MT a night (instant booking, flexible policy) at a fresh establishment. */
async function roomType(priceMt: number): Promise<string> {
  const manager = await createUser({ roles: ['client', 'hotel_manager'], verified: true });
  const h = await call('POST', '/api/hotels', {
    token: manager.token,
    body: { name: 'Pousada do Nível', address: `Rua Teste ${crypto.randomUUID().slice(0, 8)}` },
  });
  assert.equal(h.status, 201, JSON.stringify(h.body));
  const rt = await call('POST', `/api/hotels/${h.body.data.id}/room-types`, {
    token: manager.token,
    body: { name: 'Suite', pricePerNightCents: priceMt * 100, maxOccupancy: 2, totalRooms: 3 },
  });
  assert.equal(rt.status, 201, JSON.stringify(rt.body));
  return rt.body.data.id;
}

Deno.test('the tier exploit: a Prata client books a stay to Ouro, cancels for free: back to Prata, gold reward withdrawn', async () => {
  const client = await createClient();
  await paidRide(client, { priceMt: 2000, seats: 5 }); // 1000 + 25, Prata from here
  await paidRide(client, { priceMt: 2500, seats: 5 }); // 1250 × 1.2 = 1500
  assert.deepEqual(
    [(await programOf(client)).totalPoints, (await programOf(client)).membershipLevel],
    [2525, 'silver'],
  );
  const rt = await roomType(1850);
  const booked = await call('POST', '/api/bookings/create', {
    token: client.token,
    body: { type: 'stay', roomTypeId: rt, checkIn: inDays(30), checkOut: inDays(32), guests: 2 },
  });
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const stay = booked.body.data.id as string;
  assert.equal((await pay(client, stay)).status, 201);
  const gold = await programOf(client);
  assert.equal(gold.totalPoints, 2525 + 888, '3700 MZN / 5 × 1.2');
  assert.equal(gold.membershipLevel, 'gold');
  const upgrade = (await rewardsOf(client)).find((r) => r.code === 'premium_room_upgrade')!;
  assert.equal(upgrade.redeemable, true, 'Ouro unlocks the upgrade');
  assert.equal((await redeem(client, upgrade.id)).status, 201);
  assert.equal((await programOf(client)).currentPoints, 3413 - 1200);

  const quote = await call('GET', `/api/bookings/${stay}/refund-quote`, { token: client.token });
  assert.equal(quote.body.data.free, true);
  const cancelled = await call('POST', `/api/bookings/${stay}/cancel`, { token: client.token });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  const [refund] = await sql<{ amountCents: number }[]>`select amount_cents from refunds where booking_id = ${stay}`;
  assert.equal(refund!.amountCents, booked.body.data.totalCents, 'a full refund');

  const after = await programOf(client);
  assert.equal(after.totalPoints, 2525, 'the stay points never count toward the tier');
  assert.equal(after.membershipLevel, 'silver', 'back to Prata');
  assert.equal(after.currentPoints, 2525, 'the withdrawn reward gave its 1200 points back');
  const list = await call('GET', '/api/loyalty/redemptions', { token: client.token });
  const withdrawn = (list.body.data as LoyaltyRedemption[]).find((r) => r.reward.id === upgrade.id);
  assert.ok(withdrawn?.revokedAt, 'the gold reward is withdrawn');
  assert.equal((await rewardsOf(client)).find((r) => r.code === 'premium_room_upgrade')!.redeemable, false);
  const told = (await kinds(client)).find((n) => n.kind === 'loyalty_reward_revoked');
  assert.ok(
    told?.body.startsWith('Upgrade de quarto premium: o seu nível voltou a Prata com o cancelamento de uma reserva'),
    String(told?.body),
  );
  const english = await call('GET', '/api/notifications?pageSize=50', {
    token: client.token,
    headers: { 'Accept-Language': 'en' },
  });
  const en = (english.body.data as Notification[]).find((n) => n.kind === 'loyalty_reward_revoked');
  assert.ok(en?.body.includes('your level went back to Silver'), String(en?.body));
  await assertConsistent(client);
  // Later points earn at the Prata multiplier again.
  await paidRide(client, { priceMt: 500, seats: 2 }); // 100 × 1.2
  assert.equal((await programOf(client)).totalPoints, 2525 + 120);
});

Deno.test('a level held above what the points give is never demoted by a cancellation (spec 9)', async () => {
  const client = await createClient();
  const ride = await paidRide(client, { priceMt: 500, seats: 2 }); // 100 + 25
  await sql`update loyalty_programs set membership_level = 'gold' where user_id = ${client.uid}`;
  assert.equal((await call('POST', `/api/bookings/${ride}/cancel`, { token: client.token })).status, 200);
  const p = await programOf(client);
  assert.equal(p.totalPoints, 0);
  assert.equal(p.membershipLevel, 'gold');
});
