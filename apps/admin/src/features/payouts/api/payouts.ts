/**
 * @module Provider payouts for admins (issue 12, ADR 0026): the due balances (GET /api/admin/payouts/due), the
 * batches (GET /api/admin/payout-batches, one with its payouts) and creating a batch, with an idempotency key so that
 * a double click or a retry makes one batch.
 */
import useSWR from 'swr';
import type { Schema } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';

export type DueBalance = Schema<'DueBalance'>;
export type PayoutBatch = Schema<'PayoutBatch'>;

export function useDueBalances() {
  return useSWR('admin/payouts/due', async () => (await unwrap(api.GET('/api/admin/payouts/due'))).data);
}

export function useBatches() {
  return useSWR('admin/payout-batches', async () => (await unwrap(api.GET('/api/admin/payout-batches'))).data);
}

export function useBatch(id: string | null) {
  return useSWR(id ? ['admin/payout-batch', id] : null, async ([, batchId]) =>
    (await unwrap(api.GET('/api/admin/payout-batches/{id}', { params: { path: { id: batchId } } }))).data);
}

/** Creates a batch paying every payable provider; `key` makes retries of one click one batch. */
export async function createBatch(key: string) {
  return (await unwrap(api.POST('/api/admin/payout-batches', {
    params: { header: { 'idempotency-key': key } },
    body: {},
  }))).data;
}
