/** @module Schemas of the photos API (issue 11 'Photos', ADR 0023). */
import { z } from '@hono/zod-openapi';
import { IMAGE_MESSAGES } from './media.images.ts';

export const MEDIA_TARGETS = ['establishment', 'room_type', 'event', 'vehicle', 'avatar'] as const;
/**
 * The public targets of the photos API, and 'dispute': the traveller's photos of a dispute (ADR 0044), uploaded and
 * listed only through the disputes API (never by the public photo routes).
 */
export type MediaTarget = (typeof MEDIA_TARGETS)[number] | 'dispute';

/** Photos a target may hold: an avatar one (a new one replaces it), a vehicle 5, a listing 20. */
export const MAX_PHOTOS: Record<MediaTarget, number> = {
  establishment: 20,
  room_type: 20,
  event: 20,
  vehicle: 5,
  avatar: 1,
  dispute: 5,
};

export const MEDIA_MESSAGES = {
  target: 'Destino de fotografia inválido.',
  tooMany: (max: number) => `Atingiu o máximo de ${max} fotografias.`,
  order: 'A nova ordem deve conter exatamente as fotografias atuais.',
  alt: 'A descrição da fotografia deve ter no máximo 200 caracteres.',
  file: 'Por favor, carregue uma fotografia.',
} as const;

export const MediaTargetSchema = z.enum(MEDIA_TARGETS, { message: MEDIA_MESSAGES.target }).openapi('MediaTarget', {
  description: "What the photo shows: an establishment, a room type, an event (uuid ids), the driver's vehicle or " +
    "the user's avatar (the user's id).",
});

/** One photo as listings return it: build `srcset` from `variants`, paint `placeholder` meanwhile. */
export const PhotoSchema = z.object({
  id: z.string().uuid(),
  alt: z.string().openapi({ example: 'Piscina com vista para a baía de Inhambane' }),
  /** ThumbHash, base64 (github.com/evanw/thumbhash: thumbHashToDataURL in the browser). */
  placeholder: z.string().openapi({ example: '1QcSHQRnh493V4dIh4eXh1h4kJUI', description: 'ThumbHash (base64).' }),
  isCover: z.boolean(),
  width: z.number().int().openapi({ description: 'Width in px of the original, after its orientation.' }),
  height: z.number().int(),
  variants: z.object({
    w320: z.string().openapi({ example: '/api/media/4f0c7a52-95a6-4c5b-9f51-9d8e2a1c1a10/w320.webp' }),
    w640: z.string(),
    w1280: z.string(),
  }).openapi({ description: 'WebP URLs at most 320, 640 and 1280 px wide (never enlarged).' }),
}).openapi('Photo');
export type Photo = z.infer<typeof PhotoSchema>;

export const TargetParamsSchema = z.object({
  targetType: MediaTargetSchema.openapi({ param: { name: 'targetType', in: 'path' } }),
  targetId: z.string().min(1).max(128).openapi({ param: { name: 'targetId', in: 'path' } }),
});

export const PhotoIdParamSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '4f0c7a52-95a6-4c5b-9f51-9d8e2a1c1a10' }),
});

export const UploadBodySchema = z.object({
  file: z.custom<File>((v) => v instanceof File, { message: MEDIA_MESSAGES.file })
    .openapi({
      type: 'string',
      format: 'binary',
      description: `JPEG, PNG, WebP or AVIF; at most 15 MB. ${IMAGE_MESSAGES.tooLarge}`,
    }),
  alt: z.string().trim().max(200, { message: MEDIA_MESSAGES.alt }).optional()
    .openapi({ description: 'Text alternative read by screen readers.' }),
}).openapi('PhotoUpload');

export const AltBodySchema = z.object({
  alt: z.string({ message: MEDIA_MESSAGES.alt }).trim().max(200, { message: MEDIA_MESSAGES.alt })
    .openapi({ example: 'Quarto duplo com varanda virada para o mar', description: 'At most 200 characters.' }),
}).openapi('PhotoAlt');

export const ReorderBodySchema = z.object({
  ids: z.array(z.string().uuid()).max(20).openapi({ description: 'Every photo id of the target, in the new order.' }),
}).openapi('PhotoOrder');

export const MediaFileParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
  file: z.enum(['w320.webp', 'w640.webp', 'w1280.webp', 'share.jpg']).openapi({ param: { name: 'file', in: 'path' } }),
});
