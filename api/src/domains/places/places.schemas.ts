import { z } from '@hono/zod-openapi';

export const PlaceTypeSchema = z.enum(['city', 'neighborhood', 'transport_hub', 'landmark', 'beach']);

export const PlaceSchema = z.object({
  id: z.number().int(),
  name: z.string().openapi({ example: 'Tofo' }),
  province: z.string().openapi({ example: 'Inhambane' }),
  country: z.string().openapi({ example: 'Moçambique' }),
  fullName: z.string().openapi({ example: 'Praia do Tofo, Inhambane, Inhambane' }),
  type: PlaceTypeSchema,
  parentCity: z.string().nullable().openapi({ example: 'Inhambane' }),
  lat: z.number().openapi({ example: -23.852 }),
  lng: z.number().openapi({ example: 35.547 }),
}).openapi('Place');
export type Place = z.infer<typeof PlaceSchema>;

export const SuggestionsQuerySchema = z.object({
  q: z.string().trim().min(2, { message: 'Digite pelo menos 2 caracteres.' }).max(80)
    .openapi({ example: 'xai xai', description: 'At least 2 characters; accents and case are ignored.' }),
  limit: z.coerce.number().int().min(1).max(15).default(15)
    .openapi({ example: 15, description: 'At most 15 (spec 9).' }),
});

export const SuggestionsResponseSchema = z.object({
  data: z.array(PlaceSchema).max(15),
  hasMore: z.boolean().openapi({
    description:
      "True when more places match than were returned (the UI shows 'Continue digitando para mais opções...').",
  }),
}).openapi('PlaceSuggestions');
