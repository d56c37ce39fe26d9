/** @module SWR defaults: the spec's reading B (DECISIONS.md 2): 2 retries, stale after 300 s, dropped after 600 s. */
import type { ReactNode } from 'react';
// From swr/_internal, the provider alone: swr's index would add the whole useSWR to the apps' first script, which
// needs no data before its first render (issue 13).
import { SWRConfig } from 'swr/_internal';

export const swrDefaults = {
  errorRetryCount: 2,
  dedupingInterval: 300_000,
  focusThrottleInterval: 300_000,
  revalidateOnFocus: false,
  shouldRetryOnError: (err: unknown) => !(err && typeof err === 'object' && 'status' in err &&
    [400, 401, 403, 404, 409, 422].includes(Number((err as { status: number }).status))),
};

export function SWRProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrDefaults}>{children}</SWRConfig>;
}
