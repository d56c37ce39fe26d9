/**
 * @module The screens' API without a network (issue 10): the apps read the API through swr hooks (each feature's
 * api/ folder, over the app core's client in apps/shared/src/api.ts), so a screen story renders the app's real page
 * inside {@link Screen}, whose swr middleware answers every key from the story's fixtures instead of calling the
 * hook's fetcher. Nothing else of the app changes: the same keys, the same hooks, the app's swr defaults
 * (apps/shared/src/swr.tsx), a cache of its own per story, and an in-memory router at the screen's path (its links
 * go nowhere). A key without an answer fails like an unreachable API (the screen shows its error state) and is
 * named in the console. Actions (pay, cancel, confirm, check a ticket) keep their own function: those that write
 * call the API, so the stories stop at their dialogs; those that decide on the device (the check-in without a
 * network) run.
 */
import { type ReactNode, useState } from 'react';
import { type Key, type Middleware, SWRConfig, unstable_serialize } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '@turismo/app-core/i18n';
import { swrDefaults } from '@turismo/app-core/swr';

/** An answer that never comes: the screen stays in its loading state. */
export const LOADING: unique symbol = Symbol('loading');

/**
 * One recorded answer: the swr key the app's hook uses ('bookings/user', ['receipts', 'traveller']) and the API's
 * data for it, or a function of the language when the API answers in the caller's language (a policy text), or
 * {@link LOADING}, or an Error (the API's failure).
 */
export type Answer = readonly [key: Key, data: unknown];

/** The API's answer to `key`, as a promise like the hook's fetcher returns. */
function answerFrom(answers: ReadonlyMap<string, unknown>, key: Key): Promise<unknown> {
  const id = unstable_serialize(key);
  if (!answers.has(id)) {
    console.warn(`Storybook: no recorded answer for the swr key ${id}`);
    return Promise.reject(new Error(`No recorded answer for ${id}`));
  }
  const data = answers.get(id);
  if (data === LOADING) return new Promise(() => {});
  if (data instanceof Error) return Promise.reject(data);
  return Promise.resolve(typeof data === 'function' ? (data as (language: string) => unknown)(i18n.language) : data);
}

/**
 * The apps' actions (app core's useAction: swr's useSWRMutation under an 'action:…' key, through the same
 * middleware) keep their own function: a write is not an answer to record, and some need no network at all (the
 * organiser's check-in without a network decides on the device).
 */
const isAction = (key: Key) => typeof key === 'string' && key.startsWith('action:');

/** swr middleware: the hook's key answered from the fixtures; no polling, no retry. */
function recorded(answers: ReadonlyMap<string, unknown>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const action = isAction(key);
    return useSWRNext(key, action ? fetcher : ((k: Key) => answerFrom(answers, k)) as typeof fetcher, action ? config : {
      ...config,
      refreshInterval: 0,
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    });
  };
}

export type ScreenProps = {
  /** The screen's path in its app, e.g. '/reservas' or '/rides/…?seats=2' (the in-memory router starts there). */
  path: string;
  answers: readonly Answer[];
  children: ReactNode;
};

/** A screen of an app fed by recorded answers: swr answered from `answers`, links in an in-memory router. */
export function Screen({ path, answers, children }: ScreenProps) {
  const [config] = useState(() => ({
    ...swrDefaults,
    provider: () => new Map(),
    use: [recorded(new Map(answers.map(([key, data]) => [unstable_serialize(key), data])))],
  }));
  const [location] = useState(() => {
    const [pathname = '/', search = ''] = path.split('?');
    return memoryLocation({ path: pathname, searchPath: search });
  });
  return (
    <SWRConfig value={config}>
      <Router hook={location.hook} searchHook={location.searchHook}>{children}</Router>
    </SWRConfig>
  );
}
