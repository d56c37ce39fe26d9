// @vitest-environment node
/** Offline check-in decisions (issue 14, ADR 0035): the server's hash, the local check, the answers of a sync. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  applySyncResults,
  checkLocally,
  codeHash,
  isStale,
  markEntered,
  normaliseCode,
  pendingEntries,
  type QueuedCheckIn,
  refusalOf,
  type StoredList,
} from './offline-checkin.ts';

const EVENT = '0b7d1f8e-8f3c-4c4e-9a53-2f4b1c6a9d10';
const OTHER = '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const CODE = 'MZT-AB12-CD34-EF56';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

function list(eventId: string, tickets: Partial<StoredList['tickets'][number]>[]): StoredList {
  return {
    eventId,
    title: eventId === EVENT ? 'Festival de Marrabenta' : 'Feira do Caju',
    startsAt: '2026-12-20T15:00:00.000Z',
    endsAt: '2026-12-20T21:00:00.000Z',
    downloadedAt: '2026-12-20T14:00:00.000Z',
    tickets: tickets.map((t) => ({ codeHash: '', holderName: 'Ana Macuácua', ticketType: 'VIP', checkedInAt: null, cancelled: false, ...t })),
  };
}

async function hashesFor(code: string, lists: StoredList[]) {
  return new Map(await Promise.all(lists.map(async (l) => [l.eventId, await codeHash(l.eventId, code)] as const)));
}

const NOW = new Date('2026-12-20T16:30:00.000Z');

describe('offline check-in', () => {
  it("hashes a code the server's way: SHA-256 of '<event id>:<normalised code>'", async () => {
    expect(normaliseCode(' mzt ab12 cd34 ef56 ')).toBe(CODE);
    expect(normaliseCode('ab12cd34ef56')).toBe(CODE);
    expect(await codeHash(EVENT, 'mzt-ab12-cd34-ef56')).toBe(sha(`${EVENT}:${CODE}`));
    expect(await codeHash(OTHER, CODE)).not.toBe(await codeHash(EVENT, CODE));
  });

  it('admits a known ticket once on this device, then says when it entered', async () => {
    const lists = [list(OTHER, [{ codeHash: sha(`${OTHER}:MZT-0000-0000-0001`) }]), list(EVENT, [{ codeHash: sha(`${EVENT}:${CODE}`) }])];
    const hashes = await hashesFor('mzt ab12 cd34 ef56', lists);
    const first = checkLocally({ code: 'mzt ab12 cd34 ef56', hashes, lists, queue: [], deviceId: 'porta-1', now: NOW });
    expect(first).toEqual({
      kind: 'admitted',
      title: 'Festival de Marrabenta',
      entry: {
        eventId: EVENT,
        code: CODE,
        holderName: 'Ana Macuácua',
        ticketType: 'VIP',
        checkedInAt: NOW.toISOString(),
        deviceId: 'porta-1',
        title: 'Festival de Marrabenta',
      },
    });
    const queue = first.kind === 'admitted' ? [first.entry] : [];
    const later = new Date(NOW.getTime() + 60_000);
    expect(checkLocally({ code: CODE, hashes, lists, queue, deviceId: 'porta-1', now: later })).toEqual({
      kind: 'already',
      at: NOW.toISOString(),
      here: true,
      holderName: 'Ana Macuácua',
      title: 'Festival de Marrabenta',
    });
  });

  it('refuses unknown codes, cancelled tickets and tickets that entered before the download', async () => {
    const lists = [
      list(EVENT, [
        { codeHash: sha(`${EVENT}:${CODE}`), checkedInAt: '2026-12-20T15:10:00.000Z' },
        { codeHash: sha(`${EVENT}:MZT-0000-0000-0002`), cancelled: true },
      ]),
    ];
    const args = (code: string) => ({ code, lists, queue: [], deviceId: 'porta-1', now: NOW });
    expect(checkLocally({ ...args(CODE), hashes: await hashesFor(CODE, lists) })).toMatchObject({
      kind: 'already',
      here: false,
      at: '2026-12-20T15:10:00.000Z',
    });
    const cancelled = 'MZT-0000-0000-0002';
    expect(checkLocally({ ...args(cancelled), hashes: await hashesFor(cancelled, lists) }).kind).toBe('cancelled');
    const unknown = 'MZT-9999-9999-9999';
    expect(checkLocally({ ...args(unknown), hashes: await hashesFor(unknown, lists) })).toEqual({ kind: 'unknown' });
    // A code of another event's list is not a ticket of this one: each list has its own hashes.
    const elsewhere = [list(OTHER, [{ codeHash: sha(`${EVENT}:${CODE}`) }])];
    expect(checkLocally({ ...args(CODE), lists: elsewhere, hashes: await hashesFor(CODE, elsewhere) }).kind).toBe('unknown');
    expect(checkLocally({ ...args(CODE), lists: [], hashes: new Map() }).kind).toBe('unknown');
  });

  it('marks a ticket checked in online in the kept list, once', () => {
    const kept = list(EVENT, [{ codeHash: 'a' }, { codeHash: 'b', checkedInAt: '2026-12-20T15:00:00.000Z' }]);
    const next = markEntered(kept, 'a', '2026-12-20T16:00:00.000Z');
    expect(next.tickets.map((t) => t.checkedInAt)).toEqual(['2026-12-20T16:00:00.000Z', '2026-12-20T15:00:00.000Z']);
    expect(markEntered(next, 'b', '2026-12-20T17:00:00.000Z').tickets[1]!.checkedInAt).toBe('2026-12-20T15:00:00.000Z');
  });

  it("reads the sync's answers: accepted and duplicate are done, conflicts and the rest are shown", () => {
    const entry = (code: string): QueuedCheckIn => ({
      eventId: EVENT,
      code,
      holderName: 'Ana',
      ticketType: 'Normal',
      checkedInAt: '2026-12-20T16:00:00.000Z',
      deviceId: 'porta-1',
    });
    const sent = ['MZT-A', 'MZT-B', 'MZT-C', 'MZT-D'].map(entry);
    const answer = applySyncResults(sent, [
      { code: 'MZT-A', status: 'accepted', holderName: 'Ana', checkedInAt: '2026-12-20T16:00:00.000Z', by: 'device' },
      { code: 'MZT-B', status: 'duplicate', holderName: 'Ana', checkedInAt: '2026-12-20T16:00:00.000Z', by: 'device' },
      { code: 'MZT-C', status: 'conflict', holderName: 'Rui', checkedInAt: '2026-12-20T15:55:00.000Z', by: 'online' },
      { code: 'MZT-D', status: 'unknown', holderName: null, checkedInAt: null, by: null },
    ]);
    expect(answer.accepted).toBe(2);
    expect(answer.remaining).toEqual([]);
    expect(answer.problems).toEqual([
      {
        eventId: EVENT,
        code: 'MZT-C',
        holderName: 'Rui',
        status: 'conflict',
        admittedHereAt: '2026-12-20T16:00:00.000Z',
        firstAt: '2026-12-20T15:55:00.000Z',
        by: 'online',
      },
      {
        eventId: EVENT,
        code: 'MZT-D',
        holderName: 'Ana',
        status: 'unknown',
        admittedHereAt: '2026-12-20T16:00:00.000Z',
        firstAt: null,
        by: null,
      },
    ]);
    expect(applySyncResults(sent, []).remaining).toHaveLength(4);
  });

  it('keeps a 403 or 404 answer to a sync as the refusal of the event, with the API code and message', () => {
    const err = Object.assign(new Error('Evento não encontrado.'), { status: 404, code: 'NOT_FOUND' });
    expect(refusalOf(EVENT, err, 'Festival de Marrabenta', NOW)).toEqual({
      eventId: EVENT,
      title: 'Festival de Marrabenta',
      status: 404,
      code: 'NOT_FOUND',
      message: 'Evento não encontrado.',
      at: NOW.toISOString(),
    });
    const forbidden = Object.assign(new Error('Só o organizador deste evento pode realizar esta ação.'), {
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(refusalOf(OTHER, forbidden, null, NOW)).toMatchObject({ status: 403, code: 'FORBIDDEN', title: null });
    // Anything else is tried again later: no network, an expired session, a server failure.
    expect(refusalOf(EVENT, new TypeError('Failed to fetch'), null, NOW)).toBeNull();
    expect(refusalOf(EVENT, Object.assign(new Error('Sessão inválida'), { status: 401 }), null, NOW)).toBeNull();
    expect(refusalOf(EVENT, Object.assign(new Error('Erro'), { status: 500 }), null, NOW)).toBeNull();
    expect(refusalOf(EVENT, null, null, NOW)).toBeNull();
  });

  it("leaves the refused events' entries out of what is sent", () => {
    const entry = (eventId: string, code: string): QueuedCheckIn => ({
      eventId, code, holderName: 'Ana Macuácua', ticketType: 'VIP', checkedInAt: NOW.toISOString(), deviceId: 'porta-1',
    });
    const queue = [entry(EVENT, CODE), entry(OTHER, 'MZT-0000-0000-0001'), entry(EVENT, 'MZT-0000-0000-0002')];
    const refusal = refusalOf(OTHER, Object.assign(new Error('x'), { status: 403 }), null, NOW)!;
    expect(pendingEntries(queue, [refusal]).map((q) => q.code)).toEqual([CODE, 'MZT-0000-0000-0002']);
    expect(pendingEntries(queue, [])).toHaveLength(3);
  });

  it('forgets a list a day after its event ended', () => {
    const kept = list(EVENT, []);
    expect(isStale(kept, new Date('2026-12-21T20:00:00.000Z'))).toBe(false);
    expect(isStale(kept, new Date('2026-12-21T21:00:01.000Z'))).toBe(true);
  });
});
