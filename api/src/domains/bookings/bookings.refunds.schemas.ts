/** @module The refund part of a booking or a reservation (ADR 0006). Amounts are centavos. */
import { z } from '@hono/zod-openapi';

export const RefundReasonSchema = z.enum([
  'cancelled_by_client',
  'ride_cancelled',
  'cancelled_by_provider',
  'event_cancelled',
  'provider_suspended',
  'provider_no_answer',
  'dispute_refund',
  'dispute_goodwill',
  'late_payment',
]).openapi('RefundReason', {
  description: 'Who cancelled the paid booking: the client, the driver (the ride was cancelled), the accommodation ' +
    'manager (the stay), the organiser (the event), an admin because the provider is suspended (ADR 0014), or ' +
    'nobody: the manager did not answer a stay request within 24 hours (provider_no_answer, ADR 0017); an admin resolving a ' +
    "dispute: dispute_refund (taken from the provider's share) or dispute_goodwill (paid by the platform; ADR 0044); " +
    'or the provider took a payment after its booking was cancelled or its hold released (late_payment, ADR 0042).',
});
export type RefundReason = z.infer<typeof RefundReasonSchema>;

export const RefundStatusSchema = z.enum(['pending', 'succeeded', 'failed']).openapi('RefundStatus', {
  description: 'pending: being processed by the provider (like a payment, it settles after a delay); succeeded: the ' +
    'money went back to the payer; failed: the provider refused it (failureReason), the platform still owes it.',
});

export const RefundSummarySchema = z.object({
  id: z.string().uuid(),
  status: RefundStatusSchema,
  reason: RefundReasonSchema,
  amountCents: z.number().int().openapi({
    example: 264000,
    description: 'Paid back to the payer, centavos: the whole amount paid, platform fee included (ADR 0006).',
  }),
  platformFeeCents: z.number().int().openapi({
    example: 24000,
    description: 'The part of it that was the platform fee.',
  }),
  currency: z.literal('MZN'),
  failureReason: z.string().nullable().openapi({ example: 'O emissor do cartão recusou o reembolso.' }),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
}).openapi('RefundSummary', {
  description: 'The refund of the paid amount of a cancelled booking; null when nothing was paid (a pending payment ' +
    'is voided instead: its status becomes cancelled).',
});
export type RefundSummary = z.infer<typeof RefundSummarySchema>;
