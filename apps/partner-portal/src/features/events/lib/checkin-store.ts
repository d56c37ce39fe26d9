/**
 * @module Offline check-in, the device's storage (issue 14, ADR 0035): plain IndexedDB (database 'mozturismo-checkin',
 * one key-value store) behind a few functions. Keys: 'device' (this browser's random id), 'list:<uid>:<event id>'
 * (an event's check-in list), 'queue:<uid>' (check-ins not sent yet, every event), 'problems:<uid>' (answers to
 * show), 'refused:<uid>' (events whose queue the server refused with 403 or 404, and why). Everything is per
 * signed-in organiser, so two organisers sharing a device never see each other's lists; signing out deletes the lists
 * and problems (the app core's forgetOwnData) and keeps the queue, and the refusals that explain it, until it is sent
 * or discarded.
 * Without IndexedDB (old browsers, jsdom) reads answer empty and writes do nothing: the online check-in still works.
 */
import { CHECKIN_DB } from '@turismo/app-core/offline';
import type { QueuedCheckIn, StoredList, SyncProblem, SyncRefusal } from './offline-checkin.ts';

const DB_NAME = CHECKIN_DB;
const STORE = 'kv';

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB indisponível'));
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  }).catch((err) => {
    opening = null;
    throw err;
  });
  return opening;
}

/** Runs `fn` in one transaction and resolves with its result once the transaction has committed. */
async function inTransaction<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => Promise<T> | T): Promise<T> {
  const db = await openDb();
  const tx = db.transaction(STORE, mode);
  const done = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB'));
  });
  const result = await fn(tx.objectStore(STORE));
  await done;
  return result;
}

function wait<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });
}

async function get<T>(key: string): Promise<T | undefined> {
  try {
    return await inTransaction('readonly', (s) => wait(s.get(key) as IDBRequest<T | undefined>));
  } catch {
    return undefined;
  }
}

async function set(key: string, value: unknown): Promise<void> {
  await inTransaction('readwrite', (s) => wait(s.put(value, key))).catch(() => undefined);
}

/** Reads, changes and writes one key in a single transaction (two quick scans never lose an entry). */
async function update<T>(key: string, fallback: T, change: (value: T) => T): Promise<T> {
  try {
    return await inTransaction('readwrite', async (s) => {
      const next = change(((await wait(s.get(key))) as T | undefined) ?? fallback);
      await wait(s.put(next, key));
      return next;
    });
  } catch {
    return change(fallback);
  }
}

/** This browser's check-in device id, made once (random, says nothing about the person or the device). */
export async function deviceId(): Promise<string> {
  const known = await get<string>('device');
  if (known) return known;
  const id = typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  await set('device', id);
  return (await get<string>('device')) ?? id;
}

/** The check-in lists of `uid` on this device. */
export async function loadLists(uid: string): Promise<StoredList[]> {
  try {
    return await inTransaction('readonly', async (s) => {
      const range = IDBKeyRange.bound(`list:${uid}:`, `list:${uid}:\uffff`);
      return (await wait(s.getAll(range))) as StoredList[];
    });
  } catch {
    return [];
  }
}

export const saveList = (uid: string, list: StoredList) => set(`list:${uid}:${list.eventId}`, list);

export async function removeList(uid: string, eventId: string): Promise<void> {
  await inTransaction('readwrite', (s) => wait(s.delete(`list:${uid}:${eventId}`))).catch(() => undefined);
}

/** The check-ins of `uid` waiting to be sent, oldest first. */
export const loadQueue = async (uid: string) => (await get<QueuedCheckIn[]>(`queue:${uid}`)) ?? [];

/** Adds a check-in to the queue. @returns the queue after it */
export const enqueue = (uid: string, entry: QueuedCheckIn) =>
  update<QueuedCheckIn[]>(`queue:${uid}`, [], (q) => [...q, entry]);

/** Drops the sent entries (same event, code and time) from the queue. @returns the queue after it */
export const dequeue = (uid: string, sent: readonly QueuedCheckIn[]) =>
  update<QueuedCheckIn[]>(
    `queue:${uid}`,
    [],
    (q) =>
      q.filter((e) => !sent.some((s) => s.eventId === e.eventId && s.code === e.code && s.checkedInAt === e.checkedInAt)),
  );

export const loadProblems = async (uid: string) => (await get<SyncProblem[]>(`problems:${uid}`)) ?? [];

/** Adds answers to show (one per event and code). @returns every problem kept */
export const addProblems = (uid: string, added: readonly SyncProblem[]) =>
  update<SyncProblem[]>(`problems:${uid}`, [], (p) => [
    ...p.filter((x) => !added.some((a) => a.eventId === x.eventId && a.code === x.code)),
    ...added,
  ]);

export const clearProblems = (uid: string) => set(`problems:${uid}`, []);

/** The events whose queue the server refused (403, 404), one per event. */
export const loadRefusals = async (uid: string) => (await get<SyncRefusal[]>(`refused:${uid}`)) ?? [];

/** Keeps (or replaces) an event's refusal. @returns every refusal kept */
export const saveRefusal = (uid: string, refusal: SyncRefusal) =>
  update<SyncRefusal[]>(`refused:${uid}`, [], (r) => [...r.filter((x) => x.eventId !== refusal.eventId), refusal]);

/** Forgets an event's refusal (its queue is sent again). @returns every refusal kept */
export const clearRefusal = (uid: string, eventId: string) =>
  update<SyncRefusal[]>(`refused:${uid}`, [], (r) => r.filter((x) => x.eventId !== eventId));

/**
 * Discards, at the organiser's request, the queued entries of a refused event and its refusal, in one transaction:
 * they are never sent. @returns the queue and the refusals after it
 */
export async function discardRefused(
  uid: string,
  eventId: string,
): Promise<{ queue: QueuedCheckIn[]; refusals: SyncRefusal[] }> {
  return await inTransaction('readwrite', async (s) => {
    const queue = ((await wait(s.get(`queue:${uid}`))) as QueuedCheckIn[] | undefined ?? [])
      .filter((q) => q.eventId !== eventId);
    const refusals = ((await wait(s.get(`refused:${uid}`))) as SyncRefusal[] | undefined ?? [])
      .filter((r) => r.eventId !== eventId);
    await wait(s.put(queue, `queue:${uid}`));
    await wait(s.put(refusals, `refused:${uid}`));
    return { queue, refusals };
  });
}
