/**
 * @module Documents through the media path (ADR 0023, ADR 0025): an uploaded file whose type is read from its bytes;
 * an image goes through the photo intake (decoded, oriented, stripped of EXIF/GPS, re-encoded as WebP at most 1280 px
 * wide, so nothing hidden in it survives) and a PDF is stored as it is. Bytes live in the media store (PostgreSQL or
 * S3, media.storage.ts).
 */
import { fileTypeFromBuffer } from 'file-type';
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { processImage } from './media.images.ts';
import { mediaStore } from './media.service.ts';
import { type MediaStore, PostgresMediaStore } from './media.storage.ts';

export const DOCUMENT_MESSAGES = {
  notAccepted: 'Envie uma imagem (JPEG, PNG, WebP, AVIF) ou um PDF.',
  empty: 'O ficheiro está vazio.',
} as const;

export interface StoredDocument {
  key: string;
  /** What is served: 'application/pdf' or 'image/webp'. */
  contentType: 'application/pdf' | 'image/webp';
  /** The type read from the uploaded bytes. */
  sourceType: string;
  bytesLength: number;
  storage: 'postgres' | 's3';
}

const postgresStore = new PostgresMediaStore(sql);
const storeOf = (kind: 'postgres' | 's3'): MediaStore | null =>
  kind === mediaStore.kind ? mediaStore : kind === 'postgres' ? postgresStore : null;

const invalid = (message: string) => new AppError(400, 'NOT_A_DOCUMENT', message, [{ path: 'file', message }]);

/**
 * Checks and stores one uploaded document under `<prefix>/<random id>`.
 * @throws 400 NOT_A_DOCUMENT (not an image nor a PDF, by its bytes), or the image errors of processImage
 * @example const doc = await storeDocument('payment-proofs', bytes);
 */
export async function storeDocument(prefix: string, bytes: Uint8Array): Promise<StoredDocument> {
  if (bytes.length === 0) throw invalid(DOCUMENT_MESSAGES.empty);
  const type = await fileTypeFromBuffer(bytes);
  if (!type) throw invalid(DOCUMENT_MESSAGES.notAccepted);
  const id = crypto.randomUUID();
  if (type.mime === 'application/pdf') {
    const key = `${prefix}/${id}.pdf`;
    await mediaStore.put(key, bytes, 'application/pdf');
    return {
      key,
      contentType: 'application/pdf',
      sourceType: type.mime,
      bytesLength: bytes.length,
      storage: mediaStore.kind,
    };
  }
  if (!type.mime.startsWith('image/')) throw invalid(DOCUMENT_MESSAGES.notAccepted);
  const image = await processImage(bytes);
  const largest = image.variants[image.variants.length - 1]!;
  const key = `${prefix}/${id}.webp`;
  await mediaStore.put(key, largest.bytes, 'image/webp');
  return {
    key,
    contentType: 'image/webp',
    sourceType: image.sourceType,
    bytesLength: largest.bytes.length,
    storage: mediaStore.kind,
  };
}

/** The bytes of a stored document, or null. */
export async function readDocument(storage: 'postgres' | 's3', key: string): Promise<Uint8Array | null> {
  return (await storeOf(storage)?.get(key)) ?? null;
}
