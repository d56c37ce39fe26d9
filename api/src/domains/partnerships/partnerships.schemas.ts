import { z } from '@hono/zod-openapi';

export const PARTNERSHIP_MESSAGES = {
  establishment: 'Escolha o estabelecimento que oferece a parceria.',
  title: 'O título deve ter entre 3 e 120 caracteres.',
  description: 'A descrição deve ter entre 10 e 2000 caracteres.',
  commission: 'A comissão deve estar entre 0% e 50%.',
  benefits: 'Indique no máximo 20 benefícios, cada um com até 200 caracteres.',
  requirements: 'Os requisitos não podem exceder 1000 caracteres.',
  targetRoutes: 'As rotas alvo não podem exceder 300 caracteres.',
} as const;

export const PartnershipCategorySchema = z.enum(['accommodation', 'tourism', 'luxury']).openapi({
  description: 'accommodation (Alojamento), tourism (Turismo), luxury (Luxo).',
});
export type PartnershipCategory = z.infer<typeof PartnershipCategorySchema>;

export const CreatePartnershipBodySchema = z.object({
  establishmentId: z.string({ message: PARTNERSHIP_MESSAGES.establishment }).uuid(PARTNERSHIP_MESSAGES.establishment),
  title: z.string({ message: PARTNERSHIP_MESSAGES.title }).trim().min(3, PARTNERSHIP_MESSAGES.title)
    .max(120, PARTNERSHIP_MESSAGES.title).openapi({ example: 'Parceria Motoristas — Hotel Polana' }),
  description: z.string({ message: PARTNERSHIP_MESSAGES.description }).trim().min(10, PARTNERSHIP_MESSAGES.description)
    .max(2000, PARTNERSHIP_MESSAGES.description)
    .openapi({ example: 'Comissão por cada hóspede trazido por motoristas parceiros.' }),
  commissionPercent: z.number({ message: PARTNERSHIP_MESSAGES.commission }).min(0, PARTNERSHIP_MESSAGES.commission)
    .max(50, PARTNERSHIP_MESSAGES.commission).default(10).openapi({ example: 10 }),
  benefits: z.array(z.string().trim().min(1, PARTNERSHIP_MESSAGES.benefits).max(200, PARTNERSHIP_MESSAGES.benefits))
    .max(20, PARTNERSHIP_MESSAGES.benefits).default([]).openapi({ example: ['Café grátis', 'Estacionamento'] }),
  requirements: z.string().trim().max(1000, PARTNERSHIP_MESSAGES.requirements).nullable().optional()
    .openapi({ example: 'Carro em bom estado, avaliação mínima 4.5.' }),
  targetRoutes: z.string().trim().max(300, PARTNERSHIP_MESSAGES.targetRoutes).nullable().optional()
    .openapi({ example: 'Maputo - Inhambane' }),
  category: PartnershipCategorySchema.default('accommodation'),
});
export type CreatePartnershipBody = z.infer<typeof CreatePartnershipBodySchema>;

export const PartnershipPostSchema = z.object({
  id: z.string().uuid(),
  establishmentId: z.string().uuid(),
  establishmentName: z.string(),
  location: z.string().openapi({ description: 'Address of the establishment (and its place name).' }),
  title: z.string(),
  description: z.string(),
  commissionPercent: z.number(),
  benefits: z.array(z.string()),
  requirements: z.string().nullable(),
  targetRoutes: z.string().nullable(),
  category: PartnershipCategorySchema,
  isActive: z.boolean(),
  interestedCount: z.number().int(),
  isInterested: z.boolean().openapi({ description: 'Whether the caller registered interest.' }),
  chatRoomId: z.string().uuid().nullable().openapi({
    description: "The caller's conversation with the post's manager, opened by their interest ('Conversar', " +
      'ADR 0033); null when the caller has not registered interest.',
  }),
  createdAt: z.string(),
}).openapi('PartnershipPost');
export type PartnershipPost = z.infer<typeof PartnershipPostSchema>;

export const InterestedDriverSchema = z.object({
  driverId: z.string(),
  name: z.string(),
  chatRoomId: z.string().uuid().nullable().openapi({
    description: "The conversation with this driver ('Conversar', GET/POST /api/chat/messages/{roomId}) when the " +
      'caller is its manager side; null otherwise (e.g. an admin looking on). ADR 0033.',
  }),
  createdAt: z.string(),
});

export const ManagerPartnershipPostSchema = PartnershipPostSchema.extend({
  interestedDrivers: z.array(InterestedDriverSchema),
}).openapi('ManagerPartnershipPost');
export type ManagerPartnershipPost = z.infer<typeof ManagerPartnershipPostSchema>;

export const PartnershipRequestsQuerySchema = z.object({
  q: z.string().trim().max(100).optional().openapi({ description: 'Location text (accent-insensitive).' }),
  category: z.enum(['all', 'accommodation', 'tourism', 'luxury']).default('all'),
});

export const InterestSchema = z.object({
  postId: z.string().uuid(),
  interestedCount: z.number().int(),
  isInterested: z.literal(true),
  created: z.boolean().openapi({ description: 'false when the interest was already recorded (idempotent).' }),
  chatRoomId: z.string().uuid().nullable().openapi({
    description: "The conversation with the post's manager this interest opened (type 'partnership', ADR 0033).",
  }),
});
