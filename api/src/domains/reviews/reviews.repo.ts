/** @module SQL of reviews (issue 11, ADR 0022): windows, writes, publishing, listings and totals. */
import type { Db, Sql } from '../../lib/db.ts';
import type { BookingType } from '../bookings/bookings.schemas.ts';
import { noteWrite } from '../../lib/write-generation.ts';

export type SubjectType = 'driver' | 'establishment' | 'event' | 'traveller';

export interface ReviewRow {
  id: string;
  bookingId: string;
  bookingType: BookingType;
  side: 'traveller' | 'host';
  authorId: string;
  authorName: string;
  subjectType: SubjectType;
  subjectId: string;
  subjectUserId: string;
  rating: number;
  comment: string;
  cleanliness: number | null;
  location: number | null;
  value: number | null;
  createdAt: Date;
  publishedAt: Date | null;
  reply: string | null;
  repliedAt: Date | null;
  hiddenAt: Date | null;
}

/** The booking's participants and review window (null window fields: not reviewable, e.g. cancelled). */
export interface WindowRow {
  id: string;
  type: BookingType;
  userId: string;
  providerId: string;
  establishmentId: string | null;
  eventId: string | null;
  opensAt: Date | null;
  closesAt: Date | null;
}

/**
 * Locks the booking row (writes of both sides of one booking run one at a time) and reads its review window.
 * @returns undefined when the booking does not exist
 */
export async function lockWindow(tx: Db, bookingId: string): Promise<WindowRow | undefined> {
  const [b]: [{ id: string }?] = await tx`select id from bookings where id = ${bookingId} for update`;
  if (!b) return undefined;
  const [row]: [WindowRow?] = await tx`
    select b.id, b.type, b.user_id, b.provider_id, b.establishment_id, b.event_id, w.opens_at, w.closes_at
    from bookings b left join review_windows w on w.booking_id = b.id
    where b.id = ${bookingId}
  `;
  return row;
}

const reviewColumns = (db: Db) =>
  db`
    r.id, r.booking_id, b.type as booking_type, r.side, r.author_id,
    case when r.side = 'host' and b.type = 'stay' then coalesce(e.name, 'Alojamento')
      else coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(left(u.last_name, 1) || '.', '')), ''),
        'Utilizador') end as author_name,
    r.subject_type, r.subject_id, r.subject_user_id, r.rating, r.comment, r.cleanliness, r.location, r.value,
    r.created_at, r.published_at, r.reply, r.replied_at, r.hidden_at
  `;
const reviewFrom = (db: Db) =>
  db`
    reviews r join bookings b on b.id = r.booking_id join users u on u.id = r.author_id
    left join establishments e on e.id = b.establishment_id
  `;

/** One review by id. */
export async function findReview(db: Db, id: string, lock = false): Promise<ReviewRow | undefined> {
  const [row]: [ReviewRow?] = await db`
    select ${reviewColumns(db)} from ${reviewFrom(db)} where r.id = ${id} ${lock ? db`for update of r` : db``}
  `;
  return row;
}

/** The caller's review of a booking on one side. */
export async function findOwnReview(db: Db, bookingId: string, side: string): Promise<ReviewRow | undefined> {
  const [row]: [ReviewRow?] = await db`
    select ${reviewColumns(db)} from ${reviewFrom(db)} where r.booking_id = ${bookingId} and r.side = ${side}
    for update of r
  `;
  return row;
}

export interface NewReview {
  bookingId: string;
  side: 'traveller' | 'host';
  authorId: string;
  subjectType: SubjectType;
  subjectId: string;
  subjectUserId: string;
  rating: number;
  comment: string;
  cleanliness: number | null;
  location: number | null;
  value: number | null;
  windowEndsAt: Date;
  /** Set for a review published as it is written (an event's). */
  publishedAt: Date | null;
  now: Date;
}

/**
 * Inserts a review unless the side already wrote one (the unique constraint decides, also between concurrent writes).
 * @returns the new id, or undefined when the side's review exists
 */
export async function insertReview(db: Db, r: NewReview): Promise<string | undefined> {
  const [row]: [{ id: string }?] = await db`
    insert into reviews (booking_id, side, author_id, subject_type, subject_id, subject_user_id, rating, comment,
      cleanliness, location, value, window_ends_at, published_at, created_at, updated_at)
    values (${r.bookingId}, ${r.side}, ${r.authorId}, ${r.subjectType}, ${r.subjectId}, ${r.subjectUserId},
      ${r.rating}, ${r.comment}, ${r.cleanliness}, ${r.location}, ${r.value}, ${r.windowEndsAt}, ${r.publishedAt},
      ${r.now}, ${r.now})
    on conflict on constraint reviews_one_per_side do nothing
    returning id
  `;
  return row?.id;
}

/** Changes a blind review's stars and text. */
export async function updateReview(
  db: Db,
  id: string,
  r: Pick<NewReview, 'rating' | 'comment' | 'cleanliness' | 'location' | 'value' | 'now'>,
) {
  await db`
    update reviews set rating = ${r.rating}, comment = ${r.comment}, cleanliness = ${r.cleanliness},
      location = ${r.location}, value = ${r.value}, updated_at = ${r.now}
    where id = ${id} and published_at is null
  `;
}

/** Publishes the blind reviews of a booking once both sides wrote. */
export async function publishBookingIfBoth(db: Db, bookingId: string, now: Date): Promise<number> {
  const rows = await db`
    update reviews set published_at = ${now}
    where booking_id = ${bookingId} and published_at is null
      and (select count(*) from reviews x where x.booking_id = ${bookingId}) = 2
    returning id
  `;
  return rows.length;
}

/**
 * Publishes the blind reviews whose 14-day window ended by `now`, as of the window's end.
 * @returns how many were published
 */
export async function publishDue(sql: Sql, now: Date): Promise<number> {
  const rows = await sql`
    update reviews set published_at = window_ends_at
    where id in (
      select id from reviews where published_at is null and window_ends_at <= ${now}
      order by window_ends_at limit 1000 for update skip locked
    )
    returning id
  `;
  // Ratings changed: cached searches must show them (lib/write-generation.ts).
  if (rows.length > 0) noteWrite();
  return rows.length;
}

/**
 * Tells each side whose review window of a booking opened in the last 14 days, and who has not written their review,
 * that it is due (issue 11: the review prompt in the notifications), once per person and booking: the traveller
 * ('Avaliar' in /reservas), the driver (/drivers) and the establishment's manager (/hotels); organisers do not
 * review attendees. Windows that opened before the job first ran are prompted too while they are open.
 * @returns how many prompts were written
 */
export async function promptDueReviews(sql: Sql, now: Date): Promise<number> {
  const rows = await sql`
    insert into notifications (user_id, kind, title, body, link, booking_id)
    select p.user_id, 'review_due', p.title, left('Avalie ' || booking_label(b) || ' até ' ||
        to_char(w.closes_at at time zone 'Africa/Maputo', 'DD/MM/YYYY') || '.', 500), p.link, b.id
    from review_windows w
    join bookings b on b.id = w.booking_id
    cross join lateral (
      select w.traveller_id as user_id, 'traveller' as side,
        case w.type when 'ride' then 'Avalie a sua viagem' when 'stay' then 'Avalie a sua estadia'
          else 'Avalie o evento' end as title, '/reservas' as link
      union all
      select w.host_id, 'host', 'Avalie o seu ' || case w.type when 'ride' then 'passageiro' else 'hóspede' end,
        case w.type when 'ride' then '/drivers' else '/hotels' end
      where w.type <> 'event'
    ) p
    where w.opens_at <= ${now} and w.opens_at > ${now}::timestamptz - interval '14 days' and w.closes_at > ${now}
      and not exists (select 1 from reviews r where r.booking_id = b.id and r.side = p.side)
    on conflict (user_id, booking_id) where kind = 'review_due' do nothing
    returning id
  `;
  return rows.length;
}

/** A page of the published, visible reviews of a subject, newest first, with their total. */
export async function listPublished(
  db: Db,
  subjectType: SubjectType,
  subjectId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = await db<ReviewRow[]>`
    select ${reviewColumns(db)} from ${reviewFrom(db)}
    where r.subject_type = ${subjectType} and r.subject_id = ${subjectId}
      and r.published_at is not null and r.hidden_at is null
    order by r.published_at desc, r.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}
  `;
  const [t] = await db<{ n: number }[]>`
    select count(*)::int as n from reviews
    where subject_type = ${subjectType} and subject_id = ${subjectId} and published_at is not null
      and hidden_at is null
  `;
  return { rows, total: t!.n };
}

/** The kept totals of a subject: mean (one decimal, null with none) and count of published, visible reviews. */
export async function ratingOf(
  db: Db,
  subjectType: SubjectType,
  subjectId: string,
): Promise<{ rating: number | null; reviewCount: number }> {
  const [row]: [{ ratingSum: string; reviewCount: number }?] = subjectType === 'establishment'
    ? await db`select rating_sum, review_count from establishments where id::text = ${subjectId}`
    : await db`
      select rating_sum, review_count from rating_totals
      where subject_type = ${subjectType} and subject_id = ${subjectId}
    `;
  const count = row?.reviewCount ?? 0;
  return { rating: count ? Math.round((10 * Number(row!.ratingSum)) / count) / 10 : null, reviewCount: count };
}

export interface ReviewableRow {
  bookingId: string;
  bookingType: BookingType;
  side: 'traveller' | 'host';
  label: string;
  closesAt: Date;
  reviewId: string | null;
}

/**
 * The bookings `userId` may review at `now`: window open, and no review of theirs yet or theirs still blind.
 * Newest window first.
 */
export function reviewable(db: Db, userId: string, now: Date) {
  return db<ReviewableRow[]>`
    select * from (
      select w.booking_id, w.type as booking_type, 'traveller' as side, booking_label(b) as label, w.closes_at,
        r.id as review_id, w.opens_at, r.published_at
      from bookings b join review_windows w on w.booking_id = b.id
      left join reviews r on r.booking_id = b.id and r.side = 'traveller'
      where b.user_id = ${userId}
      union all
      select w.booking_id, w.type, 'host', booking_label(b), w.closes_at, r.id, w.opens_at, r.published_at
      from bookings b join review_windows w on w.booking_id = b.id
      left join reviews r on r.booking_id = b.id and r.side = 'host'
      where b.provider_id = ${userId} and b.type <> 'event'
    ) x
    where opens_at <= ${now} and closes_at > ${now} and published_at is null
    order by opens_at desc, booking_id
    limit 100
  `;
}

/** Sets the host's reply once. @returns false when there already was one */
export async function setReply(db: Db, id: string, reply: string, now: Date): Promise<boolean> {
  const rows = await db`
    update reviews set reply = ${reply}, replied_at = ${now} where id = ${id} and reply is null returning id
  `;
  return rows.length === 1;
}

/** Records a report once per reporter. @returns false when this user had already reported the review */
export async function insertReport(db: Db, reviewId: string, reporterId: string, reason: string): Promise<boolean> {
  const rows = await db`
    insert into review_reports (review_id, reporter_id, reason) values (${reviewId}, ${reporterId}, ${reason})
    on conflict do nothing returning review_id
  `;
  return rows.length === 1;
}

/** Hides a review and records the admin's action in the author's audit trail. @returns false if already hidden */
export async function hideReview(db: Db, review: ReviewRow, adminId: string, reason: string, now: Date) {
  const rows = await db`
    update reviews set hidden_at = ${now}, hidden_by = ${adminId}, hidden_reason = ${reason}
    where id = ${review.id} and hidden_at is null returning id
  `;
  if (rows.length === 0) return false;
  await db`
    insert into admin_actions (admin_id, user_id, action, reason, review_id, created_at)
    values (${adminId}, ${review.authorId}, 'review_hidden', ${reason}, ${review.id}, ${now})
  `;
  return true;
}

/** Visible reviews with reports, most recently reported first (100), with the reasons, newest first. */
export function reportedReviews(db: Db) {
  return db<(ReviewRow & { reportCount: number; reasons: string[] })[]>`
    select ${reviewColumns(db)}, count(*)::int as report_count,
      array_agg(rr.reason order by rr.created_at desc) as reasons
    from ${reviewFrom(db)} join review_reports rr on rr.review_id = r.id
    where r.hidden_at is null
    group by r.id, b.id, u.id, e.id
    order by max(rr.created_at) desc, r.id
    limit 100
  `;
}
