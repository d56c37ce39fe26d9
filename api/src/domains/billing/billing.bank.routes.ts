import { createRoute } from '@hono/zod-openapi';
import { permissionRequired, userRequired } from '../../middlewares/auth/auth.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import { BankTransferSettingsSchema, UpdateBankTransferSettingsBodySchema } from './billing.bank.schemas.ts';

const tags = ['Faturação'];

export const getBankTransfer = createRoute({
  method: 'get',
  path: '/api/billing/bank-transfer',
  tags,
  summary: 'Conta bancária da plataforma',
  description: "The platform's bank, account holder and IBAN for transfers (null until an admin enters them) and " +
    'the days an unconfirmed transfer waits (ADR 0025). Signed-in users. Errors: 401.',
  security,
  middleware: [userRequired] as const,
  responses: { 200: dataResponse(BankTransferSettingsSchema, 'A conta.'), 401: errorResponses[401] },
});
export type GetBankTransferRoute = typeof getBankTransfer;

export const updateBankTransfer = createRoute({
  method: 'put',
  path: '/api/billing/bank-transfer',
  tags,
  summary: 'Alterar a conta bancária da plataforma',
  description: 'Admins only (permission system.config). Bank (2-80 characters), account holder (2-120), IBAN ' +
    "('MZ59' and the 21 digits of the NIB, spaces allowed, checked modulo 97) and the days (1-30) a transfer waits " +
    "for confirmation before it expires. Errors: 400 ('IBAN inválido: MZ59 seguido dos 21 dígitos do NIB.', 'O " +
    "prazo deve ser de 1 a 30 dias.', ...), 401, 403.",
  security,
  middleware: [permissionRequired('system.config')] as const,
  request: { body: jsonBody(UpdateBankTransferSettingsBodySchema) },
  responses: {
    200: dataResponse(BankTransferSettingsSchema, 'Conta guardada.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type UpdateBankTransferRoute = typeof updateBankTransfer;
