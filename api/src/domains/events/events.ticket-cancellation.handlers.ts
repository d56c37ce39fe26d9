import { translateMessage } from '../../lib/i18n.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import { callerLanguage } from '../../middlewares/localize/localize.ts';
import type { CancelTicketRoute, TicketRefundQuoteRoute } from './events.ticket-cancellation.routes.ts';
import * as service from './events.ticket-cancellation.ts';
import type { TicketRefundQuote } from './events.ticket-cancellation.schemas.ts';

/** The quote's texts in the caller's language (ADR 0039). */
const translated = (q: TicketRefundQuote, language: ReturnType<typeof callerLanguage>): TicketRefundQuote => ({
  ...q,
  reason: q.reason === null ? null : translateMessage(q.reason, language),
  policy: { ...q.policy, text: translateMessage(q.policy.text, language) },
});

export const ticketRefundQuote: AppRouteHandler<TicketRefundQuoteRoute> = async (c) => {
  const { id, ticketId } = c.req.valid('param');
  const quote = await service.ticketRefundQuote(requireUser(c), id, ticketId);
  return c.json({ data: translated(quote, callerLanguage(c)) }, 200);
};

export const cancelTicket: AppRouteHandler<CancelTicketRoute> = async (c) => {
  const { id, ticketId } = c.req.valid('param');
  const quote = await service.cancelTicket(requireUser(c), id, ticketId);
  return c.json({ data: translated(quote, callerLanguage(c)) }, 200);
};
