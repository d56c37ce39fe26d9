/** @module Schemas of the billing domain (spec 3 'Billing', 5 'Admin fee' and 'Billing calculator', 7). */
import { z } from '@hono/zod-openapi';
import { FEE_LIMITS, FEE_MESSAGES, feeStepValid } from '@turismo/rules/fee.ts';
import { isIsoDate } from '../../lib/time.ts';
import { BOUND_MESSAGES, MAX_AMOUNT_CENTS } from '../common/schemas.ts';

export const BILLING_MESSAGES = {
  percentage: FEE_MESSAGES.range,
  percentageStep: FEE_MESSAGES.step,
  amount: 'Valor deve ser maior que zero',
  amountInteger: 'O valor deve ser um número inteiro de centavos.',
  date: 'Data inválida. Use o formato AAAA-MM-DD.',
  range: 'A data inicial deve ser anterior ou igual à data final.',
} as const;

export const FeePercentageSchema = z.object({
  feePercentage: z.number().openapi({ example: 10, description: 'Platform fee, % of the subtotal (0 to 50).' }),
}).openapi('FeePercentage');

export const UpdateFeeBodySchema = z.object({
  percentage: z.number({ message: BILLING_MESSAGES.percentage })
    .min(FEE_LIMITS.min, BILLING_MESSAGES.percentage).max(FEE_LIMITS.max, BILLING_MESSAGES.percentage)
    .refine(feeStepValid, BILLING_MESSAGES.percentageStep)
    .openapi({ example: 12.5, description: 'Percentage from 0 to 50 in steps of 0.1.' }),
}).openapi('UpdateFeeBody');

export const CalculateBodySchema = z.object({
  amount: z.number({ message: BILLING_MESSAGES.amount }).gt(0, BILLING_MESSAGES.amount)
    .int(BILLING_MESSAGES.amountInteger).max(MAX_AMOUNT_CENTS, BOUND_MESSAGES.amount)
    .openapi({ example: 240000, description: 'Subtotal in centavos (2 400,00 MT = 240000), at most 10 000 000 000.' }),
}).openapi('CalculateBody');

export const CalculationSchema = z.object({
  subtotal: z.number().int().openapi({ example: 240000, description: 'Centavos.' }),
  feePercentage: z.number().openapi({ example: 10, description: '%.' }),
  platformFee: z.number().int().openapi({ example: 24000, description: 'Centavos, rounded half up.' }),
  providerAmount: z.number().int().openapi({ example: 240000, description: 'Owed to the provider: the subtotal.' }),
  total: z.number().int().openapi({ example: 264000, description: 'Paid by the client: subtotal + platform fee.' }),
}).openapi('BillingCalculation');

const reportDate = z.string().refine(isIsoDate, BILLING_MESSAGES.date);

export const FinancialReportQuerySchema = z.object({
  from: reportDate.optional().openapi({
    example: '2026-11-01',
    description: 'First local date (Africa/Maputo, yyyy-MM-dd) of payment settlement, inclusive.',
  }),
  to: reportDate.optional().openapi({
    example: '2026-11-30',
    description: 'Last local date (Africa/Maputo, yyyy-MM-dd) of payment settlement, inclusive.',
  }),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: BILLING_MESSAGES.range, path: ['to'] });
export type FinancialReportQuery = z.infer<typeof FinancialReportQuerySchema>;

export const FinancialReportSchema = z.object({
  totalTransactions: z.number().int().openapi({
    example: 42,
    description: 'Succeeded payments (refunded ones included: see refundCount).',
  }),
  totalRevenue: z.number().int().openapi({
    example: 1108800,
    description: 'Sum of succeeded payments minus their refunds (any status), centavos: refunded money is not revenue.',
  }),
  totalFees: z.number().int().openapi({
    example: 100800,
    description: 'Platform fees of the bookings those payments paid (at the fee of each booking), minus the fee part ' +
      'of their refunds: the fee of a refunded booking is not earned. Centavos.',
  }),
  providerPayouts: z.number().int().openapi({
    example: 1008000,
    description: 'Owed to providers: their amounts minus the provider part of the refunds, centavos.',
  }),
  profitMargin: z.number().openapi({
    example: 9.1,
    description: 'totalFees / totalRevenue in %, one decimal; 0 without revenue (rewards: see platformNet).',
  }),
  rewardsCost: z.number().int().openapi({
    example: 53000,
    description: 'Loyalty rewards used at checkout, paid by the platform (the providers are owed their full price; ' +
      'ADR 0043), minus the reward part of their refunds. Centavos.',
  }),
  platformNet: z.number().int().openapi({
    example: 47800,
    description: 'totalFees - rewardsCost: what the platform keeps, centavos (negative when rewards exceed fees).',
  }),
  feePercentage: z.number().openapi({ example: 10, description: 'The current platform fee setting, %.' }),
  grossRevenue: z.number().int().openapi({
    example: 1372800,
    description: 'Sum of the succeeded payments before refunds, centavos (totalRevenue + refundedAmount).',
  }),
  refundCount: z.number().int().openapi({ example: 2, description: 'Refunds of those payments (any status).' }),
  refundedAmount: z.number().int().openapi({
    example: 264000,
    description: 'Their amount, centavos, whatever their status (paid back, being paid back, or still owed).',
  }),
  refundsPendingAmount: z.number().int().openapi({
    example: 0,
    description: 'Part of refundedAmount the provider is still processing, centavos.',
  }),
  refundsFailedAmount: z.number().int().openapi({
    example: 0,
    description: 'Part of refundedAmount the provider refused: still owed to clients, needs a person. Centavos.',
  }),
  payoutCount: z.number().int().openapi({
    example: 3,
    description: 'Payouts to providers made in the period (by creation time), sent or being sent (ADR 0026).',
  }),
  payoutsSentAmount: z.number().int().openapi({
    example: 900000,
    description: 'Their amount the payment provider settled (paid to providers), centavos.',
  }),
  payoutsPendingAmount: z.number().int().openapi({
    example: 0,
    description: 'Their amount still being sent, centavos. A failed payout is in neither: it stays owed.',
  }),
}).openapi('FinancialReport');
export type FinancialReport = z.infer<typeof FinancialReportSchema>;
