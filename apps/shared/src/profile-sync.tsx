/**
 * @module The signed-in user's API profile through swr (GET /api/auth/profile), in its own chunk: the session renders
 * it only while someone is signed in, so a visitor's first script carries neither swr nor this (issue 13, ADR 0036).
 */
import { useEffect } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import type { components } from '@turismo/api-client/schema';
import { api, unwrap } from './api.ts';

type Profile = components['schemas']['Profile'];

/** What the session keeps of the profile's swr state, for user `uid`. */
export interface ProfileState {
  uid: string;
  profile: Profile | undefined;
  error: unknown;
  mutate: KeyedMutator<Profile>;
}

/** Loads user `uid`'s profile and reports every change of its swr state to `onChange`; draws nothing. */
export function ProfileSync({ uid, onChange }: { uid: string; onChange: (state: ProfileState) => void }) {
  const { data, error, mutate } = useSWR(
    ['auth/profile', uid],
    async () => (await unwrap(api.GET('/api/auth/profile'))).data,
  );
  useEffect(() => onChange({ uid, profile: data, error, mutate }), [uid, data, error, mutate, onChange]);
  return null;
}
