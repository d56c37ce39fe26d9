/** @module The loyalty reward a booking request may use (issue 12, spec 9, ADR 0024). */
import { z } from '@hono/zod-openapi';

/** Optional on every booking body: a redemption of the caller (GET /api/loyalty/redemptions) to apply at checkout. */
export const RewardRedemptionIdSchema = z.string().uuid('Recompensa inválida.').optional().openapi({
  example: '5b0f8c1e-3d7a-4f2b-9e61-0c4d8a2b7f90',
  description: 'A redeemed reward of the caller to apply (spec 9): stay_discount and room_upgrade on stays, ' +
    'free_ride on rides up to its distance, free_event_ticket on paid events. Checked and used once in the booking ' +
    'transaction (404 REWARD_NOT_FOUND, 409 REWARD_ALREADY_USED, 409 REWARD_EXPIRED, 422 REWARD_NOT_APPLICABLE); ' +
    'the discount is recorded on the booking (discountCents, rewardRedemptionId) and the reward is given back if ' +
    'the booking is cancelled within its free period.',
});
