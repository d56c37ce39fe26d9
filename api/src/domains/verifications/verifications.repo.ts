/** @module SQL of the verifications domain: the `verifications` table and `users.verification_status`. */
import type { Db } from '../../lib/db.ts';
import type { Photo } from './verifications.schemas.ts';

export interface VerificationRow {
  id: string;
  userId: string;
  documentType: 'bi' | 'passport' | 'driving_licence';
  documentNumber: string;
  status: 'pending' | 'approved' | 'rejected';
  rejectionReason: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  submittedAt: Date;
}

export interface VerificationWithPhotos extends VerificationRow {
  profilePhoto: Uint8Array;
  profilePhotoType: string;
  documentPhoto: Uint8Array;
  documentPhotoType: string;
}

/** The user's newest submission (without the photos), if any. */
export async function latestVerification(sql: Db, userId: string): Promise<VerificationRow | undefined> {
  const [row]: [VerificationRow?] = await sql`
    select id, user_id, document_type, document_number, status, rejection_reason, reviewed_by, reviewed_at,
      submitted_at
    from verifications
    where user_id = ${userId}
    order by submitted_at desc, id desc
    limit 1
  `;
  return row;
}

/** The user's newest submission with its photos (admins only). */
export async function latestVerificationWithPhotos(
  sql: Db,
  userId: string,
): Promise<VerificationWithPhotos | undefined> {
  const [row]: [VerificationWithPhotos?] = await sql`
    select *
    from verifications
    where user_id = ${userId}
    order by submitted_at desc, id desc
    limit 1
  `;
  return row;
}

/** The user's verification_status, locking the row (null when the user does not exist). */
export async function lockVerificationStatus(sql: Db, userId: string): Promise<string | null> {
  const [row]: [{ verificationStatus: string }?] = await sql`
    select verification_status from users where id = ${userId} for update
  `;
  return row?.verificationStatus ?? null;
}

/** Records a new pending submission and marks the user as pending. */
export async function insertVerification(
  sql: Db,
  input: { userId: string; documentType: string; documentNumber: string; profilePhoto: Photo; documentPhoto: Photo },
): Promise<VerificationRow> {
  const [row] = await sql<VerificationRow[]>`
    insert into verifications (user_id, document_type, document_number, profile_photo, profile_photo_type,
      document_photo, document_photo_type)
    values (${input.userId}, ${input.documentType}, ${input.documentNumber}, ${input.profilePhoto.bytes},
      ${input.profilePhoto.contentType}, ${input.documentPhoto.bytes}, ${input.documentPhoto.contentType})
    returning id, user_id, document_type, document_number, status, rejection_reason, reviewed_by, reviewed_at,
      submitted_at
  `;
  await sql`update users set verification_status = 'pending', updated_at = now() where id = ${input.userId}`;
  return row!;
}

/** Closes the user's pending submission as approved or rejected and copies the outcome to the user's row. */
export async function reviewPendingVerification(
  sql: Db,
  input: { userId: string; adminId: string; outcome: 'approved' | 'rejected'; reason: string | null },
): Promise<void> {
  await sql`
    update verifications
    set status = ${input.outcome}, rejection_reason = ${input.reason}, reviewed_by = ${input.adminId},
      reviewed_at = now()
    where user_id = ${input.userId} and status = 'pending'
  `;
  await sql`
    update users set verification_status = ${input.outcome}, updated_at = now() where id = ${input.userId}
  `;
}
