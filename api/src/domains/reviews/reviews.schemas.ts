/** @module Schemas of reviews and ratings (issue 11, ADR 0022). */
import { z } from '@hono/zod-openapi';
import { BookingTypeSchema } from '../bookings/bookings.schemas.ts';

export const REVIEW_MESSAGES = {
  rating: 'Escolha uma classificação de 1 a 5 estrelas.',
  comment: 'Escreva um comentário (até 2000 caracteres).',
  categories: 'Avalie a limpeza, a localização e a relação qualidade/preço (1 a 5).',
  noCategories: 'Só as estadias têm limpeza, localização e relação qualidade/preço.',
  reply: 'Escreva uma resposta (até 2000 caracteres).',
  reason: 'Indique o motivo (até 500 caracteres).',
  page: 'Página inválida.',
} as const;

const stars = (message: string) =>
  z.number({ message }).int(message).min(1, message).max(5, message).openapi({ example: 5 });
const text = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, message);

const SUBJECT_TYPES = ['driver', 'establishment', 'event', 'traveller'] as const;
export const SubjectTypeSchema = z.enum(SUBJECT_TYPES).openapi('ReviewSubjectType', {
  description: 'What a review is about: the driver of a ride, the establishment of a stay, the event of a ticket ' +
    '(written by the traveller), or the traveller (written by the driver or the manager).',
});

export const BookingIdParamSchema = z.object({
  bookingId: z.string().uuid().openapi({ param: { name: 'bookingId', in: 'path' } }),
});
export const ReviewIdParamSchema = z.object({
  id: z.string().uuid().openapi({ param: { name: 'id', in: 'path' } }),
});
export const SubjectParamSchema = z.object({
  subject: z.enum(['drivers', 'establishments', 'events']).openapi({ param: { name: 'subject', in: 'path' } }),
  id: z.string().min(1).max(128).openapi({ param: { name: 'id', in: 'path' }, example: 'b7f0c1e2-...' }),
});
export const TravellerParamSchema = z.object({
  id: z.string().min(1).max(128).openapi({ param: { name: 'id', in: 'path' } }),
});

const pageMessage = REVIEW_MESSAGES.page;
export const PageQuerySchema = z.object({
  page: z.coerce.number({ message: pageMessage }).int(pageMessage).min(1, pageMessage).default(1)
    .openapi({ example: 1 }),
  pageSize: z.coerce.number({ message: pageMessage }).int(pageMessage).min(1, pageMessage).max(50, pageMessage)
    .default(10).openapi({ example: 10, description: '1 to 50, default 10.' }),
});

/** The body of writing or editing one's review of a booking. */
export const ReviewBodySchema = z.object({
  rating: stars(REVIEW_MESSAGES.rating),
  comment: text(REVIEW_MESSAGES.comment, 2000)
    .openapi({ example: 'Quarto limpo, vista linda e pequeno-almoço ótimo.' }),
  cleanliness: stars(REVIEW_MESSAGES.categories).optional(),
  location: stars(REVIEW_MESSAGES.categories).optional(),
  value: stars(REVIEW_MESSAGES.categories).optional(),
}).openapi('ReviewBody', {
  description: 'rating 1-5 and a comment; a stay reviewed by the traveller also needs cleanliness, location and ' +
    'value (1-5), which nothing else takes.',
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

export const ReplyBodySchema = z.object({ reply: text(REVIEW_MESSAGES.reply, 2000) }).openapi('ReviewReplyBody');
export const ReasonBodySchema = z.object({ reason: text(REVIEW_MESSAGES.reason, 500) }).openapi('ReviewReasonBody');

/** A review as the public sees it once published. */
export const ReviewSchema = z.object({
  id: z.string().uuid(),
  bookingType: BookingTypeSchema,
  subjectType: SubjectTypeSchema,
  subjectId: z.string(),
  authorName: z.string().openapi({ example: 'Ana M.', description: 'First name and initial of the last name.' }),
  rating: z.number().int().openapi({ example: 5 }),
  comment: z.string(),
  cleanliness: z.number().int().nullable(),
  location: z.number().int().nullable(),
  value: z.number().int().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable().openapi({ description: 'Null while blind (only its author sees it).' }),
  reply: z.string().nullable().openapi({ description: "The host's public reply." }),
  repliedAt: z.string().nullable(),
}).openapi('Review');
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewPageSchema = z.object({
  items: z.array(ReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().openapi({ description: 'Published, visible reviews.' }),
  rating: z.number().nullable().openapi({ example: 4.6, description: 'Their mean, one decimal; null with none.' }),
  reviewCount: z.number().int(),
}).openapi('ReviewPage');
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

/** A booking the caller may review now (the /reservas prompt). */
export const ReviewableSchema = z.object({
  bookingId: z.string().uuid(),
  bookingType: BookingTypeSchema,
  side: z.enum(['traveller', 'host']),
  subjectType: SubjectTypeSchema,
  label: z.string().openapi({ example: 'Casa do Mar Tofo, 12/12/2026 a 15/12/2026' }),
  closesAt: z.string().openapi({ description: 'The end of the 14-day window.' }),
  myReview: ReviewSchema.nullable().openapi({ description: "The caller's review, still editable; null if none." }),
}).openapi('Reviewable');
export type Reviewable = z.infer<typeof ReviewableSchema>;

export const ReportSchema = z.object({ reviewId: z.string().uuid(), reported: z.literal(true) })
  .openapi('ReviewReport');

export const ReportedReviewSchema = ReviewSchema.extend({
  reportCount: z.number().int(),
  reasons: z.array(z.string()).openapi({ description: "The reports' reasons, newest first." }),
}).openapi('ReportedReview');
