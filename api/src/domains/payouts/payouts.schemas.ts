/**
 * @module Schemas of provider earnings and payouts (issue 12, ADR 0026). Amounts are integer centavos (MZN);
 * instants are ISO 8601; months and dates are local to Africa/Maputo.
 */
import { z } from '@hono/zod-openapi';
import { normaliseMobile } from '@turismo/rules/phone.ts';
import { BookingTypeSchema } from '../bookings/bookings.schemas.ts';

export const PAYOUT_MESSAGES = {
  month: 'Mês inválido. Use o formato AAAA-MM.',
  kind: 'Escolha M-Pesa ou conta bancária.',
  holder: 'Indique o nome do titular (3 a 120 caracteres).',
  phone: 'Número M-Pesa inválido. Use +258 seguido de 9 dígitos (82 a 87).',
  bankName: 'Indique o nome do banco (2 a 80 caracteres).',
  account: 'NIB ou IBAN inválido: 21 dígitos do NIB, ou MZ59 seguido do NIB.',
  providers: 'Lista de prestadores inválida.',
} as const;

/** 'yyyy-MM', a calendar month in Maputo. */
export const MonthSchema = z.string().regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, PAYOUT_MESSAGES.month)
  .openapi({ example: '2026-11', description: 'A calendar month in Africa/Maputo, yyyy-MM.' });

export const MonthParamSchema = z.object({ month: MonthSchema.openapi({ param: { name: 'month', in: 'path' } }) });

export const EarningsQuerySchema = z.object({
  month: MonthSchema.optional().openapi({
    description: 'Only the bookings paid in that month (Africa/Maputo); all by default.',
  }),
  page: z.coerce.number({ message: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.')
    .max(100_000, 'Página inválida.').default(1).openapi({ example: 1 }),
  pageSize: z.coerce.number({ message: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.')
    .max(100, 'Página inválida.').default(20).openapi({ example: 20, description: '1 to 100, default 20.' }),
});
export type EarningsQuery = z.infer<typeof EarningsQuerySchema>;

const cents = (description: string, example: number) => z.number().int().openapi({ example, description });

export const BalanceSchema = z.object({
  available: cents(
    'Provider shares of the paid bookings whose service took place, minus their refunds, minus every payout sent ' +
      'or being sent. Negative after a refund that followed a payout: taken from the next payout. Centavos.',
    90000,
  ),
  pending: cents('Provider shares of paid bookings whose service has not taken place yet, minus refunds.', 120000),
  balance: cents('available + pending: shares - refunds - payouts.', 210000),
  earned: cents('All provider shares of paid bookings (before refunds), centavos.', 450000),
  refunded: cents('The provider part of every refund of those bookings, centavos.', 50000),
  paidOut: cents('Payouts sent (succeeded), centavos.', 150000),
  payingOut: cents('Payouts being sent (pending at the payment provider), centavos.', 40000),
}).openapi('EarningsBalance');
export type Balance = z.infer<typeof BalanceSchema>;

export const EarningSchema = z.object({
  bookingId: z.string().uuid(),
  type: BookingTypeSchema,
  label: z.string().openapi({ example: 'Maputo → Inhambane, 23/11/2026 07:00' }),
  units: z.string().openapi({ example: '2 lugares' }),
  bookingStatus: z.enum(['pending', 'confirmed', 'completed', 'cancelled']),
  paidAt: z.string().openapi({ description: 'When the payment succeeded (ISO 8601).' }),
  serviceAt: z.string().openapi({
    description: 'When the service takes place: a ride at its departure, a stay at check-out, an event at its end.',
  }),
  subtotal: cents('Price of the booking without the platform fee (the provider share).', 100000),
  platformFee: cents("The platform fee the client paid on top (not the provider's).", 10000),
  total: cents('What the client paid: subtotal + platform fee.', 110000),
  refunded: cents('The provider part of the refunds of this booking (the fee part is not counted).', 0),
  receives: cents('What the provider receives: their price (subtotal + rewardPaidByPlatform) - refunded.', 100000),
  rewardPaidByPlatform: cents(
    'A loyalty reward the client used, paid by the platform, not by the provider (ADR 0043): subtotal is what the ' +
      'client paid for the service, the provider receives subtotal + this.',
    0,
  ),
  state: z.enum(['available', 'pending']).openapi({
    description: "'available' once the service took place, 'pending' before.",
  }),
}).openapi('Earning');
export type Earning = z.infer<typeof EarningSchema>;

export const EarningsPageSchema = z.object({
  items: z.array(EarningSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().openapi({ description: 'Paid bookings matching the query.' }),
}).openapi('EarningsPage');
export type EarningsPage = z.infer<typeof EarningsPageSchema>;

export const PayoutStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

export const StatementLineSchema = z.object({
  kind: z.enum(['booking', 'refund', 'payout']),
  at: z.string().openapi({ description: 'Payment time of a booking, creation of a refund or a payout (ISO 8601).' }),
  description: z.string().openapi({ example: 'Maputo → Inhambane, 23/11/2026 07:00 (2 lugares)' }),
  bookingId: z.string().uuid().nullable(),
  payoutId: z.string().uuid().nullable(),
  status: z.string().nullable().openapi({ description: "A payout's status (pending, succeeded); null otherwise." }),
  amount: cents('Signed: + a booking share, - a refund part or a payout. Centavos.', 100000),
}).openapi('StatementLine');
export type StatementLine = z.infer<typeof StatementLineSchema>;

export const StatementSchema = z.object({
  month: MonthSchema,
  providerName: z.string().openapi({ example: 'Carlos Mondlane' }),
  openingBalance: cents('Balance at the start of the month (Africa/Maputo).', 0),
  earned: cents('Shares of the bookings paid in the month.', 200000),
  refunded: cents('Provider parts of the refunds made in the month.', 0),
  paidOut: cents('Payouts made in the month (sent or being sent).', 100000),
  closingBalance: cents('openingBalance + earned - refunded - paidOut.', 100000),
  lines: z.array(StatementLineSchema),
}).openapi('Statement');
export type Statement = z.infer<typeof StatementSchema>;

const HolderName = z.string({ message: PAYOUT_MESSAGES.holder }).trim().min(3, PAYOUT_MESSAGES.holder)
  .max(120, PAYOUT_MESSAGES.holder).openapi({
    example: 'Carlos Mondlane',
    description: 'Account holder: must contain every word of the verified identity name (accents and case ignored).',
  });

export const PayoutMethodBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('mpesa'),
    holderName: HolderName,
    phone: z.string({ message: PAYOUT_MESSAGES.phone }).max(30, PAYOUT_MESSAGES.phone)
      // A valid Mozambican mobile number of the prefixes 82-87 (libphonenumber-js; issue 29), stored in E.164.
      .transform((p) => normaliseMobile(p) ?? p).refine((p) => normaliseMobile(p) === p, PAYOUT_MESSAGES.phone)
      .openapi({ example: '+258 84 123 4567' }),
  }),
  z.object({
    kind: z.literal('bank'),
    holderName: HolderName,
    bankName: z.string({ message: PAYOUT_MESSAGES.bankName }).trim().min(2, PAYOUT_MESSAGES.bankName)
      .max(80, PAYOUT_MESSAGES.bankName).openapi({ example: 'Millennium bim' }),
    account: z.string({ message: PAYOUT_MESSAGES.account }).max(40, PAYOUT_MESSAGES.account).openapi({
      example: 'MZ59 0001 0000 0012 3456 7894 0',
      description: 'The NIB (21 digits) or the IBAN (MZ59 + NIB); spaces allowed; the check digits are verified.',
    }),
  }),
], { message: PAYOUT_MESSAGES.kind }).openapi('PayoutMethodBody');
export type PayoutMethodBody = z.infer<typeof PayoutMethodBodySchema>;

export const PayoutMethodSchema = z.object({
  kind: z.enum(['mpesa', 'bank']),
  holderName: z.string(),
  destinationHint: z.string().openapi({ example: '+258 84 *** **67', description: 'Masked destination.' }),
  bankName: z.string().nullable(),
  updatedAt: z.string(),
}).openapi('PayoutMethod');
export type PayoutMethod = z.infer<typeof PayoutMethodSchema>;

export const PayoutMethodAnswerSchema = z.object({ method: PayoutMethodSchema.nullable() }).openapi(
  'PayoutMethodAnswer',
);

export const EarningsSummarySchema = z.object({
  balance: BalanceSchema,
  payoutMethod: PayoutMethodSchema.nullable(),
  months: z.array(MonthSchema).openapi({ description: 'Months with statement lines, newest first.' }),
}).openapi('EarningsSummary');

export const PayoutSchema = z.object({
  id: z.string().uuid(),
  batchId: z.string().uuid(),
  providerId: z.string(),
  providerName: z.string(),
  amount: cents('Centavos.', 90000),
  method: z.enum(['mpesa', 'bank']),
  holderName: z.string(),
  destinationHint: z.string(),
  status: PayoutStatusSchema,
  reference: z.string().nullable().openapi({ description: "The payment provider's reference." }),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
}).openapi('Payout');
export type Payout = z.infer<typeof PayoutSchema>;

export const DueBalanceSchema = z.object({
  providerId: z.string(),
  providerName: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  available: cents('What the next batch pays (when a payout method is set), centavos.', 90000),
  pending: cents('Not yet available (services still to take place), centavos.', 0),
  payoutMethod: PayoutMethodSchema.nullable().openapi({ description: 'Null: the provider has none; not paid.' }),
  suspended: z.boolean().openapi({ description: 'A suspended account is not paid until reactivated.' }),
}).openapi('DueBalance');
export type DueBalance = z.infer<typeof DueBalanceSchema>;

export const DueListSchema = z.object({
  items: z.array(DueBalanceSchema),
  payable: cents('Sum of `available` of the providers the next batch pays.', 90000),
  payableCount: z.number().int(),
}).openapi('DueBalances');

export const CreateBatchBodySchema = z.object({
  providerIds: z.array(z.string().min(1).max(128), { message: PAYOUT_MESSAGES.providers }).min(1).max(1000)
    .optional().openapi({ description: 'Only these providers; every payable provider by default.' }),
}).openapi('CreatePayoutBatchBody');

export const BatchSchema = z.object({
  id: z.string().uuid(),
  createdAt: z.string(),
  createdBy: z.string(),
  createdByName: z.string(),
  payoutCount: z.number().int(),
  total: cents('Sum of its payouts, centavos.', 90000),
  succeeded: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  payouts: z.array(PayoutSchema),
}).openapi('PayoutBatch');
export type Batch = z.infer<typeof BatchSchema>;

export const BatchListSchema = z.object({ items: z.array(BatchSchema.omit({ payouts: true })) }).openapi(
  'PayoutBatches',
);
