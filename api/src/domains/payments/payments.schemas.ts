/** @module Schemas of the payments domain (spec 2.9, 5 'Payment', 8, 9; DECISIONS.md 1). */
import { z } from '@hono/zod-openapi';
import { PaymentMethodSchema, PaymentStatusSchema } from '../bookings/bookings.schemas.ts';
import {
  cvvValid,
  expiryProblem,
  luhnValid,
  normaliseBank,
  normaliseMpesa,
  PAYMENT_MESSAGES as M,
} from '@turismo/rules/payment.ts';

const text = (message: string) => z.string({ message }).max(100, message).optional();

export const CreatePaymentBodySchema = z.object({
  bookingId: z.string({ message: M.bookingId }).uuid(M.bookingId)
    .openapi({ example: '7d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d' }),
  method: z.enum(['card', 'mpesa', 'bank'], { message: M.method }).openapi({ example: 'mpesa' }),
  card: z.object({
    name: text(M.cardIncomplete).openapi({ example: 'Ana Macuácua' }),
    number: text(M.cardIncomplete).openapi({ example: '4242 4242 4242 4242' }),
    expiry: text(M.cardIncomplete).openapi({ example: '12/29', description: 'MM/YY, not past.' }),
    cvv: text(M.cardIncomplete).openapi({ example: '123', description: '3 or 4 digits. Never stored.' }),
  }, { message: M.cardIncomplete }).optional(),
  mpesa: z.object({
    phone: text(M.mpesaMissing).openapi({ example: '+258 84 123 4567' }),
  }, { message: M.mpesaMissing }).optional(),
  bank: z.object({
    account: text(M.bankMissing).openapi({ example: '00012345678', description: '8 to 20 digits.' }),
    iban: text(M.bankMissing).openapi({ example: 'MZ59000100000012345678901', description: "'MZ59' and 21 digits." }),
  }, { message: M.bankMissing }).optional(),
}).superRefine((body, ctx) => {
  const issue = (message: string, path: string[]) => ctx.addIssue({ code: 'custom', message, path });
  if (body.method === 'card') {
    const c = body.card;
    if (!c?.name?.trim() || !c.number?.trim() || !c.expiry?.trim() || !c.cvv?.trim()) {
      return issue(M.cardIncomplete, ['card']);
    }
    if (!luhnValid(c.number)) return issue(M.cardNumber, ['card', 'number']);
    const expiry = expiryProblem(c.expiry);
    if (expiry) return issue(expiry, ['card', 'expiry']);
    if (!cvvValid(c.cvv)) return issue(M.cardCvv, ['card', 'cvv']);
  } else if (body.method === 'mpesa') {
    if (!body.mpesa?.phone?.trim()) return issue(M.mpesaMissing, ['mpesa', 'phone']);
    if (!normaliseMpesa(body.mpesa.phone)) return issue(M.mpesaInvalid, ['mpesa', 'phone']);
  } else if (body.method === 'bank') {
    if (!body.bank?.account?.trim() && !body.bank?.iban?.trim()) return issue(M.bankMissing, ['bank']);
    if (!normaliseBank(body.bank)) return issue(M.bankInvalid, ['bank']);
  }
}).openapi('CreatePaymentBody', {
  description: "Pays a pending booking of the caller with the details of the chosen method ('card', 'mpesa' or " +
    "'bank'; the others are ignored). Missing details answer 400 with the spec's messages ('Por favor preencha " +
    "todos os dados do cartão.', 'Por favor insira o número M-Pesa.', 'Por favor insira os dados bancários.'). " +
    'Only masked hints are kept, never a card number or a CVV.',
  example: { bookingId: '7d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d', method: 'mpesa', mpesa: { phone: '+258841234567' } },
});
export type CreatePaymentBody = z.infer<typeof CreatePaymentBodySchema>;

export const PaymentSchema = z.object({
  id: z.string().uuid(),
  bookingId: z.string().uuid(),
  bookingStatus: z.enum(['pending', 'confirmed', 'completed', 'cancelled'])
    .openapi({ description: 'The booking, after this payment: confirmed once the payment succeeded.' }),
  method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  amountCents: z.number().int().openapi({ example: 264000, description: "The booking's total, centavos." }),
  currency: z.literal('MZN'),
  provider: z.string().openapi({ example: 'sandbox' }),
  providerReference: z.string().nullable().openapi({ example: 'SBX-MPESA-1A2B3C4D' }),
  payerHint: z.string().nullable().openapi({ example: '+258 ** *** *567' }),
  settlesAt: z.string().nullable().openapi({
    description: 'When a pending card or M-Pesa payment settles; null for a bank transfer (waits for an admin).',
  }),
  failureReason: z.string().nullable().openapi({ example: 'Cartão recusado pelo emissor.' }),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
}).openapi('Payment');
export type Payment = z.infer<typeof PaymentSchema>;
