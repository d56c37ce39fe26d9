/** @module Schemas of the billing domain (spec 3 'Billing', 5 'Admin fee' and 'Billing calculator', 7). */
import { z } from '@hono/zod-openapi';

export const BILLING_MESSAGES = {
  percentage: 'Percentual deve ser entre 0 e 50',
  percentageStep: 'O percentual varia em passos de 0,1.',
  amount: 'Valor deve ser maior que zero',
  amountInteger: 'O valor deve ser um número inteiro de centavos.',
} as const;

export const FeePercentageSchema = z.object({
  feePercentage: z.number().openapi({ example: 10, description: 'Platform fee, % of the subtotal (0 to 50).' }),
}).openapi('FeePercentage');

export const UpdateFeeBodySchema = z.object({
  percentage: z.number({ message: BILLING_MESSAGES.percentage })
    .min(0, BILLING_MESSAGES.percentage).max(50, BILLING_MESSAGES.percentage)
    .refine((p) => Math.abs(p * 10 - Math.round(p * 10)) < 1e-9, BILLING_MESSAGES.percentageStep)
    .openapi({ example: 12.5, description: 'Percentage from 0 to 50 in steps of 0.1.' }),
}).openapi('UpdateFeeBody');

export const CalculateBodySchema = z.object({
  amount: z.number({ message: BILLING_MESSAGES.amount }).gt(0, BILLING_MESSAGES.amount)
    .int(BILLING_MESSAGES.amountInteger)
    .openapi({ example: 240000, description: 'Subtotal in centavos (2 400,00 MT = 240000).' }),
}).openapi('CalculateBody');

export const CalculationSchema = z.object({
  subtotal: z.number().int().openapi({ example: 240000, description: 'Centavos.' }),
  feePercentage: z.number().openapi({ example: 10, description: '%.' }),
  platformFee: z.number().int().openapi({ example: 24000, description: 'Centavos, rounded half up.' }),
  providerAmount: z.number().int().openapi({ example: 240000, description: 'Owed to the provider: the subtotal.' }),
  total: z.number().int().openapi({ example: 264000, description: 'Paid by the client: subtotal + platform fee.' }),
}).openapi('BillingCalculation');
