/** @module Routes of one ticket cancelled on its own (issue 32, ADR 0043): the booking's client only. */
import { createRoute } from '@hono/zod-openapi';
import { userRequired } from '../../middlewares/auth/auth.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import { TicketParamsSchema, TicketRefundQuoteSchema } from './events.ticket-cancellation.schemas.ts';

const tags = ['Reservas'];

export const ticketRefundQuote = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/tickets/{ticketId}/refund-quote',
  tags,
  summary: 'Quanto recebo se cancelar este bilhete',
  description: 'What the client gets back by cancelling one ticket of their event booking now, in centavos: the ' +
    "booking's refund policy (accepted at booking, ADR 0024) on the ticket's equal share of what is left paid. A " +
    'ticket of a booking of which another ticket already entered can still be cancelled (ADR 0043). `cancellable` ' +
    'false says why in `reason`. The cancellation refunds exactly this when made at the same moment. Only the ' +
    "booking's client. Errors: 401, 404.",
  security,
  middleware: [userRequired] as const,
  request: { params: TicketParamsSchema },
  responses: {
    200: dataResponse(TicketRefundQuoteSchema, 'O reembolso do bilhete.'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type TicketRefundQuoteRoute = typeof ticketRefundQuote;

export const cancelTicket = createRoute({
  method: 'post',
  path: '/api/bookings/{id}/tickets/{ticketId}/cancel',
  tags,
  summary: 'Cancelar um bilhete',
  description: "Cancels one unused ticket of the caller's confirmed event booking (the others stay valid): the " +
    'ticket admits nobody, its place goes back on sale, and its refund quote is refunded through the payment ' +
    "provider, once. Errors: 401, 404, 409 TICKET_NOT_CANCELLABLE ('Este bilhete já entrou no evento: já não pode " +
    "ser cancelado.', 'Este é o último bilhete válido da reserva: cancele a reserva.', …).",
  security,
  middleware: [userRequired] as const,
  request: { params: TicketParamsSchema },
  responses: {
    200: dataResponse(TicketRefundQuoteSchema, 'Bilhete cancelado: o reembolso feito.'),
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type CancelTicketRoute = typeof cancelTicket;
