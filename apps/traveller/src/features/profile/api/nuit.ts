/** @module The traveller's NUIT printed on their receipts (GET/PUT /api/receipts/profile/nuit; issue 12). */
import useSWR from 'swr';
import { api, unwrap } from '@turismo/app-core/api';

export async function getNuit() {
  return (await unwrap(api.GET('/api/receipts/profile/nuit'))).data.nuit;
}

export function useNuit() {
  return useSWR('receipts/profile/nuit', getNuit);
}

/** Saves (9 digits with the check digit) or clears (empty) the NUIT. @throws ApiError 400 INVALID_NUIT */
export async function saveNuit(nuit: string) {
  return (await unwrap(api.PUT('/api/receipts/profile/nuit', { body: { nuit: nuit.trim() === '' ? null : nuit } })))
    .data.nuit;
}
