/**
 * @module Offline check-in (issue 14, ADR 0035). Before the doors open the organiser's device downloads the event's
 * check-in list (a hash of each code, the holder's name, the ticket type, the check-in state) and admits tickets
 * against it without a network; when the network returns it sends its queue of check-ins, applied here one by one
 * under row locks, idempotently: the first check-in of a ticket wins, a later one from another device (or after an
 * online check-in) is a conflict, kept once per ticket and device and told to the organiser.
 */
import { sql } from '../../lib/db.ts';
import { displayNameSql } from '../../lib/names.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import * as repo from './events.repo.ts';
import type { EventRow } from './events.repo.ts';
import { eventErrors, normaliseCode } from './events.service.ts';
import { checkInWindow, platformCheckInHours, windowState } from './events.checkin-window.ts';
import { AppError } from '../../lib/errors.ts';
import type { CheckInList, CheckInSyncItem, CheckInSyncResult } from './events.checkin.schemas.ts';

/**
 * The hash of a ticket code kept on the device instead of the code: lower-case hex SHA-256 of
 * `<event id>:<normalised code>` (the event id keeps one list's hashes useless for another event). The partner
 * portal computes the same (apps/partner-portal/src/features/events/lib/offline-checkin.ts).
 * @example await codeHash('0b7d…', 'MZT-AB12-CD34-EF56') // '9f2c…' (64 hex characters)
 */
export async function codeHash(eventId: string, code: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${eventId}:${normaliseCode(code)}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An event the caller organises, or any event for an admin; 404 unknown, 403 FORBIDDEN another organiser's. */
export async function managedEvent(user: AuthUser, id: string): Promise<EventRow> {
  if (!isUuid(id)) throw eventErrors.notFound();
  const row = await repo.findEvent(sql, id);
  if (!row) throw eventErrors.notFound();
  if (row.organiserId !== user.uid && !user.roles.includes('admin')) throw eventErrors.notOwner();
  return row;
}

interface ListRow {
  code: string;
  holderName: string;
  ticketType: string | null;
  checkedInAt: Date | null;
  cancelledAt: Date | null;
}

/**
 * GET /api/events/{id}/checkin-list: every ticket of the event as the device keeps it (ADR 0035: no code, no e-mail).
 * @returns the event's title and times, when the list was made, and one line per ticket
 */
export async function checkInList(user: AuthUser, id: string, now: Date = new Date()): Promise<CheckInList> {
  const event = await managedEvent(user, id);
  const rows = await sql<ListRow[]>`
    select t.code, ${displayNameSql(sql, 'u')} as holder_name, c.ticket_type_name as ticket_type, t.checked_in_at,
      t.cancelled_at
    from tickets t join users u on u.id = t.attendee_user_id
    left join event_booking_choices c on c.booking_id = t.booking_id
    where t.event_id = ${id}
    order by t.created_at, t.booking_id, t.seq
  `;
  const window = checkInWindow(event, await platformCheckInHours(sql));
  return {
    eventId: event.id,
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    checkInOpensAt: window.opensAt.toISOString(),
    checkInClosesAt: window.closesAt.toISOString(),
    generatedAt: now.toISOString(),
    tickets: await Promise.all(rows.map(async (r) => ({
      codeHash: await codeHash(id, r.code),
      holderName: r.holderName,
      ticketType: r.ticketType ?? 'Normal',
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
      cancelled: r.cancelledAt !== null,
    }))),
  };
}

interface LockedTicket {
  id: string;
  code: string;
  holderName: string;
  checkedInAt: Date | null;
  checkedInDevice: string | null;
  cancelledAt: Date | null;
}

const hhmm = (at: Date) =>
  new Intl.DateTimeFormat('pt-PT', { timeZone: 'Africa/Maputo', hour: '2-digit', minute: '2-digit', hour12: false })
    .format(at);

/**
 * POST /api/events/{id}/checkins/sync: applies a device's queue of offline check-ins in one transaction, the event's
 * tickets named in it locked (`for update`, in id order, so two syncs never deadlock). Per item, in order:
 * - `accepted`: the ticket had not entered; it is checked in at the device's time (never later than now), by the
 *   caller, from that device;
 * - `duplicate`: that same device had already admitted it (a resent queue): nothing changes;
 * - `conflict`: it had entered earlier, online or from another device (`checkedInAt`, `by`): kept once per ticket
 *   and device in ticket_checkin_conflicts, and the organiser is notified once (kind checkin_conflict);
 * - `unknown`: no ticket of this event has that code; `cancelled`: the ticket was cancelled;
 * - `outside_window`: the device admitted it before the check-in opened or after the event ended (ADR 0043): not
 *   recorded.
 * Resending the same queue answers `duplicate` or the same `conflict` and changes nothing.
 */
export async function syncCheckIns(
  user: AuthUser,
  id: string,
  items: readonly CheckInSyncItem[],
  now: Date = new Date(),
): Promise<CheckInSyncResult[]> {
  const event = await managedEvent(user, id);
  const window = checkInWindow(event, await platformCheckInHours(sql));
  const codes = [...new Set(items.map((i) => normaliseCode(i.code)))];
  return await sql.begin(async (tx) => {
    const locked = codes.length === 0 ? [] : await tx<LockedTicket[]>`
      select t.id, t.code, ${displayNameSql(tx, 'u')} as holder_name, t.checked_in_at, t.checked_in_device,
        t.cancelled_at
      from tickets t join users u on u.id = t.attendee_user_id
      where t.event_id = ${id} and t.code in ${tx(codes)}
      order by t.id
      for update of t
    `;
    const byCode = new Map(locked.map((t) => [t.code, t]));
    const results: CheckInSyncResult[] = [];
    for (const item of items) {
      const code = normaliseCode(item.code);
      const t = byCode.get(code);
      if (!t) {
        results.push({ code, status: 'unknown', holderName: null, checkedInAt: null, by: null });
        continue;
      }
      const base = { code, holderName: t.holderName };
      if (t.cancelledAt) {
        results.push({ ...base, status: 'cancelled', checkedInAt: null, by: null });
      } else if (
        !t.checkedInAt &&
        windowState(window, new Date(item.checkedInAt) > now ? now : new Date(item.checkedInAt)) !== 'open'
      ) {
        results.push({ ...base, status: 'outside_window', checkedInAt: null, by: null });
      } else if (!t.checkedInAt) {
        const sent = new Date(item.checkedInAt);
        const at = sent > now ? now : sent;
        await tx`
          update tickets set checked_in_at = ${at}, checked_in_by = ${user.uid}, checked_in_device = ${item.deviceId}
          where id = ${t.id}
        `;
        t.checkedInAt = at;
        t.checkedInDevice = item.deviceId;
        results.push({ ...base, status: 'accepted', checkedInAt: at.toISOString(), by: 'device' });
      } else if (t.checkedInDevice === item.deviceId) {
        results.push({ ...base, status: 'duplicate', checkedInAt: t.checkedInAt.toISOString(), by: 'device' });
      } else {
        const by = t.checkedInDevice ? 'other_device' as const : 'online' as const;
        const attempted = new Date(item.checkedInAt) > now ? now : new Date(item.checkedInAt);
        const [fresh] = await tx`
          insert into ticket_checkin_conflicts (ticket_id, device_id, attempted_at, sent_by)
          values (${t.id}, ${item.deviceId}, ${attempted}, ${user.uid})
          on conflict (ticket_id, device_id) do nothing
          returning ticket_id
        `;
        if (fresh) {
          // Catalog shapes (notifications.texts.ts), translated by GET /api/notifications.
          const [title, holder, at, first] = [event.title, t.holderName, hhmm(attempted), hhmm(t.checkedInAt)];
          const body = by === 'online'
            ? `${title}: o bilhete ${code} (${holder}) foi admitido sem ligação às ${at}, mas já tinha sido validado online às ${first}.`
            : `${title}: o bilhete ${code} (${holder}) foi admitido sem ligação às ${at}, mas já tinha sido validado noutro dispositivo às ${first}.`;
          await tx`
            select notify(${event.organiserId}, 'checkin_conflict', 'Entrada em duplicado', ${body},
              '/organizadores/check-in', null)
          `;
        }
        results.push({ ...base, status: 'conflict', checkedInAt: t.checkedInAt.toISOString(), by });
      }
    }
    return results;
  });
}

/** The 15 minutes after a check-in during which the organiser may undo it (ADR 0043). */
export const UNDO_MINUTES = 15;

export const undoErrors = {
  notCheckedIn: () => new AppError(409, 'NOT_CHECKED_IN', 'Este bilhete não tem entrada registada.'),
  expired: () =>
    new AppError(409, 'CHECKIN_UNDO_EXPIRED', 'Só é possível anular uma entrada nos 15 minutos seguintes ao registo.'),
};

/**
 * POST /api/events/tickets/{ticketId}/check-in/undo: the event's organiser (or an admin) undoes a check-in within
 * UNDO_MINUTES (15) of it, e.g. the wrong ticket scanned. The ticket can enter again; the undo is kept in
 * ticket_checkin_undos (who checked it in, from which device, when; who undid it and when). The ticket row is locked,
 * so an undo and a second check-in never cross. Errors: 404 TICKET_NOT_FOUND (unknown, or of another organiser's
 * event), 409 NOT_CHECKED_IN, 409 CHECKIN_UNDO_EXPIRED.
 * @returns the ticket's id and code, and when its check-in was
 */
export async function undoCheckIn(user: AuthUser, ticketId: string, now: Date = new Date()) {
  if (!isUuid(ticketId)) throw eventErrors.ticketNotFound();
  return await sql.begin(async (tx) => {
    const [t]: [
      {
        id: string;
        code: string;
        eventId: string;
        organiserId: string;
        checkedInAt: Date | null;
        checkedInBy: string | null;
        checkedInDevice: string | null;
      }?,
    ] = await tx`
      select t.id, t.code, t.event_id, e.organiser_id, t.checked_in_at, t.checked_in_by, t.checked_in_device
      from tickets t join events e on e.id = t.event_id
      where t.id = ${ticketId}
      for update of t
    `;
    if (!t || (t.organiserId !== user.uid && !user.roles.includes('admin'))) throw eventErrors.ticketNotFound();
    if (!t.checkedInAt) throw undoErrors.notCheckedIn();
    if (now.getTime() - t.checkedInAt.getTime() > UNDO_MINUTES * 60_000) throw undoErrors.expired();
    await tx`
      insert into ticket_checkin_undos (ticket_id, checked_in_at, checked_in_by, checked_in_device, undone_by, undone_at)
      values (${t.id}, ${t.checkedInAt}, ${t.checkedInBy}, ${t.checkedInDevice}, ${user.uid}, ${now})
    `;
    await tx`
      update tickets set checked_in_at = null, checked_in_by = null, checked_in_device = null where id = ${t.id}
    `;
    return { ticketId: t.id, code: t.code, eventId: t.eventId, undoneCheckedInAt: t.checkedInAt.toISOString() };
  });
}
