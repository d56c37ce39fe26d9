/** @module Test fixtures of earnings and payouts: the balance computed straight from the tables, and the invariant. */
import assert from 'node:assert/strict';
import type { Db } from '../../lib/db.ts';
import { ledgerMonths, providerBalance } from './payouts.repo.ts';
import { statement } from './payouts.service.ts';

/** The provider's balance computed straight from the tables: shares of paid bookings - refunds - payouts. */
export async function ledgerBalance(sql: Db, providerId: string): Promise<number> {
  const [row] = await sql<{ shares: number; refunds: number; payouts: number }[]>`
    select
      (select coalesce(sum(b.provider_amount_cents), 0) from bookings b
        where b.provider_id = ${providerId}
          and exists (select 1 from booking_payments p where p.booking_id = b.id and p.status = 'succeeded'))::float8 as shares,
      (select coalesce(sum(r.provider_amount_cents), 0) from refunds r join bookings b on b.id = r.booking_id
        where b.provider_id = ${providerId})::float8 as refunds,
      (select coalesce(sum(amount_cents), 0) from payouts
        where provider_id = ${providerId} and status in ('pending', 'succeeded'))::float8 as payouts
  `;
  return row!.shares - row!.refunds - row!.payouts;
}

/** Checks the invariant of one provider at `now`: the balance, the ledger and the chained monthly statements. */
export async function assertInvariant(sql: Db, providerId: string, now: Date) {
  const b = await providerBalance(sql, providerId, now);
  const expected = await ledgerBalance(sql, providerId);
  assert.equal(b.balance, expected, 'balance = shares - refunds - payouts');
  assert.equal(b.available + b.pending, b.balance);
  assert.equal(b.earned - b.refunded - b.paidOut - b.payingOut, b.balance);
  const months = (await ledgerMonths(sql, providerId)).reverse();
  let opening = 0;
  for (const month of months) {
    const s = await statement(sql, providerId, month, now);
    assert.equal(s.openingBalance, opening, `opening of ${month}`);
    assert.equal(s.closingBalance, s.openingBalance + s.lines.reduce((sum, l) => sum + l.amount, 0));
    opening = s.closingBalance;
  }
  assert.equal(opening, expected, 'the last closing balance is the balance');
}
