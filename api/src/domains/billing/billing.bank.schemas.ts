/** @module Schemas of the platform's bank settings (ADR 0025). */
import { z } from '@hono/zod-openapi';
import { EXPIRY_DAYS_RANGE, normaliseMzIban } from './billing.bank.ts';

export const BANK_MESSAGES = {
  bankName: 'Indique o nome do banco (2 a 80 caracteres).',
  accountHolder: 'Indique o titular da conta (2 a 120 caracteres).',
  iban: 'IBAN inválido: MZ59 seguido dos 21 dígitos do NIB.',
  expiryDays: 'O prazo deve ser de 1 a 30 dias.',
} as const;

export const BankTransferSettingsSchema = z.object({
  account: z.object({
    bankName: z.string().openapi({ example: 'Millennium bim' }),
    accountHolder: z.string().openapi({ example: 'MozTurismo, Lda.' }),
    iban: z.string().openapi({ example: 'MZ59000300000012345678088', description: "'MZ59' and 21 digits." }),
    ibanFormatted: z.string().openapi({ example: 'MZ59 0003 0000 0012 3456 7808 8' }),
  }).nullable().openapi({ description: 'Null until an admin enters it (the bank tab then offers no transfer).' }),
  expiryDays: z.number().int().openapi({
    example: 3,
    description: 'Days an unconfirmed transfer waits before it expires and the booking is released.',
  }),
}).openapi('BankTransferSettings');
export type BankTransferSettingsOut = z.infer<typeof BankTransferSettingsSchema>;

const text = (message: string, min: number, max: number) =>
  z.string({ message }).trim().min(min, message).max(max, message);

export const UpdateBankTransferSettingsBodySchema = z.object({
  bankName: text(BANK_MESSAGES.bankName, 2, 80).openapi({ example: 'Millennium bim' }),
  accountHolder: text(BANK_MESSAGES.accountHolder, 2, 120).openapi({ example: 'MozTurismo, Lda.' }),
  iban: z.string({ message: BANK_MESSAGES.iban }).max(40, BANK_MESSAGES.iban)
    .refine((v) => normaliseMzIban(v) !== null, BANK_MESSAGES.iban)
    .openapi({ example: 'MZ59 0003 0000 0012 3456 7808 8', description: 'Spaces allowed; checked modulo 97.' }),
  expiryDays: z.number({ message: BANK_MESSAGES.expiryDays }).int(BANK_MESSAGES.expiryDays)
    .min(EXPIRY_DAYS_RANGE.min, BANK_MESSAGES.expiryDays).max(EXPIRY_DAYS_RANGE.max, BANK_MESSAGES.expiryDays)
    .openapi({ example: 3 }),
}).openapi('UpdateBankTransferSettingsBody');
