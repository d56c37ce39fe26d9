/**
 * @module Disputes (issue 32, ADR 0044): a traveller reports a problem with a paid booking ('Reportar um problema'
 * in /reservas), the provider answers within 72 hours in their partner area, an admin resolves it: a refund taken
 * from the provider's share (their balance of ADR 0026 falls by it), a goodwill refund paid by the platform, or a
 * rejection with a reason. Money moves only through the refund path of ADR 0006 (`refundCancelledBookings`), inside
 * the resolving transaction, under the booking's row lock then the dispute's: the second of two admins resolving at
 * once finds it resolved (409 DISPUTE_RESOLVED), and the refunds' one-per-payment key stands behind it. Every step
 * is written to the audit trail (dispute_events) and notified by the triggers of migration 0150.
 */
import { firstPage, type PageRequest, toKeysetPage } from '../../lib/paging.ts';
import { sql } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { refundCancelledBookings } from '../payments/payments.refunds.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { listPhotos, uploadPhoto } from '../media/media.service.ts';
import * as repo from './disputes.repo.ts';
import {
  type Dispute,
  DISPUTE_REASONS,
  type DisputeResolve,
  type DisputeStatus,
  type NewDispute,
} from './disputes.schemas.ts';

/** The provider answers within this time of the opening (issue 32). */
export const ANSWER_HOURS = 72;

const notFound = () => errors.notFound('Disputa não encontrada.');
const isAdmin = (user: AuthUser) => user.roles.includes('admin');

async function toDispute(r: repo.DisputeRow, now: Date): Promise<Dispute> {
  const [photos, events] = await Promise.all([listPhotos('dispute', r.id), repo.eventsOf(sql, r.id)]);
  return {
    id: r.id,
    bookingId: r.bookingId,
    bookingType: r.bookingType,
    bookingLabel: r.bookingLabel,
    clientName: r.clientName,
    providerName: r.providerName,
    reason: r.reason,
    description: r.description,
    amountAskedCents: r.amountAskedCents,
    paidCents: r.paidCents,
    providerShareCents: r.providerShareCents,
    status: r.status,
    providerDueAt: r.providerDueAt.toISOString(),
    providerOverdue: r.status === 'awaiting_provider' && r.providerDueAt <= now,
    providerAnswer: r.providerAnswer,
    providerAnsweredAt: r.providerAnsweredAt?.toISOString() ?? null,
    resolution: r.resolution,
    resolvedAmountCents: r.resolvedAmountCents,
    resolutionNote: r.resolutionNote,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    refund: r.refundId && r.refundStatus
      ? {
        id: r.refundId,
        status: r.refundStatus,
        amountCents: r.refundAmountCents ?? 0,
        providerAmountCents: r.refundProviderAmountCents ?? 0,
      }
      : null,
    photos,
    events: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    createdAt: r.createdAt.toISOString(),
  };
}

const list = async (f: repo.DisputeFilter & { page: PageRequest }) => {
  const now = new Date();
  const { data, next } = toKeysetPage(await repo.listDisputes(sql, f), f.page);
  return { data: await Promise.all(data.map((r) => toDispute(r, now))), next };
};

/** One page of the caller's disputes as traveller, newest first. */
export const listMine = (user: AuthUser, page = firstPage()) => list({ clientId: user.uid, page });
/** One page of the disputes about the caller's bookings as provider, newest first. */
export const listReceived = (user: AuthUser, page = firstPage()) => list({ providerId: user.uid, page });
/** One page of every dispute (admins), optionally of one status. */
export const listAll = (status?: DisputeStatus, page = firstPage()) => list({ status, page });

/**
 * One dispute: to its traveller, its provider or an admin.
 * @throws 404 NOT_FOUND to anyone else (not revealing that it exists)
 */
export async function show(user: AuthUser, id: string): Promise<Dispute> {
  const [row] = await repo.listDisputes(sql, { id });
  if (!row || (!isAdmin(user) && row.clientId !== user.uid && row.providerId !== user.uid)) throw notFound();
  return toDispute(row, new Date());
}

/**
 * Opens a dispute about the caller's paid booking (one per booking), under the booking's row lock.
 * @throws 404 NOT_FOUND (not the caller's booking); 409 DISPUTE_NOT_PAID (no succeeded payment), DISPUTE_REFUNDED
 *   (the booking was already refunded: one refund per payment, ADR 0006), DISPUTE_EXISTS; 422 DISPUTE_REASON (a
 *   reason of another product), DISPUTE_AMOUNT_TOO_HIGH (more than was paid)
 */
export async function open(user: AuthUser, input: NewDispute, now = new Date()): Promise<Dispute> {
  const id = await sql.begin(async (tx) => {
    const b = await repo.lockBooking(tx, input.bookingId);
    if (!b || b.userId !== user.uid) throw errors.notFound('Reserva não encontrada.');
    if (!(DISPUTE_REASONS[b.type] as readonly string[]).includes(input.reason)) {
      throw new AppError(422, 'DISPUTE_REASON', 'Este motivo não se aplica a esta reserva.');
    }
    if (b.paidCents <= 0) {
      throw new AppError(409, 'DISPUTE_NOT_PAID', 'Só pode reportar um problema de uma reserva paga.');
    }
    if (b.refunds > 0) {
      throw new AppError(
        409,
        'DISPUTE_REFUNDED',
        'Esta reserva já foi reembolsada. Contacte o suporte se precisar de ajuda.',
      );
    }
    if (input.amountCents > b.paidCents) {
      throw new AppError(422, 'DISPUTE_AMOUNT_TOO_HIGH', 'O valor pedido não pode ser maior do que o valor pago.', {
        paidCents: b.paidCents,
      });
    }
    const id = await repo.insertDispute(tx, {
      bookingId: b.id,
      clientId: user.uid,
      providerId: b.providerId,
      reason: input.reason,
      description: input.description,
      amountCents: input.amountCents,
      dueAt: new Date(now.getTime() + ANSWER_HOURS * 3_600_000),
    });
    if (!id) throw new AppError(409, 'DISPUTE_EXISTS', 'Já reportou um problema desta reserva.');
    await repo.addEvent(tx, { disputeId: id, actorId: user.uid, action: 'opened', amountCents: input.amountCents });
    return id;
  });
  return show(user, id);
}

/**
 * Adds a photo to the caller's dispute (the media upload of ADR 0023, target 'dispute', at most 5) while it is not
 * resolved.
 * @throws 404 NOT_FOUND (not the traveller of the dispute); 409 DISPUTE_RESOLVED; the upload's 400 and 409
 */
export async function addPhoto(user: AuthUser, id: string, file: File, alt?: string): Promise<Dispute> {
  const [row] = await repo.listDisputes(sql, { id });
  if (!row || row.clientId !== user.uid) throw notFound();
  if (row.status === 'resolved') throw resolvedError();
  await uploadPhoto(user, 'dispute', id, file, alt);
  await repo.addEvent(sql, { disputeId: id, actorId: user.uid, action: 'photo_added' });
  return show(user, id);
}

const resolvedError = () => new AppError(409, 'DISPUTE_RESOLVED', 'Esta disputa já foi resolvida.');

/**
 * The provider's answer, once, within 72 hours of the opening; the dispute then waits for an admin.
 * @throws 404 NOT_FOUND (not the dispute's provider); 409 DISPUTE_ANSWERED (answered or resolved),
 *   DISPUTE_ANSWER_LATE (the 72 hours passed)
 */
export async function answer(user: AuthUser, id: string, text: string, now = new Date()): Promise<Dispute> {
  await sql.begin(async (tx) => {
    const d = await repo.lockDispute(tx, id);
    if (!d || d.providerId !== user.uid) throw notFound();
    if (d.status !== 'awaiting_provider') {
      throw new AppError(409, 'DISPUTE_ANSWERED', 'Esta disputa já foi respondida.');
    }
    if (d.providerDueAt <= now) {
      throw new AppError(409, 'DISPUTE_ANSWER_LATE', 'O prazo de 72 horas para responder terminou.');
    }
    await repo.saveAnswer(tx, id, text, now);
    await repo.addEvent(tx, { disputeId: id, actorId: user.uid, action: 'provider_answered', note: text });
  });
  return show(user, id);
}

/**
 * An admin's decision, once. Under the booking's row lock, then the dispute's: a refund (from the provider's share,
 * beyond it from the platform fee) or a goodwill refund (all of it the platform's) through `refundCancelledBookings`
 * with the amount, or a rejection. Nothing is written when a rule fails.
 * @param provider the payment provider (tests pass their own sandbox); the deployment's by default
 * @throws 400 VALIDATION_ERROR (refund or goodwill without an amount); 404 NOT_FOUND; 409 DISPUTE_RESOLVED,
 *   DISPUTE_AWAITING_PROVIDER (the provider may still answer), DISPUTE_REFUND_UNAVAILABLE (the booking was refunded
 *   meanwhile, or has a payment in progress); 422 DISPUTE_AMOUNT_TOO_HIGH
 */
export async function resolve(
  user: AuthUser,
  id: string,
  input: DisputeResolve,
  options: { now?: Date; provider?: PaymentProvider } = {},
): Promise<Dispute> {
  const now = options.now ?? new Date();
  const bookingId = await repo.bookingOfDispute(sql, id);
  if (!bookingId) throw notFound();
  await sql.begin(async (tx) => {
    const b = await repo.lockBooking(tx, bookingId);
    const d = await repo.lockDispute(tx, id);
    if (!b || !d) throw notFound();
    if (d.status === 'resolved') throw resolvedError();
    if (d.status === 'awaiting_provider' && d.providerDueAt > now) {
      throw new AppError(
        409,
        'DISPUTE_AWAITING_PROVIDER',
        'O prestador ainda pode responder: decida depois da resposta ou do fim do prazo de 72 horas.',
      );
    }
    let refundId: string | null = null;
    let amount = 0;
    if (input.resolution !== 'rejected') {
      if (!input.amountCents) throw errors.validation('Indique o valor pedido em MZN (maior que zero).', 'amountCents');
      amount = input.amountCents;
      if (amount > b.paidCents) {
        throw new AppError(422, 'DISPUTE_AMOUNT_TOO_HIGH', 'O valor pedido não pode ser maior do que o valor pago.', {
          paidCents: b.paidCents,
        });
      }
      if (b.refunds > 0 || b.pendingPayments > 0) throw refundUnavailable();
      const reason = input.resolution === 'refund' ? 'dispute_refund' : 'dispute_goodwill';
      // refund: the provider's share pays first; goodwill: the platform pays it all (the refund's fee part).
      const platformFeeCents = input.resolution === 'refund' ? Math.max(0, amount - b.providerAmountCents) : amount;
      const made = await refundCancelledBookings(tx, [b.id], {
        reason,
        initiatedBy: user.uid,
        now,
        provider: options.provider,
        amount: { refundCents: amount, platformFeeCents },
      });
      if (made.refunds !== 1) throw refundUnavailable();
      refundId = (await repo.refundOf(tx, b.id, reason)) ?? null;
    }
    await repo.saveResolution(tx, id, {
      resolution: input.resolution,
      amountCents: amount,
      note: input.note,
      by: user.uid,
      now,
      refundId,
    });
    await repo.addEvent(tx, {
      disputeId: id,
      actorId: user.uid,
      action: input.resolution === 'refund' ? 'refunded' : input.resolution === 'goodwill' ? 'goodwill' : 'rejected',
      amountCents: input.resolution === 'rejected' ? undefined : amount,
      note: input.note,
    });
  });
  return show(user, id);
}

const refundUnavailable = () =>
  new AppError(
    409,
    'DISPUTE_REFUND_UNAVAILABLE',
    'Esta reserva já tem um reembolso ou um pagamento em curso: não é possível reembolsar de novo.',
  );
