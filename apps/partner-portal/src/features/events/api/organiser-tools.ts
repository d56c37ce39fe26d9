/**
 * @module The organiser tools of one event (issue 15; ADR 0030): ticket types, promo codes, the figure of tickets
 * sold through other channels (issue 11), the attendees CSV and a message to all attendees.
 */
import useSWR, { mutate } from 'swr';
import { api, unwrap } from '@turismo/app-core/api';
import { PAGE_LIMIT, readPages } from '@turismo/app-core/pages';
import { saveBlob } from '@turismo/app-core/save-file';
import type { components } from '@turismo/api-client/schema';
import { MY_EVENTS_KEY } from './organiser-events.ts';

export type TicketType = components['schemas']['TicketType'];
export type TicketTypeInput = components['schemas']['TicketTypeInput'];
export type PromoCode = components['schemas']['PromoCode'];
export type CreatePromoCodeBody = components['schemas']['CreatePromoCodeBody'];

const typesKey = (id: string) => ['events/ticket-types', id];
const promoKey = (id: string) => ['events/promo-codes', id];

export function useTicketTypes(id: string) {
  return useSWR(typesKey(id), async () =>
    (await unwrap(api.GET('/api/events/{id}/ticket-types', { params: { path: { id } } }))).data);
}

export async function saveTicketTypes(id: string, ticketTypes: TicketTypeInput[]) {
  const { data } = await unwrap(api.PUT('/api/events/{id}/ticket-types', { params: { path: { id } }, body: { ticketTypes } }));
  await Promise.all([mutate(typesKey(id), data, false), mutate(MY_EVENTS_KEY), mutate(['events/sales', id])]);
  return data;
}

export function usePromoCodes(id: string) {
  return useSWR(promoKey(id), () =>
    readPages((cursor) =>
      unwrap(api.GET('/api/events/{id}/promo-codes', { params: { path: { id }, query: { limit: PAGE_LIMIT, cursor } } }))
    ));
}

export async function createPromoCode(id: string, body: CreatePromoCodeBody) {
  const { data } = await unwrap(api.POST('/api/events/{id}/promo-codes', { params: { path: { id } }, body }));
  await mutate(promoKey(id));
  return data;
}

export async function setPromoCodeActive(id: string, codeId: string, isActive: boolean) {
  const { data } = await unwrap(api.PATCH('/api/events/{id}/promo-codes/{codeId}', {
    params: { path: { id, codeId } },
    body: { isActive },
  }));
  await mutate(promoKey(id));
  return data;
}

export async function setExternalSales(id: string, externalTicketsSold: number) {
  await unwrap(api.PUT('/api/events/{id}/external-sales', { params: { path: { id } }, body: { externalTicketsSold } }));
  await Promise.all([mutate(MY_EVENTS_KEY), mutate(['events/sales', id])]);
}

export async function messageAttendees(id: string, subject: string, message: string) {
  const { data } = await unwrap(api.POST('/api/events/{id}/messages', { params: { path: { id } }, body: { subject, message } }));
  return data;
}

/** Downloads the attendees CSV (the request carries the session's token, so it is fetched, then saved). */
export async function downloadAttendeesCsv(id: string, title: string) {
  const text = await unwrap(api.GET('/api/events/{id}/attendees.csv', { params: { path: { id } }, parseAs: 'text' }));
  const slug = title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\W+/g, '-').toLowerCase();
  saveBlob(new Blob([text as string], { type: 'text/csv;charset=utf-8' }), `participantes-${slug}.csv`);
}
