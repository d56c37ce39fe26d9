/**
 * @module Stays as a product of the booking desk (ADR 0021, `BookingProduct` of bookings.product.ts): booked by
 * stays.booking.ts, described by its stay part (`attachStayDetails`), refused up front when the manager is suspended
 * (ADR 0014), paid requests left unanswered declined before any read (stays.answers.ts, ADR 0017), and cancelled by
 * the establishment's policy accepted at booking (stays.policy.ts `stayRefund`, ADR 0024).
 */
import { sql as pool } from '../../lib/db.ts';
import { isUuid } from '../../lib/ids.ts';
import { maputoInstant } from '../../lib/time.ts';
import { assertOfferBookable } from '../../middlewares/auth/account.ts';
import type { BookingProduct } from '../bookings/bookings.product.ts';
import { type StayPolicyKind, stayPolicyText, stayRefund } from './stays.policy.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { declineUnansweredStays } from './stays.answers.ts';
import { releaseExpired } from '../bookings/bookings.repo.ts';
import { attachStayDetails, createStayBooking, holdStay, type StayPart } from './stays.booking.ts';
import type { StayBookingBody } from './stays.schemas.ts';

/** What a stay's cancellation policy reads of its booking. */
interface StayPolicyRow {
  checkIn: string | null;
  checkInTime: string | null;
  nights: number | null;
  policy: StayPolicyKind | null;
}

export const stayProduct: BookingProduct<StayBookingBody, StayPart, PaymentProvider> = {
  async assertBookable(userId, input, idempotencyKey) {
    if (!isUuid(input.roomTypeId)) return;
    await assertOfferBookable(userId, idempotencyKey, () =>
      pool<{ status: string }[]>`
        select u.status from room_types rt join establishments e on e.id = rt.establishment_id
          join users u on u.id = e.manager_id
        where rt.id = ${input.roomTypeId}
      `);
  },
  create: createStayBooking,
  async hold(tx, user, input, { now, discountPercentage }) {
    if (isUuid(input.roomTypeId)) await releaseExpired(tx, now, undefined, input.roomTypeId);
    return await holdStay(tx, user, input, { now, idempotencyKey: null, discountPercentage });
  },
  describe: attachStayDetails,
  settleDue: (sql, now, scope, provider) => declineUnansweredStays(sql, now, scope, provider),
  whyNotCancellable: (b) =>
    b.stay?.checkedInAt ? 'O check-in já foi feito' : b.stay ? 'A estadia já começou' : undefined,
  async refundPolicy(sql, booking, now) {
    const [row]: [StayPolicyRow?] = await sql`
      select to_char(b.check_in, 'YYYY-MM-DD') as check_in, to_char(es.check_in_time, 'HH24:MI') as check_in_time,
        -- The policy accepted at booking (migration 0101), else the listing's current one.
        b.nights, coalesce(b.cancellation_policy, es.cancellation_policy) as policy
      from bookings b left join establishments es on es.id = b.establishment_id
      where b.id = ${booking.id}
    `;
    const policy = row?.policy ?? 'flexible';
    const checkInAt = maputoInstant(row?.checkIn ?? '1970-01-01', row?.checkInTime ?? '00:00');
    // A paid stay still pending is a request the manager has not accepted: withdrawn in full (ADR 0017).
    const awaitingProvider = booking.status === 'pending' && booking.paidCents > 0;
    const nights = row?.nights ?? 1;
    const decision = stayRefund({ ...booking, policy, checkInAt, nights, awaitingProvider }, now);
    return { decision, kind: `stay_${policy}`, text: stayPolicyText(policy) };
  },
};
