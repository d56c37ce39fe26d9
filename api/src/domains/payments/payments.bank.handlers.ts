import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import * as bank from './payments.bank.ts';
import type {
  InstructionsRoute,
  PendingRoute,
  ReadProofRoute,
  RejectRoute,
  UploadProofRoute,
} from './payments.bank.routes.ts';
import { toPayment } from './payments.repo.ts';

export const instructions: AppRouteHandler<InstructionsRoute> = async (c) => {
  return c.json({ data: await bank.bankInstructions(requireUser(c), c.req.valid('param').id) }, 200);
};

export const uploadProof: AppRouteHandler<UploadProofRoute> = async (c) => {
  const { file } = c.req.valid('form');
  return c.json({ data: await bank.uploadProof(requireUser(c), c.req.valid('param').id, file) }, 201);
};

export const readProof: AppRouteHandler<ReadProofRoute> = async (c) => {
  const proof = await bank.readProof(requireUser(c), c.req.valid('param').id);
  c.header('Content-Type', proof.contentType);
  c.header(
    'Content-Disposition',
    `inline; filename="comprovativo.${proof.contentType === 'application/pdf' ? 'pdf' : 'webp'}"`,
  );
  c.header('Cache-Control', 'private, no-store');
  // A PDF opened from the API runs no script and no form (CSP sandbox), whatever it holds.
  c.header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(proof.bytes as Uint8Array<ArrayBuffer>, 200);
};

export const reject: AppRouteHandler<RejectRoute> = async (c) => {
  const row = await bank.rejectBankPayment(c.req.valid('param').id, c.req.valid('json').reason);
  return c.json({ data: toPayment(row) }, 200);
};

export const pending: AppRouteHandler<PendingRoute> = async (c) => {
  return c.json({ data: await bank.pendingBankTransfers() }, 200);
};
