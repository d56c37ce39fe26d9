/**
 * @module Payment reconciliation in the admin area (issue 25, ADR 0042 and 0050): the payments, refunds and payouts of
 * live rails whose outcome is unknown or in disagreement with the rail (GET /api/admin/payments/reconciliation), each
 * resolved with a note in its audit trail (POST /api/admin/payments/reconciliation/{kind}/{id}/resolve: ask the rail
 * now, or record what its portal shows), and the daily settlement report of a rail as CSV
 * (GET /api/admin/payments/settlement-report?rail=&day=).
 */
import useSWR from 'swr';
import type { JsonBody } from '@turismo/api-client/client';
import { ApiError, api, unwrap } from '@turismo/app-core/api';
import { i18n } from '@turismo/app-core/i18n';
import { saveBlob } from '@turismo/app-core/save-file';

export const RECONCILIATION_KEY = 'admin/payments/reconciliation';

export async function getReconciliation() {
  return (await unwrap(api.GET('/api/admin/payments/reconciliation'))).data.items;
}
export type ReconciliationItem = Awaited<ReturnType<typeof getReconciliation>>[number];

/** The list, read again every 30 s (the reconciliation job settles records meanwhile). */
export function useReconciliation() {
  return useSWR(RECONCILIATION_KEY, getReconciliation, { refreshInterval: 30_000 });
}

export type ResolveBody = JsonBody<'/api/admin/payments/reconciliation/{kind}/{id}/resolve', 'post'>;

/**
 * Resolves one record with the admin's note (3 to 500 characters).
 * @returns its stage after the resolution
 * @throws ApiError 400 (the note), 404, 409 ALREADY_SETTLED with the API's Portuguese message
 */
export async function resolveRecord(item: Pick<ReconciliationItem, 'kind' | 'id'>, body: ResolveBody) {
  return (await unwrap(
    api.POST('/api/admin/payments/reconciliation/{kind}/{id}/resolve', {
      params: { path: { kind: item.kind, id: item.id } },
      body,
    }),
  )).data.stage;
}

/** The rails whose day can be downloaded. */
export const SETTLEMENT_RAILS = ['mpesa', 'dpo'] as const;
export type SettlementRail = (typeof SETTLEMENT_RAILS)[number];

/** Downloads the settlement report of `rail` for the Maputo day `day` (yyyy-MM-dd) as CSV; the browser saves it. */
export async function downloadSettlement(rail: SettlementRail, day: string) {
  const res = await api.GET('/api/admin/payments/settlement-report', {
    params: { query: { rail, day } },
    parseAs: 'blob',
  });
  if (!res.response.ok || !res.data) {
    throw new ApiError(res.response.status, 'DOWNLOAD_FAILED', i18n.t('Não foi possível descarregar o relatório.'));
  }
  saveBlob(res.data as Blob, `liquidacao-${rail}-${day}.csv`);
}
