/** @module Schemas of receipts (issue 12 'Receipts', ADR 0025). Amounts in centavos, MZN; times Africa/Maputo. */
import { z } from '@hono/zod-openapi';
import { BookingTypeSchema } from '../bookings/bookings.schemas.ts';
import { NUIT_MESSAGE } from '../../lib/nuit.ts';

export const ReceiptLineSchema = z.object({
  description: z.string().openapi({ example: 'Lugares: Maputo → Inhambane, 23/11/2026 07:00' }),
  quantity: z.number().int().openapi({ example: 2 }),
  unitPriceCents: z.number().int().openapi({ example: 120000, description: 'Price of one unit, centavos.' }),
  totalCents: z.number().int().openapi({ example: 240000, description: 'quantity × unit price, centavos.' }),
});

export const ReceiptSchema = z.object({
  id: z.string().uuid(),
  number: z.number().int().openapi({ example: 42, description: 'Sequential number, 1, 2, 3 ... without gaps.' }),
  numberLabel: z.string().openapi({ example: 'MZT-000042', description: 'The number as printed.' }),
  kind: z.enum(['payment', 'refund']).openapi({ description: 'A payment received or a refund made.' }),
  title: z.string().openapi({ example: 'Recibo de pagamento' }),
  issuedAt: z.string().openapi({ description: 'ISO instant the money settled.' }),
  issuedAtLocal: z.string().openapi({ example: '23/11/2026 07:30', description: 'dd/MM/yyyy HH:mm, Africa/Maputo.' }),
  platform: z.object({ name: z.string().openapi({ example: 'MozTurismo' }) }),
  provider: z.object({
    name: z.string().openapi({ example: 'Hotel Polana' }),
    role: z.string().openapi({ example: 'Motorista' }),
  }),
  customer: z.object({
    name: z.string().openapi({ example: 'Ana Macuácua' }),
    nuit: z.string().nullable().openapi({ example: '400339910', description: '9 digits, or null.' }),
  }),
  booking: z.object({
    id: z.string().uuid(),
    type: BookingTypeSchema,
    label: z.string().openapi({ example: 'Maputo → Inhambane, 23/11/2026 07:00' }),
  }),
  lines: z.array(ReceiptLineSchema),
  subtotalCents: z.number().int().openapi({ description: "The booking's subtotal after the discount, centavos." }),
  discountCents: z.number().int().openapi({ description: 'Discount of the booking (0 when none), centavos.' }),
  platformFeeCents: z.number().int().openapi({ description: 'Platform fee of the booking, centavos.' }),
  totalCents: z.number().int().openapi({ description: "The booking's total, centavos." }),
  amountCents: z.number().int().openapi({
    description: 'What this receipt records: paid (payment) or given back (refund), centavos.',
  }),
  refundedPlatformFeeCents: z.number().int().nullable().openapi({
    description: 'Refund receipts: the part of the refund that was the platform fee, centavos; null on payments.',
  }),
  currency: z.literal('MZN'),
  method: z.enum(['card', 'mpesa', 'bank']),
  methodLabel: z.string().openapi({ example: 'M-Pesa +258 ** *** *567', description: 'The method, masked.' }),
  paymentReceiptNumber: z.number().int().nullable().openapi({
    description: 'Refund receipts: the number of the receipt of the payment refunded.',
  }),
}).openapi('Receipt');
export type Receipt = z.infer<typeof ReceiptSchema>;

export const ReceiptSummarySchema = z.object({
  id: z.string().uuid(),
  number: z.number().int(),
  numberLabel: z.string(),
  kind: z.enum(['payment', 'refund']),
  bookingId: z.string().uuid(),
  bookingLabel: z.string().openapi({ example: 'Maputo → Inhambane, 23/11/2026 07:00' }),
  customerName: z.string().openapi({ example: 'Ana Macuácua' }),
  amountCents: z.number().int().openapi({ description: 'Paid or refunded, centavos.' }),
  issuedAt: z.string(),
}).openapi('ReceiptSummary');
export type ReceiptSummary = z.infer<typeof ReceiptSummarySchema>;

export const ListReceiptsQuerySchema = z.object({
  as: z.enum(['traveller', 'provider']).default('traveller').openapi({
    description: "'traveller': the caller's own bookings; 'provider': bookings of the caller's rides, stays, events.",
  }),
  bookingId: z.string().uuid('Reserva inválida.').optional().openapi({
    description: 'Only this booking (an admin may name any booking).',
  }),
});

export const NuitBodySchema = z.object({
  nuit: z.string({ message: NUIT_MESSAGE }).max(20, NUIT_MESSAGE).openapi({ example: '400339910' }),
}).openapi('NuitBody');

export const ProfileNuitBodySchema = z.object({
  nuit: z.string({ message: NUIT_MESSAGE }).max(20, NUIT_MESSAGE).nullable().openapi({
    example: '400339910',
    description: 'The NUIT (9 digits, spaces allowed), or null to remove it.',
  }),
}).openapi('ProfileNuitBody');

export const ProfileNuitSchema = z.object({ nuit: z.string().nullable().openapi({ example: '400339910' }) })
  .openapi('ProfileNuit');
