/**
 * @module Image intake (issue 11 'Photos', ADR 0023): the type read from the bytes (file-type), the pixel count judged
 * from the header before anything is decoded, then one decode with sharp per variant: rotated by its EXIF orientation,
 * metadata dropped (EXIF, GPS, XMP, ICC: sharp writes none unless asked), resized to 320, 640 and 1280 px wide WebP,
 * never enlarged; and a ThumbHash placeholder.
 */
import sharp, { type Metadata } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { rgbaToThumbHash } from 'thumbhash';
import { Buffer } from 'node:buffer';
import { AppError } from '../../lib/errors.ts';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '../../middlewares/body-limit/body-limit.ts';
import { currentOwner, imageQueue } from './media.queue.ts';

/** Largest upload per image: 15 MB (the body limit answers 413 above it, before reading it whole). */
export { MAX_IMAGE_BYTES };
/** Largest decoded image: 50 megapixels (a 48 MP phone photo fits; a decoding bomb does not). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** The widths stored, in px; each becomes the variant `w<width>`. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
export type VariantName = `w${(typeof VARIANT_WIDTHS)[number]}`;
export const VARIANT_NAMES = VARIANT_WIDTHS.map((w) => `w${w}` as VariantName);

/** Types accepted, read from the bytes. HEIC is recognised but the bundled libvips has no HEVC decoder. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic']);

export const IMAGE_MESSAGES = {
  notImage: 'Por favor, selecione apenas arquivos de imagem',
  undecodable: 'Não foi possível ler esta imagem. Envie uma fotografia JPEG, PNG, WebP ou AVIF.',
  tooManyPixels: 'A imagem tem demasiados píxeis: o máximo é 50 megapíxeis.',
  tooLarge: IMAGE_TOO_LARGE_MESSAGE,
} as const;

export interface ProcessedVariant {
  name: VariantName;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** MIME type read from the bytes. */
  sourceType: string;
  /** Size after the orientation was applied. */
  width: number;
  height: number;
  /** ThumbHash, base64. */
  placeholder: string;
  variants: ProcessedVariant[];
}

const invalid = (code: string, message: string) => new AppError(400, code, message, [{ path: 'file', message }]);

/**
 * Reads, checks and converts one uploaded image.
 * @param input the uploaded bytes (at most {@link MAX_IMAGE_BYTES}, enforced by the body limit)
 * @returns the source type, oriented size, placeholder and the three WebP variants, without any metadata
 * @throws AppError 400 NOT_AN_IMAGE (type from the bytes is not an accepted image), IMAGE_UNREADABLE (the decoder
 *   refuses it: corrupt, truncated, HEIC) or IMAGE_TOO_MANY_PIXELS (over {@link MAX_INPUT_PIXELS})
 * @example const image = await processImage(new Uint8Array(await file.arrayBuffer()));
 */
export function processImage(input: Uint8Array): Promise<ProcessedImage> {
  // Every decode waits its turn in the instance's bounded queue (issue 27).
  return imageQueue.run(currentOwner(), () => decodeImage(input));
}

async function decodeImage(input: Uint8Array): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw invalid('NOT_AN_IMAGE', IMAGE_MESSAGES.notImage);
  // sharp() with limitInputPixels refuses a bomb when it decodes; the header's size is refused here first.
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
  let meta: Metadata;
  try {
    // Only the header is read here, so the pixel limit is judged below with its own message.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid('IMAGE_UNREADABLE', IMAGE_MESSAGES.undecodable);
  }
  if (!meta.width || !meta.height) throw invalid('IMAGE_UNREADABLE', IMAGE_MESSAGES.undecodable);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw invalid('IMAGE_TOO_MANY_PIXELS', IMAGE_MESSAGES.tooManyPixels);
  try {
    const variants: ProcessedVariant[] = [];
    for (const width of VARIANT_WIDTHS) {
      const { data, info } = await open().autoOrient().resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 }).toBuffer({ resolveWithObject: true });
      variants.push({ name: `w${width}`, bytes: new Uint8Array(data), width: info.width, height: info.height });
    }
    // ThumbHash takes at most 100 x 100 RGBA pixels.
    const small = await open().autoOrient().resize(100, 100, { fit: 'inside' }).ensureAlpha().raw()
      .toBuffer({ resolveWithObject: true });
    const placeholder = Buffer.from(rgbaToThumbHash(small.info.width, small.info.height, small.data)).toString(
      'base64',
    );
    const oriented = (meta.orientation ?? 1) >= 5;
    return {
      sourceType: type.mime,
      width: oriented ? meta.height : meta.width,
      height: oriented ? meta.width : meta.height,
      placeholder,
      variants,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw invalid('IMAGE_UNREADABLE', IMAGE_MESSAGES.undecodable);
  }
}

/** The widest side of a stored private document photo (an identity document stays legible), in px. */
export const PRIVATE_IMAGE_MAX_SIDE = 2000;

/** A private photo (identity verification, issue 27) re-encoded: WebP, no metadata, at most 2000 px a side. */
export interface PrivateImage {
  bytes: Uint8Array;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Re-encodes a private photo (identity document, portrait) the way listing photos are (ADR 0023): type read from the
 * bytes, pixel count judged from the header, decoded through the bounded queue, rotated by its EXIF orientation,
 * written as WebP (quality 85) at most {@link PRIVATE_IMAGE_MAX_SIDE} px a side with no EXIF, GPS, XMP or ICC. The
 * original bytes are never kept.
 * @throws AppError 400 NOT_AN_IMAGE, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS (as {@link processImage}); 429/503 from
 *   the queue
 * @example const clean = await reencodePrivateImage(upload);
 */
export function reencodePrivateImage(input: Uint8Array): Promise<PrivateImage> {
  return imageQueue.run(currentOwner(), async () => {
    const type = await fileTypeFromBuffer(input);
    if (!type || !(ACCEPTED.has(type.mime) || type.mime === 'image/gif')) {
      throw invalid('NOT_AN_IMAGE', IMAGE_MESSAGES.notImage);
    }
    let meta: Metadata;
    try {
      meta = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw invalid('IMAGE_UNREADABLE', IMAGE_MESSAGES.undecodable);
    }
    if (!meta.width || !meta.height) throw invalid('IMAGE_UNREADABLE', IMAGE_MESSAGES.undecodable);
    if (meta.width * meta.height > MAX_INPUT_PIXELS) {
      throw invalid('IMAGE_TOO_MANY_PIXELS', IMAGE_MESSAGES.tooManyPixels);
    }
    try {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize(PRIVATE_IMAGE_MAX_SIDE, PRIVATE_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: new Uint8Array(data), contentType: 'image/webp', width: info.width, height: info.height };
    } catch {
      throw invalid('IMAGE_UNREADABLE', IMAGE_MESSAGES.undecodable);
    }
  });
}
