import { createRoute, z } from '@hono/zod-openapi';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { permissionRequired, userRequired } from '../../middlewares/auth/auth.ts';
import { IdParamSchema } from '../../lib/ids.ts';
import { jsonBody, security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  BankInstructionsSchema,
  PendingTransferSchema,
  ProofSchema,
  ProofUploadBodySchema,
  RejectPaymentBodySchema,
} from './payments.bank.schemas.ts';
import { PaymentSchema } from './payments.schemas.ts';

const tags = ['Pagamentos'];

export const instructions = createRoute({
  method: 'get',
  path: '/api/bookings/{id}/bank-transfer',
  tags,
  summary: 'Dados para a transferência bancária',
  description: "For the bank tab of the payment dialog: the platform's bank, account holder and IBAN (admin " +
    'settings), the payment reference unique to the booking (given the first time), the amount (centavos), the days ' +
    "the transfer waits for confirmation, and the booking's pending transfer if one was started. The booking's " +
    "client only. Errors: 401, 404, 409 BANK_TRANSFER_UNAVAILABLE ('A conta bancária da plataforma ainda não foi " +
    "indicada. Escolha cartão ou M-Pesa.').",
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: {
    200: dataResponse(BankInstructionsSchema, 'Os dados.'),
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
export type InstructionsRoute = typeof instructions;

export const uploadProof = createRoute({
  method: 'post',
  path: '/api/payments/{id}/proof',
  tags,
  summary: 'Enviar o comprovativo da transferência',
  description: 'multipart/form-data with `file`: the proof of a pending bank transfer of the caller, an image ' +
    '(converted to WebP and stripped of its metadata, ADR 0023) or a PDF (stored as it is), its type read from the ' +
    'bytes; at most 15 MB. The newest proof counts; admins are notified. Errors: 400 NOT_A_DOCUMENT (' +
    "'Envie uma imagem (JPEG, PNG, WebP, AVIF) ou um PDF.'), IMAGE_UNREADABLE, VALIDATION_ERROR; 401; 403 " +
    'ACCOUNT_SUSPENDED; 404; 409 PAYMENT_NOT_PENDING; 413 PAYLOAD_TOO_LARGE; 422 NOT_BANK_TRANSFER.',
  security,
  middleware: [userRequired, activeAccountRequired] as const,
  request: {
    params: IdParamSchema,
    body: { content: { 'multipart/form-data': { schema: ProofUploadBodySchema } }, required: true },
  },
  responses: {
    201: dataResponse(ProofSchema, 'Comprovativo guardado.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    413: { ...errorResponses[400], description: 'Mais de 15 MB (PAYLOAD_TOO_LARGE).' },
    422: errorResponses[422],
  },
});
export type UploadProofRoute = typeof uploadProof;

export const readProof = createRoute({
  method: 'get',
  path: '/api/payments/{id}/proof',
  tags,
  summary: 'Comprovativo da transferência',
  description: 'The newest proof of a bank transfer (a PDF or a WebP image), for the payer or an admin. Errors: ' +
    '401, 404.',
  security,
  middleware: [userRequired] as const,
  request: { params: IdParamSchema },
  responses: {
    200: {
      content: {
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
      },
      description: 'O comprovativo.',
    },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});
export type ReadProofRoute = typeof readProof;

export const reject = createRoute({
  method: 'post',
  path: '/api/payments/{id}/reject',
  tags,
  summary: 'Rejeitar uma transferência bancária (admin)',
  description: 'An admin rejects a pending bank transfer with a reason (3-500 characters): the payment fails with ' +
    "'Transferência rejeitada: <reason>', the traveller is notified and the booking keeps its seats only for a new " +
    "payment hold. Needs admin.panel. Errors: 400 'Indique o motivo da rejeição (3 a 500 caracteres).', 401, 403, " +
    '404, 409 PAYMENT_NOT_PENDING, 422 NOT_BANK_TRANSFER.',
  security,
  middleware: [permissionRequired('admin.panel')] as const,
  request: { params: IdParamSchema, body: jsonBody(RejectPaymentBodySchema) },
  responses: {
    200: dataResponse(PaymentSchema, 'Pagamento rejeitado.'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type RejectRoute = typeof reject;

export const pending = createRoute({
  method: 'get',
  path: '/api/payments/bank-transfers/pending',
  tags,
  summary: 'Transferências por confirmar (admin)',
  description: 'The bank transfers waiting for an admin, oldest first (at most 200): reference, amount (centavos), ' +
    'client, booking, when it expires, and the link to the newest proof. Needs admin.panel. Errors: 401, 403.',
  security,
  middleware: [permissionRequired('admin.panel')] as const,
  responses: {
    200: dataResponse(z.array(PendingTransferSchema).max(100), 'As transferências.'),
    401: errorResponses[401],
    403: errorResponses[403],
  },
});
export type PendingRoute = typeof pending;
