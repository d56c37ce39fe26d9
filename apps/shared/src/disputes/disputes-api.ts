/**
 * @module Disputes (issue 32, ADR 0044) for the three apps: the traveller opens one and adds photos, the provider
 * answers within 72 hours, an admin resolves it. Amounts are centavos; the server checks every rule.
 */
import useSWR from 'swr';
import type { Schema } from '@turismo/api-client/client';
import { api, unwrap } from '../api.ts';
import { PAGE_LIMIT, readPages } from '../pages.ts';
import { msg } from '../i18n.ts';

export type Dispute = Schema<'Dispute'>;
export type DisputeReason = NonNullable<Schema<'DisputeReason'>>;
export type DisputeStatus = NonNullable<Schema<'DisputeStatus'>>;
export type DisputeResolution = NonNullable<Schema<'DisputeResolution'>>;

/** The reasons offered for each product (the API refuses another product's reason). */
export const DISPUTE_REASONS: Record<Dispute['bookingType'], readonly DisputeReason[]> = {
  ride: ['driver_no_show', 'ride_not_as_described', 'other'],
  stay: ['room_not_as_described', 'stay_refused', 'other'],
  event: ['event_cancelled', 'event_not_as_described', 'other'],
};

/** Each reason's words (catalog keys, translated where shown). */
export const REASON_LABELS: Record<DisputeReason, string> = {
  driver_no_show: msg('O motorista não apareceu'),
  ride_not_as_described: msg('A viagem não correspondeu ao anunciado'),
  room_not_as_described: msg('O quarto não correspondeu ao anunciado'),
  stay_refused: msg('O alojamento recusou a minha entrada'),
  event_cancelled: msg('O evento foi cancelado'),
  event_not_as_described: msg('O evento não correspondeu ao anunciado'),
  other: msg('Outro problema'),
};

export const STATUS_LABELS: Record<DisputeStatus, string> = {
  awaiting_provider: msg('A aguardar resposta do prestador'),
  awaiting_admin: msg('Em análise pela equipa'),
  resolved: msg('Resolvida'),
};

export const RESOLUTION_LABELS: Record<DisputeResolution, string> = {
  refund: msg('Reembolso'),
  goodwill: msg('Crédito de boa vontade'),
  rejected: msg('Recusada'),
};

export const MY_DISPUTES_KEY = 'disputes/mine';
export const RECEIVED_DISPUTES_KEY = 'disputes/received';

export async function listMyDisputes(): Promise<Dispute[]> {
  return await readPages((cursor) => unwrap(api.GET('/api/disputes', { params: { query: { limit: PAGE_LIMIT, cursor } } })));
}
export const useMyDisputes = (enabled = true) => useSWR(enabled ? MY_DISPUTES_KEY : null, listMyDisputes);

export async function listReceivedDisputes(): Promise<Dispute[]> {
  return await readPages((cursor) => unwrap(api.GET('/api/disputes/received', { params: { query: { limit: PAGE_LIMIT, cursor } } })));
}
export const useReceivedDisputes = () => useSWR(RECEIVED_DISPUTES_KEY, listReceivedDisputes);

export async function listAdminDisputes(status?: DisputeStatus): Promise<Dispute[]> {
  return await readPages((cursor) =>
    unwrap(api.GET('/api/admin/disputes', { params: { query: { status, limit: PAGE_LIMIT, cursor } } }))
  );
}
export const useAdminDisputes = (status?: DisputeStatus) =>
  useSWR(['admin/disputes', status ?? ''], () => listAdminDisputes(status));

export async function getDispute(id: string): Promise<Dispute> {
  return (await unwrap(api.GET('/api/disputes/{id}', { params: { path: { id } } }))).data;
}

/** Opens a dispute about one of the caller's paid bookings. @throws ApiError 409 DISPUTE_EXISTS, 422 ... */
export async function openDispute(body: Schema<'NewDispute'>): Promise<Dispute> {
  return (await unwrap(api.POST('/api/disputes', { body }))).data;
}

/** Adds one photo (multipart/form-data, as the photos API; the browser sets the boundary). */
export async function addDisputePhoto(id: string, file: File): Promise<Dispute> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await unwrap(api.POST('/api/disputes/{id}/photos', {
    params: { path: { id } },
    body: form as unknown as Schema<'PhotoUpload'>,
  }))).data;
}

export async function answerDispute(id: string, answer: string): Promise<Dispute> {
  return (await unwrap(api.POST('/api/disputes/{id}/answer', { params: { path: { id } }, body: { answer } }))).data;
}

export async function resolveDispute(id: string, body: Schema<'DisputeResolve'>): Promise<Dispute> {
  return (await unwrap(api.POST('/api/admin/disputes/{id}/resolve', { params: { path: { id } }, body }))).data;
}

/**
 * MZN typed by a person ('650', '650,50', '1 300.00') as centavos, or null when it is not an amount.
 * @example parseMzn('650,5') === 65050
 */
export function parseMzn(text: string): number | null {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(/(MTn|MT|MZN)$/i, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}
