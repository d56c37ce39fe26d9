import assert from 'node:assert/strict';
import { maputoInstant } from '../../lib/time.ts';
import { eventPolicyText, eventRefund, rideRefund, stayPolicyText, stayRefund } from './bookings.policy.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** 2 seats at 500 MT, fee 10 %: 1,100 MT paid. */
const money = { paidCents: 110000, subtotalCents: 100000, platformFeeCents: 10000 };
/** A Maputo local instant shifted by minutes. */
const at = (date: string, time: string, minutes = 0) =>
  new Date(maputoInstant(date, time).getTime() + minutes * MINUTE);

Deno.test('ride: everything back until 24 h before departure, then half the seats without the fee', () => {
  const departureAt = maputoInstant('2026-12-18', '06:30');
  const ride = { ...money, departureAt };
  const before = rideRefund(ride, at('2026-12-17', '06:29'));
  assert.deepEqual([before.refundCents, before.platformFeeCents, before.free], [110000, 10000, true]);
  assert.equal(before.changesAt?.toISOString(), at('2026-12-17', '06:30').toISOString());
  const exactly = rideRefund(ride, at('2026-12-17', '06:30'));
  assert.equal(exactly.refundCents, 110000);
  const after = rideRefund(ride, at('2026-12-17', '06:31'));
  assert.deepEqual([after.refundCents, after.platformFeeCents, after.free], [50000, 0, false]);
  assert.equal(after.changesAt, null);
  // One minute before departure: still half.
  assert.equal(rideRefund(ride, at('2026-12-18', '06:29')).refundCents, 50000);
  // Nothing paid (an unpaid hold): nothing back.
  assert.equal(rideRefund({ ...ride, paidCents: 0 }, at('2026-12-10', '10:00')).refundCents, 0);
  // Odd subtotal: the half is rounded down.
  assert.equal(rideRefund({ ...ride, subtotalCents: 100001 }, at('2026-12-18', '00:00')).refundCents, 50000);
});

Deno.test('ride deadline across Maputo midnight (22:00 UTC): 00:30 departure, free until 00:30 the day before', () => {
  const departureAt = maputoInstant('2026-12-18', '00:30');
  assert.equal(departureAt.toISOString(), '2026-12-17T22:30:00.000Z');
  assert.equal(rideRefund({ ...money, departureAt }, at('2026-12-17', '00:29')).refundCents, 110000);
  assert.equal(rideRefund({ ...money, departureAt }, at('2026-12-17', '00:31')).refundCents, 50000);
});

Deno.test('stay flexible: free until 24 h before check-in, then all nights but the first, fee kept', () => {
  const checkInAt = maputoInstant('2026-12-20', '14:00');
  // 3 nights at 1,000 MT, fee 300 MT.
  const stay = {
    paidCents: 330000,
    subtotalCents: 300000,
    platformFeeCents: 30000,
    policy: 'flexible' as const,
    checkInAt,
    nights: 3,
    awaitingProvider: false,
  };
  const before = stayRefund(stay, at('2026-12-19', '13:59'));
  assert.deepEqual([before.refundCents, before.platformFeeCents, before.free], [330000, 30000, true]);
  const after = stayRefund(stay, at('2026-12-19', '14:01'));
  assert.deepEqual([after.refundCents, after.platformFeeCents, after.free], [200000, 0, false]);
  // A one-night stay after the deadline: nothing.
  assert.equal(
    stayRefund({ ...stay, nights: 1, subtotalCents: 100000, paidCents: 110000 }, at('2026-12-19', '14:01'))
      .refundCents,
    0,
  );
  // A request the manager has not accepted: withdrawn in full, whatever the time.
  assert.equal(stayRefund({ ...stay, awaitingProvider: true }, at('2026-12-20', '10:00')).refundCents, 330000);
});

Deno.test('stay moderate: free until 5 days before check-in, then 50 % of the nights', () => {
  const checkInAt = maputoInstant('2026-12-20', '14:00');
  const stay = { ...money, policy: 'moderate' as const, checkInAt, nights: 2, awaitingProvider: false };
  const before = stayRefund(stay, at('2026-12-15', '13:59'));
  assert.deepEqual([before.refundCents, before.free], [110000, true]);
  assert.equal(before.changesAt?.toISOString(), new Date(checkInAt.getTime() - 5 * DAY).toISOString());
  const after = stayRefund(stay, at('2026-12-15', '14:01'));
  assert.deepEqual([after.refundCents, after.platformFeeCents, after.free], [50000, 0, false]);
});

Deno.test('stay strict: 50 % of the nights until 7 days before check-in, then nothing; never free', () => {
  const checkInAt = maputoInstant('2026-12-20', '14:00');
  const stay = { ...money, policy: 'strict' as const, checkInAt, nights: 2, awaitingProvider: false };
  const before = stayRefund(stay, at('2026-12-13', '13:59'));
  assert.deepEqual([before.refundCents, before.platformFeeCents, before.free, before.freeUntil], [
    50000,
    0,
    false,
    null,
  ]);
  assert.equal(before.changesAt?.toISOString(), at('2026-12-13', '14:00').toISOString());
  const after = stayRefund(stay, at('2026-12-13', '14:01'));
  assert.deepEqual([after.refundCents, after.changesAt], [0, null]);
  // Weeks ahead: still only half.
  assert.equal(stayRefund(stay, at('2026-11-01', '10:00')).refundCents, 50000);
});

Deno.test('event until N days: everything back until N days before the start, then nothing; none: never', () => {
  const startsAt = maputoInstant('2026-12-31', '20:00');
  const event = { ...money, policy: 'until_days' as const, daysBefore: 3, startsAt };
  const before = eventRefund(event, at('2026-12-28', '19:59'));
  assert.deepEqual([before.refundCents, before.platformFeeCents, before.free], [110000, 10000, true]);
  const after = eventRefund(event, at('2026-12-28', '20:01'));
  assert.deepEqual([after.refundCents, after.free], [0, false]);
  // 0 days: until the start.
  assert.equal(eventRefund({ ...event, daysBefore: 0 }, at('2026-12-31', '19:59')).refundCents, 110000);
  assert.equal(eventRefund({ ...event, daysBefore: 0 }, at('2026-12-31', '20:01')).refundCents, 0);
  // No refunds, even a month ahead.
  const none = eventRefund({ ...event, policy: 'none' }, at('2026-12-01', '10:00'));
  assert.deepEqual([none.refundCents, none.free, none.freeUntil], [0, false, null]);
});

Deno.test('policy texts are Portuguese and name their deadlines', () => {
  assert.match(stayPolicyText('flexible'), /^Flexível: cancelamento gratuito até 24 horas antes do check-in/);
  assert.match(stayPolicyText('moderate'), /5 dias antes do check-in/);
  assert.match(stayPolicyText('strict'), /^Rígida: reembolso de 50 %/);
  assert.match(eventPolicyText('until_days', 7), /até 7 dias antes do início/);
  assert.match(eventPolicyText('until_days', 1), /até 1 dia antes/);
  assert.match(eventPolicyText('until_days', 0), /até ao início do evento/);
  assert.match(eventPolicyText('none', 0), /^Sem reembolsos/);
});
