/** @module Schemas of payable bank transfers (issue 12, ADR 0025). Amounts in centavos. */
import { z } from '@hono/zod-openapi';
import { DOCUMENT_MESSAGES } from '../media/media.documents.ts';

export const BankInstructionsSchema = z.object({
  bankName: z.string().openapi({ example: 'Millennium bim' }),
  accountHolder: z.string().openapi({ example: 'MozTurismo, Lda.' }),
  iban: z.string().openapi({ example: 'MZ59000300000012345678088' }),
  ibanFormatted: z.string().openapi({ example: 'MZ59 0003 0000 0012 3456 7808 8' }),
  reference: z.string().openapi({
    example: 'MZT-7K3F9Q2X',
    description: 'The payment reference to write on the transfer, unique to the booking.',
  }),
  amountCents: z.number().int().openapi({ example: 165000, description: "The booking's total, centavos." }),
  expiryDays: z.number().int().openapi({ example: 3, description: 'Days the transfer waits for confirmation.' }),
  payment: z.object({
    id: z.string().uuid(),
    proofUploadedAt: z.string().nullable(),
    expiresAt: z.string().openapi({ description: 'When the transfer expires if not confirmed (ISO instant).' }),
  }).nullable().openapi({ description: 'The pending bank payment of the booking, once started.' }),
}).openapi('BankInstructions');

export const ProofUploadBodySchema = z.object({
  file: z.custom<File>((v) => v instanceof File, { message: DOCUMENT_MESSAGES.notAccepted }).openapi({
    type: 'string',
    format: 'binary',
    description:
      'The proof: an image (JPEG, PNG, WebP, AVIF) or a PDF, at most 15 MB; the type is read from the bytes.',
  }),
}).openapi('ProofUpload');

export const ProofSchema = z.object({
  id: z.string().uuid(),
  contentType: z.enum(['application/pdf', 'image/webp']),
  uploadedAt: z.string(),
}).openapi('PaymentProof');

export const REJECT_MESSAGE = 'Indique o motivo da rejeição (3 a 500 caracteres).';
export const RejectPaymentBodySchema = z.object({
  reason: z.string({ message: REJECT_MESSAGE }).trim().min(3, REJECT_MESSAGE).max(500, REJECT_MESSAGE)
    .openapi({ example: 'O valor recebido não corresponde ao total da reserva.' }),
}).openapi('RejectPaymentBody');

export const PendingTransferSchema = z.object({
  paymentId: z.string().uuid(),
  bookingId: z.string().uuid(),
  reference: z.string().nullable().openapi({ example: 'MZT-7K3F9Q2X' }),
  amountCents: z.number().int().openapi({ example: 165000 }),
  customerName: z.string().openapi({ example: 'Ana Macuácua' }),
  bookingLabel: z.string().openapi({ example: 'Maputo → Inhambane, 23/11/2026 07:00' }),
  payerHint: z.string().nullable().openapi({ example: '**** 8901' }),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean().openapi({ description: 'Past its deadline (the expiry job cancels it shortly).' }),
  proof: z.object({
    url: z.string().openapi({ example: '/api/payments/7d0c6a8e-2b1f-4f0e-9c3a-5e6f7a8b9c0d/proof' }),
    contentType: z.enum(['application/pdf', 'image/webp']),
    uploadedAt: z.string(),
  }).nullable(),
}).openapi('PendingTransfer');
