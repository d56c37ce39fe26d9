/** @module Schemas of the payments domain (spec 2.9, 5 'Payment', 8, 9; DECISIONS.md 1). */
import { z } from '@hono/zod-openapi';
import { PaymentMethodSchema, PaymentStatusSchema } from '../bookings/bookings.schemas.ts';
import { mobileRail, normaliseBank, normaliseMpesa, PAYMENT_MESSAGES as M } from '@turismo/rules/payment.ts';

const text = (message: string) => z.string({ message }).max(100, message).optional();

/** Exactly one of bookingId and tripId (ADR 0055). */
export const PAY_WHAT_MESSAGE = 'Indique a reserva ou a viagem a pagar (uma só).';

export const CreatePaymentBodySchema = z.object({
  bookingId: z.string({ message: M.bookingId }).uuid(M.bookingId).optional()
    .openapi({ example: '7d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d', description: 'The booking to pay (or tripId).' }),
  tripId: z.string({ message: PAY_WHAT_MESSAGE }).uuid(PAY_WHAT_MESSAGE).optional().openapi({
    example: '3b9d2f4e-8a1c-4d5e-9f0a-1b2c3d4e5f60',
    description: "The trip to pay in one payment (or bookingId): its open pending parts, for the trip's totalCents " +
      '(centavos; ADR 0055).',
  }),
  method: z.enum(['card', 'mpesa', 'bank'], { message: M.method }).openapi({ example: 'mpesa' }),
  mpesa: z.object({
    phone: text(M.mpesaMissing).openapi({ example: '+258 84 123 4567' }),
  }, { message: M.mpesaMissing }).optional(),
  bank: z.object({
    account: text(M.bankMissing).openapi({ example: '00012345678', description: '8 to 20 digits.' }),
    iban: text(M.bankMissing).openapi({ example: 'MZ59000100000012345678940', description: "'MZ59' and 21 digits." }),
  }, { message: M.bankMissing }).optional(),
}).superRefine((body, ctx) => {
  const issue = (message: string, path: string[]) => ctx.addIssue({ code: 'custom', message, path });
  if ((body.bookingId === undefined) === (body.tripId === undefined)) {
    return issue(body.bookingId === undefined ? M.bookingId : PAY_WHAT_MESSAGE, ['bookingId']);
  }
  // A card carries no details: they are typed on the acquirer's hosted page (ADR 0050).
  if (body.method === 'mpesa') {
    if (!body.mpesa?.phone?.trim()) return issue(M.mpesaMissing, ['mpesa', 'phone']);
    if (!normaliseMpesa(body.mpesa.phone)) return issue(M.mpesaInvalid, ['mpesa', 'phone']);
    // Only Vodacom numbers pay by M-Pesa (DECISIONS.md 9): e-Mola and mKesh numbers are told what is offered.
    const rail = mobileRail(body.mpesa.phone);
    if (rail && !rail.payable) return issue(rail.message, ['mpesa', 'phone']);
  } else if (body.method === 'bank') {
    if (!body.bank?.account?.trim() && !body.bank?.iban?.trim()) return issue(M.bankMissing, ['bank']);
    if (!normaliseBank(body.bank)) return issue(M.bankInvalid, ['bank']);
  }
}).openapi('CreatePaymentBody', {
  description: 'Pays a pending booking of the caller (`bookingId`), or every open pending part of one of their trips ' +
    "in one payment (`tripId`; exactly one of the two, 400 VALIDATION_ERROR otherwise), with the details of the chosen method ('mpesa' or 'bank'; the " +
    "others are ignored). A card payment ('card') carries no details: the answer's `redirectUrl` is the acquirer's " +
    'hosted page, where the card is typed and 3-D Secure happens (ADR 0050); no card number, expiry or CVV ever ' +
    "reaches the API. Missing details answer 400 with the spec's messages ('Por favor insira o número M-Pesa.', " +
    "'Por favor insira os dados bancários.'). Only masked hints are kept.",
  example: { bookingId: '7d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d', method: 'mpesa', mpesa: { phone: '+258841234567' } },
});
export type CreatePaymentBody = z.infer<typeof CreatePaymentBodySchema>;

export const PaymentSchema = z.object({
  id: z.string().uuid(),
  bookingId: z.string().uuid().openapi({
    description: "The booking paid; for a trip's payment, the first of the parts it covers (the others: GET " +
      '/api/trips/{tripId}).',
  }),
  tripId: z.string().uuid().nullable().openapi({
    description: "The trip this payment pays in one (ADR 0055): it covers the trip's parts that were pending when it " +
      "started, each for its own total; null for a single booking's payment.",
  }),
  bookingStatus: z.enum(['pending', 'confirmed', 'completed', 'cancelled'])
    .openapi({ description: 'The booking, after this payment: confirmed once the payment succeeded.' }),
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  amountCents: z.number().int().openapi({
    example: 264000,
    description: "The booking's total (a trip's payment: the sum of the parts' totals), centavos.",
  }),
  currency: z.literal('MZN'),
  provider: z.string().openapi({ example: 'sandbox' }),
  providerReference: z.string().nullable().openapi({ example: 'SBX-MPESA-1A2B3C4D' }),
  payerHint: z.string().nullable().openapi({ example: '+258 ** *** *567' }),
  settlesAt: z.string().nullable().openapi({
    description: 'When a pending card or M-Pesa payment settles; null for a bank transfer (waits for an admin).',
  }),
  failureReason: z.string().nullable().openapi({ example: 'Cartão recusado pelo emissor.' }),
  stage: z.enum(['created', 'awaiting', 'unknown', 'succeeded', 'failed', 'expired']).openapi({
    description: 'Where the payment is in its life cycle (ADR 0042): created (recorded, the rail not called yet), ' +
      'awaiting (the customer confirms: PIN prompt on the phone, hosted card page), unknown (no answer yet: the ' +
      'rail is asked again, never pay again meanwhile), then succeeded, failed or expired (never confirmed).',
    example: 'awaiting',
  }),
  errorCode: z.string().nullable().openapi({
    example: 'MPESA_INSUFFICIENT_BALANCE',
    description: "The rail's outcome as a stable code (mpesa.codes.ts), null when none.",
  }),
  deadlineAt: z.string().nullable().openapi({
    description: 'Until when the customer may confirm (PIN prompt, hosted page); past it the rail is asked. ISO 8601.',
  }),
  redirectUrl: z.string().nullable().openapi({ description: 'The hosted card page to send the traveller to.' }),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
}).openapi('Payment');
export type Payment = z.infer<typeof PaymentSchema>;

/** The body of a rail's callback: only which payment; its outcome is asked of the rail (ADR 0042). */
export const PaymentCallbackBodySchema = z.object({
  reference: z.string({ message: 'Referência inválida.' }).regex(/^[A-Za-z0-9]{6,40}$/, 'Referência inválida.')
    .openapi({ example: 'P7D0C6A8E2B1', description: "Our rail reference or the rail's transaction id." }),
}).openapi('PaymentCallbackBody');
