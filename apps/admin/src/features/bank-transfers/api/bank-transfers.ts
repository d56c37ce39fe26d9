/**
 * @module Bank transfers in the admin area (issue 12, ADR 0025): the platform's account and expiry days (GET/PUT
 * /api/billing/bank-transfer), the transfers waiting for a decision (GET /api/payments/bank-transfers/pending),
 * confirming (POST /api/payments/{id}/confirm) and rejecting with a reason (POST /api/payments/{id}/reject).
 */
import useSWR from 'swr';
import type { JsonBody } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';

export const BANK_SETTINGS_KEY = 'billing/bank-transfer';
export const PENDING_TRANSFERS_KEY = 'payments/bank-transfers/pending';

export async function getBankSettings() {
  return (await unwrap(api.GET('/api/billing/bank-transfer'))).data;
}
export type BankSettings = Awaited<ReturnType<typeof getBankSettings>>;

export function useBankSettings() {
  return useSWR(BANK_SETTINGS_KEY, getBankSettings);
}

export type BankSettingsBody = JsonBody<'/api/billing/bank-transfer', 'put'>;

/** Saves the account and expiry. @throws ApiError 400 with the field's Portuguese message */
export async function saveBankSettings(body: BankSettingsBody) {
  return (await unwrap(api.PUT('/api/billing/bank-transfer', { body }))).data;
}

export async function getPendingTransfers() {
  return (await unwrap(api.GET('/api/payments/bank-transfers/pending'))).data;
}
export type PendingTransfer = Awaited<ReturnType<typeof getPendingTransfers>>[number];

export function usePendingTransfers() {
  return useSWR(PENDING_TRANSFERS_KEY, getPendingTransfers, { refreshInterval: 30_000 });
}

export async function confirmTransfer(paymentId: string) {
  await unwrap(api.POST('/api/payments/{id}/confirm', { params: { path: { id: paymentId } } }));
}

export async function rejectTransfer(paymentId: string, reason: string) {
  await unwrap(api.POST('/api/payments/{id}/reject', { params: { path: { id: paymentId } }, body: { reason } }));
}
