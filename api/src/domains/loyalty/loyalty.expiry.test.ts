import assert from 'node:assert/strict';
import { createUser, sql, type TestUser } from '../../test/helpers.ts';
import { MAINTENANCE_JOBS } from '../../maintenance.ts';
import { addMonths, expireLoyaltyPoints, expiryOf } from './loyalty.expiry.ts';

const DAY = 86_400_000;

/** A member who joined `joinedAt`, with history entries (amount, at); a confirmed booking at `activeAt` if given. */
async function member(joinedAt: Date, entries: [number, Date][], activeAt?: Date): Promise<TestUser> {
  const user = await createUser({ roles: ['client'] });
  const balance = entries.reduce((s, [n]) => s + n, 0);
  const earned = entries.filter(([n]) => n > 0).reduce((s, [n]) => s + n, 0);
  const [p] = await sql<{ id: string }[]>`
    insert into loyalty_programs (user_id, total_points, current_points, joined_at)
    values (${user.uid}, ${earned}, ${balance}, ${joinedAt})
    on conflict (user_id) do update set total_points = excluded.total_points,
      current_points = excluded.current_points, joined_at = excluded.joined_at
    returning id
  `;
  for (const [n, at] of entries) {
    await sql`
      insert into loyalty_history (user_id, loyalty_id, action_type, points_amount, reason, created_at)
      values (${user.uid}, ${p!.id}, ${n > 0 ? 'earned' : 'redeemed'}, ${n},
        ${n > 0 ? 'stay_booked' : 'reward_redeemed'}, ${at})
    `;
  }
  if (activeAt) {
    // A confirmed ride booking at that instant (a past ride of another user, written directly).
    const driver = await createUser({ roles: ['client', 'driver'] });
    const [ride] = await sql<{ id: string }[]>`
      insert into rides (driver_id, from_address, to_address, departure_date, departure_time, price_cents, seats_total,
        seats_available)
      values (${driver.uid}, 'Maputo', 'Matola', (${activeAt}::timestamptz at time zone 'Africa/Maputo')::date, '08:00',
        10000, 4, 3)
      returning id
    `;
    await sql`
      insert into bookings (user_id, provider_id, type, status, ride_id, seats, subtotal_cents, platform_fee_bps,
        platform_fee_cents, total_cents, provider_amount_cents, confirmed_at, created_at)
      values (${user.uid}, ${driver.uid}, 'ride', 'confirmed', ${ride!.id}, 1, 10000, 0, 0, 10000, 10000, ${activeAt},
        ${activeAt})
    `;
  }
  return user;
}

const state = async (user: TestUser) => {
  const [p] = await sql<{ currentPoints: number }[]>`
    select current_points from loyalty_programs where user_id = ${user.uid}
  `;
  const [sum] = await sql<{ s: number }[]>`
    select coalesce(sum(points_amount), 0)::int as s from loyalty_history where user_id = ${user.uid}
  `;
  const notes = await sql<{ kind: string; body: string }[]>`
    select kind, body from notifications where user_id = ${user.uid} and kind like 'loyalty_points_%'
    order by created_at, id
  `;
  return { points: p!.currentPoints, historySum: sum!.s, notes };
};

Deno.test('pure: points older than 12 months expire, oldest spent first; 6 months idle expires everything', () => {
  const now = new Date('2027-06-15T10:00:00Z');
  const base = { currentPoints: 700, earnedDue: 500, earnedSoon: 500, takenOut: 300, lastActivity: now };
  // 500 old points, 300 spent (from the oldest): 200 expire, 500 stay.
  assert.deepEqual(expiryOf(base, now).expired, 200);
  // Nothing old left once spending covered it.
  assert.equal(expiryOf({ ...base, takenOut: 600 }, now).expired, 0);
  // Inactive for 6 months to the minute: everything.
  const idle = expiryOf({ ...base, lastActivity: addMonths(now, -6) }, now);
  assert.deepEqual([idle.expired, idle.reason], [700, 'inactivity']);
  // One minute short of 6 months: nothing by inactivity, but warned: all 700 go within 30 days.
  const almost = expiryOf({
    ...base,
    earnedDue: 0,
    earnedSoon: 0,
    lastActivity: new Date(addMonths(now, -6).getTime() + 60_000),
  }, now);
  assert.deepEqual([almost.expired, almost.soon], [0, 700]);
});

Deno.test('the expiry job: 12-month points expire with a notice, the history stays the balance, once', async () => {
  const now = new Date();
  const user = await member(addMonths(now, -14), [
    [400, addMonths(now, -13)], // expires
    [-100, new Date(now.getTime() - 370 * DAY)], // spent from the oldest lot
    [250, new Date(now.getTime() - 10 * DAY)], // stays
  ], new Date(now.getTime() - 10 * DAY));
  const before = await state(user);
  assert.equal(before.points, 550);
  await expireLoyaltyPoints(sql, now);
  const after = await state(user);
  assert.equal(after.points, 250, '400 old - 100 spent = 300 expired');
  assert.equal(after.historySum, after.points);
  assert.equal(after.notes.filter((n) => n.kind === 'loyalty_points_expired').length, 1);
  assert.match(after.notes.find((n) => n.kind === 'loyalty_points_expired')!.body, /^300 pontos expiraram/);
  await expireLoyaltyPoints(sql, now);
  assert.equal((await state(user)).points, 250, 'a second run expires nothing more');
});

Deno.test('the expiry job warns 30 days before, once, and then expires them on the day', async () => {
  const now = new Date();
  const earnedAt = new Date(addMonths(now, -12).getTime() + 20 * DAY); // expires in 20 days
  const user = await member(addMonths(now, -13), [[300, earnedAt]], now);
  await expireLoyaltyPoints(sql, now);
  let s = await state(user);
  assert.equal(s.points, 300);
  assert.equal(s.notes.length, 1);
  assert.equal(s.notes[0]!.kind, 'loyalty_points_expiring');
  assert.match(s.notes[0]!.body, /^300 pontos expiram até \d{2}\/\d{2}\/\d{4}/);
  await expireLoyaltyPoints(sql, new Date(now.getTime() + DAY));
  assert.equal((await state(user)).notes.length, 1, 'warned once');
  await expireLoyaltyPoints(sql, new Date(now.getTime() + 21 * DAY));
  s = await state(user);
  assert.equal(s.points, 0);
  assert.equal(s.historySum, 0);
});

Deno.test('the expiry job: a member idle for 6 months loses their points; an active one keeps them', async () => {
  const now = new Date();
  const idle = await member(addMonths(now, -8), [[200, addMonths(now, -7)]]);
  const active = await member(addMonths(now, -8), [[200, addMonths(now, -7)]], new Date(now.getTime() - 30 * DAY));
  await expireLoyaltyPoints(sql, now);
  const a = await state(idle);
  assert.equal(a.points, 0);
  assert.match(a.notes.find((n) => n.kind === 'loyalty_points_expired')!.body, /inativa/);
  assert.equal((await state(active)).points, 200);
});

Deno.test('the expiry job is registered in MAINTENANCE_JOBS', () => {
  const job = MAINTENANCE_JOBS.find((j) => j.name === 'loyalty-expiry');
  assert.ok(job);
  assert.equal(job.run, expireLoyaltyPoints);
});
