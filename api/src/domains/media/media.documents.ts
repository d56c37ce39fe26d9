/**
 * @module Documents through the media path (ADR 0023, ADR 0025): an uploaded file whose type is read from its bytes;
 * an image goes through the photo intake (decoded, oriented, stripped of EXIF/GPS, re-encoded as WebP at most 1280 px
 * wide, so nothing hidden in it survives) and a PDF is re-written by pdf-lib (issue 27): its pages copied into a new
 * document without the original's scripts (document JavaScript, open actions, page and annotation actions, forms),
 * attachments and metadata. Bytes live in the media store (PostgreSQL or
 * S3, media.storage.ts).
 */
import { fileTypeFromBuffer } from 'file-type';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { sql } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { processImage } from './media.images.ts';
import { mediaStore } from './media.service.ts';
import { type MediaStore, PostgresMediaStore } from './media.storage.ts';

export const DOCUMENT_MESSAGES = {
  notAccepted: 'Envie uma imagem (JPEG, PNG, WebP, AVIF) ou um PDF.',
  empty: 'O ficheiro está vazio.',
  unreadablePdf: 'Não foi possível ler este PDF. Envie um PDF sem palavra-passe ou uma fotografia.',
} as const;

/** The most pages a proof may have. */
export const MAX_PDF_PAGES = 20;

/**
 * A PDF re-written (issue 27): each page copied into a new document, without annotations (links and widgets carry
 * actions) or page actions; the new document has no JavaScript, open action, form, attachments, outline or metadata
 * of the original.
 * @throws 400 NOT_A_DOCUMENT when pdf-lib cannot read it (broken, encrypted) or it has more than 20 pages
 */
export async function rewritePdf(bytes: Uint8Array): Promise<Uint8Array> {
  let source: PDFDocument;
  let count: number;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false });
    count = source.getPageCount();
  } catch {
    throw invalid(DOCUMENT_MESSAGES.unreadablePdf);
  }
  if (count === 0 || count > MAX_PDF_PAGES) throw invalid(DOCUMENT_MESSAGES.unreadablePdf);
  // Annotations (links, widgets) and page actions are cut from the source pages before copying: copyPages copies every
  // object a page refers to, and pdf-lib writes every object it holds.
  for (const page of source.getPages()) {
    for (const key of ['Annots', 'AA']) page.node.delete(PDFName.of(key));
  }
  const clean = await PDFDocument.create({ updateMetadata: false });
  let pages;
  try {
    pages = await clean.copyPages(source, source.getPageIndices());
  } catch {
    throw invalid(DOCUMENT_MESSAGES.unreadablePdf);
  }
  for (const page of pages) clean.addPage(page);
  // Nothing but the pages: the catalog pdf-lib made has no Names, OpenAction, AcroForm or metadata stream.
  const catalog = clean.catalog as PDFDict;
  for (const key of ['Names', 'OpenAction', 'AA', 'AcroForm', 'Metadata', 'Outlines']) catalog.delete(PDFName.of(key));
  return await clean.save({ useObjectStreams: false });
}

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
    const clean = await rewritePdf(bytes);
    await mediaStore.put(key, clean, 'application/pdf');
    return {
      key,
      contentType: 'application/pdf',
      sourceType: type.mime,
      bytesLength: clean.length,
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
