/**
 * @module Loyalty (spec 2.11, 7, 9): the caller's programme (GET /api/loyalty/program), points history
 * (GET /api/loyalty/history), the reward catalogue (GET /api/loyalty/rewards), redeemed rewards
 * (GET /api/loyalty/redemptions) and a redemption (POST /api/loyalty/redeem/{rewardId}). Points are earned by the
 * server when bookings are confirmed (migration 0011).
 */
import useSWR, { mutate } from 'swr';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@turismo/app-core/api';
import { formatDate } from '@turismo/app-core/format';
import type { BookingType } from '@turismo/app-core/booking-labels';

export async function getProgram() {
  return (await unwrap(api.GET('/api/loyalty/program'))).data;
}
export type LoyaltyProgram = Awaited<ReturnType<typeof getProgram>>;
export type LoyaltyLevel = LoyaltyProgram['membershipLevel'];

export async function getHistory(pageSize: number) {
  return await unwrap(api.GET('/api/loyalty/history', { params: { query: { page: 1, pageSize } } }));
}
export type LoyaltyHistoryPage = Awaited<ReturnType<typeof getHistory>>;
export type LoyaltyHistoryEntry = LoyaltyHistoryPage['data'][number];

export async function getRewards() {
  return (await unwrap(api.GET('/api/loyalty/rewards'))).data;
}
export type LoyaltyReward = Awaited<ReturnType<typeof getRewards>>[number];

export async function getRedemptions() {
  return (await unwrap(api.GET('/api/loyalty/redemptions'))).data;
}
export type LoyaltyRedemption = Awaited<ReturnType<typeof getRedemptions>>[number];

const KEY = 'loyalty';

export const useLoyaltyProgram = () => useSWR([KEY, 'program'], getProgram);
export const useLoyaltyHistory = (pageSize = 20) =>
  useSWR([KEY, 'history', pageSize], () => getHistory(pageSize), { keepPreviousData: true });
export const useLoyaltyRewards = () => useSWR([KEY, 'rewards'], getRewards);
export const useLoyaltyRedemptions = () => useSWR([KEY, 'redemptions'], getRedemptions);

/** Refreshes every loyalty view on the page (spec 7: the programme is refetched after a redemption). */
export function refreshLoyalty() {
  return mutate((key) => Array.isArray(key) && key[0] === KEY);
}

/** Redeems a reward; `idempotencyKey` makes a retry of the same click safe. */
export async function redeemReward(rewardId: string, idempotencyKey: string): Promise<LoyaltyRedemption> {
  const { data } = await unwrap(api.POST('/api/loyalty/redeem/{rewardId}', {
    params: { path: { rewardId }, header: { 'idempotency-key': idempotencyKey } },
  }));
  await refreshLoyalty();
  return data;
}

/** The reward kinds each product accepts at checkout (ADR 0024 of the API). */
const REWARD_PRODUCT = {
  stay_discount: 'stay',
  room_upgrade: 'stay',
  free_ride: 'ride',
  free_event_ticket: 'event',
} as const;

/** A redeemed reward the booking panel offers: its redemption id and a label. */
export type RewardOption = { id: string; label: string };

/**
 * The caller's usable redeemed rewards for a product (not used, not revoked, still valid), as booking panel options
 * (the server checks again when booking); none while signed out.
 */
export function useRewardOptions(product: BookingType, signedIn: boolean): RewardOption[] {
  const { t } = useTranslation();
  const { data } = useSWR(signedIn ? [KEY, 'redemptions'] : null, getRedemptions);
  return (data ?? [])
    .filter((r) => r.usable && REWARD_PRODUCT[r.reward.kind] === product)
    .map((r) => ({ id: r.id, label: t('{{title}} (válida até {{date}})', { title: r.reward.title, date: formatDate(r.validUntil) }) }));
}
