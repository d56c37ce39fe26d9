import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type {
  GetOneRoute,
  GetProfileNuitRoute,
  ListRoute,
  PdfRoute,
  SetNuitRoute,
  SetProfileNuitRoute,
} from './receipts.routes.ts';
import { receiptPdf } from './receipts.pdf.ts';
import * as service from './receipts.service.ts';

export const list: AppRouteHandler<ListRoute> = async (c) => {
  return c.json(await service.listReceipts(requireUser(c), c.req.valid('query')), 200);
};

export const getOne: AppRouteHandler<GetOneRoute> = async (c) => {
  return c.json({ data: await service.getReceipt(requireUser(c), c.req.valid('param').id) }, 200);
};

export const pdf: AppRouteHandler<PdfRoute> = async (c) => {
  const receipt = await service.getReceipt(requireUser(c), c.req.valid('param').id);
  const bytes = await receiptPdf(receipt);
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="recibo-${receipt.numberLabel}.pdf"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
};

export const setNuit: AppRouteHandler<SetNuitRoute> = async (c) => {
  const { id } = c.req.valid('param');
  return c.json({ data: await service.setReceiptNuit(requireUser(c), id, c.req.valid('json').nuit) }, 200);
};

export const getProfileNuit: AppRouteHandler<GetProfileNuitRoute> = async (c) => {
  return c.json({ data: await service.getProfileNuit(requireUser(c)) }, 200);
};

export const setProfileNuit: AppRouteHandler<SetProfileNuitRoute> = async (c) => {
  return c.json({ data: await service.setProfileNuit(requireUser(c), c.req.valid('json').nuit) }, 200);
};
