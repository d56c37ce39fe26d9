/**
 * @module Review rules (issue 11, ADR 0022): who may review which booking and when, double-blind publishing, the
 * host's reply, reports and the admin's hiding. Ratings follow in the database (migration 0055).
 */
import { type Sql, sql } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import * as repo from './reviews.repo.ts';
import { type Review, REVIEW_MESSAGES, type Reviewable, type ReviewBody, type ReviewPage } from './reviews.schemas.ts';

export const REVIEW_ERRORS = {
  notParticipant: () =>
    new AppError(
      403,
      'REVIEW_NOT_ALLOWED',
      'Só o viajante e o motorista ou o alojamento desta reserva a podem avaliar.',
    ),
  notYet: () =>
    new AppError(
      409,
      'REVIEW_NOT_AVAILABLE',
      'Só pode avaliar depois de concluída a viagem, a estadia ou o evento (bilhete validado à entrada).',
    ),
  closed: () => new AppError(409, 'REVIEW_WINDOW_CLOSED', 'O prazo de 14 dias para avaliar esta reserva terminou.'),
  exists: () =>
    new AppError(409, 'REVIEW_EXISTS', 'Já avaliou esta reserva. Pode editar a sua avaliação até ser publicada.'),
  published: () => new AppError(409, 'REVIEW_PUBLISHED', 'A avaliação já foi publicada e não pode ser alterada.'),
  notPublished: () => new AppError(409, 'REVIEW_NOT_PUBLISHED', 'Só pode responder a uma avaliação publicada.'),
  replied: () => new AppError(409, 'REVIEW_REPLIED', 'Já respondeu a esta avaliação.'),
  reported: () => new AppError(409, 'REVIEW_REPORTED', 'Já denunciou esta avaliação.'),
  hidden: () => new AppError(409, 'REVIEW_HIDDEN', 'Esta avaliação já está oculta.'),
  notFound: () => new AppError(404, 'NOT_FOUND', 'Avaliação não encontrada.'),
};

/** The public shape of a review row. */
export function toReview(r: repo.ReviewRow): Review {
  return {
    id: r.id,
    bookingType: r.bookingType,
    subjectType: r.subjectType,
    subjectId: r.subjectId,
    authorName: r.authorName,
    rating: r.rating,
    comment: r.comment,
    cleanliness: r.cleanliness,
    location: r.location,
    value: r.value,
    createdAt: r.createdAt.toISOString(),
    publishedAt: r.publishedAt?.toISOString() ?? null,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
  };
}

/** The side of `uid` in a booking, or 403: the traveller, or the driver / manager (organisers do not review). */
function sideOf(w: repo.WindowRow, uid: string): 'traveller' | 'host' {
  if (w.userId === uid) return 'traveller';
  if (w.providerId === uid && w.type !== 'event') return 'host';
  throw REVIEW_ERRORS.notParticipant();
}

/** The subject of the review a side writes. */
function subjectOf(w: repo.WindowRow, side: 'traveller' | 'host') {
  if (side === 'host') return { subjectType: 'traveller' as const, subjectId: w.userId, subjectUserId: w.userId };
  if (w.type === 'stay') {
    return { subjectType: 'establishment' as const, subjectId: w.establishmentId!, subjectUserId: w.providerId };
  }
  if (w.type === 'event') return { subjectType: 'event' as const, subjectId: w.eventId!, subjectUserId: w.providerId };
  return { subjectType: 'driver' as const, subjectId: w.providerId, subjectUserId: w.providerId };
}

/** The stay categories: required for an establishment, refused otherwise (400). */
function categories(subjectType: repo.SubjectType, body: ReviewBody) {
  const given = [body.cleanliness, body.location, body.value];
  if (subjectType === 'establishment') {
    if (given.some((v) => v === undefined)) throw errors.validation(REVIEW_MESSAGES.categories, 'cleanliness');
    return { cleanliness: body.cleanliness!, location: body.location!, value: body.value! };
  }
  if (given.some((v) => v !== undefined)) throw errors.validation(REVIEW_MESSAGES.noCategories, 'cleanliness');
  return { cleanliness: null, location: null, value: null };
}

/** The window check: open at `now` (opens_at <= now < closes_at), else 409. */
function checkWindow(w: repo.WindowRow, now: Date): Date {
  if (!w.opensAt || !w.closesAt || w.opensAt > now) throw REVIEW_ERRORS.notYet();
  if (w.closesAt <= now) throw REVIEW_ERRORS.closed();
  return w.closesAt;
}

/**
 * Writes the caller's review of a booking (POST /api/reviews/bookings/{bookingId}). In one transaction, under the
 * booking's row lock: the caller's side, the open window, one review per side (the unique constraint), then
 * publishing both reviews when the other side already wrote; an event review is published at once.
 * @throws 404 unknown booking, 403 not a participant, 409 not yet / window closed / already written, 400 categories
 */
export async function writeReview(user: AuthUser, bookingId: string, body: ReviewBody, now = new Date()) {
  const id = await submitReview(sql, user.uid, bookingId, body, now);
  return toReview((await repo.findReview(sql, id))!);
}

/**
 * The rules of {@link writeReview} on a given pool and clock (the demo seed writes its reviews through them).
 * @returns the new review's id
 */
export async function submitReview(db: Sql, uid: string, bookingId: string, body: ReviewBody, now: Date) {
  return await db.begin(async (tx) => {
    const w = await repo.lockWindow(tx, bookingId);
    if (!w) throw errors.notFound('Reserva não encontrada.');
    const side = sideOf(w, uid);
    const windowEndsAt = checkWindow(w, now);
    const subject = subjectOf(w, side);
    const id = await repo.insertReview(tx, {
      bookingId,
      side,
      authorId: uid,
      ...subject,
      rating: body.rating,
      comment: body.comment,
      ...categories(subject.subjectType, body),
      windowEndsAt,
      publishedAt: w.type === 'event' ? now : null,
      now,
    });
    if (!id) throw REVIEW_ERRORS.exists();
    await repo.publishBookingIfBoth(tx, bookingId, now);
    return id;
  });
}

/**
 * Edits the caller's blind review of a booking (PUT /api/reviews/bookings/{bookingId}).
 * @throws 404 no review of the caller, 403 not a participant, 409 published (or its window ended)
 */
export async function editReview(user: AuthUser, bookingId: string, body: ReviewBody, now = new Date()) {
  await repo.publishDue(sql, now);
  const id = await sql.begin(async (tx) => {
    const w = await repo.lockWindow(tx, bookingId);
    if (!w) throw errors.notFound('Reserva não encontrada.');
    const side = sideOf(w, user.uid);
    const own = await repo.findOwnReview(tx, bookingId, side);
    if (!own) throw REVIEW_ERRORS.notFound();
    if (own.publishedAt) throw REVIEW_ERRORS.published();
    await repo.updateReview(tx, own.id, {
      rating: body.rating,
      comment: body.comment,
      ...categories(own.subjectType, body),
      now,
    });
    return own.id;
  });
  return toReview((await repo.findReview(sql, id))!);
}

const SUBJECTS = { drivers: 'driver', establishments: 'establishment', events: 'event' } as const;

/**
 * A page of the published, visible reviews of a subject, newest first, with its rating and count. Blind reviews
 * whose window ended are published first.
 */
export async function listReviews(
  subject: keyof typeof SUBJECTS | 'travellers',
  id: string,
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<ReviewPage> {
  await repo.publishDue(sql, now);
  const type = subject === 'travellers' ? 'traveller' : SUBJECTS[subject];
  const [{ rows, total }, totals] = await Promise.all([
    repo.listPublished(sql, type, id, page, pageSize),
    repo.ratingOf(sql, type, id),
  ]);
  return { items: rows.map(toReview), page, pageSize, total, ...totals };
}

/** The bookings the caller may review now, with their still editable review if any (the /reservas prompt). */
export async function listReviewable(user: AuthUser, now = new Date()): Promise<Reviewable[]> {
  await repo.publishDue(sql, now);
  const rows = await repo.reviewable(sql, user.uid, now);
  const mine = await Promise.all(rows.map((r) => r.reviewId ? repo.findReview(sql, r.reviewId) : undefined));
  return rows.map((r, i) => ({
    bookingId: r.bookingId,
    bookingType: r.bookingType,
    side: r.side,
    subjectType: r.side === 'host'
      ? 'traveller'
      : r.bookingType === 'stay'
      ? 'establishment'
      : r.bookingType === 'event'
      ? 'event'
      : 'driver',
    label: r.label,
    closesAt: r.closesAt.toISOString(),
    myReview: mine[i] ? toReview(mine[i]!) : null,
  }));
}

/** A published, visible review, or 404 (blind and hidden reviews do not exist for others). */
async function visible(id: string, now: Date) {
  await repo.publishDue(sql, now);
  const r = await repo.findReview(sql, id);
  if (!r || r.hiddenAt) throw REVIEW_ERRORS.notFound();
  return r;
}

/**
 * The host's public reply to a traveller's review of them (their ride, establishment or event), once, after
 * publication. @throws 404, 403 not the reviewed host, 409 not published / already replied
 */
export async function reply(user: AuthUser, id: string, text: string, now = new Date()) {
  await repo.publishDue(sql, now);
  const r = await repo.findReview(sql, id);
  if (!r || r.hiddenAt) throw REVIEW_ERRORS.notFound();
  if (r.side !== 'traveller' || r.subjectUserId !== user.uid) throw errors.forbidden();
  if (!r.publishedAt) throw REVIEW_ERRORS.notPublished();
  if (!await repo.setReply(sql, id, text, now)) throw REVIEW_ERRORS.replied();
  return toReview((await repo.findReview(sql, id))!);
}

/** Reports a published review (any signed-in user, once). @throws 404, 409 already reported */
export async function report(user: AuthUser, id: string, reason: string, now = new Date()) {
  await visible(id, now);
  if (!await repo.insertReport(sql, id, user.uid, reason)) throw REVIEW_ERRORS.reported();
  return { reviewId: id, reported: true as const };
}

/**
 * The admin hides a review with a reason: it leaves listings and ratings at once (the totals follow in the same
 * transaction) and the action joins the author's audit trail. @throws 404, 409 already hidden
 */
export async function hide(admin: AuthUser, id: string, reason: string, now = new Date()) {
  const r = await sql.begin(async (tx) => {
    const r = await repo.findReview(tx, id, true);
    if (!r) throw REVIEW_ERRORS.notFound();
    if (!await repo.hideReview(tx, r, admin.uid, reason, now)) throw REVIEW_ERRORS.hidden();
    return r;
  });
  return { ...toReview(r), hidden: true as const, hiddenReason: reason };
}

/** The reported reviews still visible, for the admin (GET /api/admin/reviews/reported). */
export async function listReported() {
  const rows = await repo.reportedReviews(sql);
  return rows.map((r) => ({ ...toReview(r), reportCount: r.reportCount, reasons: r.reasons }));
}
