/**
 * @module What this device keeps for the organiser's offline check-in (issue 14, ADR 0035): the events' lists
 * downloaded beforehand ('Descarregar lista': GET /api/events/{id}/checkin-list, kept in IndexedDB by
 * checkin-store.ts), the queue of entries admitted without a network and the server's conflicts. The queue is sent
 * when the network returns (the browser's 'online' event, and on opening the page): POST
 * /api/events/{id}/checkins/sync. An event the server refuses (403: no longer the organiser's to manage; 404: it no
 * longer exists) keeps its entries on the device with the reason, no longer sent by themselves, until the organiser
 * discards them or sends them again; any other failure leaves the queue for the next try (ADR 0035, addendum).
 */
import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@turismo/app-core/offline';
import { errorMessage } from '@turismo/app-core/use-action';
import { fetchCheckInList, syncCheckIns } from '../api/organiser-events.ts';
import * as store from './checkin-store.ts';
import {
  applySyncResults,
  isStale,
  pendingEntries,
  type QueuedCheckIn,
  refusalOf,
  type StoredList,
  type SyncProblem,
  type SyncRefusal,
} from './offline-checkin.ts';

/** The device's offline check-in state for the signed-in organiser (uid), and what can be done with it. */
export interface OfflineCheckIn {
  uid: string | null;
  online: boolean;
  /** This device's id (ADR 0035), null until read from IndexedDB. */
  device: string | null;
  /** True once the lists, the queue and the conflicts were read from IndexedDB. */
  loaded: boolean;
  lists: StoredList[];
  setLists: Dispatch<SetStateAction<StoredList[]>>;
  queue: QueuedCheckIn[];
  setQueue: Dispatch<SetStateAction<QueuedCheckIn[]>>;
  /** The queue without the refused events' entries: what the next send carries. */
  pending: QueuedCheckIn[];
  /** The events whose entries the server refused (403, 404), with its reason. */
  refusals: SyncRefusal[];
  problems: SyncProblem[];
  /** The last send's figures (entries accepted, conflicts), until closed. */
  synced: { accepted: number; problems: number } | null;
  setSynced: Dispatch<SetStateAction<{ accepted: number; problems: number } | null>>;
  syncError: string | null;
  download: (eventId: string) => Promise<void>;
  sync: () => Promise<void>;
  forget: (eventId: string) => Promise<void>;
  dismiss: () => Promise<void>;
  /** Sends a refused event's entries again (the organiser's access came back). */
  retry: (eventId: string) => Promise<void>;
  /** Deletes a refused event's entries from the device, at the organiser's request: they are never sent. */
  discard: (eventId: string) => Promise<void>;
}

/** What one send did: whether the server answered for any event, the entries it registered and the conflicts. */
interface SendResult {
  answered: boolean;
  accepted: number;
  problems: number;
}

/**
 * The send under way, per organiser (uid), shared by every mounted check-in: a page mounted anew while it runs, or
 * a second trigger (the 'online' event, opening the page, 'Enviar agora'), waits for it and shows its figures
 * instead of sending the same entries again.
 */
const sending = new Map<string, Promise<SendResult>>();

/**
 * Sends the device's queue event by event (POST /api/events/{id}/checkins/sync) and keeps the outcome in IndexedDB:
 * the answered entries leave the queue, the server's conflicts join the problems shown, a 403 or 404 keeps the
 * event's entries aside with the reason and the other events are still sent. Any other failure is thrown, leaving
 * the unsent entries for the next try.
 */
async function sendQueue(uid: string): Promise<SendResult> {
  const pending = pendingEntries(await store.loadQueue(uid), await store.loadRefusals(uid));
  const result: SendResult = { answered: false, accepted: 0, problems: 0 };
  for (const eventId of [...new Set(pending.map((q) => q.eventId))]) {
    const sent = pending.filter((q) => q.eventId === eventId);
    let results;
    try {
      results = await syncCheckIns(
        eventId,
        sent.map((q) => ({ code: q.code, checkedInAt: q.checkedInAt, deviceId: q.deviceId })),
      );
    } catch (err) {
      // 403 or 404 will not change by itself: keep the entries aside with the reason, and send the other events.
      const title = sent.find((q) => q.title)?.title ?? (await store.loadLists(uid)).find((l) => l.eventId === eventId)
        ?.title ?? null;
      const refusal = refusalOf(eventId, err, title, new Date());
      if (!refusal) throw err;
      await store.saveRefusal(uid, refusal);
      continue;
    }
    const answer = applySyncResults(sent, results);
    await store.dequeue(uid, sent);
    if (answer.problems.length > 0) await store.addProblems(uid, answer.problems);
    result.answered = true;
    result.accepted += answer.accepted;
    result.problems += answer.problems.length;
  }
  return result;
}

export function useOfflineCheckIn(uid: string | null): OfflineCheckIn {
  const { t } = useTranslation();
  const online = useOnline();
  const [lists, setLists] = useState<StoredList[]>([]);
  const [queue, setQueue] = useState<QueuedCheckIn[]>([]);
  const [problems, setProblems] = useState<SyncProblem[]>([]);
  const [refusals, setRefusals] = useState<SyncRefusal[]>([]);
  const [device, setDevice] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [synced, setSynced] = useState<{ accepted: number; problems: number } | null>(null);
  const [syncError, setSyncError] = useState<string | null>(null);

  // What this device keeps for the organiser; lists of events over for a day, with nothing to send, are forgotten.
  useEffect(() => {
    if (!uid) return;
    let live = true;
    void (async () => {
      const [id, stored, pending, shown, refused] = await Promise.all([
        store.deviceId(),
        store.loadLists(uid),
        store.loadQueue(uid),
        store.loadProblems(uid),
        store.loadRefusals(uid),
      ]);
      const now = new Date();
      const kept: StoredList[] = [];
      for (const l of stored) {
        if (isStale(l, now) && !pending.some((q) => q.eventId === l.eventId)) await store.removeList(uid, l.eventId);
        else kept.push(l);
      }
      if (!live) return;
      setDevice(id);
      setLists(kept);
      setQueue(pending);
      setProblems(shown);
      setRefusals(refused);
      setLoaded(true);
    })();
    return () => {
      live = false;
    };
  }, [uid]);

  const download = useCallback(async (eventId: string) => {
    if (!uid) return;
    const list = await fetchCheckInList(eventId);
    const kept: StoredList = {
      eventId: list.eventId,
      title: list.title,
      startsAt: list.startsAt,
      endsAt: list.endsAt,
      checkInOpensAt: list.checkInOpensAt,
      checkInClosesAt: list.checkInClosesAt,
      downloadedAt: new Date().toISOString(),
      tickets: list.tickets,
    };
    await store.saveList(uid, kept);
    setLists((ls) => [...ls.filter((l) => l.eventId !== kept.eventId), kept]);
  }, [uid]);

  /**
   * Sends the queue (one send at a time per organiser, joined by any later call while it runs); then shows what the
   * device keeps and the send's figures, and the caller that started it downloads the kept lists again, so they show
   * the server's state.
   */
  const sync = useCallback(async () => {
    if (!uid) return;
    setSyncError(null);
    let run = sending.get(uid);
    const started = !run;
    if (!run) {
      run = sendQueue(uid).finally(() => sending.delete(uid));
      sending.set(uid, run);
    }
    let sent: SendResult | null = null;
    let failure: unknown = null;
    try {
      sent = await run;
    } catch (err) {
      failure = err;
    }
    try {
      const [queued, shown, refused] = await Promise.all([
        store.loadQueue(uid),
        store.loadProblems(uid),
        store.loadRefusals(uid),
      ]);
      setQueue(queued);
      setProblems(shown);
      setRefusals(refused);
    } catch (err) {
      failure ??= err;
    }
    if (failure || !sent) {
      setSyncError(errorMessage(failure, t('Não foi possível enviar as entradas. Tente de novo.')));
      return;
    }
    if (sent.answered) setSynced({ accepted: sent.accepted, problems: sent.problems });
    if (!started) return;
    const kept = await store.loadLists(uid).catch(() => []);
    for (const l of kept) await download(l.eventId).catch(() => undefined);
  }, [uid, download, t]);

  useEffect(() => {
    if (loaded && online) void sync();
  }, [loaded, online, sync]);

  const forget = async (eventId: string) => {
    if (!uid) return;
    await store.removeList(uid, eventId);
    setLists((ls) => ls.filter((l) => l.eventId !== eventId));
  };

  const dismiss = async () => {
    if (!uid) return;
    await store.clearProblems(uid);
    setProblems([]);
  };

  const retry = async (eventId: string) => {
    if (!uid) return;
    setRefusals(await store.clearRefusal(uid, eventId));
    await sync();
  };

  const discard = async (eventId: string) => {
    if (!uid) return;
    const after = await store.discardRefused(uid, eventId);
    setQueue(after.queue);
    setRefusals(after.refusals);
  };

  return {
    uid,
    online,
    device,
    loaded,
    lists,
    setLists,
    queue,
    setQueue,
    pending: pendingEntries(queue, refusals),
    refusals,
    problems,
    synced,
    setSynced,
    syncError,
    download,
    sync,
    forget,
    dismiss,
    retry,
    discard,
  };
}
