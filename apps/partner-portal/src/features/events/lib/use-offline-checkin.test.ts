/**
 * The device's side of the sync (ADR 0035 and its addendum): a 403 or 404 keeps the event's entries with the
 * server's reason, not sent again by themselves, until discarded or sent again on request; the other events are still
 * sent; any other failure leaves the whole queue for the next try. The IndexedDB store is replaced by a map.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@turismo/app-core/api';
import { syncCheckIns } from '../api/organiser-events.ts';
import type { QueuedCheckIn, SyncRefusal } from './offline-checkin.ts';
import { useOfflineCheckIn } from './use-offline-checkin.ts';

const kv = vi.hoisted(() => new Map<string, unknown>());

vi.mock('./checkin-store.ts', () => {
  const read = <T>(key: string, fallback: T) => (kv.get(key) as T | undefined) ?? fallback;
  const write = <T>(key: string, value: T) => {
    kv.set(key, value);
    return value;
  };
  return {
    deviceId: async () => 'porta-1',
    loadLists: async () => [],
    saveList: async () => {},
    removeList: async () => {},
    loadQueue: async (uid: string) => read<QueuedCheckIn[]>(`queue:${uid}`, []),
    enqueue: async (uid: string, e: QueuedCheckIn) => write(`queue:${uid}`, [...read<QueuedCheckIn[]>(`queue:${uid}`, []), e]),
    dequeue: async (uid: string, sent: QueuedCheckIn[]) =>
      write(`queue:${uid}`, read<QueuedCheckIn[]>(`queue:${uid}`, []).filter((q) => !sent.includes(q))),
    loadProblems: async () => [],
    addProblems: async (_uid: string, added: unknown[]) => added,
    clearProblems: async () => {},
    loadRefusals: async (uid: string) => read<SyncRefusal[]>(`refused:${uid}`, []),
    saveRefusal: async (uid: string, r: SyncRefusal) =>
      write(`refused:${uid}`, [...read<SyncRefusal[]>(`refused:${uid}`, []).filter((x) => x.eventId !== r.eventId), r]),
    clearRefusal: async (uid: string, eventId: string) =>
      write(`refused:${uid}`, read<SyncRefusal[]>(`refused:${uid}`, []).filter((x) => x.eventId !== eventId)),
    discardRefused: async (uid: string, eventId: string) => ({
      queue: write(`queue:${uid}`, read<QueuedCheckIn[]>(`queue:${uid}`, []).filter((q) => q.eventId !== eventId)),
      refusals: write(`refused:${uid}`, read<SyncRefusal[]>(`refused:${uid}`, []).filter((x) => x.eventId !== eventId)),
    }),
  };
});

vi.mock('../api/organiser-events.ts', () => ({ fetchCheckInList: vi.fn(), syncCheckIns: vi.fn() }));

const GONE = '7c2f4a10-3b5d-4e6f-8a9b-0c1d2e3f4a5b';
const OTHERS = '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const MINE = '0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10';

const entry = (eventId: string, code: string, title?: string): QueuedCheckIn => ({
  eventId, code, holderName: 'Ana Macuácua', ticketType: 'VIP', checkedInAt: '2026-12-20T16:30:00.000Z',
  deviceId: 'porta-1', ...(title ? { title } : {}),
});

afterEach(() => {
  kv.clear();
  vi.mocked(syncCheckIns).mockReset();
});

/** A sync answering per event: an ApiError to throw, else every item accepted. */
function answers(byEvent: Record<string, Error>) {
  vi.mocked(syncCheckIns).mockImplementation(async (eventId, items) => {
    const err = byEvent[eventId];
    if (err) throw err;
    return items.map((i) => ({ code: i.code, status: 'accepted', holderName: null, checkedInAt: i.checkedInAt, by: 'device' }));
  });
}

const sentEvents = () => vi.mocked(syncCheckIns).mock.calls.map(([eventId]) => eventId);

describe('useOfflineCheckIn: refused syncs', () => {
  it('keeps a 403 or 404 with the reason, sends the other events, and does not send the refused ones again', async () => {
    kv.set('queue:u1', [
      entry(GONE, 'MZT-DDDD-EEEE-FFFF', 'Noite de Marrabenta'),
      entry(OTHERS, 'MZT-AAAA-BBBB-CCCC', 'Jantar de Gala'),
      entry(MINE, 'MZT-AB12-CD34-EF56', 'Feira do Caju'),
    ]);
    answers({
      [GONE]: new ApiError(404, 'NOT_FOUND', 'Evento não encontrado.'),
      [OTHERS]: new ApiError(403, 'FORBIDDEN', 'Só o organizador deste evento pode realizar esta ação.'),
    });
    const { result } = renderHook(() => useOfflineCheckIn('u1'));
    await waitFor(() => expect(result.current.refusals).toHaveLength(2));
    await waitFor(() => expect(result.current.synced).toEqual({ accepted: 1, problems: 0 }));
    expect(sentEvents()).toEqual([GONE, OTHERS, MINE]);
    expect(result.current.refusals.map((r) => [r.title, r.status, r.code, r.message])).toEqual([
      ['Noite de Marrabenta', 404, 'NOT_FOUND', 'Evento não encontrado.'],
      ['Jantar de Gala', 403, 'FORBIDDEN', 'Só o organizador deste evento pode realizar esta ação.'],
    ]);
    // Still on the device, not counted as waiting to be sent, no failure shown.
    expect(result.current.queue.map((q) => q.eventId)).toEqual([GONE, OTHERS]);
    expect(result.current.pending).toEqual([]);
    expect(result.current.syncError).toBeNull();

    await act(() => result.current.sync());
    expect(sentEvents()).toHaveLength(3);
  });

  it('sends a refused event again on request, and discards its entries on request', async () => {
    kv.set('queue:u1', [entry(GONE, 'MZT-DDDD-EEEE-FFFF'), entry(OTHERS, 'MZT-AAAA-BBBB-CCCC')]);
    answers({
      [GONE]: new ApiError(404, 'NOT_FOUND', 'Evento não encontrado.'),
      [OTHERS]: new ApiError(403, 'FORBIDDEN', 'Não tem permissão para realizar esta ação.'),
    });
    const { result } = renderHook(() => useOfflineCheckIn('u1'));
    await waitFor(() => expect(result.current.refusals).toHaveLength(2));
    expect(result.current.refusals[0]!.title).toBeNull();

    // The organiser's access came back: sent again, accepted, the refusal goes.
    answers({ [GONE]: new ApiError(404, 'NOT_FOUND', 'Evento não encontrado.') });
    await act(() => result.current.retry(OTHERS));
    expect(sentEvents().at(-1)).toBe(OTHERS);
    expect(result.current.refusals.map((r) => r.eventId)).toEqual([GONE]);
    expect(result.current.queue.map((q) => q.eventId)).toEqual([GONE]);
    expect(result.current.synced).toEqual({ accepted: 1, problems: 0 });

    await act(() => result.current.discard(GONE));
    expect(result.current.queue).toEqual([]);
    expect(result.current.refusals).toEqual([]);
    expect(kv.get('queue:u1')).toEqual([]);
  });

  it('leaves the whole queue for the next try on any other failure', async () => {
    kv.set('queue:u1', [entry(MINE, 'MZT-AB12-CD34-EF56'), entry(OTHERS, 'MZT-AAAA-BBBB-CCCC')]);
    answers({ [MINE]: new ApiError(500, 'INTERNAL', 'Erro interno do servidor.') });
    const { result } = renderHook(() => useOfflineCheckIn('u1'));
    await waitFor(() => expect(result.current.syncError).toBe('Erro interno do servidor.'));
    expect(result.current.refusals).toEqual([]);
    expect(result.current.queue).toHaveLength(2);
    expect(result.current.pending).toHaveLength(2);
    expect(result.current.synced).toBeNull();
    expect(sentEvents()).toEqual([MINE]);
  });

  it('sends the queue once when the page is mounted anew during the send, and shows its figures there', async () => {
    kv.set('queue:u1', [entry(MINE, 'MZT-AB12-CD34-EF56')]);
    let answer: () => void = () => {};
    vi.mocked(syncCheckIns).mockImplementation((_eventId, items) => new Promise((resolve) => {
      answer = () => resolve(items.map((i) => ({
        code: i.code, status: 'accepted', holderName: null, checkedInAt: i.checkedInAt, by: 'device',
      })));
    }));
    const first = renderHook(() => useOfflineCheckIn('u1'));
    await waitFor(() => expect(syncCheckIns).toHaveBeenCalledTimes(1));
    first.unmount();
    const { result } = renderHook(() => useOfflineCheckIn('u1'));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(async () => answer());
    await waitFor(() => expect(result.current.synced).toEqual({ accepted: 1, problems: 0 }));
    expect(syncCheckIns).toHaveBeenCalledTimes(1);
    expect(result.current.queue).toEqual([]);
    expect(kv.get('queue:u1')).toEqual([]);
  });
});
