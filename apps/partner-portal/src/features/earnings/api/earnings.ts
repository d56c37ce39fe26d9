/**
 * @module The provider's earnings (issue 12, ADR 0026): balance and payout method (GET /api/earnings), earnings per
 * booking, the monthly statement and its CSV and PDF, the payouts received, and saving the payout method.
 */
import useSWR from 'swr';
import type { JsonBody, Schema } from '@turismo/api-client/client';
import { api, ApiError, unwrap } from '@turismo/app-core/api';
import { i18n } from '@turismo/app-core/i18n';
import { saveBlob } from '@turismo/app-core/save-file';

export type EarningsSummary = Schema<'EarningsSummary'>;
export type Earning = Schema<'Earning'>;
export type Statement = Schema<'Statement'>;
export type PayoutMethodBody = JsonBody<'/api/earnings/payout-method', 'put'>;
export const EARNINGS_PAGE_SIZE = 20;

export function useEarningsSummary() {
  return useSWR('earnings/summary', async () => (await unwrap(api.GET('/api/earnings'))).data);
}

export function useEarnings(page: number) {
  return useSWR(['earnings/bookings', page], async ([, p]) =>
    (await unwrap(api.GET('/api/earnings/bookings', { params: { query: { page: p, pageSize: EARNINGS_PAGE_SIZE } } })))
      .data);
}

export function useStatement(month: string | null) {
  return useSWR(month ? ['earnings/statement', month] : null, async ([, m]) =>
    (await unwrap(api.GET('/api/earnings/statements/{month}', { params: { path: { month: m } } }))).data);
}

export async function savePayoutMethod(body: PayoutMethodBody) {
  return (await unwrap(api.PUT('/api/earnings/payout-method', { body }))).data;
}

/** Downloads the statement of `month` as CSV or PDF (the bearer token rides along; the browser saves the file). */
export async function downloadStatement(month: string, format: 'csv' | 'pdf') {
  const options = { params: { path: { month } }, parseAs: 'blob' as const };
  const res = format === 'csv'
    ? await api.GET('/api/earnings/statements/{month}/csv', options)
    : await api.GET('/api/earnings/statements/{month}/pdf', options);
  if (!res.response.ok || !res.data) {
    throw new ApiError(res.response.status, 'DOWNLOAD_FAILED', i18n.t('Não foi possível descarregar o extracto.'));
  }
  saveBlob(res.data as Blob, `extracto-${month}.${format}`);
}
