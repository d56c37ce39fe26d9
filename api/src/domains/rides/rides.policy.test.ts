import assert from 'node:assert/strict';
import { maputoInstant } from '../../lib/time.ts';
import { rideRefund } from './rides.policy.ts';

const MINUTE = 60_000;
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
