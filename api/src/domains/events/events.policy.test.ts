import assert from 'node:assert/strict';
import { maputoInstant } from '../../lib/time.ts';
import { eventPolicyText, eventRefund } from './events.policy.ts';

const MINUTE = 60_000;
/** 2 seats at 500 MT, fee 10 %: 1,100 MT paid. */
const money = { paidCents: 110000, subtotalCents: 100000, platformFeeCents: 10000 };
/** A Maputo local instant shifted by minutes. */
const at = (date: string, time: string, minutes = 0) =>
  new Date(maputoInstant(date, time).getTime() + minutes * MINUTE);

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

Deno.test('event policy texts are Portuguese and name their deadlines', () => {
  assert.match(eventPolicyText('until_days', 7), /até 7 dias antes do início/);
  assert.match(eventPolicyText('until_days', 1), /até 1 dia antes/);
  assert.match(eventPolicyText('until_days', 0), /até ao início do evento/);
  assert.match(eventPolicyText('none', 0), /^Sem reembolsos/);
});
