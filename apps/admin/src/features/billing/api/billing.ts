/**
 * @module Billing calls of the admin area (spec 3 'Billing', 7; DECISIONS.md 2): the platform fee (GET and PUT
 * /api/billing/fee-percentage), the financial report (GET /api/billing/financial-report) and the calculator (POST
 * /api/billing/calculate). Money is integer centavos both ways.
 */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import type { components } from '@turismo/api-client/schema';

export type FeePercentage = components['schemas']['FeePercentage'];
export type BillingCalculation = components['schemas']['BillingCalculation'];
export type FinancialReport = components['schemas']['FinancialReport'];

export const FEE_KEY = 'billing/fee-percentage';
export const REPORT_KEY = 'billing/financial-report';

/** The current platform fee, in % of the subtotal. */
export async function getFeePercentage(): Promise<number> {
  return (await unwrap(api.GET('/api/billing/fee-percentage'))).data.feePercentage;
}

/** Totals of every succeeded payment (all time). */
export async function getFinancialReport(): Promise<FinancialReport> {
  return (await unwrap(api.GET('/api/billing/financial-report'))).data;
}

export function useFeePercentage() {
  return useSWR(FEE_KEY, getFeePercentage);
}

export function useFinancialReport() {
  return useSWR(REPORT_KEY, getFinancialReport);
}

/** Saves the platform fee (0 to 50 in steps of 0.1; admins only). */
export async function updateFeePercentage(percentage: number): Promise<number> {
  return (await unwrap(api.PUT('/api/billing/fee-percentage', { body: { percentage } }))).data.feePercentage;
}

/** Splits a subtotal with the current fee. @param amountCents the subtotal in centavos (> 0) */
export async function calculateBilling(amountCents: number): Promise<BillingCalculation> {
  return (await unwrap(api.POST('/api/billing/calculate', { body: { amount: amountCents } }))).data;
}
