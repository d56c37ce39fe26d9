/**
 * @module The lodging area's partnership calls (spec 2.16, 7): the establishment's posts with the interested
 * drivers (GET /api/hotels/{id}/partnerships) and 'Criar Post de Parceria' (POST /api/partnerships/create).
 */
import useSWR from 'swr';
import type { JsonBody } from '@turismo/api-client/client';
import { api, unwrap } from '@turismo/app-core/api';
import { PAGE_LIMIT, readPages } from '@turismo/app-core/pages';

export const hotelPartnershipsKey = (hotelId: string) => ['lodging/partnerships', hotelId] as const;

export async function getHotelPartnerships(hotelId: string) {
  return await readPages((cursor) =>
    unwrap(api.GET('/api/hotels/{id}/partnerships', {
      params: { path: { id: hotelId }, query: { limit: PAGE_LIMIT, cursor } },
    }))
  );
}

export type HotelPartnershipPost = Awaited<ReturnType<typeof getHotelPartnerships>>[number];

export function useHotelPartnerships(hotelId: string) {
  return useSWR(hotelPartnershipsKey(hotelId), () => getHotelPartnerships(hotelId));
}

export type PartnershipPostBody = JsonBody<'/api/partnerships/create', 'post'>;

export async function createPartnershipPost(body: PartnershipPostBody) {
  return (await unwrap(api.POST('/api/partnerships/create', { body }))).data;
}
