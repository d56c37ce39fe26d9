import assert from 'node:assert/strict';
import { maputoInstant } from '../../lib/time.ts';
import { stayPolicyText, stayRefund } from './stays.policy.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** 2 seats at 500 MT, fee 10 %: 1,100 MT paid. */
const money = { paidCents: 110000, subtotalCents: 100000, platformFeeCents: 10000 };
/** A Maputo local instant shifted by minutes. */
const at = (date: string, time: string, minutes = 0) =>
  new Date(maputoInstant(date, time).getTime() + minutes * MINUTE);

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

Deno.test('stay policy texts are Portuguese and name their deadlines', () => {
  assert.match(stayPolicyText('flexible'), /^Flexível: cancelamento gratuito até 24 horas antes do check-in/);
  assert.match(stayPolicyText('moderate'), /5 dias antes do check-in/);
  assert.match(stayPolicyText('strict'), /^Rígida: reembolso de 50 %/);
});
