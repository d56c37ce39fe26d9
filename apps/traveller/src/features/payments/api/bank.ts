/**
 * @module Bank transfers that can be paid (issue 12, ADR 0025): the platform's account, the booking's payment
 * reference and amount (GET /api/bookings/{id}/bank-transfer), and the proof of the transfer (POST
 * /api/payments/{id}/proof, an image or a PDF as multipart/form-data).
 */
import useSWR from 'swr';
import type { Schema } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';

export async function getBankInstructions(bookingId: string) {
  const { data } = await unwrap(api.GET('/api/bookings/{id}/bank-transfer', { params: { path: { id: bookingId } } }));
  return data;
}
export type BankInstructions = Awaited<ReturnType<typeof getBankInstructions>>;

/**
 * swr hook of {@link getBankInstructions}; null skips.
 * @param paymentId the transfer just registered: a new key, so the answer is read again with it
 */
export function useBankInstructions(bookingId: string | null, paymentId?: string) {
  return useSWR(bookingId ? ['bank-transfer', bookingId, paymentId ?? ''] : null, ([, id]) => getBankInstructions(id), {
    shouldRetryOnError: false,
    // The pending transfer changes as the traveller pays and uploads: read again whenever it is shown (the app's
    // 300 s deduping would show the answer from before the transfer).
    dedupingInterval: 2000,
  });
}

/** Sends the proof of a pending transfer (the newest counts). @throws ApiError 400 NOT_A_DOCUMENT, 413 */
export async function uploadProof(paymentId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await unwrap(api.POST('/api/payments/{id}/proof', {
    params: { path: { id: paymentId } },
    body: form as unknown as Schema<'ProofUpload'>,
  }));
  return data;
}
