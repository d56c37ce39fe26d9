/**
 * @module Schemas of the profile verification (spec 2.4 wizard steps 3-4, 5 'Wizard'; DECISIONS.md 3): identity
 * document and two photos, sent as `data:` URLs and checked on the server (type sniffed from the bytes, size).
 */
import { z } from '@hono/zod-openapi';
import { VERIFICATION_PHOTO_MESSAGES } from '@turismo/rules/photos.ts';
import { MAX_PHOTO_BYTES } from '../../middlewares/body-limit/body-limit.ts';

export const VERIFICATION_MESSAGES = {
  documentType: 'Escolha o tipo de documento: BI, passaporte ou carta de condução.',
  documentNumber: 'Por favor, insira o número do seu documento de identificação.',
  documentNumberFormat: 'O número do documento deve ter até 30 letras, algarismos, espaços, barras ou hífenes.',
  photosRequired: 'Por favor, carregue tanto a foto de perfil quanto a foto do documento.',
  imageOnly: 'Por favor, selecione apenas arquivos de imagem',
  ...VERIFICATION_PHOTO_MESSAGES,
} as const;

export const DOCUMENT_TYPES = ['bi', 'passport', 'driving_licence'] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES, { message: VERIFICATION_MESSAGES.documentType })
  .openapi('DocumentType', {
    description: 'bi Bilhete de Identidade, passport Passaporte, driving_licence Carta de ' +
      'Condução.',
  });

/** Letters (any script), digits, spaces, slashes and hyphens, starting with a letter or digit. */
const DOCUMENT_NUMBER = /^[\p{L}\d][\p{L}\d \-/]*$/u;

export const VerificationStatusSchema = z.enum(['none', 'pending', 'approved', 'rejected'])
  .openapi('VerificationStatus');

/** A decoded photo: its bytes and the image type read from them. */
export interface Photo {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
}

/** The image type of some bytes from their signature (never trusted from the client), or null. */
export function sniffImage(bytes: Uint8Array): Photo['contentType'] | null {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return 'image/png';
  if (b(0) === 0x47 && b(1) === 0x49 && b(2) === 0x46 && b(3) === 0x38) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

function decodeBase64(text: string): Uint8Array | null {
  try {
    const bin = atob(text);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** A `data:image/...;base64,...` URL decoded to a photo of at most 5 MB whose bytes are an image. */
const photo = (tooLarge: string) =>
  z.string({ message: VERIFICATION_MESSAGES.photosRequired })
    .min(1, VERIFICATION_MESSAGES.photosRequired)
    .transform((value, ctx): Photo => {
      const m = /^data:([\w.+-]+\/[\w.+-]+)?;base64,(.*)$/s.exec(value);
      const bytes = m ? decodeBase64(m[2]!.replace(/\s+/g, '')) : null;
      // A 5 MB file is about 6.7 M base64 characters: check the size before trusting anything else.
      if (bytes && bytes.length >= MAX_PHOTO_BYTES) {
        ctx.addIssue({ code: 'custom', message: tooLarge });
        return z.NEVER;
      }
      const contentType = bytes ? sniffImage(bytes) : null;
      if (!bytes || !contentType || (m?.[1] && !m[1].startsWith('image/'))) {
        ctx.addIssue({ code: 'custom', message: VERIFICATION_MESSAGES.imageOnly });
        return z.NEVER;
      }
      return { bytes, contentType };
    })
    .openapi({
      type: 'string',
      example: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ...',
      description: 'A data: URL of a JPEG, PNG, WebP or GIF image under 5 MB (type checked from the bytes).',
    });

/**
 * An uploaded file (multipart/form-data, issue 11) checked like the data: URL: under 5 MB (judged from its size before
 * it is read) and an image by its bytes.
 */
const photoFile = (tooLarge: string) =>
  z.custom<File>((v) => v instanceof File && v.size > 0, { message: VERIFICATION_MESSAGES.photosRequired })
    .transform(async (file, ctx): Promise<Photo> => {
      if (file.size >= MAX_PHOTO_BYTES) {
        ctx.addIssue({ code: 'custom', message: tooLarge });
        return z.NEVER;
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const contentType = sniffImage(bytes);
      if (!contentType) {
        ctx.addIssue({ code: 'custom', message: VERIFICATION_MESSAGES.imageOnly });
        return z.NEVER;
      }
      return { bytes, contentType };
    })
    .openapi({ type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP or GIF image under 5 MB.' });

const documentFields = {
  documentType: DocumentTypeSchema,
  documentNumber: z.string({ message: VERIFICATION_MESSAGES.documentNumber }).trim()
    .min(1, VERIFICATION_MESSAGES.documentNumber)
    .max(30, VERIFICATION_MESSAGES.documentNumberFormat)
    .regex(DOCUMENT_NUMBER, VERIFICATION_MESSAGES.documentNumberFormat)
    // The pattern written out: the regex's flags would otherwise end the document's pattern as a literal '/u'.
    .openapi({ example: '110100123456B', pattern: DOCUMENT_NUMBER.source }),
};

/** The multipart form of a submission (issue 11): the same fields, the photos as files. */
export const SubmitVerificationFormSchema = z.object({
  ...documentFields,
  profilePhoto: photoFile(VERIFICATION_MESSAGES.profileTooLarge),
  documentPhoto: photoFile(VERIFICATION_MESSAGES.documentTooLarge),
}).openapi('SubmitVerificationForm', {
  description: 'Identity document and photos as multipart/form-data (spec 2.4 steps 3-4). Both photos are required.',
});

export const SubmitVerificationBodySchema = z.object({
  ...documentFields,
  profilePhoto: photo(VERIFICATION_MESSAGES.profileTooLarge),
  documentPhoto: photo(VERIFICATION_MESSAGES.documentTooLarge),
}).openapi('SubmitVerificationBody', {
  description: 'Identity document and photos (spec 2.4 steps 3-4). Both photos are required.',
});
export type SubmitVerificationBody = z.infer<typeof SubmitVerificationBodySchema>;

export const MyVerificationSchema = z.object({
  status: VerificationStatusSchema.openapi({
    description: "The caller's verification: none (never submitted), " +
      'pending (waiting for an admin), approved, rejected (may resubmit).',
  }),
  documentType: z.enum(DOCUMENT_TYPES).nullable().openapi({ description: 'Of the newest submission.' }),
  documentNumber: z.string().nullable().openapi({ example: '110100123456B' }),
  submittedAt: z.string().nullable().openapi({ example: '2026-11-20T09:15:00.000Z' }),
  reviewedAt: z.string().nullable().openapi({ example: '2026-11-21T10:00:00.000Z' }),
  rejectionReason: z.string().nullable().openapi({ example: 'A foto do documento está ilegível.' }),
  canSubmit: z.boolean().openapi({ description: 'True when status is none or rejected.' }),
}).openapi('MyVerification');
export type MyVerification = z.infer<typeof MyVerificationSchema>;
