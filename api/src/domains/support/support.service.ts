/**
 * @module Support requests (issue 32, ADR 0044): a user writes to the team from 'Contactar o suporte', optionally
 * about one of their bookings; admins answer in /admin/support and close. Every signed-in account may write, a
 * suspended one included ('Contacte o suporte': this is where it leads). Each step is notified by the triggers of
 * migration 0150 (the team's answer and the closing to the user; a new request or message to every admin).
 */
import { firstPage, type PageRequest, toKeysetPage } from '../../lib/paging.ts';
import { sql } from '../../lib/db.ts';
import { errors } from '../../lib/errors.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import * as repo from './support.repo.ts';
import type { NewSupportRequest, SupportRequest, SupportStatus, SupportThread } from './support.schemas.ts';

const notFound = () => errors.notFound('Pedido de suporte não encontrado.');
const isAdmin = (user: AuthUser) => user.roles.includes('admin');

function toRequest({ cursorAt: _cursorAt, ...r }: repo.SupportRow): SupportRequest {
  return {
    ...r,
    lastMessageAt: r.lastMessageAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
  };
}

/** The caller's requests, newest activity first. */
export async function listMine(
  user: AuthUser,
  page: PageRequest = firstPage(),
): Promise<{ data: SupportRequest[]; next: string | null }> {
  return toKeysetPage(await repo.listRequests(sql, { userId: user.uid, page }), page, toRequest);
}

/** One page of every request (admins), optionally of one status, newest activity first. */
export async function listAll(
  status?: SupportStatus,
  page: PageRequest = firstPage(),
): Promise<{ data: SupportRequest[]; next: string | null }> {
  return toKeysetPage(await repo.listRequests(sql, { status, page }), page, toRequest);
}

/**
 * One request with its messages: the caller's own, or any for an admin.
 * @throws 404 NOT_FOUND when it does not exist or is someone else's (not revealing which)
 */
export async function thread(user: AuthUser, id: string): Promise<SupportThread> {
  const [row] = await repo.listRequests(sql, { id, userId: isAdmin(user) ? undefined : user.uid });
  if (!row) throw notFound();
  const messages = await repo.messagesOf(sql, id);
  return { ...toRequest(row), messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
}

/**
 * Opens a request with its first message.
 * @throws 404 NOT_FOUND when `bookingId` is not one of the caller's bookings (as traveller or provider)
 */
export async function open(user: AuthUser, input: NewSupportRequest): Promise<SupportThread> {
  if (input.bookingId && !(await repo.ownsBooking(sql, user.uid, input.bookingId))) {
    throw errors.notFound('Reserva não encontrada.');
  }
  const id = await sql.begin(async (tx) => {
    const id = await repo.insertRequest(tx, {
      userId: user.uid,
      bookingId: input.bookingId ?? null,
      subject: input.subject,
    });
    await repo.insertMessage(tx, { requestId: id, authorId: user.uid, fromStaff: false, body: input.message });
    return id;
  });
  return thread(user, id);
}

/**
 * Adds a message: the request's owner (it becomes 'open' again, also when it was closed) or an admin (it becomes
 * 'answered'). The row is locked, so concurrent messages keep their order and the last status wins.
 * @throws 404 NOT_FOUND (not the caller's and the caller is not an admin)
 */
export async function reply(user: AuthUser, id: string, body: string): Promise<SupportThread> {
  await sql.begin(async (tx) => {
    const request = await repo.lockRequest(tx, id);
    if (!request) throw notFound();
    const own = request.userId === user.uid;
    if (!own && !isAdmin(user)) throw notFound();
    const fromStaff = !own;
    await repo.insertMessage(tx, { requestId: id, authorId: user.uid, fromStaff, body });
    await repo.setStatus(tx, id, fromStaff ? 'answered' : 'open', null, new Date());
  });
  return thread(user, id);
}

/**
 * Closes a request (admins). Closing a closed request changes nothing (and notifies nobody again).
 * @throws 404 NOT_FOUND
 */
export async function close(user: AuthUser, id: string): Promise<SupportThread> {
  await sql.begin(async (tx) => {
    const request = await repo.lockRequest(tx, id);
    if (!request) throw notFound();
    if (request.status !== 'closed') await repo.setStatus(tx, id, 'closed', user.uid, new Date());
  });
  return thread(user, id);
}
