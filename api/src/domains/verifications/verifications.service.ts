/**
 * @module Profile verification by the user (DECISIONS.md 3; spec 2.4 steps 3-4): submit the identity document and
 * photos, read one's own status. The review is the admin domain's job.
 */
import { sql } from '../../lib/db.ts';
import { AppError, errors } from '../../lib/errors.ts';
import { insertVerification, latestVerification, lockVerificationStatus } from './verifications.repo.ts';
import { reencodePrivateImage } from '../media/media.images.ts';
import type { MyVerification, SubmitVerificationBody } from './verifications.schemas.ts';

/** The caller's verification: the status of their row plus their newest submission. */
export async function getMyVerification(userId: string): Promise<MyVerification> {
  const [user]: [{ verificationStatus: MyVerification['status'] }?] = await sql`
    select verification_status from users where id = ${userId}
  `;
  if (!user) throw errors.notFound('Utilizador não encontrado.');
  const latest = await latestVerification(sql, userId);
  const status = user.verificationStatus;
  return {
    status,
    documentType: latest?.documentType ?? null,
    documentNumber: latest?.documentNumber ?? null,
    submittedAt: latest?.submittedAt.toISOString() ?? null,
    reviewedAt: latest?.reviewedAt?.toISOString() ?? null,
    rejectionReason: status === 'rejected' ? latest?.rejectionReason ?? null : null,
    canSubmit: status === 'none' || status === 'rejected',
  };
}

/**
 * Records a submission and sets the caller's verification to pending, in one transaction.
 * @throws AppError 409 VERIFICATION_PENDING while one waits for review, 409 VERIFICATION_ALREADY_APPROVED once
 * approved (a rejected or never-verified user may submit).
 */
export async function submitVerification(userId: string, body: SubmitVerificationBody): Promise<MyVerification> {
  // Both photos re-encoded before anything is stored (issue 27): no EXIF, GPS or hidden bytes of the original remain.
  const profilePhoto = await reencodePrivateImage(body.profilePhoto.bytes);
  const documentPhoto = await reencodePrivateImage(body.documentPhoto.bytes);
  await sql.begin(async (tx) => {
    const status = await lockVerificationStatus(tx, userId);
    if (status === null) throw errors.notFound('Utilizador não encontrado.');
    if (status === 'pending') {
      throw new AppError(
        409,
        'VERIFICATION_PENDING',
        'Já tem uma verificação em análise. Aguarde a decisão do administrador.',
      );
    }
    if (status === 'approved') {
      throw new AppError(409, 'VERIFICATION_ALREADY_APPROVED', 'A sua verificação já foi aprovada.');
    }
    await insertVerification(tx, { userId, ...body, profilePhoto, documentPhoto });
  });
  return getMyVerification(userId);
}
