/**
 * @module What this device keeps for the organiser's offline check-in (issue 14, ADR 0035): the events' lists
 * downloaded beforehand ('Descarregar lista': GET /api/events/{id}/checkin-list, kept in IndexedDB by
 * checkin-store.ts), the queue of entries admitted without a network and the server's conflicts. The queue is sent
 * when the network returns (the browser's 'online' event, and on opening the page): POST
 * /api/events/{id}/checkins/sync.
 */
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@turismo/app-core/offline';
import { errorMessage } from '@turismo/app-core/use-action';
import { fetchCheckInList, syncCheckIns } from '../api/organiser-events.ts';
import * as store from './checkin-store.ts';
import { applySyncResults, isStale, type QueuedCheckIn, type StoredList, type SyncProblem } from './offline-checkin.ts';

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
  problems: SyncProblem[];
  /** The last send's figures (entries accepted, conflicts), until closed. */
  synced: { accepted: number; problems: number } | null;
  setSynced: Dispatch<SetStateAction<{ accepted: number; problems: number } | null>>;
  syncError: string | null;
  download: (eventId: string) => Promise<void>;
  sync: () => Promise<void>;
  forget: (eventId: string) => Promise<void>;
  dismiss: () => Promise<void>;
}

export function useOfflineCheckIn(uid: string | null): OfflineCheckIn {
  const { t } = useTranslation();
  const online = useOnline();
  const [lists, setLists] = useState<StoredList[]>([]);
  const [queue, setQueue] = useState<QueuedCheckIn[]>([]);
  const [problems, setProblems] = useState<SyncProblem[]>([]);
  const [device, setDevice] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [synced, setSynced] = useState<{ accepted: number; problems: number } | null>(null);
  const [syncError, setSyncError] = useState<string | null>(null);
  const syncing = useRef(false);

  // What this device keeps for the organiser; lists of events over for a day, with nothing to send, are forgotten.
  useEffect(() => {
    if (!uid) return;
    let live = true;
    void (async () => {
      const [id, stored, pending, shown] = await Promise.all([
        store.deviceId(),
        store.loadLists(uid),
        store.loadQueue(uid),
        store.loadProblems(uid),
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
      downloadedAt: new Date().toISOString(),
      tickets: list.tickets,
    };
    await store.saveList(uid, kept);
    setLists((ls) => [...ls.filter((l) => l.eventId !== kept.eventId), kept]);
  }, [uid]);

  /** Sends the queue, event by event; then downloads the kept lists again, so they show the server's state. */
  const sync = useCallback(async () => {
    if (!uid || syncing.current) return;
    syncing.current = true;
    setSyncError(null);
    try {
      const pending = await store.loadQueue(uid);
      if (pending.length > 0) {
        let accepted = 0;
        let refused = 0;
        for (const eventId of [...new Set(pending.map((q) => q.eventId))]) {
          const sent = pending.filter((q) => q.eventId === eventId);
          const results = await syncCheckIns(
            eventId,
            sent.map((q) => ({ code: q.code, checkedInAt: q.checkedInAt, deviceId: q.deviceId })),
          );
          const answer = applySyncResults(sent, results);
          setQueue(await store.dequeue(uid, sent));
          if (answer.problems.length > 0) setProblems(await store.addProblems(uid, answer.problems));
          accepted += answer.accepted;
          refused += answer.problems.length;
        }
        setSynced({ accepted, problems: refused });
      }
      const kept = await store.loadLists(uid);
      for (const l of kept) await download(l.eventId).catch(() => undefined);
    } catch (err) {
      setSyncError(errorMessage(err, t('Não foi possível enviar as entradas. Tente de novo.')));
    } finally {
      syncing.current = false;
    }
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

  return {
    uid,
    online,
    device,
    loaded,
    lists,
    setLists,
    queue,
    setQueue,
    problems,
    synced,
    setSynced,
    syncError,
    download,
    sync,
    forget,
    dismiss,
  };
}
