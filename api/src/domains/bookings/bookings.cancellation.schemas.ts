/** @module The refund quote of a client's cancellation (issue 12, ADR 0024). Amounts are centavos. */
import { z } from '@hono/zod-openapi';

export const RefundQuoteSchema = z.object({
  bookingId: z.string().uuid(),
  cancellable: z.boolean().openapi({
    description: 'Whether the client can cancel now (pending or confirmed, service not begun, no ticket checked in; ' +
      'ADR 0017). When false, refundCents is 0 and POST /api/bookings/{id}/cancel answers 409.',
  }),
  paidCents: z.number().int().openapi({ example: 110000, description: 'What the client paid, centavos.' }),
  refundCents: z.number().int().openapi({
    example: 50000,
    description: 'What comes back if the client cancels now, centavos: exactly what the cancellation refunds.',
  }),
  platformFeeRefundCents: z.number().int().openapi({
    example: 0,
    description: 'The part of refundCents that is the platform fee (all of it in the free period, none after).',
  }),
  keptCents: z.number().int().openapi({ example: 60000, description: 'paidCents - refundCents, centavos.' }),
  free: z.boolean().openapi({ description: 'Within the free period: everything paid comes back.' }),
  freeUntil: z.string().nullable().openapi({
    example: '2026-12-17T04:30:00.000Z',
    description: 'The end of the free cancellation period (ISO instant; show it in Africa/Maputo), or null when the ' +
      'policy has none.',
  }),
  changesAt: z.string().nullable().openapi({
    example: '2026-12-17T04:30:00.000Z',
    description: 'The deadline: after this instant the amount drops; null when it will not drop any more.',
  }),
  rewardReturned: z.boolean().openapi({
    description: 'A loyalty reward used by this booking is given back by cancelling now (only in the free period).',
  }),
  policy: z.object({
    kind: z.enum(['ride', 'stay_flexible', 'stay_moderate', 'stay_strict', 'event_until_days', 'event_none']),
    text: z.string().openapi({
      example: 'Cancelamento gratuito até 24 horas antes da partida (reembolso total, taxa incluída). …',
    }),
  }).openapi({ description: 'The policy of the product, in Portuguese.' }),
  currency: z.literal('MZN'),
  quotedAt: z.string().openapi({ description: 'The instant the quote was computed for.' }),
}).openapi('RefundQuote', {
  description: "What the client gets back by cancelling now, computed by the product's cancellation policy.",
});
export type RefundQuote = z.infer<typeof RefundQuoteSchema>;

export const CancellationPolicySchema = z.object({
  kind: z.enum(['ride', 'stay_flexible', 'stay_moderate', 'stay_strict', 'event_until_days', 'event_none']),
  text: z.string().openapi({ example: 'Cancelamento gratuito até 24 horas antes da partida (reembolso total, …).' }),
}).openapi('CancellationPolicy', { description: 'The cancellation policy of a listing, in Portuguese (ADR 0024).' });
export type CancellationPolicy = z.infer<typeof CancellationPolicySchema>;
