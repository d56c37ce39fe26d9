/** @module Schemas of support requests and their thread (issue 32, ADR 0044). */
import { z } from '@hono/zod-openapi';

export const SUPPORT_MESSAGES = {
  subject: 'Indique o assunto em 3 a 120 caracteres.',
  message: 'Escreva a sua mensagem (até 4000 caracteres).',
  booking: 'Reserva inválida.',
  status: 'Estado inválido.',
} as const;

export const SupportStatusSchema = z.enum(['open', 'answered', 'closed']).openapi('SupportStatus', {
  description: 'open: waits for the support team; answered: the team replied last; closed: closed by an admin ' +
    '(a new message from the user opens it again).',
});
export type SupportStatus = z.infer<typeof SupportStatusSchema>;

export const SupportMessageSchema = z.object({
  id: z.string().uuid(),
  fromStaff: z.boolean().openapi({ description: "Written by the support team (shown as 'Suporte MozTurismo')." }),
  authorName: z.string().openapi({ example: 'Ana Macuácua' }),
  body: z.string().openapi({ example: 'Paguei por M-Pesa mas a reserva continua pendente.' }),
  createdAt: z.string(),
}).openapi('SupportMessage');
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

export const SupportRequestSchema = z.object({
  id: z.string().uuid(),
  subject: z.string().openapi({ example: 'Pagamento M-Pesa pendente' }),
  status: SupportStatusSchema,
  bookingId: z.string().uuid().nullable(),
  bookingLabel: z.string().nullable().openapi({ example: 'Maputo → Inhambane, 23/12/2026 07:00' }),
  userId: z.string(),
  userName: z.string().openapi({ example: 'Ana Macuácua' }),
  userEmail: z.string().nullable(),
  userStatus: z.string().openapi({ description: "The user's account status (active, suspended, ...)." }),
  messageCount: z.number().int(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
}).openapi('SupportRequest');
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

export const SupportThreadSchema = SupportRequestSchema.extend({
  messages: z.array(SupportMessageSchema),
}).openapi('SupportThread');
export type SupportThread = z.infer<typeof SupportThreadSchema>;

const message = z.string({ message: SUPPORT_MESSAGES.message }).trim().min(1, SUPPORT_MESSAGES.message)
  .max(4000, SUPPORT_MESSAGES.message);

export const NewSupportRequestSchema = z.object({
  subject: z.string({ message: SUPPORT_MESSAGES.subject }).trim().min(3, SUPPORT_MESSAGES.subject)
    .max(120, SUPPORT_MESSAGES.subject).openapi({ example: 'Pagamento M-Pesa pendente' }),
  message: message.openapi({ example: 'Paguei por M-Pesa às 10:20 mas a reserva continua pendente.' }),
  bookingId: z.string().uuid(SUPPORT_MESSAGES.booking).optional().openapi({
    description: 'One of the caller’s bookings the request is about (optional).',
  }),
}).openapi('NewSupportRequest');
export type NewSupportRequest = z.infer<typeof NewSupportRequestSchema>;

export const SupportMessageBodySchema = z.object({
  message: message.openapi({ example: 'Obrigado, já recebi o reembolso.' }),
}).openapi('SupportMessageBody');

export const SupportIdParamSchema = z.object({
  id: z.string().uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

export const SupportListQuerySchema = z.object({
  status: SupportStatusSchema.optional().openapi({ description: 'Only requests in this status (default: all).' }),
});
