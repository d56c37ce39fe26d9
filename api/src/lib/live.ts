/**
 * @module Live events across API instances (issue 14, ADR 0029): the database triggers of migration 0085 send
 * `pg_notify('mz_events', {users, type, id})` in the transaction of the change (a new notification, a chat message,
 * a booking's status); each API process LISTENs once on that channel (postgres.js keeps one dedicated connection for
 * it and listens again after a reconnect) and hands each event to the streams of the users it names. A change made
 * through any instance thus reaches a browser connected to any other, and a rolled-back change reaches nobody.
 */
import type { Sql } from './db.ts';

/** What changed: the browser reloads the matching data (notifications and their count, a chat room, a booking). */
export interface LiveEvent {
  type: 'notification' | 'chat_message' | 'booking';
  /** The notification's, the chat room's or the booking's id. */
  id: string;
}

/** The channel of migration 0085's `live_event()`. */
export const LIVE_CHANNEL = 'mz_events';

type Listener = (event: LiveEvent) => void;

const listeners = new Map<string, Set<Listener>>();
let listening: Promise<unknown> | null = null;

function dispatch(payload: string) {
  let parsed: { users?: unknown; type?: unknown; id?: unknown };
  try {
    parsed = JSON.parse(payload);
  } catch {
    return;
  }
  if (!Array.isArray(parsed.users) || typeof parsed.type !== 'string' || typeof parsed.id !== 'string') return;
  const event = { type: parsed.type, id: parsed.id } as LiveEvent;
  for (const user of new Set(parsed.users as string[])) {
    for (const listener of listeners.get(user) ?? []) listener(event);
  }
}

/**
 * Starts this process's LISTEN (once; later calls wait for the same one).
 * @returns when the LISTEN is in place, so an event sent afterwards is delivered
 */
export function startListening(sql: Sql): Promise<unknown> {
  listening ??= sql.listen(LIVE_CHANNEL, dispatch).catch((err) => {
    listening = null;
    throw err;
  });
  return listening;
}

/**
 * Calls `listener` for every live event that names `userId`, from any API instance.
 * @returns a function that stops it
 * @example const stop = await subscribe(sql, user.uid, (e) => stream.writeSSE({ event: e.type, data: e.id }));
 */
export async function subscribe(sql: Sql, userId: string, listener: Listener): Promise<() => void> {
  let set = listeners.get(userId);
  if (!set) listeners.set(userId, set = new Set());
  set.add(listener);
  await startListening(sql);
  return () => {
    set.delete(listener);
    if (!set.size && listeners.get(userId) === set) listeners.delete(userId);
  };
}

/** How many streams this process serves (the health of the feature, and the tests). */
export function liveSubscriberCount(): number {
  let n = 0;
  for (const set of listeners.values()) n += set.size;
  return n;
}
