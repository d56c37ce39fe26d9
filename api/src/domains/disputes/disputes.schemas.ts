/** @module Schemas of disputes (issue 32, ADR 0044). Amounts are centavos (MZN). */
import { z } from '@hono/zod-openapi';
import { PhotoSchema } from '../media/media.schemas.ts';

export const DISPUTE_MESSAGES = {
  reason: 'Escolha um motivo da lista.',
  details: 'Descreva o problema em 10 a 4000 caracteres.',
  amount: 'Indique o valor pedido em MZN (maior que zero).',
  answer: 'Escreva a sua resposta (até 4000 caracteres).',
  resolution: 'Escolha a decisão: reembolso, crédito de boa vontade ou recusa.',
  note: 'Indique o motivo da decisão (até 2000 caracteres).',
  status: 'Estado inválido.',
} as const;

/** The reasons of a dispute, by the booking's product (a reason of another product is refused: 422). */
export const DISPUTE_REASONS = {
  ride: ['driver_no_show', 'ride_not_as_described', 'other'],
  stay: ['room_not_as_described', 'stay_refused', 'other'],
  event: ['event_cancelled', 'event_not_as_described', 'other'],
} as const;

export const DisputeReasonSchema = z.enum([
  'driver_no_show',
  'ride_not_as_described',
  'room_not_as_described',
  'stay_refused',
  'event_cancelled',
  'event_not_as_described',
  'other',
], { message: DISPUTE_MESSAGES.reason }).openapi('DisputeReason', {
  description: 'Rides: driver_no_show (the driver never came), ride_not_as_described; stays: room_not_as_described, ' +
    'stay_refused (the establishment refused the guest); events: event_cancelled, event_not_as_described; any: other.',
});
export type DisputeReason = z.infer<typeof DisputeReasonSchema>;

export const DisputeStatusSchema = z.enum(['awaiting_provider', 'awaiting_admin', 'resolved'], {
  message: DISPUTE_MESSAGES.status,
}).openapi('DisputeStatus', {
  description: 'awaiting_provider: the provider has 72 hours from the opening to answer (providerDueAt); ' +
    'awaiting_admin: answered, waiting for an admin (an admin may also decide once the 72 hours passed without an ' +
    'answer: providerOverdue); resolved: decided (resolution).',
});
export type DisputeStatus = z.infer<typeof DisputeStatusSchema>;

export const DisputeResolutionSchema = z.enum(['refund', 'goodwill', 'rejected'], {
  message: DISPUTE_MESSAGES.resolution,
}).openapi('DisputeResolution', {
  description: "refund: money back taken from the provider's share of the booking (beyond it, from the platform " +
    "fee), so the provider's balance falls by it (ADR 0026); goodwill: money back paid by the platform, the " +
    "provider's balance unchanged; rejected: nothing, with the reason given to both sides.",
});

export const DisputeEventSchema = z.object({
  action: z.enum(['opened', 'photo_added', 'provider_answered', 'refunded', 'goodwill', 'rejected']),
  actorName: z.string().nullable().openapi({ example: 'Ana Macuácua' }),
  amountCents: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
}).openapi('DisputeEvent', { description: 'One step of the audit trail.' });

export const DisputeSchema = z.object({
  id: z.string().uuid(),
  bookingId: z.string().uuid(),
  bookingType: z.enum(['ride', 'stay', 'event']),
  bookingLabel: z.string().openapi({ example: 'Maputo → Inhambane, 23/12/2026 07:00' }),
  clientName: z.string().openapi({ example: 'Ana Macuácua' }),
  providerName: z.string().openapi({ example: 'Carlos Mondlane' }),
  reason: DisputeReasonSchema,
  description: z.string().openapi({ example: 'Esperei 2 horas na paragem e o motorista não apareceu.' }),
  amountAskedCents: z.number().int().openapi({ example: 130000, description: 'Asked back, centavos.' }),
  paidCents: z.number().int().openapi({ example: 143000, description: 'What the booking’s payment took, centavos.' }),
  providerShareCents: z.number().int().openapi({ description: 'The provider’s part of it (the subtotal).' }),
  status: DisputeStatusSchema,
  providerDueAt: z.string().openapi({ description: 'The provider answers until then (opening + 72 h).' }),
  providerOverdue: z.boolean().openapi({ description: 'Not answered and past providerDueAt.' }),
  providerAnswer: z.string().nullable(),
  providerAnsweredAt: z.string().nullable(),
  resolution: DisputeResolutionSchema.nullable(),
  resolvedAmountCents: z.number().int().nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  refund: z.object({
    id: z.string().uuid(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    amountCents: z.number().int(),
    providerAmountCents: z.number().int().openapi({ description: 'Taken from the provider’s balance.' }),
  }).nullable(),
  photos: z.array(PhotoSchema),
  events: z.array(DisputeEventSchema),
  createdAt: z.string(),
}).openapi('Dispute');
export type Dispute = z.infer<typeof DisputeSchema>;

const text = (message: string, min: number, max: number) =>
  z.string({ message }).trim().min(min, message).max(max, message);

export const NewDisputeSchema = z.object({
  bookingId: z.string({ message: 'Reserva inválida.' }).uuid('Reserva inválida.'),
  reason: DisputeReasonSchema,
  description: text(DISPUTE_MESSAGES.details, 10, 4000)
    .openapi({ example: 'Esperei 2 horas na paragem e o motorista não apareceu.' }),
  amountCents: z.number({ message: DISPUTE_MESSAGES.amount }).int(DISPUTE_MESSAGES.amount)
    .min(1, DISPUTE_MESSAGES.amount).max(10_000_000_000, DISPUTE_MESSAGES.amount)
    .openapi({ example: 130000, description: 'Asked back, centavos, at most what was paid (422 otherwise).' }),
}).openapi('NewDispute');
export type NewDispute = z.infer<typeof NewDisputeSchema>;

export const DisputeAnswerSchema = z.object({
  answer: text(DISPUTE_MESSAGES.answer, 1, 4000)
    .openapi({ example: 'Estive no ponto de partida às 07:00; liguei duas vezes ao passageiro.' }),
}).openapi('DisputeAnswer');

export const DisputeResolveSchema = z.object({
  resolution: DisputeResolutionSchema,
  amountCents: z.number({ message: DISPUTE_MESSAGES.amount }).int(DISPUTE_MESSAGES.amount)
    .min(1, DISPUTE_MESSAGES.amount).max(10_000_000_000, DISPUTE_MESSAGES.amount).optional()
    .openapi({
      example: 65000,
      description: 'refund and goodwill: centavos, at most what was paid; none for rejected.',
    }),
  note: text(DISPUTE_MESSAGES.note, 1, 2000)
    .openapi({ example: 'O motorista chegou com 2 horas de atraso: metade do valor é devolvida.' }),
}).openapi('DisputeResolve');
export type DisputeResolve = z.infer<typeof DisputeResolveSchema>;

export const DisputeIdParamSchema = z.object({
  id: z.string().uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

export const DisputeListQuerySchema = z.object({
  status: DisputeStatusSchema.optional(),
});
