/** @module Schemas of one ticket cancelled on its own (issue 32, ADR 0043). Amounts are centavos. */
import { z } from '@hono/zod-openapi';
import { RefundQuoteSchema } from '../bookings/bookings.cancellation.schemas.ts';

export const TicketParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '0b7d5c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e' }),
  ticketId: z.string().openapi({
    param: { name: 'ticketId', in: 'path' },
    example: '6a1f0c2e-3b4d-4e5f-9a0b-1c2d3e4f5a6b',
  }),
});

export const TicketRefundQuoteSchema = RefundQuoteSchema.omit({ rewardReturned: true }).extend({
  ticketId: z.string().uuid(),
  code: z.string().openapi({ example: 'MZT-AB12-CD34-EF56' }),
  cancellable: z.boolean().openapi({
    description: 'Whether this ticket can be cancelled on its own now: unused, not cancelled, the booking confirmed, ' +
      'the event not started, and another ticket of the booking still valid (otherwise cancel the booking).',
  }),
  reason: z.string().nullable().openapi({
    description: "Why it cannot be cancelled now, in the caller's language; null when it can.",
    example: 'Este bilhete já entrou no evento: já não pode ser cancelado.',
  }),
  paidCents: z.number().int().openapi({
    example: 55000,
    description: "This ticket's share of what the booking paid and was not yet refunded, centavos.",
  }),
}).openapi('TicketRefundQuote', {
  description: "What the client gets back by cancelling one ticket now, by the booking's policy on its share.",
});
export type TicketRefundQuote = z.infer<typeof TicketRefundQuoteSchema>;
