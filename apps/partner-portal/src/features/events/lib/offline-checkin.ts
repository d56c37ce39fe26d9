/**
 * @module Offline check-in, the decisions (issue 14, ADR 0035): no storage, no network, so vitest checks them.
 *
 * The device keeps, per event, the list the API gave (GET /api/events/{id}/checkin-list: a SHA-256 of each code,
 * never the code; the holder's name; the ticket type; when it entered; cancelled or not) and its own queue of
 * check-ins not sent yet. A typed or scanned code is hashed the server's way and looked up in every list on the
 * device: unknown codes are refused, a ticket enters once on this device (a second time says when), and an entry
 * is queued until POST /api/events/{id}/checkins/sync answers for it.
 */
import { normaliseTicketCode } from '@turismo/rules/tickets.ts';

/** One ticket of a check-in list, as the API sends it (components['schemas']['CheckInListTicket']). */
export interface ListTicket {
  /** Lower-case hex SHA-256 of '<event id>:<normalised code>'. */
  codeHash: string;
  holderName: string;
  ticketType: string;
  /** ISO instant of its check-in, or null. */
  checkedInAt: string | null;
  cancelled: boolean;
}

/** An event's list as kept on the device. */
export interface StoredList {
  eventId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  /**
   * When the check-in opens and closes (ISO; ADR 0043: the set hours before the start, until the end). Lists
   * downloaded before these existed lack them: the server still refuses entries outside the window at the sync.
   */
  checkInOpensAt?: string;
  checkInClosesAt?: string;
  /** When this device downloaded it (ISO). */
  downloadedAt: string;
  tickets: ListTicket[];
}

/** A check-in made on this device and not yet answered by the server. */
export interface QueuedCheckIn {
  eventId: string;
  /** The normalised code (the server needs it; only admitted tickets' codes are kept). */
  code: string;
  holderName: string;
  ticketType: string;
  /** ISO instant of the entry on this device. */
  checkedInAt: string;
  deviceId: string;
  /** The event's title when it was admitted (shown if the server refuses the entry; older entries lack it). */
  title?: string;
}

/**
 * The server's refusal of one event's whole queue (ADR 0035, addendum): 403, the organiser may no longer manage
 * the event (a role taken away, not their event), or 404, the event no longer exists. Its entries stay on the device,
 * shown with the reason and no longer sent by themselves, until the organiser discards them or sends them again.
 */
export interface SyncRefusal {
  eventId: string;
  /** The event's title as the device knew it, or null. */
  title: string | null;
  status: 403 | 404;
  /** The API's error code, e.g. 'FORBIDDEN', 'NOT_FOUND'. */
  code: string;
  /** The API's message, in the language of the request, e.g. 'Evento não encontrado.' */
  message: string;
  /** When the server refused (ISO). */
  at: string;
}

/** The server's answer for one queued check-in (components['schemas']['CheckInSyncResult']). */
export interface SyncResult {
  code: string;
  status: 'accepted' | 'duplicate' | 'conflict' | 'unknown' | 'cancelled' | 'outside_window';
  holderName: string | null;
  checkedInAt: string | null;
  by: 'device' | 'other_device' | 'online' | null;
}

/** A queued check-in the server did not accept, shown to the organiser until dismissed. */
export interface SyncProblem {
  eventId: string;
  code: string;
  holderName: string;
  status: 'conflict' | 'unknown' | 'cancelled' | 'outside_window';
  /** When this device admitted the holder (ISO). */
  admittedHereAt: string;
  /** conflict: the first check-in, the one that counts (ISO). */
  firstAt: string | null;
  by: 'other_device' | 'online' | null;
}

export type LocalOutcome =
  | { kind: 'admitted'; entry: QueuedCheckIn; title: string }
  /** Entered before: on this device while offline (`here`), or already in the list (online or another device). */
  | { kind: 'already'; at: string; here: boolean; holderName: string; title: string }
  | { kind: 'cancelled'; holderName: string; title: string }
  /** Outside the event's check-in window (ADR 0043): before it opens, or after the event ended. */
  | { kind: 'closed'; when: 'early' | 'late'; at: string; holderName: string; title: string }
  | { kind: 'unknown' };

/** The server's normalisation of a typed code: the rules package's (`@turismo/rules/tickets.ts`). */
export const normaliseCode = normaliseTicketCode;

/**
 * The hash the check-in list carries: hex SHA-256 of '<event id>:<normalised code>' (Web Crypto; secure contexts).
 * @example await codeHash(eventId, 'MZT-AB12-CD34-EF56') // 64 hex characters
 */
export async function codeHash(eventId: string, code: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${eventId}:${normaliseCode(code)}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks a code against the lists on the device, without a network.
 * @param hashes the code's hash per event id (from {@link codeHash}; the code differs per list)
 * @param queue the check-ins of this device not yet sent
 * @returns admitted (the entry to queue), already (when, and whether on this device), cancelled, closed (outside the
 *   check-in window: too early or too late) or unknown
 */
export function checkLocally(args: {
  code: string;
  hashes: ReadonlyMap<string, string>;
  lists: readonly StoredList[];
  queue: readonly QueuedCheckIn[];
  deviceId: string;
  now: Date;
}): LocalOutcome {
  const code = normaliseCode(args.code);
  for (const list of args.lists) {
    const hash = args.hashes.get(list.eventId);
    const ticket = hash ? list.tickets.find((t) => t.codeHash === hash) : undefined;
    if (!ticket) continue;
    const base = { holderName: ticket.holderName, title: list.title };
    if (ticket.cancelled) return { kind: 'cancelled', ...base };
    if (list.checkInOpensAt && args.now < new Date(list.checkInOpensAt)) {
      return { kind: 'closed', when: 'early', at: list.checkInOpensAt, ...base };
    }
    const closesAt = list.checkInClosesAt ?? list.endsAt;
    if (args.now > new Date(closesAt)) return { kind: 'closed', when: 'late', at: closesAt, ...base };
    const queued = args.queue.find((q) => q.eventId === list.eventId && q.code === code);
    if (queued) return { kind: 'already', at: queued.checkedInAt, here: true, ...base };
    if (ticket.checkedInAt) return { kind: 'already', at: ticket.checkedInAt, here: false, ...base };
    return {
      kind: 'admitted',
      title: list.title,
      entry: {
        eventId: list.eventId,
        code,
        holderName: ticket.holderName,
        ticketType: ticket.ticketType,
        checkedInAt: args.now.toISOString(),
        deviceId: args.deviceId,
        title: list.title,
      },
    };
  }
  return { kind: 'unknown' };
}

/**
 * The list with one ticket marked as entered at `at` (after an online check-in from this device), or as not entered
 * (`at` null: the check-in was undone, ADR 0043).
 */
export function markEntered(list: StoredList, hash: string, at: string | null): StoredList {
  return {
    ...list,
    tickets: list.tickets.map((t) =>
      t.codeHash === hash && (at === null || !t.checkedInAt) ? { ...t, checkedInAt: at } : t
    ),
  };
}

/**
 * Reads the server's answers to a sent queue (same order as sent).
 * @returns the entries still to send (none: every item was answered), the problems to show, and the count the
 *   server accepted (accepted, or duplicate: this device's own entry sent before)
 */
export function applySyncResults(sent: readonly QueuedCheckIn[], results: readonly SyncResult[]) {
  const problems: SyncProblem[] = [];
  let accepted = 0;
  sent.forEach((entry, i) => {
    const r = results[i];
    if (!r) return;
    if (r.status === 'accepted' || r.status === 'duplicate') {
      accepted += 1;
      return;
    }
    problems.push({
      eventId: entry.eventId,
      code: entry.code,
      holderName: r.holderName ?? entry.holderName,
      status: r.status,
      admittedHereAt: entry.checkedInAt,
      firstAt: r.status === 'conflict' ? r.checkedInAt : null,
      by: r.status === 'conflict' && (r.by === 'online' || r.by === 'other_device') ? r.by : null,
    });
  });
  return { remaining: sent.slice(results.length), problems, accepted };
}

/** Whether a list may be forgotten: its event ended more than a day ago (nothing left to admit). */
export function isStale(list: StoredList, now: Date): boolean {
  return new Date(list.endsAt).getTime() + 24 * 3600_000 < now.getTime();
}

/**
 * Reads a failed send of one event's queue: a 403 or 404 answer refuses it for good (kept aside with the reason);
 * anything else (no network, 401, 5xx) is not a refusal, and the queue is tried again later.
 * @param err what POST /api/events/{id}/checkins/sync threw (the app core's ApiError carries status, code, message)
 * @returns the refusal to keep, or null
 * @example refusalOf(id, new ApiError(404, 'NOT_FOUND', 'Evento não encontrado.'), 'Festa', now) // { status: 404, ... }
 */
export function refusalOf(eventId: string, err: unknown, title: string | null, now: Date): SyncRefusal | null {
  if (!err || typeof err !== 'object' || !('status' in err)) return null;
  const { status, code, message } = err as { status: unknown; code?: unknown; message?: unknown };
  if (status !== 403 && status !== 404) return null;
  return {
    eventId,
    title,
    status,
    code: typeof code === 'string' ? code : '',
    message: typeof message === 'string' ? message : '',
    at: now.toISOString(),
  };
}

/** The entries still sent by themselves: the queue without the events the server refused. */
export function pendingEntries(queue: readonly QueuedCheckIn[], refusals: readonly SyncRefusal[]): QueuedCheckIn[] {
  return queue.filter((q) => !refusals.some((r) => r.eventId === q.eventId));
}
