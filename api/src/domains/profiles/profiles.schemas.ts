/** @module Schemas of the public provider profiles (issue 11 'Provider profiles'). */
import { z } from '@hono/zod-openapi';

export const UserIdParamSchema = z.object({
  id: z.string().min(1).max(128)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'ZjAqAaZEDcLKoG36HOOOUaEH4nl7' }),
});

const common = {
  id: z.string(),
  firstName: z.string().openapi({ example: 'Carlos', description: 'First name only (no surname in public).' }),
  profileImageUrl: z.string().nullable(),
  memberSince: z.string().openapi({ example: '2026-03-14', description: 'Sign-up date, Africa/Maputo.' }),
  verified: z.boolean().openapi({ description: "The admin approved the provider's identity verification (ADR 0008)." }),
  rating: z.number().nullable().openapi({
    example: 4.7,
    description: 'Mean of the published reviews, one decimal; null with none ("Sem avaliações", ADR 0022).',
  }),
  reviewCount: z.number().int(),
};

export const DriverProfileSchema = z.object({
  ...common,
  tripsCompleted: z.number().int().openapi({
    description: 'Rides departed, not cancelled, with at least one confirmed or completed booking.',
  }),
  vehicleType: z.enum(['sedan', 'suv', 'hatchback', 'pickup', 'van', 'minibus', 'other']).nullable().openapi({
    description: 'The vehicle of the newest ride; null before the first.',
  }),
}).openapi('DriverProfile');
export type DriverProfile = z.infer<typeof DriverProfileSchema>;

export const OrganiserEventSchema = z.object({
  id: z.string().uuid(),
  title: z.string().openapi({ example: 'Festival da Marrabenta' }),
  startDate: z.string().openapi({ example: '2026-02-01' }),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});

export const OrganiserProfileSchema = z.object({
  ...common,
  pastEvents: z.array(OrganiserEventSchema).openapi({
    description: 'Events already over and not cancelled, newest first, at most 20.',
  }),
  pastEventCount: z.number().int(),
}).openapi('OrganiserProfile', { description: 'rating and reviewCount: over the reviews of all their events.' });
export type OrganiserProfile = z.infer<typeof OrganiserProfileSchema>;
