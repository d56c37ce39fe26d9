/**
 * @module Support requests (issue 32, ADR 0044): the user's requests and thread (any signed-in account, a suspended
 * one too), and the admins' list, reply and closing.
 */
import useSWR from 'swr';
import type { Schema } from '@turismo/api-client/client';
import { api, unwrap } from '../api.ts';
import { PAGE_LIMIT, readPages } from '../pages.ts';
import { msg } from '../i18n.ts';

export type SupportRequest = Schema<'SupportRequest'>;
export type SupportThread = Schema<'SupportThread'>;
export type SupportStatus = Schema<'SupportStatus'>;

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: msg('Aguarda resposta'),
  answered: msg('Respondido'),
  closed: msg('Encerrado'),
};

export const MY_SUPPORT_KEY = 'support/mine';
const threadKey = (id: string) => ['support/thread', id] as const;

export async function listMySupport(): Promise<SupportRequest[]> {
  return await readPages((cursor) => unwrap(api.GET('/api/support/requests', { params: { query: { limit: PAGE_LIMIT, cursor } } })));
}
export const useMySupport = () => useSWR(MY_SUPPORT_KEY, listMySupport);

export async function listAdminSupport(status?: SupportStatus): Promise<SupportRequest[]> {
  return await readPages((cursor) =>
    unwrap(api.GET('/api/admin/support/requests', { params: { query: { status, limit: PAGE_LIMIT, cursor } } }))
  );
}
export const useAdminSupport = (status?: SupportStatus) =>
  useSWR(['admin/support', status ?? ''], () => listAdminSupport(status));

export async function getSupportThread(id: string): Promise<SupportThread> {
  return (await unwrap(api.GET('/api/support/requests/{id}', { params: { path: { id } } }))).data;
}
export const useSupportThread = (id: string | null) =>
  useSWR(id ? threadKey(id) : null, ([, requestId]) => getSupportThread(requestId));

export async function createSupportRequest(body: Schema<'NewSupportRequest'>): Promise<SupportThread> {
  return (await unwrap(api.POST('/api/support/requests', { body }))).data;
}

export async function writeSupportMessage(id: string, message: string): Promise<SupportThread> {
  return (await unwrap(api.POST('/api/support/requests/{id}/messages', { params: { path: { id } }, body: { message } })))
    .data;
}

export async function closeSupportRequest(id: string): Promise<SupportThread> {
  return (await unwrap(api.POST('/api/admin/support/requests/{id}/close', { params: { path: { id } } }))).data;
}
